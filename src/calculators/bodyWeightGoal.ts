// Body-weight goal derived from current and goal weight (spec §9; nutrition.json macros.bodyWeightGoal).
import type { BodyWeightGoal } from '@/domain/person';
import { RANGE_MESSAGES } from './CalculatorRangeError';
import { requireRange } from './guards';

/** kg, both weights (the BMI weight range). */
export const BODY_WEIGHT_GOAL_RANGE = { min: 1, max: 800 } as const;
/** Weights closer than this (kg) count as equal, so binary floating point cannot turn "maintain" into "lose". */
export const WEIGHT_EQUALITY_TOLERANCE_KG = 1e-9;

/** 'lose' when current > goal, 'gain' when current < goal, 'maintain' when equal (both kg, 1-800). */
export function bodyWeightGoal(currentKg: number, goalKg: number): BodyWeightGoal {
  requireRange(
    currentKg,
    BODY_WEIGHT_GOAL_RANGE.min,
    BODY_WEIGHT_GOAL_RANGE.max,
    'currentWeight',
    RANGE_MESSAGES.weight,
  );
  requireRange(goalKg, BODY_WEIGHT_GOAL_RANGE.min, BODY_WEIGHT_GOAL_RANGE.max, 'goalWeight', RANGE_MESSAGES.weight);
  const difference = currentKg - goalKg;
  if (Math.abs(difference) <= WEIGHT_EQUALITY_TOLERANCE_KG) return 'maintain';
  return difference > 0 ? 'lose' : 'gain';
}
