// The 12-minute and 6-minute countdowns' view (spec §2 "Field tests"): Start, then the time left on the test-day
// display with Cancel and Reset (both ask while it runs, decision 0180), then "Time is up" and what the screen puts
// there: the single-client form's distance, or one distance per walker for the group grid. Shared by the field-test
// screen and the group timers, as the pushup and step-test views are.
import '@/components/protocolTimer.css';
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  FIELD_COUNTDOWN_SECONDS,
  selectRemainingText,
  type FieldCountdownSnapshot,
  type fieldCountdownMachine,
} from '@machines/fieldCountdownMachine';
import { CUE_WORDS } from '@machines/testCues';
import { useFocusOnChange } from '@/components/useFocusOnChange';
import { CancelResetControls, TestDayDisplay } from '@/components/TestDayDisplay';
import { RunSoundControls } from '@/components/SoundControls';
import { StopTestGuidance } from '@/components/StopTestGuidance';
import type { RunSound } from '@/state/run/useTimedRun';

type CountdownActor = ActorRefFrom<typeof fieldCountdownMachine>;
type Status = 'idle' | 'running' | 'done';
const statusOf = (s: FieldCountdownSnapshot): Status =>
  s.matches('running') ? 'running' : s.matches('done') ? 'done' : 'idle';

export interface FieldCountdownViewProps {
  actor: CountdownActor;
  /** '12 minute run/walk': the display's title and the test named in Cancel's and Reset's questions. */
  title: string;
  sound: RunSound;
  onStart: () => void;
  /** Shown once the time is up: where each distance is typed. */
  done: ReactNode;
  /**
   * "Ended early…" while it runs (decision 50): the screen ends the countdown and records the distance so far with the
   * reason. Without it only the indications for stopping a test show.
   */
  onStoppedEarly?: (reason: string) => void;
}

export function FieldCountdownView({ actor, title, sound, onStart, done, onStoppedEarly }: FieldCountdownViewProps) {
  const status = useSelector(actor, statusOf);
  const time = useSelector(actor, selectRemainingText);
  const minutes = useSelector(actor, (s) => FIELD_COUNTDOWN_SECONDS[s.context.test] / 60);
  const focusRef = useFocusOnChange<HTMLButtonElement>(status);
  return (
    <div className="field-countdown">
      <p className="sr-only" role="status" aria-live="polite">
        {status === 'done' ? CUE_WORDS.timeUp : status === 'running' ? `${title} started` : ''}
      </p>
      {status === 'idle' ? (
        <p>
          <button type="button" className="button button-primary" ref={focusRef} onClick={onStart}>
            Start the {minutes}-minute timer
          </button>
        </p>
      ) : null}
      {status === 'running' ? (
        <TestDayDisplay
          title={title}
          time={time}
          timeLabel="Time left"
          cue={<p className="protocol-phase-text">Go: cover as much ground as you can</p>}
          controls={
            <CancelResetControls
              onCancel={() => actor.send({ type: 'CANCEL' })}
              onReset={() => actor.send({ type: 'RESET' })}
              testName={title}
              cancelRef={focusRef}
            />
          }
          sound={<RunSoundControls sound={sound} />}
          guidance={<StopTestGuidance running onStoppedEarly={onStoppedEarly} />}
        />
      ) : null}
      {status === 'done' ? (
        <div className="protocol-done">
          <p>
            <strong>{CUE_WORDS.timeUp}.</strong>
          </p>
          {done}
          <p>
            <button type="button" className="button" onClick={() => actor.send({ type: 'RESET' })}>
              Reset the timer
            </button>
          </p>
        </div>
      ) : null}
    </div>
  );
}
