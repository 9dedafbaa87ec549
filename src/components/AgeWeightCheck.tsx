// The age and weight check of decision 0105: a client without a date of birth whose last session is more than 6
// months old confirms (or corrects) age and weight before testing. Shown in place of an instruction screen's Begin
// button (its children) until confirmed, once per opening of the app; the roster is read only for a named client
// without a date of birth.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useProfile } from '@/state/AppActorsContext';
import { useAgeWeightCheck } from '@/state/records/useAgeWeightCheck';
import { useSubmitBuiltUpdate } from '@/state/useSubmitUpdate';
import { ageWeightConfirmationUpdate, type AgeWeightForm } from '@/profile/builders/ageWeightConfirmationUpdate';
import { DEMOGRAPHICS_AGE, WEIGHT_KG, WEIGHT_LB } from '@/profile/profileLimits';
import { formatCalendarDay, localDayKey } from '@/profile/calendarDate';
import { kgToLb } from '@/calculators/units';
import { roundHalfUp } from '@/calculators/rounding';
import { safely } from '@/profile/builders/safely';
import type { UserProfile } from '@/profile/profileTypes';
import { NumberField } from './NumberField';

export function AgeWeightCheck({ children }: { children: ReactNode }) {
  const uid = useProfile((c) => c.user.uid);
  const named = useProfile((c) => c.user.fname !== null);
  const hasDateOfBirth = useProfile((c) => c.user.dateOfBirth !== null);
  // A client with a date of birth keeps their age current; an unnamed one has no saved session: no roster needed.
  if (hasDateOfBirth || !named) return children;
  return (
    <CheckForClient key={uid} uid={uid}>
      {children}
    </CheckForClient>
  );
}

function CheckForClient({ uid, children }: { uid: string; children: ReactNode }) {
  const check = useAgeWeightCheck(uid, false);
  if (!check.due || check.lastTestDate === null) return children;
  return <AgeWeightPrompt lastTestDate={check.lastTestDate} onConfirmed={check.confirm} />;
}

function initialForm(user: UserProfile): AgeWeightForm {
  const weight =
    user.currentWeight === null
      ? null
      : user.prefers_metric
        ? roundHalfUp(user.currentWeight, 1)
        : safely(() => roundHalfUp(kgToLb(user.currentWeight as number), 1));
  return { age: user.age === null ? '' : String(user.age), weight: weight === null ? '' : String(weight) };
}

function AgeWeightPrompt({ lastTestDate, onConfirmed }: { lastTestDate: string; onConfirmed: () => void }) {
  const user = useProfile((c) => c.user);
  const metric = user.prefers_metric;
  const [form, setForm] = useState(() => initialForm(user));
  const submit = useSubmitBuiltUpdate();
  const weightLimit = metric ? WEIGHT_KG : WEIGHT_LB;
  const lastTested = formatCalendarDay(localDayKey(new Date(lastTestDate)));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit(() => ageWeightConfirmationUpdate(user, form, metric))) onConfirmed();
  };

  return (
    <section className="panel age-weight-check" aria-labelledby="age-weight-check-heading">
      <h3 id="age-weight-check-heading">Confirm age and weight before testing</h3>
      <p>
        Last tested {lastTested}: more than 6 months ago. Check the age and weight, correct them if they changed, then
        confirm.
      </p>
      <form className="form" noValidate onSubmit={onSubmit} aria-labelledby="age-weight-check-heading">
        <div className="field-row">
          <NumberField
            id="checkAge"
            name="checkAge"
            label="Age (years)"
            integer
            required
            min={DEMOGRAPHICS_AGE.min}
            max={DEMOGRAPHICS_AGE.max}
            value={form.age}
            onChange={(age) => setForm((previous) => ({ ...previous, age }))}
          />
          <NumberField
            id="checkWeight"
            name="checkWeight"
            label={`Weight (${metric ? 'kg' : 'lb'})`}
            step={0.1}
            required
            min={weightLimit.min}
            max={weightLimit.max}
            value={form.weight}
            onChange={(weight) => setForm((previous) => ({ ...previous, weight }))}
          />
        </div>
        <div className="form-actions">
          <button type="submit" className="button button-primary">
            Confirm
          </button>
        </div>
      </form>
    </section>
  );
}
