// The rest between 1RM trials as the machine reports it: the countdown (role timer), a polite live region for the
// state changes, the rest's length (3, 4 or 5 min, decision 0144), Start / Skip rest and the sound control.
import type { ReactNode } from 'react';
import { REST_CHOICES_SECONDS } from '@machines/restTimerMachine';
import { TestDayDisplay } from '@/components/TestDayDisplay';

/** What the panel and the trial form ask of the rest-timer run. */
export interface RestTimerCommands {
  start: () => void;
  skip: () => void;
  reset: () => void;
  logTrial: (value: number, success: boolean) => void;
}

export type RestPhase = 'idle' | 'resting' | 'ready' | 'complete';

export interface RestTimerPanelProps {
  phase: RestPhase;
  /** mm:ss of rest left (from the machine's selector). */
  restText: string;
  /** 1-based number of the next trial. */
  nextTrial: number;
  maxTrials: number;
  /** The rest's length in seconds: the one running, or the one the next rest takes. */
  restSeconds: number;
  onChooseRest: (seconds: number) => void;
  /** The sound control of the run (mute, spoken cues, or the tap that turns sound on). */
  sound: ReactNode;
  commands: RestTimerCommands;
}

const minutes = (seconds: number) => `${seconds / 60} min`;

function statusText(phase: RestPhase, nextTrial: number, maxTrials: number, restSeconds: number): string {
  switch (phase) {
    case 'idle':
      return nextTrial === 1 ? 'Ready for your first trial.' : `Ready for trial ${nextTrial} of ${maxTrials}.`;
    case 'resting':
      return `Resting ${minutes(restSeconds)} before trial ${nextTrial} of ${maxTrials}.`;
    case 'ready':
      return `Rest over: ready for trial ${nextTrial} of ${maxTrials}.`;
    case 'complete':
      return `All ${maxTrials} trials are logged.`;
  }
}

export function RestTimerPanel({
  phase,
  restText,
  nextTrial,
  maxTrials,
  restSeconds,
  onChooseRest,
  sound,
  commands,
}: RestTimerPanelProps) {
  return (
    <section className={`panel rest-timer rest-timer-${phase}`} aria-labelledby="rest-timer-heading">
      <h2 id="rest-timer-heading">Rest timer</h2>
      <p className="rest-status" role="status" aria-live="polite">
        {statusText(phase, nextTrial, maxTrials, restSeconds)}
      </p>
      {phase === 'idle' || phase === 'ready' ? (
        // The next rest's length; the rest that runs keeps its own (a tone marks its end).
        <fieldset className="rest-length">
          <legend>Rest between trials</legend>
          {REST_CHOICES_SECONDS.map((seconds) => (
            <label key={seconds}>
              <input
                type="radio"
                name="rest-length"
                value={seconds}
                checked={restSeconds === seconds}
                onChange={() => onChooseRest(seconds)}
              />
              {minutes(seconds)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {phase === 'resting' ? (
        // The test-day display: the rest left readable across the gym, full screen in one tap.
        <TestDayDisplay
          title="Rest timer"
          time={restText}
          timeLabel="Rest left"
          cue={
            <p className="rest-cue">
              Rest {minutes(restSeconds)} before trial {nextTrial} of {maxTrials}
            </p>
          }
          sound={sound}
          controls={
            <div className="form-actions">
              <button type="button" className="button" onClick={commands.skip}>
                Skip rest
              </button>
            </div>
          }
        />
      ) : (
        <div className="form-actions">
          {phase === 'idle' || phase === 'ready' ? (
            <button type="button" className="button" onClick={commands.start}>
              Start rest timer
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
