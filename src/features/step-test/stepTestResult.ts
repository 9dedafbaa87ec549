// The step-test results form as pure rules: the 15-second pulse count (decision 0027: a whole number 10-100, at most 3
// characters), the heart rate it gives as it is typed, and the profile update a submit sends (VO2 max via the
// calculators, classified by vo2MaxUpdate).
import {
  STEP_TEST_COUNT_RANGE, STEP_TEST_MEN_PROVENANCE, STEP_TEST_WOMEN_PROVENANCE, stepTestHeartRate, stepTestVo2Max,
} from '@/calculators/stepTest';
import type { Provenance } from '@/calculators/provenance';
import type { Vo2MaxResult } from '@/calculators/oxygenUptake';
import { isValidNumber, type NumberRules } from '@/components/numberFieldRules';
import { withCalculatorMessage } from '@/profile/builders/measurementInputError';
import { VO2_MAX_REQUIRES, vo2MaxUpdate } from '@/profile/builders/vo2MaxUpdate';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate } from '@/profile/profileUpdate';

/** The name stored with the VO2 max (vo2Max.test) and used in messages. */
export const STEP_TEST_NAME = 'McArdle Step Test';
/** The form field's name and id (MeasurementInputError.field). */
export const PULSE_COUNT_FIELD = 'pulseCount';

export const PULSE_COUNT_RULES: NumberRules = {
  min: STEP_TEST_COUNT_RANGE.min,
  max: STEP_TEST_COUNT_RANGE.max,
  maxLength: 3,
  integer: true,
};

/** The heart rate (bpm) for what is typed, or null while it is not a valid count. */
export function heartRateForCount(text: string): number | null {
  return isValidNumber(text, PULSE_COUNT_RULES) ? stepTestHeartRate(Number(text.trim())) : null;
}

export interface StepTestSubmission {
  heartRate: number;
  result: Vo2MaxResult;
  update: ProfileUpdate;
}

/**
 * The VO2 max update for a typed count. Throws MeasurementInputError (field 'pulseCount') with the calculator's
 * message when the count is out of range. Without sex the update carries only its requirements, so the profile
 * machine refuses it with a message naming what is missing (decision 0018).
 */
export function stepTestSubmission(user: UserProfile, countText: string): StepTestSubmission | { update: ProfileUpdate } {
  const count = countText.trim() === '' ? Number.NaN : Number(countText.trim());
  const heartRate = withCalculatorMessage(() => stepTestHeartRate(count), (e) => e.message, PULSE_COUNT_FIELD);
  if (user.sex === null) return { update: { label: STEP_TEST_NAME, requires: VO2_MAX_REQUIRES, patch: {} } };
  const sex = user.sex;
  const result = withCalculatorMessage(() => stepTestVo2Max(sex, heartRate), (e) => e.message, PULSE_COUNT_FIELD);
  return { heartRate, result, update: vo2MaxUpdate(user, result, STEP_TEST_NAME) };
}

/** The equation the step test uses for this person (by sex), or null while the sex is unknown. */
export function stepTestEquation(user: UserProfile): Provenance | null {
  if (user.sex === null) return null;
  return user.sex === 'MALE' ? STEP_TEST_MEN_PROVENANCE : STEP_TEST_WOMEN_PROVENANCE;
}

/** 'VO2 max 47.49 mL/kg/min (McArdle Step Test)'. */
export function vo2MaxText(vo2Max: NonNullable<UserProfile['vo2Max']>): string {
  return `VO2 max ${vo2Max.vo2Max.toFixed(2)} mL/kg/min${vo2Max.test ? ` (${vo2Max.test})` : ''}`;
}
