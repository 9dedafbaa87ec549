// The 1RM result form and category panel shared by bench press and leg press (spec §2, §4, §5).
import '@/styles/screens.css';
import './strength.css';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { normSource } from '@/norms';
import { ONE_REP_MAX_REQUIRES } from '@/profile/builders/oneRepMaxRatio';
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
import type { PressTestConfig } from './pressTestConfigs';
import { HALF_STEP } from './strengthFieldRules';
import { enteredKg, formatWeight, kgFromParam, weightText, weightUnit } from './strengthFormText';

export function PressResults({ press }: { press: PressTestConfig }) {
  const { profile } = useAppActors();
  const user = useProfile((c) => c.user);
  const metric = user.prefers_metric;
  const [params] = useSearchParams();
  const storedKg = () => press.stored(profile.getSnapshot().context.user)?.lift ?? null;
  const [text, setText] = useState(() => weightText(kgFromParam(params.get('bestKg')) ?? storedKg(), metric));
  const [formMetric, setFormMetric] = useState(metric);
  const submit = useSubmitBuiltUpdate();
  const reset = useResetUpdate();

  // A change of units shows the stored value in the new units instead of reinterpreting the typed number.
  if (formMetric !== metric) {
    setFormMetric(metric);
    setText(weightText(storedKg(), metric));
  }

  const missing = missingRequirements(user, ONE_REP_MAX_REQUIRES);
  const missingSexOrAge = missing.filter((m) => m !== 'currentWeight');
  const stored = press.stored(user);
  const unit = weightUnit(metric);
  const label = `${press.title} 1RM (${unit})`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const kg = enteredKg(text, metric) ?? Number.NaN;
    if (submit(() => press.build(profile.getSnapshot().context.user, kg))) setText(weightText(storedKg(), metric));
  };
  const onReset = () => {
    reset(press.reset());
    setText('');
  };

  return (
    <section className="screen strength-results">
      <h1>{press.title} Results</h1>
      <p>Enter your one-repetition maximum: the heaviest weight you lifted once with good form.</p>
      <form className="form strength-form" noValidate onSubmit={onSubmit} aria-label={`${press.title} result`}>
        <NumberField
          name={press.test}
          label={label}
          value={text}
          onChange={setText}
          {...press.rules}
          step={HALF_STEP}
          required
          placeholder={unit}
        />
        {missingSexOrAge.length === 0 && missing.includes('currentWeight') ? (
          <DemographicsPrompt missing={['currentWeight']} />
        ) : null}
        <FormActions
          className="strength-actions"
          stored={stored !== null}
          canSubmit={isValidNumber(text, press.rules)}
          missing={missingLabels([[label, text]])}
          onReset={onReset}
          resetWhat={`${press.name} result`}
          replaceSubmit={missingSexOrAge.length > 0 ? <DemographicsPrompt missing={missingSexOrAge} /> : undefined}
        />
      </form>
      {stored ? (
        <CategoryPanel
          category={stored.category}
          source={normSource(press.test)}
          categoriesAnchor={press.anchor}
          gauge={resultGauge(user, press.test)}
          nextTest={press.nextTest}
          result={`1RM ${formatWeight(stored.lift, metric)}: ${stored.ratio} × body weight`}
        />
      ) : null}
    </section>
  );
}
