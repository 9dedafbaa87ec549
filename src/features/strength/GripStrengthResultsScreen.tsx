// /grip-strength/results: the best left and best right readings; the result is their SUM (decision 0005), classified by CSEP norms.
import '@/styles/screens.css';
import './strength.css';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { normSource } from '@/norms/normSources';
import { GRIP_STRENGTH_REQUIRES, gripStrengthReset, gripStrengthUpdate } from '@/profile/builders/gripStrengthUpdate';
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
import { GRIP_RULES, HALF_STEP } from './strengthFieldRules';
import { enteredKg, formatWeight, kgFromParam, weightText, weightUnit } from './strengthFormText';
import { ROUTE_PATHS } from '@/domain/routePaths';

interface GripTexts {
  left: string;
  right: string;
}

function storedTexts(user: UserProfile, metric: boolean): GripTexts {
  return { left: weightText(user.gripStrength?.left, metric), right: weightText(user.gripStrength?.right, metric) };
}

export function GripStrengthResultsScreen() {
  const { profile } = useAppActors();
  const user = useProfile((c) => c.user);
  const metric = user.prefers_metric;
  const [params] = useSearchParams();
  const [texts, setTexts] = useState<GripTexts>(() => {
    const left = kgFromParam(params.get('leftKg'));
    const right = kgFromParam(params.get('rightKg'));
    return left !== null && right !== null
      ? { left: weightText(left, metric), right: weightText(right, metric) }
      : storedTexts(profile.getSnapshot().context.user, metric);
  });
  const [formMetric, setFormMetric] = useState(metric);
  const submit = useSubmitBuiltUpdate();
  const reset = useResetUpdate();

  if (formMetric !== metric) {
    setFormMetric(metric);
    setTexts(storedTexts(profile.getSnapshot().context.user, metric));
  }

  const missing = missingRequirements(user, GRIP_STRENGTH_REQUIRES);
  const stored = user.gripStrength;
  const unit = weightUnit(metric);
  const canSubmit = isValidNumber(texts.left, GRIP_RULES) && isValidNumber(texts.right, GRIP_RULES);
  const labels = { left: `Best left hand (${unit})`, right: `Best right hand (${unit})` };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const left = enteredKg(texts.left, metric) ?? Number.NaN;
    const right = enteredKg(texts.right, metric) ?? Number.NaN;
    if (submit(() => gripStrengthUpdate(profile.getSnapshot().context.user, left, right))) {
      setTexts(storedTexts(profile.getSnapshot().context.user, metric));
    }
  };
  const onReset = () => {
    reset(gripStrengthReset());
    setTexts({ left: '', right: '' });
  };

  return (
    <section className="screen strength-results">
      <h1>Grip Strength Results</h1>
      <p>Enter the best reading of each hand. Your grip strength is the sum of the two.</p>
      <form className="form strength-form" noValidate onSubmit={onSubmit} aria-label="Grip strength result">
        <div className="field-row">
          <NumberField
            name="gripLeft"
            label={labels.left}
            value={texts.left}
            onChange={(left) => setTexts((t) => ({ ...t, left }))}
            {...GRIP_RULES}
            step={HALF_STEP}
            required
            placeholder={unit}
          />
          <NumberField
            name="gripRight"
            label={labels.right}
            value={texts.right}
            onChange={(right) => setTexts((t) => ({ ...t, right }))}
            {...GRIP_RULES}
            step={HALF_STEP}
            required
            placeholder={unit}
          />
        </div>
        <FormActions
          className="strength-actions"
          stored={stored !== null}
          canSubmit={canSubmit}
          missing={missingLabels([
            [labels.left, texts.left],
            [labels.right, texts.right],
          ])}
          onReset={onReset}
          resetWhat="grip strength result"
          replaceSubmit={missing.length > 0 ? <DemographicsPrompt missing={missing} /> : undefined}
        />
      </form>
      {stored ? (
        <CategoryPanel
          endsBeforeOldAge="gripStrength"
          category={stored.category}
          source={normSource('gripStrength')}
          categoriesAnchor="grip"
          gauge={resultGauge(user, 'gripStrength')}
          nextTest={{ to: ROUTE_PATHS.sitAndReachInstructions, label: 'Sit and Reach' }}
          result={
            stored.left !== undefined && stored.right !== undefined
              ? `Grip strength ${formatWeight(stored.gripStrength, metric)} (left ${formatWeight(stored.left, metric)} + right ${formatWeight(stored.right, metric)})`
              : `Grip strength ${formatWeight(stored.gripStrength, metric)}`
          }
        />
      ) : null}
    </section>
  );
}
