// The view of a countdown of the timed-machine kit (machines/timedMachineKit.ts): Start, then the time left on the
// test-day display with Cancel and Reset (both ask while it runs, decision 0180), then "Time is up" and what the screen
// puts there. CountdownView is the one layout; FieldCountdownView is the 12-minute and 6-minute field tests' (spec §2
// "Field tests": the single-client form's distance, or one distance per walker for the group grid), and the Senior
// Fitness Test's timed count adds its tap counter (src/features/senior-fitness/TimedCountTimer.tsx).
import '@/components/protocolTimer.css';
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRef } from 'xstate';
import type { FieldCountdownSnapshot } from '@machines/fieldCountdownMachine';
import type { TimedCountSnapshot } from '@machines/timedCountMachine';
import { countdownRemainingMs } from '@machines/timedMachineKit';
import { formatMmSs, secondsLeft } from '@machines/timing';
import { CUE_WORDS } from '@machines/testCues';
import { useFocusOnChange } from '@/components/useFocusOnChange';
import { CancelResetControls, TestDayDisplay } from '@/components/TestDayDisplay';
import { RunSoundControls } from '@/components/SoundControls';
import { StopTestGuidance } from '@/components/StopTestGuidance';
import type { RunSound } from '@/state/run/useTimedRun';

type CountdownSnapshot = FieldCountdownSnapshot | TimedCountSnapshot;
type CountdownActor = ActorRef<CountdownSnapshot, { type: 'CANCEL' } | { type: 'RESET' }>;
type Status = 'idle' | 'running' | 'done';
const statusOf = (s: CountdownSnapshot): Status =>
  s.matches('running') ? 'running' : s.matches('done') ? 'done' : 'idle';
const timeLeftOf = (s: CountdownSnapshot): string => formatMmSs(secondsLeft(countdownRemainingMs(s)));
/** '30-second', '2-minute', '12-minute'. */
const lengthOf = (s: CountdownSnapshot): string => {
  const seconds = s.context.durationMs / 1000;
  return seconds < 60 ? `${seconds}-second` : `${seconds / 60}-minute`;
};

interface CountdownCommonProps {
  actor: CountdownActor;
  /** '12 minute run/walk': the display's title and the test named in Cancel's and Reset's questions. */
  title: string;
  sound: RunSound;
  onStart: () => void;
  /** Shown once the time is up, under "Time is up". */
  done?: ReactNode;
}

export interface CountdownViewProps extends CountdownCommonProps {
  /** What the tester hears to do while it runs ('Go: cover as much ground as you can'). */
  cue: string;
  /** Beside the time while it runs (a tap counter). */
  action?: ReactNode;
  /** Under the display while it runs: the indications for stopping a test. */
  guidance: ReactNode;
  /** Said right after "Time is up." ('Counted: 12.'). */
  doneSummary?: ReactNode;
  /** The main button once the time is up, before Reset, focused then ('Use 12 as the score'). */
  doneAction?: { label: string; onClick: () => void };
}

export function CountdownView({
  actor,
  title,
  sound,
  onStart,
  done,
  cue,
  action,
  guidance,
  doneSummary,
  doneAction,
}: CountdownViewProps) {
  const status = useSelector(actor, statusOf);
  const time = useSelector(actor, timeLeftOf);
  const length = useSelector(actor, lengthOf);
  const focusRef = useFocusOnChange<HTMLButtonElement>(status);
  const reset = (
    <button type="button" className="button" onClick={() => actor.send({ type: 'RESET' })}>
      Reset the timer
    </button>
  );
  return (
    <div className="field-countdown">
      <p className="sr-only" role="status" aria-live="polite">
        {status === 'done' ? CUE_WORDS.timeUp : status === 'running' ? `${title} started` : ''}
      </p>
      {status === 'idle' ? (
        <p>
          <button type="button" className="button button-primary" ref={focusRef} onClick={onStart}>
            Start the {length} timer
          </button>
        </p>
      ) : null}
      {status === 'running' ? (
        <TestDayDisplay
          title={title}
          time={time}
          timeLabel="Time left"
          cue={<p className="protocol-phase-text">{cue}</p>}
          action={action}
          controls={
            <CancelResetControls
              onCancel={() => actor.send({ type: 'CANCEL' })}
              onReset={() => actor.send({ type: 'RESET' })}
              testName={title}
              cancelRef={focusRef}
            />
          }
          sound={<RunSoundControls sound={sound} />}
          guidance={guidance}
        />
      ) : null}
      {status === 'done' ? (
        <div className="protocol-done">
          <p>
            <strong>{CUE_WORDS.timeUp}.</strong>
            {doneSummary ? <> {doneSummary}</> : null}
          </p>
          {done}
          {doneAction ? (
            <p className="form-actions">
              <button type="button" className="button button-primary" ref={focusRef} onClick={doneAction.onClick}>
                {doneAction.label}
              </button>
              {reset}
            </p>
          ) : (
            <p>{reset}</p>
          )}
        </div>
      ) : null}
    </div>
  );
}

export interface FieldCountdownViewProps extends CountdownCommonProps {
  /**
   * "Ended early…" while it runs (decision 50): the screen ends the countdown and records the distance so far with the
   * reason. Without it only the indications for stopping a test show.
   */
  onStoppedEarly?: (reason: string) => void;
}

/** The 12-minute and 6-minute countdowns: shared by the field-test screen and the group timers. */
export function FieldCountdownView({ onStoppedEarly, ...common }: FieldCountdownViewProps) {
  return (
    <CountdownView
      {...common}
      cue="Go: cover as much ground as you can"
      guidance={<StopTestGuidance running onStoppedEarly={onStoppedEarly} />}
    />
  );
}
