// The 1RM test shared by bench press and leg press (decision 0021): a log of up to four trials, the rest timer between
// them (restTimerMachine on the app's clock), and the best successful lift taken to the results form.
import '@/styles/screens.css';
import './strength.css';
import { Link } from 'react-router-dom';
import {
  selectBestSuccessfulValue,
  selectCanLogTrial,
  selectRestSeconds,
  selectRestText,
  selectTrials,
  type RestTimerInput,
  type RestTimerSnapshot,
} from '@machines/restTimerMachine';
import { RunSoundControls } from '@/components/SoundControls';
import { SetAsideWorkNotice } from '@/components/SetAsideWorkNotice';
import { RunStorageNotice } from '@/components/RunStorageNotice';
import { ConfirmButton } from '@/components/ConfirmButton';
import { useProfile } from '@/state/AppActorsContext';
import { useMemo, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { PressTestConfig } from './pressTestConfigs';
import { RestTimerPanel, type RestPhase, type RestTimerCommands } from './RestTimerPanel';
import { TrialEntryForm } from './TrialEntryForm';
import { TrialLog } from './TrialLog';
import { formatWeight } from './strengthFormText';
import { useTimedRun } from '@/state/run/useTimedRun';
import { restTimerRun } from '@/state/run/timedRuns';

const phaseOf = (snapshot: RestTimerSnapshot): RestPhase => snapshot.value as RestPhase;

/** `restTimerInput`: the log to start from when none was saved before a reload (e.g. a restored log in tests). */
export function PressTest({ press, restTimerInput }: { press: PressTestConfig; restTimerInput?: RestTimerInput }) {
  const metric = useProfile((c) => c.user.prefers_metric);
  // The log saved before a reload is restored, and its rest goes on, at once (no offer: it is the tester's own log).
  const run = useTimedRun(restTimerRun, {
    input: restTimerInput ?? {},
    snapshotName: `rest:${press.test}`,
    interrupted: 'restore',
  });
  const { actor, send } = run;
  // The length the log last had (kept with it per client and session), until the tester chooses another.
  const keptRestSeconds = useSelector(actor, selectRestSeconds);
  const [chosenRestSeconds, chooseRest] = useState<number | null>(null);
  const restSeconds = chosenRestSeconds ?? keptRestSeconds;
  const turnSoundOn = run.sound.turnOn;
  // A rest starts from a press (Start rest timer, Log trial): the clock is read first, then the audio is unlocked
  // so that the tone at the rest's end can play (decision 0028).
  const commands = useMemo<RestTimerCommands>(
    () => ({
      start: () => {
        send({ type: 'START', restSeconds });
        turnSoundOn();
      },
      skip: () => send({ type: 'SKIP' }),
      reset: () => send({ type: 'RESET' }),
      logTrial: (value, success) => {
        send({ type: 'LOG_TRIAL', value, success, restSeconds });
        turnSoundOn();
      },
    }),
    [send, restSeconds, turnSoundOn],
  );
  const [droppedShown, setDroppedShown] = useState(run.snapshotDropped);
  const phase = useSelector(actor, phaseOf);
  const restText = useSelector(actor, selectRestText);
  const trials = useSelector(actor, selectTrials);
  const best = useSelector(actor, selectBestSuccessfulValue);
  const maxTrials = useSelector(actor, (s) => s.context.maxTrials);
  const canLog = useSelector(actor, selectCanLogTrial);
  // Never "trial 5 of 4": past the last trial the panel reads as complete (decision 0103).
  const shownPhase: RestPhase = canLog ? phase : 'complete';
  const nextTrial = trials.length + 1;

  return (
    <section className="screen strength-test">
      <h1>{press.title} 1RM Test</h1>
      <p>
        Up to {maxTrials} trials. Start at 50-70 % of what you think you can lift once; after a successful lift add{' '}
        {press.increase} ({press.body}), after a failed one go a little lighter. Rest 3-5 minutes between trials.
      </p>
      {droppedShown ? (
        <div className="banner banner-warning" role="alert">
          <p>
            Your saved trial log could not be read, so it was set aside and a new log starts here. Please log your
            trials again.
          </p>
          <button
            type="button"
            className="icon-button"
            aria-label="Dismiss message about the trial log"
            onClick={() => setDroppedShown(false)}
          >
            ×
          </button>
        </div>
      ) : null}
      <RunStorageNotice testName={`${press.name} trial log`} keepRefused={run.keepRefused} notKept={run.notKept} />
      <SetAsideWorkNotice items={run.setAside} what={`${press.name} trials`} onForget={run.forgetSetAside} />
      <RestTimerPanel
        phase={shownPhase}
        restText={restText}
        nextTrial={nextTrial}
        maxTrials={maxTrials}
        commands={commands}
        restSeconds={restSeconds}
        onChooseRest={chooseRest}
        sound={<RunSoundControls sound={run.sound} />}
      />
      {shownPhase !== 'complete' ? (
        <TrialEntryForm
          key={trials.length}
          trialNumber={nextTrial}
          maxTrials={maxTrials}
          metric={metric}
          rules={press.rules}
          onLog={commands.logTrial}
        />
      ) : null}
      <TrialLog trials={trials} metric={metric} />
      <section className="panel best-lift" aria-labelledby="best-lift-heading" aria-live="polite">
        <h2 id="best-lift-heading">Best successful lift</h2>
        {best === null ? <p>No successful lift yet.</p> : <p className="result-value">{formatWeight(best, metric)}</p>}
        <div className="form-actions">
          {best === null ? (
            <Link className="button" to={press.routes.results}>
              Enter a result without the log
            </Link>
          ) : (
            <Link className="button button-primary button-large" to={`${press.routes.results}?bestKg=${best}`}>
              Use {formatWeight(best, metric)} as your 1RM
            </Link>
          )}
          {/* Nothing to clear before the first trial; a log restored after a reload can be cleared at once. */}
          {/* While a rest runs, Start over asks first (decision 0104). */}
          <ConfirmButton
            label="Start over"
            disabled={phase === 'idle' && trials.length === 0}
            ask={phase === 'resting'}
            onConfirm={commands.reset}
            question={`Start the ${press.name} test over? The rest timer stops and the ${trials.length} logged trials are cleared.`}
            confirmLabel="Yes, start over"
          />
        </div>
      </section>
    </section>
  );
}
