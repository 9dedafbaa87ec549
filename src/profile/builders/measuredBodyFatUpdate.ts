// Builds the profile update for a body-fat percentage measured another way (bioimpedance scale, DEXA,
// decision 0151): the value, its method and its category from the same table as the skinfold estimate, and its reset.
import { classifyBodyFat } from '@/norms/classifiers';
import { bodyFatMethodOf } from '@/domain/bodyFatMethods';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate, Requirement } from '@/profile/profileUpdate';
import { MeasurementInputError, requireMeasurement } from './measurementInputError';

/**
 * %, the bounds of the skinfold estimate's result (Siri's model gives 0-100 % body fat, formulas §7; the stored
 * bodyComp reads back within them), so a measured value is held to the same limits as an estimated one.
 */
export const MEASURED_BODY_FAT_RANGE = { min: 0, max: 100 } as const;
export const MEASURED_BODY_FAT_MESSAGE = `Measured body fat must be a number from ${MEASURED_BODY_FAT_RANGE.min} to ${MEASURED_BODY_FAT_RANGE.max} %`;
export const BODY_FAT_METHOD_MESSAGE = 'Please choose how the body fat was measured';

/** The form's field names (the one submit path focuses the field its message is about). */
export const MEASURED_BODY_FAT_FIELD = 'measuredBodyFat';
export const BODY_FAT_METHOD_FIELD = 'bodyFatMethod';

/** The category table is by age and sex (norms.json#bodyFat), as for the skinfold estimate. */
export const MEASURED_BODY_FAT_REQUIRES: readonly Requirement[] = ['sex', 'age'];

/** The category of a measured body fat: the skinfold estimate's classifier and table, never a threshold of its own. */
export function measuredBodyFatCategory(user: Pick<UserProfile, 'sex' | 'age'>, percentage: number): string {
  return classifyBodyFat(user.sex, user.age, percentage);
}

/**
 * Stores measuredBodyFat { percentage, method, category }. Throws MeasurementInputError for a percentage outside
 * 0-100 or no method chosen. Needs sex and age (the machine refuses the update without them, naming what is missing).
 */
export function measuredBodyFatUpdate(user: UserProfile, percentage: number, method: string): ProfileUpdate {
  const value = requireMeasurement(
    percentage,
    MEASURED_BODY_FAT_RANGE,
    MEASURED_BODY_FAT_MESSAGE,
    MEASURED_BODY_FAT_FIELD,
  );
  const chosen = bodyFatMethodOf(method);
  if (chosen === null) throw new MeasurementInputError(BODY_FAT_METHOD_MESSAGE, BODY_FAT_METHOD_FIELD);
  return {
    label: 'Measured body fat',
    requires: MEASURED_BODY_FAT_REQUIRES,
    patch: { measuredBodyFat: { percentage: value, method: chosen, category: measuredBodyFatCategory(user, value) } },
  };
}

/** Reset: no measured body fat. */
export function measuredBodyFatReset(): ProfileUpdate {
  return { label: 'Measured body fat', requires: [], patch: { measuredBodyFat: null } };
}
