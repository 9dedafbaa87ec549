// Shared by the bench and leg press builders: a 1RM in kg checked, stored to 2 dp, related to body weight and classified.
import { roundHalfUp } from '@/calculators/rounding';
import { STRENGTH_RANGES } from '@/calculators/strengthRatio';
import { benchPressCategory, legPressCategory, type RatioCategory } from '@/norms/classifiers';
import { DEMOGRAPHICS_MESSAGES } from '@/profile/validateDemographics';
import { WEIGHT_KG } from '@/profile/profileLimits';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate, Requirement } from '@/profile/profileUpdate';
import { withDemographics } from './demographicsUpdate';
import { MeasurementInputError, requireMeasurement } from './measurementInputError';

/**
 * spec §4 has leg press and bench press updates need sex, age and weight first. Decision 0174: the lift is kept without
 * a weight (a re-test's session has none), its ratio and category filled in once the weight is given; sex and age are
 * still needed first.
 */
export const ONE_REP_MAX_REQUIRES: readonly Requirement[] = ['sex', 'age'];

/** The field of the weight a 1RM result asks for in place when the session has none (decision 0174). */
export const TODAYS_WEIGHT_FIELD = 'todaysWeight';

/** kg: the range the norms cover (spec §5 "Classification age windows": lift 0-1000). */
export const ONE_REP_MAX_RANGE_KG = STRENGTH_RANGES.liftKg;

/** A stored body weight the ratio cannot use (above 700 kg): only a corrupted profile can hold one. */
export const BODY_WEIGHT_MESSAGE =
  'Your stored weight must be above 0 and at most 700 kg for a strength ratio. Please check the Demographic Form.';

export type PressTest = 'benchPress' | 'legPress';

type PressPatch = Pick<UserProfile, PressTest>;

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
 * classifies lift / body weight. ratio is null (category '') while the body weight is unknown.
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

function pressPatch(test: PressTest, result: PressResult): Partial<PressPatch> {
  return test === 'benchPress'
    ? { benchPress: { benchPress: result.lift, category: result.category, benchPressRatio: result.ratio } }
    : { legPress: { legPress: result.lift, category: result.category, legPressRatio: result.ratio } };
}

/**
 * The update of a 1RM result: the lift with its ratio and category, or, while the session has no weight, the lift alone
 * (ratio null, category ''). `todaysWeightKg`, when the session has no weight, is the weight the result screen asks for
 * in place (checked 40-200 kg on the field TODAYS_WEIGHT_FIELD): it is stored as the session's weight and everything
 * depending on it recomputed as the demographics form does, which fills in the ratio and category (decision 0174).
 */
export function pressUpdate(
  test: PressTest,
  user: UserProfile,
  liftKg: number,
  todaysWeightKg: number | null = null,
): ProfileUpdate {
  const result = pressResult(test, user, liftKg, test);
  const label = pressLabel(test);
  const patch = pressPatch(test, result);
  if (user.currentWeight !== null || todaysWeightKg === null) return { label, requires: ONE_REP_MAX_REQUIRES, patch };
  const weight = requireMeasurement(todaysWeightKg, WEIGHT_KG, DEMOGRAPHICS_MESSAGES.weight, TODAYS_WEIGHT_FIELD);
  return {
    label,
    requires: ONE_REP_MAX_REQUIRES,
    patch: withDemographics({ ...user, ...patch }, { currentWeight: weight }),
  };
}
