// Energy expenditure per minute from oxygen uptake (formulas §20; decision 0012).
import { RANGE_MESSAGES } from './CalculatorRangeError';
import { requireRange } from './guards';
import { requireVo2 } from './oxygenUptake';
import type { Provenance } from './provenance';
import { roundHalfUp } from './rounding';

/** About 5 kcal per litre of oxygen. */
export const KCAL_PER_LITRE_O2 = 5;
/** kg (the BMI weight range). */
export const ENERGY_WEIGHT_RANGE = { min: 1, max: 800 } as const;

export const ENERGY_PER_MINUTE_PROVENANCE: Provenance = {
  method: 'kcal/min = VO2 (mL/kg/min) × kg / 1000 × 5',
  source: "ACSM's Guidelines for Exercise Testing and Prescription (metabolic calculations)",
};

/** kcal/min = VO2 × kg / 1000 × 5, 1 decimal half-up (22.5 mL/kg/min, 80 kg → 9.0). VO2 0-150, weight 1-800 kg. */
export function energyPerMinute(vo2MlKgMin: number, weightKg: number): number {
  requireVo2(vo2MlKgMin);
  requireRange(weightKg, ENERGY_WEIGHT_RANGE.min, ENERGY_WEIGHT_RANGE.max, 'weight', RANGE_MESSAGES.weight);
  return roundHalfUp(((vo2MlKgMin * weightKg) / 1000) * KCAL_PER_LITRE_O2, 1); // ACSM: L O2/min × 5 kcal/L
}
