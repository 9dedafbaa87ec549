// Builds the profile update for a resting heart rate (spec §2, §5) and its reset.
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate, Requirement } from '@/profile/profileUpdate';
import { requireMeasurement } from './measurementInputError';

/** bpm, whole beats (spec §5 "Measurement forms": required, 1-500, step 1). */
export const RESTING_HR_RANGE = { min: 1, max: 500, integer: true } as const;
export const RESTING_HR_MESSAGE = 'Resting heart rate must be a whole number from 1 to 500 beats per minute';

/** spec §2 "Resting HR": the demographic form must be complete first. */
export const RESTING_HR_REQUIRES: readonly Requirement[] = ['age', 'fname', 'lname', 'sex', 'height', 'currentWeight'];

/** Stores restingHR. Throws MeasurementInputError for anything but a whole number 1-500. */
export function restingHrUpdate(_user: UserProfile, bpm: number): ProfileUpdate {
  const restingHR = requireMeasurement(bpm, RESTING_HR_RANGE, RESTING_HR_MESSAGE, 'restingHr');
  return { label: 'Resting heart rate', requires: RESTING_HR_REQUIRES, patch: { restingHR } };
}

/** Reset: no stored resting heart rate. */
export function restingHrReset(): ProfileUpdate {
  return { label: 'Resting heart rate', requires: [], patch: { restingHR: null } };
}
