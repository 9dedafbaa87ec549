// Builds the VO2 max update of the McArdle step test (formulas §8; decisions 0010 and 0027): the 15-second pulse count →
// heart rate → VO2 max by sex from the calculator, classified and stored by vo2MaxUpdate like every VO2 test.
import { stepTestHeartRate, stepTestVo2Max } from '@/calculators/stepTest';
import type { Vo2MaxResult } from '@/calculators/oxygenUptake';
import { typedNumber } from '@/domain/typedNumber';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { withCalculatorMessage } from './measurementInputError';
import { VO2_MAX_REQUIRES, vo2MaxUpdate } from './vo2MaxUpdate';

/** The name stored with the VO2 max (vo2Max.test) and used in messages. */
export const STEP_TEST_NAME = 'McArdle Step Test';
/** The form field's name and id (MeasurementInputError.field). */
export const PULSE_COUNT_FIELD = 'pulseCount';

export interface StepTestSubmission {
  heartRate: number;
  result: Vo2MaxResult;
  update: ProfileUpdate;
}

/**
 * The VO2 max update for a typed count. Throws MeasurementInputError (field 'pulseCount') with the calculator's
 * message when the count is out of range. Without sex the update carries only its requirements, so the profile
 * machine refuses it with a message naming what is missing (decision 0018). `stoppedEarly`: the reason the test was
 * stopped before its end (decision 50), stored with the result.
 */
export function stepTestSubmission(
  user: UserProfile,
  countText: string,
  stoppedEarly?: string,
): StepTestSubmission | { update: ProfileUpdate } {
  const count = typedNumber(countText);
  const heartRate = withCalculatorMessage(
    () => stepTestHeartRate(count),
    (e) => e.message,
    PULSE_COUNT_FIELD,
  );
  if (user.sex === null) return { update: { label: STEP_TEST_NAME, requires: VO2_MAX_REQUIRES, patch: {} } };
  const sex = user.sex;
  const result = withCalculatorMessage(
    () => stepTestVo2Max(sex, heartRate),
    (e) => e.message,
    PULSE_COUNT_FIELD,
  );
  return { heartRate, result, update: vo2MaxUpdate(user, result, STEP_TEST_NAME, VO2_MAX_REQUIRES, stoppedEarly) };
}
