// The pushup test's timer view (spec §2 "Pushup test", spec §4): Start, the Ready/Set/Go countdown, then the
// counting-up timer on the test-day display with the tap counter and Finished. Shared by the single-client pushup test
// (src/features/pushups) and the group pushup timer (src/features/group): one display for both.
import '@/components/protocolTimer.css';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectCountdown,
  selectElapsedText,
  selectIsCounting,
  selectLeadInSecondsLeft,
  selectTappedReps,
  type AnnounceCountdownParams,
  type PushupSnapshot,
  type pushupCountdownMachine,
} from '@machines/pushupCountdownMachine';
import { useFocusOnChange } from '@/components/useFocusOnChange';
import { CancelResetControls, TestDayDisplay } from '@/components/TestDayDisplay';
import { RunSoundControls } from '@/components/SoundControls';
import type { RunSound } from '@/state/run/useTimedRun';

type PushupActor = ActorRefFrom<typeof pushupCountdownMachine>;

type Status = 'idle' | 'leadIn' | 'countdown' | 'counting' | 'finished';
const statusOf = (snapshot: PushupSnapshot): Status => {
  if (snapshot.matches({ running: 'leadIn' })) return 'leadIn';
  if (snapshot.matches({ running: 'countdown' })) return 'countdown';
  if (selectIsCounting(snapshot)) return 'counting';
  return snapshot.matches('finished') ? 'finished' : 'idle';
};
const sameWord = (a: AnnounceCountdownParams | null, b: AnnounceCountdownParams | null) => a?.word === b?.word;

export interface PushupTimerProps {
  actor: PushupActor;
  announcement: string;
  sound: RunSound;
  onStart: () => void;
  onFinish: () => void;
  /**
   * One tap counter for the one person tested (default). A group's timer has none: one counter cannot count eight
   * people, so each client's count is typed after Finished.
   */
  tapCounter?: boolean;
}

export function PushupTimer({ actor, announcement, sound, onStart, onFinish, tapCounter = true }: PushupTimerProps) {
  const reps = useSelector(actor, selectTappedReps);
  const status = useSelector(actor, statusOf);
  const countdown = useSelector(actor, selectCountdown, sameWord);
  const elapsed = useSelector(actor, selectElapsedText);
  const leadInLeft = useSelector(actor, selectLeadInSecondsLeft);
  // The button pressed disappears with each change: keep the keyboard focus on the control that takes its place.
  const focusRef = useFocusOnChange<HTMLButtonElement>(status);
  const controls = (
    <CancelResetControls
      onCancel={() => actor.send({ type: 'CANCEL' })}
      onReset={() => actor.send({ type: 'RESET' })}
      testName="pushup test"
      {...(status === 'countdown' || status === 'leadIn' ? { cancelRef: focusRef } : {})}
    />
  );

  return (
    <>
      <p className="sr-only" role="status" aria-live="assertive" aria-atomic="true">
        {status === 'countdown' || status === 'counting' ? announcement : ''}
      </p>

      {status === 'idle' ? (
        <div className="protocol-start">
          <p>
            Get into the starting position. Start gives you Ready, Set, Go (one second each); then do as many pushups as
            you can and press Finished.
          </p>
          <button
            type="button"
            className="button button-primary protocol-start-button"
            ref={focusRef}
            onClick={onStart}
          >
            Start
          </button>
        </div>
      ) : null}

      {status === 'leadIn' ? (
        <div className="protocol-running">
          <TestDayDisplay
            title="Pushup Test"
            cue={
              <p className="countdown countdown-lead-in" aria-label={`Get into position (${leadInLeft} s)`}>
                <span className="countdown-word">Get into position</span>
                <span className="countdown-number">{leadInLeft}</span>
              </p>
            }
            controls={controls}
            sound={<RunSoundControls sound={sound} />}
          />
        </div>
      ) : null}

      {(status === 'countdown' && countdown) || status === 'counting' ? (
        <div className="protocol-running">
          <TestDayDisplay
            title="Pushup Test"
            {...(status === 'counting' ? { time: elapsed, timeLabel: 'Time elapsed' } : {})}
            cue={
              status === 'countdown' && countdown ? (
                <p
                  className={`countdown countdown-${countdown.word.toLowerCase()}`}
                  aria-label={`${countdown.word} (${countdown.number})`}
                >
                  <span className="countdown-word">{countdown.word}</span>
                  <span className="countdown-number">{countdown.number}</span>
                </p>
              ) : (
                <p className="protocol-phase-count pushup-go">
                  {tapCounter ? 'Go! Count your pushups.' : "Go! Count each client's pushups."}
                </p>
              )
            }
            action={
              status === 'counting' && tapCounter ? (
                <div className="tap-counter">
                  <button type="button" className="tap-area" onClick={() => actor.send({ type: 'TAP_REP' })}>
                    Tap for each pushup
                    <span className="tap-count" aria-live="polite" data-testid="tapped-reps">
                      {reps}
                    </span>
                  </button>
                  <button
                    type="button"
                    className="button tap-undo"
                    disabled={reps === 0}
                    onClick={() => actor.send({ type: 'UNDO_REP' })}
                  >
                    Undo last tap
                  </button>
                </div>
              ) : null
            }
            controls={
              <>
                {status === 'counting' ? (
                  <button
                    type="button"
                    className="button button-primary button-large"
                    ref={focusRef}
                    onClick={onFinish}
                  >
                    Finished
                  </button>
                ) : null}
                {controls}
              </>
            }
            sound={<RunSoundControls sound={sound} />}
          />
        </div>
      ) : null}
    </>
  );
}
