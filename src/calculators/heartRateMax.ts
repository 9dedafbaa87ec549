// Estimated maximal heart rate (formulas §5; decision 0016). The equation is chosen by age.
import { RANGE_MESSAGES } from './CalculatorRangeError';
import { requireRange } from './guards';
import type { Provenance, Sourced } from './provenance';
import { roundHalfUp } from './rounding';

/** Years. 4 <= age < 34 uses the first equation, 34 <= age <= 110 the second. */
export const HR_MAX_AGE_RANGE = { min: 4, switchAt: 34, max: 110 } as const;

export const HR_MAX_ASTRAND_PROVENANCE: Provenance = {
  method: 'HRmax = 216.6 − 0.84 × age (ages 4 to 33)',
  source: "Åstrand, as listed in ACSM's Guidelines 10th ed. (HRmax prediction equations)",
};

export const HR_MAX_GELLISH_PROVENANCE: Provenance = {
  method: 'HRmax = 207 − 0.7 × age (ages 34 to 110)',
  source: 'Gellish et al., Med Sci Sports Exerc 2007;39:822-829',
};

/** Estimated HRmax in whole beats per minute with the equation used. Age outside 4-110 throws 'Age is outside of the acceptable range'. */
export function estimateHrMax(age: number): Sourced<number> {
  requireRange(age, HR_MAX_AGE_RANGE.min, HR_MAX_AGE_RANGE.max, 'age', RANGE_MESSAGES.age);
  if (age < HR_MAX_AGE_RANGE.switchAt) {
    return { value: roundHalfUp(216.6 - 0.84 * age), ...HR_MAX_ASTRAND_PROVENANCE }; // Åstrand (ACSM's Guidelines 10th ed.)
  }
  return { value: roundHalfUp(207 - 0.7 * age), ...HR_MAX_GELLISH_PROVENANCE }; // Gellish et al. 2007
}
