// Builds the profile update for a blood pressure reading, classified by JNC 7 (spec §3, §5), and its reset.
import { classifyBloodPressure } from '@/norms/classifiers';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { MeasurementInputError, requireMeasurement } from './measurementInputError';

/** mmHg. The payload rule of spec §5 "Measurement forms": both numbers, non-zero, sbp 1-400, dbp 1-200. */
export const SYSTOLIC_RANGE = { min: 1, max: 400 } as const;
export const DIASTOLIC_RANGE = { min: 1, max: 200 } as const;

/** spec §8 "Blood pressure: invalid payload error" (its text is ours, decision 0018). */
export const BLOOD_PRESSURE_MESSAGE = 'Blood pressure must be systolic 1-400 and diastolic 1-200 mmHg';

/** Decision 0034: the systolic pressure must exceed the diastolic. */
export const SYSTOLIC_NOT_ABOVE_DIASTOLIC_MESSAGE =
  'The systolic (upper) number must be higher than the diastolic (lower) number. Please check both readings and enter them again.';

/** Stores { sbp, dbp, classification }. Throws MeasurementInputError for a reading outside the payload rule. */
export function bloodPressureUpdate(_user: UserProfile, sbp: number, dbp: number): ProfileUpdate {
  requireMeasurement(sbp, SYSTOLIC_RANGE, BLOOD_PRESSURE_MESSAGE, 'systolic');
  requireMeasurement(dbp, DIASTOLIC_RANGE, BLOOD_PRESSURE_MESSAGE, 'diastolic');
  if (sbp <= dbp) throw new MeasurementInputError(SYSTOLIC_NOT_ABOVE_DIASTOLIC_MESSAGE, 'systolic');
  return {
    label: 'Blood pressure',
    requires: [],
    patch: { bloodPressure: { sbp, dbp, classification: classifyBloodPressure(sbp, dbp) } },
  };
}

/** Reset: no stored blood pressure. */
export function bloodPressureReset(): ProfileUpdate {
  return { label: 'Blood pressure', requires: [], patch: { bloodPressure: null } };
}
