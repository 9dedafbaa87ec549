// /pushups/test: on arrival (decision 0028) Ready (3), Set (2), Go (1), one second each, then a timer counting up and a
// Finished button that goes to /pushups/results (spec §2 "Pushup test", spec §4). A thin view of the pushup run
// (useTimedRun with pushupRun); the countdown words are announced in a live region.
import '@/styles/screens.css';
import '@/components/protocolTimer.css';
import {
  selectCountdown,
  selectElapsedText,
  selectIsCounting,
  selectTappedReps,
  type AnnounceCountdownParams,
  type PushupSnapshot,
  type pushupCountdownMachine,
} from '@machines/pushupCountdownMachine';
import { useSelector } from '@xstate/react';
import { ProtocolResumeOffer, overdueText } from '@/components/ProtocolResumeOffer';
import { RunStorageNotice } from '@/components/RunStorageNotice';
import { SetAsideWorkNotice } from '@/components/SetAsideWorkNotice';
import { CancelResetControls, TestDayDisplay } from '@/components/TestDayDisplay';
import { RunSoundControls } from '@/components/SoundControls';
import type { RunSound } from '@/state/run/useTimedRun';
import { interruptedPushups, interruptedTaps } from './pushupText';
import { useFocusOnChange } from '@/components/useFocusOnChange';
import { useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { useTimedRun } from '@/state/run/useTimedRun';
import { pushupRun } from '@/state/run/timedRuns';
import type { PushupResultsState } from './pushupResultsState';
import { ROUTE_PATHS } from '@/domain/routePaths';

type PushupActor = ActorRefFrom<typeof pushupCountdownMachine>;

type Status = 'idle' | 'countdown' | 'counting' | 'finished';
const statusOf = (snapshot: PushupSnapshot): Status => {
  if (snapshot.matches({ running: 'countdown' })) return 'countdown';
  if (selectIsCounting(snapshot)) return 'counting';
  return snapshot.matches('finished') ? 'finished' : 'idle';
};
const sameWord = (a: AnnounceCountdownParams | null, b: AnnounceCountdownParams | null) => a?.word === b?.word;

export function PushupTestScreen() {
  const navigate = useNavigate();
  const run = useTimedRun(pushupRun, {
    input: {},
    startOnArrival: true,
    actions: {
      navigateToResults: ({ elapsedMs, reps }) => {
        const state: PushupResultsState = { elapsedMs, reps };
        navigate(ROUTE_PATHS.pushupsResults, { state });
      },
    },
  });
  return (
    <section className="screen protocol-screen pushup-test">
      <h1>Pushup Test</h1>
      <RunStorageNotice testName="pushup test" keepRefused={run.keepRefused} notKept={run.notKept} />
      <SetAsideWorkNotice items={run.setAside} what="pushup test" onForget={run.forgetSetAside} />
      {run.resumeOffer && run.resumeElapsedMs !== null ? (
        <ProtocolResumeOffer testName="pushup test" onResume={run.resume} onStartOver={run.startOver}>
          <p>
            {run.resumeOverdue
              ? `This pushup test was left running ${overdueText(run.resumeOffer.savedAt)} and was set aside.`
              : 'A pushup test was interrupted (the page was reloaded or closed).'}
          </p>
          <p>
            Resume continues the timer at <strong>{interruptedPushups(run.resumeElapsedMs)}</strong>
            {interruptedTaps(run.resumeOffer.input.reps)}.
          </p>
        </ProtocolResumeOffer>
      ) : run.actor ? (
        <PushupTimer
          actor={run.actor}
          announcement={run.announcement}
          sound={run.sound}
          onStart={run.start}
          onFinish={() => run.send({ type: 'FINISH' })}
        />
      ) : null}
    </section>
  );
}

interface PushupTimerProps {
  actor: PushupActor;
  announcement: string;
  sound: RunSound;
  onStart: () => void;
  onFinish: () => void;
}

function PushupTimer({ actor, announcement, sound, onStart, onFinish }: PushupTimerProps) {
  const reps = useSelector(actor, selectTappedReps);
  const status = useSelector(actor, statusOf);
  const countdown = useSelector(actor, selectCountdown, sameWord);
  const elapsed = useSelector(actor, selectElapsedText);
  // The button pressed disappears with each change: keep the keyboard focus on the control that takes its place.
  const focusRef = useFocusOnChange<HTMLButtonElement>(status);
  const controls = (
    <CancelResetControls
      onCancel={() => actor.send({ type: 'CANCEL' })}
      onReset={() => actor.send({ type: 'RESET' })}
      testName="pushup test"
      {...(status === 'countdown' ? { cancelRef: focusRef } : {})}
    />
  );

  return (
    <>
      <p className="protocol-sr-only" role="status" aria-live="assertive" aria-atomic="true">
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
                <p className="protocol-phase-count pushup-go">Go! Count your pushups.</p>
              )
            }
            action={
              status === 'counting' ? (
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
