// Percent body fat from body density, Siri two-compartment equation (formulas §7).
import type { Sex } from '@/domain/person';
import type { Skinfolds } from '@/domain/bodySites';
import { RANGE_MESSAGES } from './CalculatorRangeError';
import type { BodyDensityResult } from './bodyDensity';
import { bodyDensity } from './bodyDensity';
import { requireRange } from './guards';
import type { Provenance, Sourced } from './provenance';
import { roundHalfUp } from './rounding';

export const SIRI_PROVENANCE: Provenance = {
  method: 'Siri equation, %fat = 495 / density − 450',
  source: 'Siri WE, in Techniques for Measuring Body Composition, National Academy of Sciences 1961:223-244',
};

/**
 * g/cm³. Siri's model assumes fat at 0.9 and fat-free mass at 1.1 g/cm³, so only densities between them give a
 * body fat between 100 % and 0 %; anything else is outside the model and throws.
 */
export const SIRI_DENSITY_RANGE = { min: 0.9, max: 1.1 } as const;

/** %fat = 100 × (4.95 / density − 4.50), 1 decimal half-up. Density 0.9-1.1 g/cm³, unrounded (never pre-rounded). */
export function siriBodyFat(density: number): number {
  requireRange(density, SIRI_DENSITY_RANGE.min, SIRI_DENSITY_RANGE.max, 'density', RANGE_MESSAGES.value);
  return roundHalfUp(100 * (4.95 / density - 4.5), 1); // Siri 1961
}

export interface BodyFatResult extends Sourced<number> {
  /** %fat, 1 decimal. */
  readonly value: number;
  /** The density step, unrounded, with its own equation. */
  readonly density: BodyDensityResult;
}

/**
 * Skinfolds → density → Siri %fat in one call; null when no density equation is complete (no body-fat result).
 * method/source name the density equation followed by Siri.
 */
export function bodyFatFromSkinfolds(sex: Sex, age: number, skinfolds: Partial<Skinfolds>): BodyFatResult | null {
  const density = bodyDensity(sex, age, skinfolds);
  if (!density) return null;
  return {
    value: siriBodyFat(density.value),
    density,
    method: `${density.method} + Siri`,
    source: `${density.source}; Siri 1961`,
  };
}
