// /step-test/progress: the McArdle step test timer (spec §2 "Step test progress", spec §4, decisions 0010 and 0026). A thin
// view of the step-test run (useTimedRun with stepTestRun). It starts on arrival (decision 0028): 'Get ready in...' (3 s), 'Step test in progress' (180 s,
// metronome and the Up/Down cue), 'Find your pulse on the wrist or neck' (5 s), 'Count your pulses for 15 seconds'
// (15 s), then 'Click To Enter Your Results'. Phase changes are announced in a polite live region. Where the browser
// keeps audio locked (the page was opened directly or reloaded), the run goes on with its visual cues and a one-tap
// control turns the metronome on.
import '@/styles/screens.css';
import { useNavigate } from 'react-router-dom';
import type { Sex } from '@/domain/person';
import { useProfile } from '@/state/AppActorsContext';
import { DemographicsPrompt } from '@/components/DemographicsPrompt';
import { ProtocolResumeOffer, overdueText } from '@/components/ProtocolResumeOffer';
import { RunStorageNotice } from '@/components/RunStorageNotice';
import { SetAsideWorkNotice } from '@/components/SetAsideWorkNotice';
import { StepTestTimer } from '@/components/StepTestTimerView';
import { interruptedStepTest } from '@/components/stepTestText';
import { useTimedRun } from '@/state/run/useTimedRun';
import { stepTestRun } from '@/state/run/timedRuns';
import { ROUTE_PATHS } from '@/domain/routePaths';
import type { StepTestResultsState } from './stepTestResult';

export function StepTestProgressScreen() {
  const sex = useProfile((c) => c.user.sex);
  // A new actor for a new sex (its tempo); the demographics do not change while the test runs.
  return <StepTestProgress key={sex ?? 'unknown'} sex={sex} />;
}

function StepTestProgress({ sex }: { sex: Sex | null }) {
  const navigate = useNavigate();
  const run = useTimedRun(stepTestRun, { input: sex ? { sex } : null, startOnArrival: true });
  let body;
  if (run.resumeOffer && run.resumeElapsedMs !== null) {
    const where = interruptedStepTest(run.resumeElapsedMs);
    body = (
      <ProtocolResumeOffer testName="step test" onResume={run.resume} onStartOver={run.startOver}>
        <p>
          {run.resumeOverdue
            ? `This step test was left running ${overdueText(run.resumeOffer.savedAt)} and was set aside.`
            : 'A step test was interrupted (the page was reloaded or closed).'}
        </p>
        <p>
          {where.over ? (
            'Its time has run out since: Resume goes to the end of the test, where you enter your results.'
          ) : (
            <>
              Resume continues at <strong>{where.atText}</strong> into the test: &quot;{where.phaseText}&quot;.
            </>
          )}
        </p>
      </ProtocolResumeOffer>
    );
  } else if (run.actor) {
    body = (
      <StepTestTimer
        actor={run.actor}
        announcement={run.announcement}
        sound={run.sound}
        onStart={run.start}
        onEnterResults={() => navigate(ROUTE_PATHS.stepTestResults)}
        onStoppedEarly={(reason) => {
          // The timer ends; the count taken after it, on the results form, is recorded with the reason.
          run.actor?.send({ type: 'CANCEL' });
          const state: StepTestResultsState = { stoppedEarly: reason };
          navigate(ROUTE_PATHS.stepTestResults, { state });
        }}
      />
    );
  } else {
    body = <DemographicsPrompt missing={['sex']} />;
  }
  return (
    <section className="screen protocol-screen step-test-progress">
      <h1>McArdle Step Test</h1>
      <RunStorageNotice testName="step test" keepRefused={run.keepRefused} notKept={run.notKept} />
      <SetAsideWorkNotice items={run.setAside} what="step test" onForget={run.forgetSetAside} />
      {body}
    </section>
  );
}
