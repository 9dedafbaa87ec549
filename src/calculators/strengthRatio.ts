// Strength: bench/leg press 1RM relative to body weight, and grip strength as the sum of both hands
// (formulas §15; decisions 0003-0005). Classification is in src/norms.
import { RANGE_MESSAGES } from './CalculatorRangeError';
import { requireRange } from './guards';
import type { Provenance } from './provenance';
import { roundHalfUp } from './rounding';

/**
 * kg. Lift 0-1000 and body weight up to 700 (spec §5 "Classification age windows"); body weight from 1 kg (the BMI
 * minimum: near 0 the ratio would grow without bound); grip per hand 0-2000 (form range).
 */
export const STRENGTH_RANGES = {
  liftKg: { min: 0, max: 1000 },
  bodyWeightKg: { min: 1, max: 700 },
  gripHandKg: { min: 0, max: 2000 },
} as const;

export const BENCH_PRESS_RATIO_PROVENANCE: Provenance = {
  method: 'Bench press ratio = 1RM / body weight',
  source: "ACSM's Guidelines for Exercise Testing and Prescription (muscular strength)",
};
export const LEG_PRESS_RATIO_PROVENANCE: Provenance = {
  method: 'Leg press ratio = 1RM / body weight',
  source: "ACSM's Guidelines for Exercise Testing and Prescription (muscular strength)",
};
export const GRIP_STRENGTH_PROVENANCE: Provenance = {
  method: 'Grip strength = best left hand + best right hand',
  source: 'CSEP, Canadian Physical Activity, Fitness & Lifestyle Approach, 3rd ed. 2003',
};

/** 1RM / body weight (both kg), 2 decimals half-up: 105.6 / 80 → 1.32. Lift 0-1000 kg, body weight 1-700 kg. */
export function strengthRatio(liftKg: number, bodyWeightKg: number): number {
  requireRange(liftKg, STRENGTH_RANGES.liftKg.min, STRENGTH_RANGES.liftKg.max, 'lift', RANGE_MESSAGES.value);
  requireRange(
    bodyWeightKg,
    STRENGTH_RANGES.bodyWeightKg.min,
    STRENGTH_RANGES.bodyWeightKg.max,
    'weight',
    RANGE_MESSAGES.weight,
  );
  return roundHalfUp(liftKg / bodyWeightKg, 2); // relative strength = 1RM / body mass (ACSM's Guidelines)
}

/** Bench press 1RM / body weight, 2 decimals. */
export function benchPressRatio(liftKg: number, bodyWeightKg: number): number {
  return strengthRatio(liftKg, bodyWeightKg);
}

/** Leg press 1RM / body weight, 2 decimals. */
export function legPressRatio(liftKg: number, bodyWeightKg: number): number {
  return strengthRatio(liftKg, bodyWeightKg);
}

/** Grip strength in kg = best left + best right (the SUM, decision 0005), 2 decimals half-up: 50 + 55 → 105. */
export function gripStrengthSum(bestLeftKg: number, bestRightKg: number): number {
  const { min, max } = STRENGTH_RANGES.gripHandKg;
  requireRange(bestLeftKg, min, max, 'gripLeft', RANGE_MESSAGES.value);
  requireRange(bestRightKg, min, max, 'gripRight', RANGE_MESSAGES.value);
  return roundHalfUp(bestLeftKg + bestRightKg, 2); // CSEP CPAFLA: sum of the best trial of each hand
}
