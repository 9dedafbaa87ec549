// Builds the update of the age and weight check (decision 0105): a client without a date of birth, last tested more
// than 6 months ago, confirms or corrects age and weight before testing. The demographics form's limits and messages.
import { typedNumber } from '@/domain/typedNumber';
import { lbToKg } from '@/calculators/units';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { DEMOGRAPHICS_AGE, WEIGHT_KG, WEIGHT_LB, withinLimit } from '@/profile/profileLimits';
import { DEMOGRAPHICS_MESSAGES } from '@/profile/validateDemographics';
import { MeasurementInputError } from './measurementInputError';
import { withDemographics } from './demographicsUpdate';
import { safely } from './safely';

/** What the check's two fields hold, as typed (weight in the user's unit). */
export interface AgeWeightForm {
  age: string;
  weight: string;
}

/** Throws MeasurementInputError naming the field (`checkAge`, `checkWeight`) for an age or weight the form would refuse. */
export function ageWeightConfirmationUpdate(
  user: UserProfile,
  form: AgeWeightForm,
  prefersMetric: boolean,
): ProfileUpdate {
  const age = typedNumber(form.age);
  if (!withinLimit(age, DEMOGRAPHICS_AGE)) throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.age, 'checkAge');
  const typed = typedNumber(form.weight);
  const kg = prefersMetric ? typed : safely(() => lbToKg(typed));
  if (!withinLimit(typed, prefersMetric ? WEIGHT_KG : WEIGHT_LB) || !withinLimit(kg, WEIGHT_KG)) {
    throw new MeasurementInputError(DEMOGRAPHICS_MESSAGES.weight, 'checkWeight');
  }
  return { label: 'Age and weight', requires: [], patch: withDemographics(user, { age, currentWeight: kg }) };
}
