// Builds the profile update for grip strength: the SUM of the best left and best right hand (decision 0005); and its reset.
import { roundHalfUp } from '@/calculators/rounding';
import { STRENGTH_RANGES, gripStrengthSum } from '@/calculators/strengthRatio';
import { classifyGripStrength } from '@/norms/classifiers';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate, Requirement } from '@/profile/profileUpdate';
import { requireMeasurement } from './measurementInputError';

/** spec §4: grip strength needs sex and age first. */
export const GRIP_STRENGTH_REQUIRES: readonly Requirement[] = ['sex', 'age'];

/** kg per hand (spec §5 "Test forms": 0-2000). */
export const GRIP_HAND_RANGE_KG = STRENGTH_RANGES.gripHandKg;

export function gripHandMessage(hand: 'left' | 'right'): string {
  return `Grip strength (${hand} hand) must be a number from ${GRIP_HAND_RANGE_KG.min} to ${GRIP_HAND_RANGE_KG.max} kg`;
}

export type GripStrengthValue = NonNullable<UserProfile['gripStrength']>;

/**
 * The stored grip value: each hand checked (MeasurementInputError on field `${fieldPrefix}Left` / `…Right`) and kept
 * to 2 dp, the sum of the two (2 dp) classified for the person's sex and age (ages 14-69, '' outside).
 */
export function gripStrengthValue(
  user: Pick<UserProfile, 'sex' | 'age'>,
  bestLeftKg: number,
  bestRightKg: number,
  fieldPrefix = 'grip',
): GripStrengthValue {
  const left = roundHalfUp(
    requireMeasurement(bestLeftKg, GRIP_HAND_RANGE_KG, gripHandMessage('left'), `${fieldPrefix}Left`),
    2,
  );
  const right = roundHalfUp(
    requireMeasurement(bestRightKg, GRIP_HAND_RANGE_KG, gripHandMessage('right'), `${fieldPrefix}Right`),
    2,
  );
  const sum = gripStrengthSum(left, right);
  return { gripStrength: sum, category: classifyGripStrength(user.sex, user.age, sum), left, right };
}

/** Stores gripStrength { gripStrength: best left + best right, category, left, right } (kg). Requires sex and age. */
export function gripStrengthUpdate(user: UserProfile, bestLeftKg: number, bestRightKg: number): ProfileUpdate {
  return {
    label: 'Grip strength',
    requires: GRIP_STRENGTH_REQUIRES,
    patch: { gripStrength: gripStrengthValue(user, bestLeftKg, bestRightKg) },
  };
}

/** Reset: no stored grip strength. */
export function gripStrengthReset(): ProfileUpdate {
  return { label: 'Grip strength', requires: [], patch: { gripStrength: null } };
}
