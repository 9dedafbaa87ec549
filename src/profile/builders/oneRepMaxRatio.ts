// Shared by the bench and leg press builders: a 1RM in kg checked, stored to 2 dp, related to body weight and classified.
import { roundHalfUp } from '@/calculators/rounding';
import { STRENGTH_RANGES } from '@/calculators/strengthRatio';
import { benchPressCategory, legPressCategory, type RatioCategory } from '@/norms';
import type { UserProfile } from '@/profile/profileTypes';
import type { Requirement } from '@/profile/profileUpdate';
import { MeasurementInputError, requireMeasurement } from './measurementInputError';

/** spec §4: leg press and bench press updates need sex, age and weight first. */
export const ONE_REP_MAX_REQUIRES: readonly Requirement[] = ['sex', 'age', 'currentWeight'];

/** kg: the range the norms cover (spec §5 "Classification age windows": lift 0-1000). */
export const ONE_REP_MAX_RANGE_KG = STRENGTH_RANGES.liftKg;

/** A stored body weight the ratio cannot use (above 700 kg): only a corrupted profile can hold one. */
export const BODY_WEIGHT_MESSAGE =
  'Your stored weight must be above 0 and at most 700 kg for a strength ratio. Please check the Demographic Form.';

export type PressTest = 'benchPress' | 'legPress';

const LABELS: Record<PressTest, string> = { benchPress: 'Bench press', legPress: 'Leg press' };
const CLASSIFIERS: Record<PressTest, typeof benchPressCategory> = {
  benchPress: benchPressCategory,
  legPress: legPressCategory,
};

export function pressLabel(test: PressTest): string {
  return LABELS[test];
}

/** The message for a 1RM outside 0-1000 kg, naming the test. */
export function oneRepMaxMessage(test: PressTest): string {
  return `${LABELS[test]} 1RM must be a number from ${ONE_REP_MAX_RANGE_KG.min} to ${ONE_REP_MAX_RANGE_KG.max} kg`;
}

export interface PressResult extends RatioCategory {
  /** kg, 2 decimals */
  readonly lift: number;
}

/**
 * Checks the lift (throws MeasurementInputError on the field named `field`), rounds it to the stored 2 decimals and
 * classifies lift / body weight. ratio is null while the body weight is unknown (the update is then refused).
 */
export function pressResult(
  test: PressTest,
  user: Pick<UserProfile, 'sex' | 'age' | 'currentWeight'>,
  liftKg: number,
  field: string,
): PressResult {
  const lift = roundHalfUp(requireMeasurement(liftKg, ONE_REP_MAX_RANGE_KG, oneRepMaxMessage(test), field), 2);
  if (user.currentWeight === null) return { lift, ratio: null, category: '' };
  const classified = CLASSIFIERS[test](user.sex, user.age, lift, user.currentWeight);
  if (classified.ratio === null) throw new MeasurementInputError(BODY_WEIGHT_MESSAGE, 'currentWeight');
  return { lift, ...classified };
}
