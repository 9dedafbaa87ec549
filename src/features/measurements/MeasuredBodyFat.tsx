// "Body fat measured another way" on the skinfolds screen (decision 0151): a percentage from a bioimpedance
// scale, DEXA or another method, with its method, its category from the skinfold estimate's table and its gauge.
import { useState, type FormEvent } from 'react';
import { BODY_FAT_METHODS, BODY_FAT_METHOD_LABELS } from '@/domain/bodyFatMethods';
import {
  BODY_FAT_METHOD_FIELD,
  MEASURED_BODY_FAT_FIELD,
  MEASURED_BODY_FAT_RANGE,
  measuredBodyFatReset,
  measuredBodyFatUpdate,
} from '@/profile/builders/measuredBodyFatUpdate';
import type { UserProfile } from '@/profile/profileTypes';
import { normSource } from '@/norms/normSources';
import { formatCategory } from '@/norms/formatCategory';
import { measuredBodyFatGauge } from '@/summary/resultGauges';
import { useAppActors } from '@/state/AppActorsContext';
import { useResetUpdate, useSubmitBuiltUpdate } from '@/state/useSubmitUpdate';
import { CategoryGauge } from '@/components/CategoryGauge';
import { FormActions } from '@/components/FormActions';
import { missingLabels } from '@/components/submitHint';
import { NumberField } from '@/components/NumberField';
import { SourceLine } from '@/components/SourceLine';
import { isValidNumber, type NumberRules } from '@/components/numberFieldRules';
import { enteredNumber, storedText } from './formText';

const PERCENT_RULES: NumberRules = { min: MEASURED_BODY_FAT_RANGE.min, max: MEASURED_BODY_FAT_RANGE.max };

interface MeasuredBodyFatFormState {
  percentage: string;
  /** A key of BODY_FAT_METHODS, or '' before one is chosen. */
  method: string;
}

function formFromProfile(user: UserProfile): MeasuredBodyFatFormState {
  return { percentage: storedText(user.measuredBodyFat?.percentage, 1), method: user.measuredBodyFat?.method ?? '' };
}

/**
 * The disclosure and its form, once sex and age are known (the screen says what is missing otherwise). Closed until
 * asked for, unless a value is stored, so the skinfolds form stays the screen's one Submit until then.
 */
export function MeasuredBodyFatSection({ user }: { user: UserProfile }) {
  const [open, setOpen] = useState(() => user.measuredBodyFat !== null);
  return (
    <section className="panel measured-body-fat" aria-labelledby="measured-body-fat-heading">
      <h2 id="measured-body-fat-heading">Body fat measured another way</h2>
      <p className="hint">
        A body-fat percentage from a bioimpedance scale, a DEXA scan or another method. It is classed with the same
        table as the skinfold estimate and kept apart from it in the history.
      </p>
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls="measured-body-fat-form"
        onClick={() => setOpen((previous) => !previous)}
      >
        {open ? 'Hide the measured body fat form' : 'Enter a measured body fat'}
      </button>
      {open ? <MeasuredBodyFatForm user={user} /> : null}
    </section>
  );
}

function MeasuredBodyFatForm({ user }: { user: UserProfile }) {
  const { profile } = useAppActors();
  const [form, setForm] = useState<MeasuredBodyFatFormState>(() => formFromProfile(user));
  const submit = useSubmitBuiltUpdate();
  const reset = useResetUpdate();

  const showStored = () => setForm(formFromProfile(profile.getSnapshot().context.user));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const percentage = enteredNumber(form.percentage) ?? Number.NaN;
    if (submit(() => measuredBodyFatUpdate(profile.getSnapshot().context.user, percentage, form.method))) showStored();
  };
  const onReset = () => {
    reset(measuredBodyFatReset());
    showStored();
  };

  return (
    <form
      id="measured-body-fat-form"
      className="form measurement-form measurement-form-narrow"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="measured-body-fat-heading"
    >
      <NumberField
        name={MEASURED_BODY_FAT_FIELD}
        label="Body fat (%)"
        value={form.percentage}
        onChange={(percentage) => setForm((previous) => ({ ...previous, percentage }))}
        {...PERCENT_RULES}
        step={0.1}
        required
        placeholder="%"
      />
      <div className="field">
        <label htmlFor={BODY_FAT_METHOD_FIELD}>Method</label>
        <select
          id={BODY_FAT_METHOD_FIELD}
          name={BODY_FAT_METHOD_FIELD}
          required
          value={form.method}
          onChange={(event) => setForm((previous) => ({ ...previous, method: event.target.value }))}
        >
          <option value="">Choose how it was measured</option>
          {BODY_FAT_METHODS.map((method) => (
            <option key={method} value={method}>
              {BODY_FAT_METHOD_LABELS[method]}
            </option>
          ))}
        </select>
      </div>
      <FormActions
        stored={user.measuredBodyFat !== null}
        canSubmit={isValidNumber(form.percentage, PERCENT_RULES)}
        // The method is checked on submit, with its own message at its field.
        missing={missingLabels([['Body fat (%)', form.percentage]])}
        onReset={onReset}
        resetWhat="measured body fat"
      />
    </form>
  );
}

/** The stored measured body fat: its value and method, its category and gauge, the table's source. */
export function MeasuredBodyFatResult({ user }: { user: UserProfile }) {
  const measured = user.measuredBodyFat;
  if (!measured) return null;
  const gauge = measuredBodyFatGauge(user);
  return (
    <section
      className="panel category-panel"
      aria-labelledby="measured-body-fat-result"
      aria-live="polite"
      data-category-level={gauge?.available ? gauge.level : undefined}
    >
      <p className="result-value" data-testid="measured-body-fat">
        Body fat {measured.percentage.toFixed(1)} % ({BODY_FAT_METHOD_LABELS[measured.method]})
      </p>
      <h2 id="measured-body-fat-result">
        {measured.category ? (
          <>Measured body fat: the &quot;{formatCategory(measured.category)}&quot; category</>
        ) : (
          'Measured body fat: no category for this result'
        )}
      </h2>
      {gauge ? <CategoryGauge gauge={gauge} headline={false} /> : null}
      <SourceLine provenance={normSource('bodyFat')} />
    </section>
  );
}
