// The app's one step-test metronome (decisions 0010 and 0026), wrapped so that audio can never break a test: one
// AudioContext for the whole app, created and resumed inside the Start click (unlock), beats scheduled on the audio
// clock by src/effects/metronome. Where Web Audio is missing or refuses to start (no output device, a blocked
// context), every call fails silently and `available` turns false: the screen's Up/Down cue is then the only beat.
// Nothing is exposed for the benches: scripts/bench/20-timer-accuracy.mjs watches the page's audio from outside.
import { appAudioContext } from '@/effects/audioContext';
import { createMetronome, type Metronome, type MetronomeOptions } from '@/effects/metronome';

export interface ProtocolMetronome {
  /**
   * Creates/resumes the AudioContext. Call synchronously inside a click (Click to Begin, Resume, the sound control).
   * Resolves true once audio runs; outside a user gesture the browser may keep it locked (false, or pending until a
   * gesture). Never throws or rejects.
   */
  unlock(): Promise<boolean>;
  /** True while audio runs (unlocked); false before, and where the browser keeps it locked. */
  readonly unlocked: boolean;
  /**
   * Starts beats at `bpm`; the first beat sounds `firstBeatInMs` from now on the audio clock. A slightly negative
   * value (the phase began a few ms ago) keeps the beat grid where it belongs. Never throws.
   */
  start(bpm: number, firstBeatInMs: number): void;
  stop(): void;
  /** False once audio failed to start (the screen then says so; the cue still shows every beat). */
  readonly available: boolean;
}

/** Wraps a metronome so that no call throws (errors only mark audio unavailable). */
export function failSafeMetronome(createInner: () => Metronome): ProtocolMetronome {
  let inner: Metronome | null = null;
  let available = true;
  const get = (): Metronome | null => {
    if (!available) return null;
    try {
      inner ??= createInner();
      return inner;
    } catch {
      available = false;
      return null;
    }
  };
  const attempt = (run: (m: Metronome) => unknown) => {
    const m = get();
    if (!m) return;
    try {
      const result = run(m);
      if (result instanceof Promise)
        result.catch(() => {
          available = false;
        });
    } catch {
      available = false;
    }
  };
  return {
    unlock: () => {
      const m = get();
      if (!m) return Promise.resolve(false);
      try {
        return m.unlock().then(
          () => m.unlocked,
          () => {
            available = false;
            return false;
          },
        );
      } catch {
        available = false;
        return Promise.resolve(false);
      }
    },
    start: (bpm, firstBeatInMs) => attempt((m) => m.start(bpm, m.audioTimeIn(0) + firstBeatInMs / 1000)),
    stop: () => {
      if (!inner) return;
      try {
        inner.stop();
      } catch {
        // Nothing is playing that could be stopped.
      }
    },
    get available() {
      return available;
    },
    get unlocked() {
      return available && inner !== null && inner.unlocked;
    },
  };
}

let shared: ProtocolMetronome | null = null;

/** The app's single metronome (one AudioContext for every test and every visit to the screen). */
export function appMetronome(options: MetronomeOptions = {}): ProtocolMetronome {
  if (shared) return shared;
  // The app's one AudioContext: the test-day cue tones are scheduled on the same audio clock.
  shared = failSafeMetronome(() => createMetronome({ createContext: appAudioContext, ...options }));
  return shared;
}
