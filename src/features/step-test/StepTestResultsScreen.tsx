// /step-test/results: the pulses counted in 15 seconds (decision 0027), the heart rate (count × 4) shown as it is typed,
// and on Submit the VO2 max (McArdle equations, 2 decimals) stored with its category (spec §4: every VO2 test sends a
// numeric vo2Max update). Submit reads Update once a VO2 max is stored; Reset clears it.
import '@/styles/screens.css';
import '@/components/protocolTimer.css';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { normSource } from '@/norms/normSources';
import { VO2_MAX_REQUIRES, vo2MaxReset, vo2ReplacementText } from '@/profile/builders/vo2MaxUpdate';
import { missingRequirements } from '@/profile/profileUpdate';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { useResetUpdate, useSubmitBuiltUpdate } from '@/state/useSubmitUpdate';
import { FormActions } from '@/components/FormActions';
import { CategoryPanel } from '@/components/CategoryPanel';
import { resultGauge } from '@/summary/resultGauges';
import { DemographicsPrompt } from '@/components/DemographicsPrompt';
import { NumberField } from '@/components/NumberField';
import { isValidNumber } from '@/components/numberFieldRules';
import { missingLabels } from '@/components/submitHint';
import { SourceLine } from '@/components/SourceLine';
import {
  PULSE_COUNT_RULES,
  heartRateForCount,
  stepTestEquation,
  stoppedEarlyFromState,
  vo2MaxText,
} from './stepTestResult';
import { StoppedEarlyReason } from '@/components/StoppedEarlyReason';
import { PULSE_COUNT_FIELD, STEP_TEST_NAME, stepTestSubmission } from '@/profile/builders/stepTestVo2Update';
import { ROUTE_PATHS } from '@/domain/routePaths';

/** The field's label: shown on the form and named when Submit waits for it. */
const PULSE_COUNT_LABEL = 'Pulses counted in 15 seconds';

export function StepTestResultsScreen() {
  const { profile } = useAppActors();
  const user = useProfile((c) => c.user);
  const [count, setCount] = useState('');
  // A test stopped early on the timer brings its reason here; it is recorded with the result (decision 50).
  const location = useLocation();
  const [stoppedEarly, setStoppedEarly] = useState<string | null>(() => stoppedEarlyFromState(location.state));
  const submit = useSubmitBuiltUpdate();
  const reset = useResetUpdate();
  const missing = missingRequirements(user, VO2_MAX_REQUIRES);
  const heartRate = heartRateForCount(count);
  const stored = user.vo2Max;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(() => stepTestSubmission(profile.getSnapshot().context.user, count, stoppedEarly ?? undefined).update);
  };
  const onReset = () => {
    reset(vo2MaxReset());
    setCount('');
  };

  return (
    <section className="screen protocol-results step-test-results">
      <h1>Step Test Results</h1>
      <p>Enter the number of pulses you counted in 15 seconds at the end of the test.</p>
      <StoppedEarlyReason reason={stoppedEarly} onChange={setStoppedEarly} />
      <form className="form protocol-form" noValidate onSubmit={onSubmit} aria-label="Step test result">
        <NumberField
          id={PULSE_COUNT_FIELD}
          name={PULSE_COUNT_FIELD}
          label={PULSE_COUNT_LABEL}
          value={count}
          onChange={setCount}
          {...PULSE_COUNT_RULES}
          step={1}
          required
          placeholder="e.g. 38"
          hint="A whole number from 10 to 100."
        />
        <p className="protocol-heart-rate">
          Heart rate:{' '}
          <output htmlFor={PULSE_COUNT_FIELD} aria-live="polite">
            {heartRate === null ? '—' : `${heartRate} bpm`}
          </output>
          {heartRate === null ? null : <span className="hint"> ({count.trim()} × 4)</span>}
        </p>
        <SourceLine provenance={stepTestEquation(user)} />
        {/* A VO2 max from another test is replaced by this one: say so before it happens. */}
        {stored && stored.test !== STEP_TEST_NAME ? (
          <p className="hint vo2-replaces">{vo2ReplacementText(stored)}</p>
        ) : null}
        <FormActions
          stored={stored !== null}
          canSubmit={isValidNumber(count, PULSE_COUNT_RULES)}
          missing={missingLabels([[PULSE_COUNT_LABEL, count]])}
          onReset={onReset}
          resetWhat="VO2 max"
          replaceSubmit={missing.length > 0 ? <DemographicsPrompt missing={missing} /> : undefined}
        />
      </form>
      {stored ? (
        <CategoryPanel
          endsBeforeOldAge="vo2max"
          category={stored.category}
          source={normSource('vo2max')}
          categoriesAnchor="vo2"
          gauge={resultGauge(user, 'vo2max')}
          nextTest={{ to: ROUTE_PATHS.fieldTests, label: 'Field Tests' }}
          result={vo2MaxText(stored)}
        />
      ) : null}
    </section>
  );
}
