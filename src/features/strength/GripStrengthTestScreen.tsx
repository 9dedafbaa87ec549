// /grip-strength/test: logs two trials per hand, alternating, and takes the best of each hand to the results form. The
// log is kept for the open client and session, so a reload keeps it (decision 0103).
import '@/styles/screens.css';
import './strength.css';
import { useState, type FormEvent } from 'react';
import { useKeptWork } from '@/state/run/useKeptWork';
import { SetAsideWorkNotice } from '@/components/SetAsideWorkNotice';
import { RunStorageNotice } from '@/components/RunStorageNotice';
import { Link } from 'react-router-dom';
import { useProfile } from '@/state/AppActorsContext';
import { NumberField } from '@/components/NumberField';
import { isValidNumber } from '@/components/numberFieldRules';
import { SubmitButton } from '@/components/SubmitButton';
import { missingLabels } from '@/components/submitHint';
import {
  bestGripOf,
  GRIP_TRIAL_ORDER,
  isEmptyGripLog,
  isGripTrialLog,
  logGripTrial,
  nextGripHand,
  type GripTrial,
} from './gripTrials';

const NO_TRIALS: readonly GripTrial[] = [];
import { GRIP_RULES, HALF_STEP } from './strengthFieldRules';
import { enteredKg, formatWeight, weightUnit } from './strengthFormText';
import { ROUTE_PATHS, withQuery } from '@/domain/routePaths';

/** The reading's label: shown on the form and named when Log waits for it. */
function readingLabel(hand: string, unit: string): string {
  return `Reading, ${hand} hand (${unit})`;
}

export function GripStrengthTestScreen() {
  const metric = useProfile((c) => c.user.prefers_metric);
  const log = useKeptWork('grip', isGripTrialLog, NO_TRIALS, isEmptyGripLog);
  const trials = log.value;
  const [text, setText] = useState('');
  const hand = nextGripHand(trials);
  const unit = weightUnit(metric);
  const bestLeft = bestGripOf(trials, 'left');
  const bestRight = bestGripOf(trials, 'right');

  const onLog = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    log.set(logGripTrial(trials, enteredKg(text, metric) ?? Number.NaN));
    setText('');
  };

  return (
    <section className="screen strength-test">
      <h1>Grip Strength Test</h1>
      <p>
        Two trials per hand, alternating hands, so each hand rests while the other squeezes. Squeeze as hard as you can
        for about 2 seconds. Your result is the sum of the best reading of each hand.
      </p>
      <RunStorageNotice testName="grip trial log" keepRefused={log.keepRefused} notKept={null} />
      <SetAsideWorkNotice items={log.setAside} what="grip trials" onForget={log.forgetSetAside} />
      <p className="trial-status" role="status" aria-live="polite">
        {hand
          ? `Trial ${trials.length + 1} of ${GRIP_TRIAL_ORDER.length}: ${hand} hand`
          : 'All four trials are logged.'}
      </p>
      {hand ? (
        <form className="form strength-form" noValidate onSubmit={onLog} aria-label="Log a grip reading">
          <NumberField
            name="gripReading"
            label={readingLabel(hand, unit)}
            value={text}
            onChange={setText}
            {...GRIP_RULES}
            min={HALF_STEP}
            step={HALF_STEP}
            required
            placeholder={unit}
          />
          <div className="form-actions">
            <SubmitButton
              canSubmit={isValidNumber(text, { ...GRIP_RULES, min: HALF_STEP })}
              missing={missingLabels([[readingLabel(hand, unit), text]])}
            >
              Log {hand} hand
            </SubmitButton>
          </div>
        </form>
      ) : null}
      {trials.length > 0 ? (
        <div className="table-scroll">
          <table className="trial-log">
            <caption>Trials</caption>
            <thead>
              <tr>
                <th scope="col">Trial</th>
                <th scope="col">Hand</th>
                <th scope="col">Reading</th>
              </tr>
            </thead>
            <tbody>
              {trials.map((trial, index) => (
                <tr key={index}>
                  <td>{index + 1}</td>
                  <td>{trial.hand === 'left' ? 'Left' : 'Right'}</td>
                  <td>{formatWeight(trial.kg, metric)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <dl className="best-readings">
        <dt>Best left hand</dt>
        <dd>{bestLeft === null ? '—' : formatWeight(bestLeft, metric)}</dd>
        <dt>Best right hand</dt>
        <dd>{bestRight === null ? '—' : formatWeight(bestRight, metric)}</dd>
      </dl>
      <div className="form-actions">
        {bestLeft !== null && bestRight !== null ? (
          <Link
            className="button button-primary button-large"
            to={withQuery(ROUTE_PATHS.gripStrengthResults, { leftKg: bestLeft, rightKg: bestRight })}
          >
            Enter these results
          </Link>
        ) : (
          <Link className="button" to={ROUTE_PATHS.gripStrengthResults}>
            Enter results without the log
          </Link>
        )}
        <button type="button" className="button" disabled={trials.length === 0} onClick={() => log.set(NO_TRIALS)}>
          Start over
        </button>
      </div>
    </section>
  );
}
