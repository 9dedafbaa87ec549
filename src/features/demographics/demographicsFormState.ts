// The demographics form's initial values: the stored profile shown in the user's units.
import type { UserProfile } from '@/profile/profileTypes';
import { impliedAge, type DemographicsForm } from '@/profile/validateDemographics';
import { cmToFeetInches, kgToLb } from '@/calculators/units';
import { roundHalfUp } from '@/calculators/rounding';
import { safely } from '@/profile/builders/safely';
import { missingLabels, type RequiredField } from '@/components/submitHint';

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function formFromProfile(user: UserProfile): DemographicsForm {
  const metric = user.prefers_metric;
  // A value no conversion can take shows as empty rather than crashing the form (decision 0034).
  const feetInches = user.height === null ? null : safely(() => cmToFeetInches(user.height as number));
  const weight = (kg: number | null) =>
    kg === null ? '' : metric ? text(roundHalfUp(kg, 1)) : text(safely(() => roundHalfUp(kgToLb(kg), 1)));
  return {
    fname: user.fname ?? '',
    lname: user.lname ?? '',
    age: text(user.age),
    sex: user.sex ?? '',
    activityLevel: user.activityLevel ?? 'moderately active',
    currentWeight: weight(user.currentWeight),
    goalWeight: weight(user.goalWeight),
    heightCm: user.height === null ? '' : text(roundHalfUp(user.height, 1)),
    heightFeet: feetInches ? String(feetInches.feet) : '',
    heightInches: feetInches ? String(feetInches.inches) : '0',
    dateOfBirth: user.dateOfBirth ?? '',
  };
}

/**
 * The required fields still empty, named as their labels say (a grey Submit says what it waits for).
 */
export function missingFields(form: DemographicsForm, metric: boolean): string[] {
  const unit = metric ? 'kg' : 'lb';
  const required: RequiredField[] = [
    // A date of birth stands for the age (decision 0105): the submit then reports a date that gives no valid age.
    ['First name', form.fname],
    ['Last name', form.lname],
    ['Age', form.age.trim() === '' ? (form.dateOfBirth ?? '') : form.age],
    [`Weight (${unit})`, form.currentWeight],
    [`Goal weight (${unit})`, form.goalWeight],
    [metric ? 'Height (cm)' : 'Height (feet)', metric ? form.heightCm : form.heightFeet],
  ];
  return missingLabels(required);
}

/** True when the form shows exactly the stored profile in `metric` units: nothing typed would be lost by re-showing it. */
export function formIsUnchanged(form: DemographicsForm, user: UserProfile, metric: boolean): boolean {
  const shown = formFromProfile({ ...user, prefers_metric: metric });
  return (Object.keys(shown) as (keyof DemographicsForm)[]).every((key) => shown[key] === form[key]);
}

/**
 * The form with a new date of birth: the age field follows the age it gives on the session's date (decision 0105), so
 * the two never disagree; a cleared date leaves the last age in place to be edited as before.
 */
export function withDateOfBirth(form: DemographicsForm, dateOfBirth: string, sessionDate: string): DemographicsForm {
  const age = impliedAge(dateOfBirth, sessionDate);
  return { ...form, dateOfBirth, age: age === null ? form.age : String(age) };
}

/**
 * Whether `after` is `before` given its first session and nothing else (the roster starting here or in another tab):
 * the same person, so the form keeps what is being typed.
 */
export function onlyGainedFirstSession(before: UserProfile, after: UserProfile): boolean {
  return before.sessionId === null && formIsUnchanged(formFromProfile(before), after, before.prefers_metric);
}
