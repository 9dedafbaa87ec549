// Builds the profile update for a sit-and-reach score (cm, box zero at 26 cm), classified as entered (decision 0006); and its reset.
import { classifySitAndReach } from '@/norms/classifiers';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate, Requirement } from '@/profile/profileUpdate';
import { requireMeasurement } from './measurementInputError';

/** spec §5: the sit-and-reach submit needs age and sex. */
export const SIT_AND_REACH_REQUIRES: readonly Requirement[] = ['sex', 'age'];

/** cm (spec §5 "Test forms": 0-100). */
export const SIT_AND_REACH_RANGE_CM = { min: 0, max: 100 } as const;
export const SIT_AND_REACH_MESSAGE = `Sit and reach must be a number from ${SIT_AND_REACH_RANGE_CM.min} to ${SIT_AND_REACH_RANGE_CM.max} cm`;

/** Stores sar { unit: 'cm', value, category }. Throws MeasurementInputError (field 'sitAndReach') outside 0-100 cm. */
export function sitAndReachUpdate(user: UserProfile, cm: number): ProfileUpdate {
  const value = requireMeasurement(cm, SIT_AND_REACH_RANGE_CM, SIT_AND_REACH_MESSAGE, 'sitAndReach');
  return {
    label: 'Sit and reach',
    requires: SIT_AND_REACH_REQUIRES,
    patch: { sar: { unit: 'cm', value, category: classifySitAndReach(user.sex, user.age, value) } },
  };
}

/** Reset: no stored sit and reach. */
export function sitAndReachReset(): ProfileUpdate {
  return { label: 'Sit and reach', requires: [], patch: { sar: null } };
}
