// The view of a Senior Fitness Test count's timer (machines/timedCountMachine.ts): Start, the time left on the test-day
// display with Cancel and Reset, then "Time is up" and what the screen puts there. Shared by the item's own screen (a
// tap counter while it runs, the count into the score field) and the group timer (one count typed per client), as the
// field countdown's view is.
import '@/components/protocolTimer.css';
import type { ReactNode, RefObject } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { CancelResetControls, TestDayDisplay } from '@/components/TestDayDisplay';
import { RunSoundControls } from '@/components/SoundControls';
import { StopTestIndications } from '@/components/StopTestIndications';
import { useFocusOnChange } from '@/components/useFocusOnChange';
import { CUE_WORDS } from '@machines/testCues';
import {
  TIMED_COUNT_SECONDS,
  selectCountRemainingText,
  type TimedCountSnapshot,
  type timedCountMachine,
} from '@machines/timedCountMachine';
import type { RunSound } from '@/state/run/useTimedRun';

type Status = 'idle' | 'running' | 'done';
const statusOf = (s: TimedCountSnapshot): Status =>
  s.matches('running') ? 'running' : s.matches('done') ? 'done' : 'idle';

export interface TimedCountViewProps {
  actor: ActorRefFrom<typeof timedCountMachine>;
  /** '30-Second Chair Stand': the display's title and the test named in Cancel's and Reset's questions. */
  title: string;
  sound: RunSound;
  onStart: () => void;
  /** What to do while it runs ('Go: tap once for each stand'). */
  cue: string;
  /** Beside the time while it runs: the single client's tap counter. */
  action?: ReactNode;
  /** Shown once the time is up; `focusRef` is the button the keyboard focus moves to. */
  done: (focusRef: RefObject<HTMLButtonElement | null>) => ReactNode;
}

export function TimedCountView({ actor, title, sound, onStart, cue, action, done }: TimedCountViewProps) {
  const status = useSelector(actor, statusOf);
  const time = useSelector(actor, selectCountRemainingText);
  const seconds = useSelector(actor, (s: TimedCountSnapshot) => TIMED_COUNT_SECONDS[s.context.test]);
  const focusRef = useFocusOnChange<HTMLButtonElement>(status);
  const length = seconds < 60 ? `${seconds}-second` : `${seconds / 60}-minute`;
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
          guidance={<StopTestIndications />}
        />
      ) : null}
      {status === 'done' ? <div className="protocol-done">{done(focusRef)}</div> : null}
    </div>
  );
}
