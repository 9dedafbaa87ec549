// The 1RM result form and category panel shared by bench press and leg press (spec §2, §4, §5).
import '@/styles/screens.css';
import './strength.css';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { normSource } from '@/norms/normSources';
import { ONE_REP_MAX_REQUIRES } from '@/profile/builders/oneRepMaxRatio';
import { missingRequirements } from '@/profile/profileUpdate';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { useResetUpdate, useSubmitBuiltUpdate } from '@/state/useSubmitUpdate';
import { FormActions } from '@/components/FormActions';
import { MaximalTestGate } from '@/components/MaximalTestGate';
import { CategoryPanel } from '@/components/CategoryPanel';
import { resultGauge } from '@/summary/resultGauges';
import { DemographicsPrompt } from '@/components/DemographicsPrompt';
import { TodaysWeightField } from '@/components/TodaysWeightField';
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
  const [weight, setWeight] = useState('');
  const [formMetric, setFormMetric] = useState(metric);
  const submit = useSubmitBuiltUpdate();
  const reset = useResetUpdate();

  // A change of units shows the stored value in the new units instead of reinterpreting the typed number.
  if (formMetric !== metric) {
    setFormMetric(metric);
    setText(weightText(storedKg(), metric));
    setWeight('');
  }

  const missing = missingRequirements(user, ONE_REP_MAX_REQUIRES);
  const asksWeight = missing.length === 0 && user.currentWeight === null;
  const stored = press.stored(user);
  const unit = weightUnit(metric);
  const label = `${press.title} 1RM (${unit})`;

  // The lift is stored with today's weight when one is given (typed, or the last measured one in one tap), and alone
  // otherwise: nothing typed is dropped for want of a weight (decision 0174).
  const store = (todaysWeightKg: number | null) => {
    const kg = enteredKg(text, metric) ?? Number.NaN;
    if (submit(() => press.build(profile.getSnapshot().context.user, kg, todaysWeightKg))) {
      setText(weightText(storedKg(), metric));
      if (todaysWeightKg !== null) setWeight('');
    }
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    store(asksWeight ? enteredKg(weight, metric) : null);
  };
  const onReset = () => {
    reset(press.reset());
    setText('');
  };

  return (
    <section className="screen strength-results">
      <h1>{press.title} Results</h1>
      <p>Enter your one-repetition maximum: the heaviest weight you lifted once with good form.</p>
      {/* Where a maximal test's result is recorded (decision 50): behind the screening's gate, the typed value kept. */}
      <MaximalTestGate testName={`1RM ${press.name}`}>
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
          {asksWeight ? (
            <TodaysWeightField
              needs="the ratio to body weight and the category"
              value={weight}
              onChange={setWeight}
              onUseLast={store}
            />
          ) : null}
          <FormActions
            className="strength-actions"
            stored={stored !== null}
            canSubmit={isValidNumber(text, press.rules)}
            missing={missingLabels([[label, text]])}
            onReset={onReset}
            resetWhat={`${press.name} result`}
            replaceSubmit={missing.length > 0 ? <DemographicsPrompt missing={missing} /> : undefined}
          />
        </form>
      </MaximalTestGate>
      {stored && stored.ratio === null ? (
        <p className="panel" role="status">
          {press.title} 1RM {formatWeight(stored.lift, metric)} is kept in this session. Its ratio to body weight and
          its category follow once today&apos;s weight is given.
        </p>
      ) : null}
      {stored && stored.ratio !== null ? (
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
