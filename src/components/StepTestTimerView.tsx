// The McArdle step test's timer view (spec §2 "Step test progress", spec §4): the start, the test-day display with the
// phase, the time left, the Up/Down cue, the progress and the phases, and the done state's button to the 15-s count.
// Shared by the single-client step test (src/features/step-test) and the group step test (src/features/group): one
// display for both, readable across a gym.
import '@/components/protocolTimer.css';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
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
import { useFocusOnChange } from '@/components/useFocusOnChange';
import { CancelResetControls, TestDayDisplay } from '@/components/TestDayDisplay';
import { StopTestGuidance } from '@/components/StopTestGuidance';
import { RunSoundControls } from '@/components/SoundControls';
import { cadenceText, cueDirection, phaseLengthText, tempoText, toPercent } from '@/components/stepTestText';
import type { RunSound } from '@/state/run/useTimedRun';

type StepTestActor = ActorRefFrom<typeof stepTestMachine>;

type Status = 'idle' | 'running' | 'done';
const statusOf = (snapshot: StepTestSnapshot): Status =>
  snapshot.matches('running') ? 'running' : snapshot.matches('done') ? 'done' : 'idle';

export interface StepTestTimerProps {
  actor: StepTestActor;
  announcement: string;
  sound: RunSound;
  onStart: () => void;
  /** The done state's button: where the 15-s count is entered (the results form, or the group grid). */
  onEnterResults: () => void;
  /**
   * "Ended early…" while it runs (decision 50): the screen ends the run and takes the reason to where the count is
   * entered, so the result is kept labelled with it. Without it only the indications for stopping a test show.
   */
  onStoppedEarly?: (reason: string) => void;
}

export function StepTestTimer({
  actor,
  announcement,
  sound,
  onStart,
  onEnterResults,
  onStoppedEarly,
}: StepTestTimerProps) {
  const soundAvailable = sound.available;
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
      <p className="sr-only" role="status" aria-live="polite" aria-atomic="true">
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
            guidance={<StopTestGuidance running onStoppedEarly={onStoppedEarly} />}
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
                  <span>
                    Phase {phase.index + 1} of {STEP_TEST_PHASES.length}
                  </span>
                  {phase.state === 'getReady' || phase.state === 'stepping' ? (
                    <>
                      {' · '}
                      <span className="step-tempo" data-testid="step-tempo">
                        {tempoText(sex)}
                      </span>
                    </>
                  ) : null}
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
              onClick={onEnterResults}
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
