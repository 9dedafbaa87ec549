// /step-test/progress: the McArdle step test timer (spec §2 "Step test progress", spec §4, decisions 0010 and 0026). A thin
// view of the step-test run (useTimedRun with stepTestRun). It starts on arrival (decision 0028): 'Get ready in...' (3 s), 'Step test in progress' (180 s,
// metronome and the Up/Down cue), 'Find your pulse on the wrist or neck' (5 s), 'Count your pulses for 15 seconds'
// (15 s), then 'Click To Enter Your Results'. Phase changes are announced in a polite live region. Where the browser
// keeps audio locked (the page was opened directly or reloaded), the run goes on with its visual cues and a one-tap
// control turns the metronome on.
import '@/styles/screens.css';
import '@/components/protocolTimer.css';
import { useNavigate } from 'react-router-dom';
import { useFocusOnChange } from '@/components/useFocusOnChange';
import {
  STEP_TEST_PHASES,
  selectPhase,
  selectPhaseProgress,
  selectPhaseText,
  selectRemainingText,
  selectStepCue,
  selectTotalProgress,
  type StepTestSnapshot,
  type stepTestMachine,
} from '@machines/stepTestMachine';
import type { Sex } from '@/domain/person';
import { useProfile } from '@/state/AppActorsContext';
import { useSelector } from '@xstate/react';
import { DemographicsPrompt } from '@/components/DemographicsPrompt';
import { ProtocolResumeOffer, overdueText } from '@/components/ProtocolResumeOffer';
import { RunStorageNotice } from '@/components/RunStorageNotice';
import { SetAsideWorkNotice } from '@/components/SetAsideWorkNotice';
import { CancelResetControls, TestDayDisplay } from '@/components/TestDayDisplay';
import { RunSoundControls } from '@/components/SoundControls';
import { cadenceText, cueDirection, interruptedStepTest, phaseLengthText, toPercent } from './stepTestText';
import { useTimedRun, type RunSound } from '@/state/run/useTimedRun';
import { stepTestRun } from '@/state/run/timedRuns';
import type { ActorRefFrom } from 'xstate';

type StepTestActor = ActorRefFrom<typeof stepTestMachine>;
import { ROUTE_PATHS } from '@/domain/routePaths';

type Status = 'idle' | 'running' | 'done';
const statusOf = (snapshot: StepTestSnapshot): Status =>
  snapshot.matches('running') ? 'running' : snapshot.matches('done') ? 'done' : 'idle';

export function StepTestProgressScreen() {
  const sex = useProfile((c) => c.user.sex);
  // A new actor for a new sex (its tempo); the demographics do not change while the test runs.
  return <StepTestProgress key={sex ?? 'unknown'} sex={sex} />;
}

function StepTestProgress({ sex }: { sex: Sex | null }) {
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
    body = <StepTestTimer actor={run.actor} announcement={run.announcement} sound={run.sound} onStart={run.start} />;
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

interface StepTestTimerProps {
  actor: StepTestActor;
  announcement: string;
  sound: RunSound;
  onStart: () => void;
}

function StepTestTimer({ actor, announcement, sound, onStart }: StepTestTimerProps) {
  const soundAvailable = sound.available;
  const navigate = useNavigate();
  const status = useSelector(actor, statusOf);
  const phase = useSelector(actor, selectPhase);
  const phaseText = useSelector(actor, selectPhaseText);
  const remaining = useSelector(actor, selectRemainingText);
  const phasePercent = useSelector(actor, (s) => toPercent(selectPhaseProgress(s)));
  const totalPercent = useSelector(actor, (s) => toPercent(selectTotalProgress(s)));
  const cue = useSelector(actor, selectStepCue);
  const sex = useSelector(actor, (s) => s.context.sex);
  // The button pressed disappears with each change: keep the keyboard focus on the control that takes its place.
  const focusRef = useFocusOnChange<HTMLButtonElement>(status);

  return (
    <>
      <p className="protocol-sr-only" role="status" aria-live="polite" aria-atomic="true">
        {status === 'running'
          ? announcement
          : status === 'done'
            ? 'Step test complete. Click To Enter Your Results.'
            : ''}
      </p>

      {status === 'idle' ? (
        <div className="protocol-start">
          <p>
            {sex === 'MALE' ? 'Men' : 'Women'}: {cadenceText(sex)}, one beat for each foot movement. Stand in front of
            the bench; the test begins with a 3-second countdown.
          </p>
          {soundAvailable ? null : (
            <p className="hint">Sound is not available on this device: step with the Up/Down cue on the screen.</p>
          )}
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

      {status === 'running' && phase ? (
        <div className="protocol-running">
          <TestDayDisplay
            title="McArdle Step Test"
            time={remaining}
            timeLabel="Time left in this phase"
            cue={
              <>
                <h2 className="protocol-phase-text">{phaseText}</h2>
                {cue ? (
                  <p className={`step-cue step-cue-${cueDirection(cue)}`} aria-label="Step cue">
                    <span key={cue} className="step-cue-text">
                      {cue}
                    </span>
                  </p>
                ) : null}
              </>
            }
            detail={
              <>
                <p className="protocol-phase-count">
                  Phase {phase.index + 1} of {STEP_TEST_PHASES.length}
                </p>
                {phase.state === 'stepping' && !soundAvailable ? (
                  <p className="hint">No sound on this device: follow the cue, one movement each time it changes.</p>
                ) : null}
              </>
            }
            controls={
              <CancelResetControls
                onCancel={() => actor.send({ type: 'CANCEL' })}
                onReset={() => actor.send({ type: 'RESET' })}
                cancelRef={focusRef}
                testName="step test"
              />
            }
            sound={<RunSoundControls sound={sound} silent="The metronome is silent" />}
            extra={
              <>
                <div
                  className="protocol-progress"
                  role="progressbar"
                  aria-label="Phase progress"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={phasePercent}
                  aria-valuetext={`${phasePercent} %, ${remaining} left`}
                >
                  <span className="protocol-progress-fill" style={{ width: `${phasePercent}%` }} />
                </div>
                <p className="protocol-total">
                  Whole test: <progress max={100} value={totalPercent} aria-label="Whole test progress" />{' '}
                  {totalPercent} %
                </p>
                <ol className="protocol-phase-list" aria-label="Phases">
                  {STEP_TEST_PHASES.map((p) => (
                    <li key={p.state} aria-current={p.index === phase.index ? 'step' : undefined}>
                      {p.text} ({phaseLengthText(p.durationMs)})
                    </li>
                  ))}
                </ol>
              </>
            }
          />
        </div>
      ) : null}

      {status === 'done' ? (
        <div className="protocol-done">
          <p>Write down the pulses you counted in 15 seconds, then enter them.</p>
          <div className="form-actions protocol-controls">
            <button
              type="button"
              className="button button-primary button-large"
              ref={focusRef}
              onClick={() => navigate(ROUTE_PATHS.stepTestResults)}
            >
              {phaseText}
            </button>
            <button type="button" className="button" onClick={() => actor.send({ type: 'RESET' })}>
              Reset
            </button>
          </div>
        </div>
      ) : null}
    </>
  );
}
