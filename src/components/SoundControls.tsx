// The test-day sound control (issue "Test day"): mute, optional spoken cues, and what the person will (not) hear said
// in words: muted, no audio on this device, or a reminder that a device's own silent switch cannot be seen by a page.
import { setCueSettings, speechAvailable, useCueSettings } from '@/state/useCueSettings';
import type { RunSound } from '@/state/run/useTimedRun';

export interface SoundControlsProps {
  /** False once audio failed or is missing on this device. */
  audioAvailable?: boolean;
}

export function SoundControls({ audioAvailable = true }: SoundControlsProps) {
  const { muted, spoken } = useCueSettings();
  const vibrates = typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function';
  let told: string;
  if (!audioAvailable) told = 'Sound cannot play here: every cue shows on the screen.';
  else if (muted)
    told = `Muted: no tones${spoken ? ' or words' : ''}. The cues still show here${vibrates ? ' and vibrate' : ''}.`;
  else
    told =
      'No tone? A page cannot see the device\u2019s silent switch or volume: check them; every cue also shows here.';
  return (
    <div className="sound-controls">
      <button
        type="button"
        className="button sound-toggle"
        aria-pressed={muted}
        onClick={() => setCueSettings({ muted: !muted })}
      >
        {muted ? 'Sound off' : 'Sound on'}
      </button>
      {speechAvailable() ? (
        <label className="sound-speech">
          <input type="checkbox" checked={spoken} onChange={(e) => setCueSettings({ spoken: e.target.checked })} />
          Spoken cues
        </label>
      ) : null}
      <p className="sound-told" aria-live="polite">
        {told}
      </p>
    </div>
  );
}

/**
 * The sound control of a run: mute and speech, or, where the browser keeps audio locked (decision 0028), what is silent
 * and the one tap that turns sound on (the run goes on with its visual cues meanwhile).
 */
export function RunSoundControls({ sound, silent = 'The cue tones are silent' }: { sound: RunSound; silent?: string }) {
  if (sound.available && !sound.on) {
    return (
      <div className="protocol-sound-control" role="group" aria-label="Sound">
        <p className="hint">{silent}: this browser plays sound only after a tap.</p>
        <button type="button" className="button sound-turn-on" onClick={sound.turnOn}>
          Turn sound on
        </button>
      </div>
    );
  }
  return <SoundControls audioAvailable={sound.available} />;
}
