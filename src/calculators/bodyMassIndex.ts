// Body mass index (formulas §2). Classification is in src/norms, not here.
import { RANGE_MESSAGES } from './CalculatorRangeError';
import { requireRange } from './guards';
import type { Provenance } from './provenance';
import { roundHalfUp } from './rounding';

export const BMI_RANGES = {
  weightKg: { min: 1, max: 800 },
  heightCm: { min: 1, max: 274 },
} as const;

export const BMI_PROVENANCE: Provenance = {
  method: 'Body mass index, kg / m²',
  source: 'NHLBI Clinical Guidelines 1998; WHO TRS 894, 2000',
};

/** BMI in kg/m², 2 decimals half-up. weight 1-800 kg, height 1-274 cm (spec §5). */
export function bmi(weightKg: number, heightCm: number): number {
  requireRange(weightKg, BMI_RANGES.weightKg.min, BMI_RANGES.weightKg.max, 'weight', RANGE_MESSAGES.weight);
  requireRange(heightCm, BMI_RANGES.heightCm.min, BMI_RANGES.heightCm.max, 'height', RANGE_MESSAGES.height);
  const metres = heightCm / 100;
  return roundHalfUp(weightKg / (metres * metres), 2); // BMI = kg / m² (NHLBI 1998; WHO 2000)
}
