// The rest between 1RM trials as the machine reports it: the countdown (role timer), a polite live region for the
// state changes, and Start / Skip rest.
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
  commands: RestTimerCommands;
}

function statusText(phase: RestPhase, nextTrial: number, maxTrials: number): string {
  switch (phase) {
    case 'idle':
      return nextTrial === 1 ? 'Ready for your first trial.' : `Ready for trial ${nextTrial} of ${maxTrials}.`;
    case 'resting':
      return `Resting before trial ${nextTrial} of ${maxTrials}. Rest 3-5 minutes.`;
    case 'ready':
      return `Rest over: ready for trial ${nextTrial} of ${maxTrials}.`;
    case 'complete':
      return `All ${maxTrials} trials are logged.`;
  }
}

export function RestTimerPanel({ phase, restText, nextTrial, maxTrials, commands }: RestTimerPanelProps) {
  return (
    <section className={`panel rest-timer rest-timer-${phase}`} aria-labelledby="rest-timer-heading">
      <h2 id="rest-timer-heading">Rest timer</h2>
      <p className="rest-status" role="status" aria-live="polite">{statusText(phase, nextTrial, maxTrials)}</p>
      {phase === 'resting' ? (
        // The test-day display: the rest left readable across the gym, full screen in one tap.
        <TestDayDisplay
          title="Rest timer"
          time={restText}
          timeLabel="Rest left"
          cue={<p className="rest-cue">Rest before trial {nextTrial} of {maxTrials}</p>}
          controls={
            <div className="form-actions">
              <button type="button" className="button" onClick={commands.skip}>Skip rest</button>
            </div>
          }
        />
      ) : (
        <div className="form-actions">
          {phase === 'idle' || phase === 'ready' ? (
            <button type="button" className="button" onClick={commands.start}>Start rest timer</button>
          ) : null}
        </div>
      )}
    </section>
  );
}
