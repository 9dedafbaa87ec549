// The 8-foot up-and-go stopwatch (machines/upAndGoMachine.ts): Start on "Go", Stop when the client is seated, twice;
// each trial's time goes into its trial field at once (to 0.1 s), so a reload loses nothing typed.
import '@/components/protocolTimer.css';
import { useEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { RunSoundControls } from '@/components/SoundControls';
import { StopTestIndications } from '@/components/StopTestIndications';
import { TestDayDisplay } from '@/components/TestDayDisplay';
import {
  selectNextTrial,
  selectTrialSeconds,
  selectWatchText,
  type UpAndGoSnapshot,
  type upAndGoMachine,
} from '@machines/upAndGoMachine';
import { useTimedRun, type RunSound } from '@/state/run/useTimedRun';
import { upAndGoRun } from '@/state/run/seniorRuns';

export interface UpAndGoTimerProps {
  title: string;
  /** Called with the trials in seconds each time one is timed. */
  onTrials: (seconds: readonly number[]) => void;
}

const sameTrials = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((t, i) => t === b[i]);

export function UpAndGoTimer({ title, onTrials }: UpAndGoTimerProps) {
  const run = useTimedRun(upAndGoRun, { input: {} });
  if (!run.actor) return null;
  return (
    <Watch
      actor={run.actor}
      title={title}
      sound={run.sound}
      onStart={run.start}
      onStop={() => run.send({ type: 'STOP' })}
      onTrials={onTrials}
    />
  );
}

interface WatchProps extends UpAndGoTimerProps {
  actor: ActorRefFrom<typeof upAndGoMachine>;
  sound: RunSound;
  onStart: () => void;
  onStop: () => void;
}

function Watch({ actor, title, sound, onStart, onStop, onTrials }: WatchProps) {
  const running = useSelector(actor, (s: UpAndGoSnapshot) => s.matches('running'));
  const watch = useSelector(actor, selectWatchText);
  const nextTrial = useSelector(actor, selectNextTrial);
  const trials = useSelector(actor, selectTrialSeconds, sameTrials);
  const reported = useRef<readonly number[]>([]);
  useEffect(() => {
    if (trials.length > 0 && !sameTrials(trials, reported.current)) onTrials(trials);
    reported.current = trials;
  }, [trials, onTrials]);
  return (
    <section className="senior-timer" aria-label={`${title} stopwatch`}>
      <p className="sr-only" role="status" aria-live="polite">
        {trials.length > 0 ? `Trial ${trials.length}: ${trials.at(-1)} seconds` : ''}
      </p>
      {running ? (
        <TestDayDisplay
          title={`${title}, trial ${nextTrial ?? 2}`}
          time={`${watch} s`}
          timeLabel="Time so far"
          cue={<p className="protocol-phase-text">Go: round the cone and sit down</p>}
          controls={
            <div className="form-actions protocol-controls">
              <button type="button" className="button button-primary button-large" onClick={onStop}>
                Stop: seated
              </button>
              <button type="button" className="button" onClick={() => actor.send({ type: 'CANCEL' })}>
                False start: discard this trial
              </button>
            </div>
          }
          sound={<RunSoundControls sound={sound} />}
          guidance={<StopTestIndications />}
        />
      ) : (
        <div className="form-actions">
          {nextTrial !== null ? (
            <button type="button" className="button button-primary" onClick={onStart}>
              Start trial {nextTrial} on &quot;Go&quot;
            </button>
          ) : (
            <p>Both trials are timed.</p>
          )}
          {trials.length > 0 ? (
            <button type="button" className="button" onClick={() => actor.send({ type: 'RESET' })}>
              Time both trials again
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
