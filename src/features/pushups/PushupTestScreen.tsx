// /pushups/test: on arrival (decision 0028) the lead-in chosen on the instructions ('Get into position'), then Ready (3), Set (2), Go (1), one second each, then a timer counting up and a
// Finished button that goes to /pushups/results (spec §2 "Pushup test", spec §4). A thin view of the pushup run
// (useTimedRun with pushupRun); the countdown words are announced in a live region. A tapped count is in the session
// as soon as Finished stops the timer (decision 0104).
import '@/styles/screens.css';
import { ProtocolResumeOffer, overdueText } from '@/components/ProtocolResumeOffer';
import { RunStorageNotice } from '@/components/RunStorageNotice';
import { SetAsideWorkNotice } from '@/components/SetAsideWorkNotice';
import { PushupTimer } from '@/components/PushupTimerView';
import { interruptedPushups, interruptedTaps } from './pushupText';
import { useNavigate } from 'react-router-dom';
import { useTimedRun } from '@/state/run/useTimedRun';
import { pushupRun } from '@/state/run/timedRuns';
import { useRecordTappedPushups } from './useRecordTappedPushups';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { useLeadIn } from '@/state/useLeadIn';

export function PushupTestScreen() {
  const navigate = useNavigate();
  const recordTapped = useRecordTappedPushups();
  const leadInSeconds = useLeadIn();
  const run = useTimedRun(pushupRun, {
    input: { leadInSeconds },
    startOnArrival: true,
    actions: {
      navigateToResults: ({ elapsedMs, reps }) => {
        navigate(ROUTE_PATHS.pushupsResults, { state: recordTapped(elapsedMs, reps) });
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
