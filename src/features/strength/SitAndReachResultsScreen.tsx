// /sit-and-reach/results: the best of two trials in cm, classified as entered (CSEP norms, decision 0006).
import '@/styles/screens.css';
import './strength.css';
import { useState, type FormEvent } from 'react';
import { normSource } from '@/norms';
import { SIT_AND_REACH_REQUIRES, sitAndReachReset, sitAndReachUpdate } from '@/profile/builders/sitAndReachUpdate';
import { missingRequirements } from '@/profile/profileUpdate';
import type { UserProfile } from '@/profile/profileTypes';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { useResetUpdate, useSubmitBuiltUpdate } from '@/state/useSubmitUpdate';
import { FormActions } from '@/components/FormActions';
import { CategoryPanel } from '@/components/CategoryPanel';
import { resultGauge } from '@/summary/resultGauges';
import { DemographicsPrompt } from '@/components/DemographicsPrompt';
import { NumberField } from '@/components/NumberField';
import { isValidNumber } from '@/components/numberFieldRules';
import { missingLabels } from '@/components/submitHint';
import { HALF_STEP, sitAndReachRules } from './strengthFieldRules';
import { enteredNumber } from './strengthFormText';
import { ROUTE_PATHS } from '@/domain/routePaths';

/** spec §5: the field's default is 0; a stored score is shown instead. */
function storedText(user: UserProfile): string {
  return user.sar ? String(user.sar.value) : '0';
}

/** The field's label: shown on the form and named when Submit waits for it. */
const SIT_AND_REACH_LABEL = 'Sit and reach (cm)';

export function SitAndReachResultsScreen() {
  const { profile } = useAppActors();
  const user = useProfile((c) => c.user);
  const [text, setText] = useState(() => storedText(profile.getSnapshot().context.user));
  const submit = useSubmitBuiltUpdate();
  const reset = useResetUpdate();
  const missing = missingRequirements(user, SIT_AND_REACH_REQUIRES);
  const rules = sitAndReachRules(text);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const cm = enteredNumber(text) ?? Number.NaN;
    if (submit(() => sitAndReachUpdate(profile.getSnapshot().context.user, cm)))
      setText(storedText(profile.getSnapshot().context.user));
  };
  const onReset = () => {
    reset(sitAndReachReset());
    setText('0');
  };

  return (
    <section className="screen strength-results">
      <h1>Sit and Reach Results</h1>
      <p>Enter the best of your two trials, in centimetres, as read on the box (zero at 26 cm).</p>
      <form className="form strength-form" noValidate onSubmit={onSubmit} aria-label="Sit and reach result">
        <NumberField
          name="sitAndReach"
          label={SIT_AND_REACH_LABEL}
          value={text}
          onChange={setText}
          {...rules}
          step={HALF_STEP}
          required
          placeholder="cm"
          hint="Whole or half centimetres, for example 33 or 33.5."
        />
        <FormActions
          className="strength-actions"
          stored={user.sar !== null}
          canSubmit={isValidNumber(text, rules)}
          missing={missingLabels([[SIT_AND_REACH_LABEL, text]])}
          onReset={onReset}
          resetWhat="sit and reach result"
          replaceSubmit={missing.length > 0 ? <DemographicsPrompt missing={missing} /> : undefined}
        />
      </form>
      {user.sar ? (
        <CategoryPanel
          category={user.sar.category}
          source={normSource('sitAndReach')}
          categoriesAnchor="sar"
          gauge={resultGauge(user, 'sitAndReach')}
          nextTest={{ to: ROUTE_PATHS.stepTestInstructions, label: 'McArdle Step Test' }}
          result={`Sit and reach ${user.sar.value} cm`}
        />
      ) : null}
    </section>
  );
}
