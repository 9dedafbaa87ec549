// METs, resting and "raw" (absolute maximal) oxygen uptake (formulas §14), and the common VO2 max result shape.
import { CalculatorRangeError, RANGE_MESSAGES } from './CalculatorRangeError';
import { requireRange } from './guards';
import type { Provenance, Sourced } from './provenance';
import { roundHalfUp } from './rounding';

/** One MET in mL/kg/min (spec §9). */
export const ML_KG_MIN_PER_MET = 3.5;

/** Relative VO2 accepted by the calculators, mL/kg/min (above any human value; keeps every result finite). */
export const VO2_RANGE = { min: 0, max: 150 } as const;
/** Body mass for absolute VO2, kg (the BMI range). */
export const OXYGEN_WEIGHT_RANGE = { min: 1, max: 800 } as const;

export const METS_PROVENANCE: Provenance = {
  method: 'METs = VO2 / 3.5 mL/kg/min',
  source: "ACSM's Guidelines for Exercise Testing and Prescription (metabolic calculations)",
};
export const RESTING_VO2_PROVENANCE: Provenance = {
  method: 'Resting VO2 = 3.5 mL/kg/min × body mass',
  source: "ACSM's Guidelines (1 MET = 3.5 mL/kg/min)",
};
export const RAW_VO2_PROVENANCE: Provenance = {
  method: 'Absolute VO2 max = VO2 max × body mass',
  source: 'Product rule',
};

/**
 * A VO2 max estimate from any cardiorespiratory test: value in mL/kg/min (2 decimals), METs (2 decimals,
 * from the unrounded VO2), and the equation and source used.
 */
export interface Vo2MaxResult extends Sourced<number> {
  readonly mets: number;
}

export function requireVo2(vo2: number, field = 'vo2'): number {
  return requireRange(vo2, VO2_RANGE.min, VO2_RANGE.max, field, RANGE_MESSAGES.value);
}

function requireWeight(weightKg: number): number {
  return requireRange(weightKg, OXYGEN_WEIGHT_RANGE.min, OXYGEN_WEIGHT_RANGE.max, 'weight', RANGE_MESSAGES.weight);
}

/** METs = VO2 / 3.5, 2 decimals half-up. VO2 0-150 mL/kg/min. */
export function metsFromVo2(vo2MlKgMin: number): number {
  return roundHalfUp(requireVo2(vo2MlKgMin) / ML_KG_MIN_PER_MET, 2); // 1 MET = 3.5 mL/kg/min (ACSM)
}

/** Resting VO2 = 3.5 × kg in mL/min, 2 decimals (80 kg → 280). Weight 1-800 kg. */
export function restingVo2(weightKg: number): number {
  return roundHalfUp(ML_KG_MIN_PER_MET * requireWeight(weightKg), 2); // 3.5 mL/kg/min × kg (spec §9)
}

/** Raw (absolute maximal) VO2 = VO2max × kg in mL/min, 2 decimals (45.5 × 80 → 3640). */
export function rawVo2(vo2MaxMlKgMin: number, weightKg: number): number {
  requireVo2(vo2MaxMlKgMin, 'vo2Max');
  return roundHalfUp(vo2MaxMlKgMin * requireWeight(weightKg), 2); // VO2max × kg (spec §9)
}

/**
 * Wraps an unrounded VO2 max estimate: rejects a non-finite or super-human (> 150) value and one that shows as 0.00 or less,
 * rounds VO2 to 2 decimals and derives METs from the unrounded value.
 */
export function vo2MaxResult(
  rawVo2MlKgMin: number,
  provenance: Provenance,
  field: string,
  message: string,
): Vo2MaxResult {
  if (!Number.isFinite(rawVo2MlKgMin) || rawVo2MlKgMin > VO2_RANGE.max) throw new CalculatorRangeError(message, field);
  const value = roundHalfUp(rawVo2MlKgMin, 2);
  if (value <= 0) throw new CalculatorRangeError(message, field);
  return {
    value,
    mets: roundHalfUp(rawVo2MlKgMin / ML_KG_MIN_PER_MET, 2), // METs = VO2 / 3.5 (ACSM)
    method: provenance.method,
    source: provenance.source,
  };
}

export const METS_TO_VO2_PROVENANCE: Provenance = {
  method: 'VO2 max = METs × 3.5 mL/kg/min per MET',
  source: "ACSM's Guidelines 10th ed. (1 MET = 3.5 mL/kg/min)",
};

/** VO2 max from a MET capacity (e.g. a treadmill stage's METs): METs × 3.5, 2 dp; throws for a non-positive or super-human value. */
export function vo2MaxFromMets(mets: number): Vo2MaxResult {
  requireRange(mets, 0, VO2_RANGE.max / ML_KG_MIN_PER_MET, 'mets', RANGE_MESSAGES.value, { minExclusive: true });
  return vo2MaxResult(mets * ML_KG_MIN_PER_MET, METS_TO_VO2_PROVENANCE, 'mets', RANGE_MESSAGES.value); // 1 MET = 3.5 mL/kg/min (ACSM)
}
