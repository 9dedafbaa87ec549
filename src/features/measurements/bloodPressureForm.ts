// The blood pressure form: systolic and diastolic text, its inline rules and the numbers it submits.
import type { UserProfile } from '@/profile/profileTypes';
import { isValidNumber, type NumberRules } from '@/components/numberFieldRules';
import { missingLabels } from '@/components/submitHint';
import { enteredNumber, storedText } from './formText';

/** spec §5 "Measurement forms": systolic required 0-400 step 1, diastolic required 0-200 step 1 (mmHg). */
export const SYSTOLIC_FIELD_RULES: NumberRules = { min: 0, max: 400, integer: true };
export const DIASTOLIC_FIELD_RULES: NumberRules = { min: 0, max: 200, integer: true };

/** The fields' labels: shown on the form and named when Submit waits for them. */
export const BLOOD_PRESSURE_LABELS = { systolic: 'Systolic (mmHg)', diastolic: 'Diastolic (mmHg)' } as const;

export interface BloodPressureForm {
  systolic: string;
  diastolic: string;
}

export function bloodPressureFormFromProfile(user: UserProfile): BloodPressureForm {
  return { systolic: storedText(user.bloodPressure?.sbp, 0), diastolic: storedText(user.bloodPressure?.dbp, 0) };
}

export function isBloodPressureFormValid(form: BloodPressureForm): boolean {
  return isValidNumber(form.systolic, SYSTOLIC_FIELD_RULES) && isValidNumber(form.diastolic, DIASTOLIC_FIELD_RULES);
}

export function bloodPressureMissing(form: BloodPressureForm): string[] {
  return missingLabels([
    [BLOOD_PRESSURE_LABELS.systolic, form.systolic],
    [BLOOD_PRESSURE_LABELS.diastolic, form.diastolic],
  ]);
}

/** The typed readings (NaN for an empty field, which the builder refuses). */
export function bloodPressureEntries(form: BloodPressureForm): { sbp: number; dbp: number } {
  return { sbp: enteredNumber(form.systolic) ?? Number.NaN, dbp: enteredNumber(form.diastolic) ?? Number.NaN };
}
