// /pushups/test: on arrival (decision 0028) Ready (3), Set (2), Go (1), one second each, then a timer counting up and a
// Finished button that goes to /pushups/results (spec §2 "Pushup test", spec §4). A thin view of the pushup run
// (useTimedRun with pushupRun); the countdown words are announced in a live region.
import '@/styles/screens.css';
import '@/components/protocolTimer.css';
import {
  selectCountdown,
  selectElapsedText,
  selectIsCounting,
  type AnnounceCountdownParams,
  type PushupSnapshot,
  type pushupCountdownMachine,
} from '@machines/pushupCountdownMachine';
import { useActorSelector } from '@/state/useActorSelector';
import { ProtocolResumeOffer } from '@/components/ProtocolResumeOffer';
import { interruptedPushups } from './pushupText';
import { useFocusOnChange } from '@/components/useFocusOnChange';
import { useNavigate } from '@/components/hashRouter';
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
      navigateToResults: ({ elapsedMs }) => {
        const state: PushupResultsState = { elapsedMs };
        navigate(ROUTE_PATHS.pushupsResults, { state });
      },
    },
  });
  return (
    <section className="screen protocol-screen pushup-test">
      <h1>Pushup Test</h1>
      {run.resumeOffer && run.resumeElapsedMs !== null ? (
        <ProtocolResumeOffer testName="pushup test" onResume={run.resume} onStartOver={run.startOver}>
          <p>A pushup test was interrupted (the page was reloaded or closed).</p>
          <p>Resume continues the timer at <strong>{interruptedPushups(run.resumeElapsedMs)}</strong>.</p>
        </ProtocolResumeOffer>
      ) : run.actor ? (
        <PushupTimer actor={run.actor} announcement={run.announcement} onStart={run.start} onFinish={() => run.send({ type: 'FINISH' })} />
      ) : null}
    </section>
  );
}

interface PushupTimerProps {
  actor: PushupActor;
  announcement: string;
  onStart: () => void;
  onFinish: () => void;
}

function PushupTimer({ actor, announcement, onStart, onFinish }: PushupTimerProps) {
  const status = useActorSelector(actor, statusOf);
  const countdown = useActorSelector(actor, selectCountdown, sameWord);
  const elapsed = useActorSelector(actor, selectElapsedText);
  // The button pressed disappears with each change: keep the keyboard focus on the control that takes its place.
  const focusRef = useFocusOnChange<HTMLButtonElement>(status);
  const controls = (
    <div className="form-actions protocol-controls">
      <button
        type="button"
        className="button"
        ref={status === 'countdown' ? focusRef : undefined}
        title="Stop the test"
        onClick={() => actor.send({ type: 'CANCEL' })}
      >
        Cancel
      </button>
      <button type="button" className="button" title="Back to the start, ready to begin again" onClick={() => actor.send({ type: 'RESET' })}>
        Reset
      </button>
    </div>
  );

  return (
    <>
      <p className="protocol-sr-only" role="status" aria-live="assertive" aria-atomic="true">
        {status === 'countdown' || status === 'counting' ? announcement : ''}
      </p>

      {status === 'idle' ? (
        <div className="protocol-start">
          <p>Get into the starting position. Start gives you Ready, Set, Go (one second each); then do as many pushups as you can and press Finished.</p>
          <button type="button" className="button button-primary protocol-start-button" ref={focusRef} onClick={onStart}>
            Start
          </button>
        </div>
      ) : null}

      {status === 'countdown' && countdown ? (
        <div className="protocol-running">
          <p className={`countdown countdown-${countdown.word.toLowerCase()}`} aria-label={`${countdown.word} (${countdown.number})`}>
            <span className="countdown-word">{countdown.word}</span>
            <span className="countdown-number">{countdown.number}</span>
          </p>
          {controls}
        </div>
      ) : null}

      {status === 'counting' ? (
        <div className="protocol-running">
          <p className="protocol-phase-count">Go! Count your pushups.</p>
          <p className="protocol-clock" role="timer" aria-label="Time elapsed">{elapsed}</p>
          <button
            type="button"
            className="button button-primary protocol-start-button"
            ref={focusRef}
            onClick={onFinish}
          >
            Finished
          </button>
          {controls}
        </div>
      ) : null}
    </>
  );
}
