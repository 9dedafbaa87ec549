// The resting heart rate field: its inline rules and its text from the stored rate.
import type { UserProfile } from '@/profile/profileTypes';
import { RESTING_HR_RANGE } from '@/profile/builders/restingHrUpdate';
import type { NumberRules } from '@/components/numberFieldRules';
import { storedText } from './formText';

/** The field's label: shown on the form and named when Submit waits for it. */
export const RESTING_HR_LABEL = 'Resting heart rate (beats per minute)';

/** spec §5 "Measurement forms": required, 1-500, step 1 (beats per minute). */
export const RESTING_HR_FIELD_RULES: NumberRules = {
  min: RESTING_HR_RANGE.min,
  max: RESTING_HR_RANGE.max,
  integer: true,
};

export function restingHrText(user: UserProfile): string {
  return storedText(user.restingHR, 0);
}
