// A number typed in the user's units, in the stored metric unit: converted exactly once (decision 0015), lb / 2.2 and
// in × 2.54 by the calculators' own conversions. A value the conversion refuses (negative, not a number) becomes NaN,
// so the builder that checks it refuses it with its own message. The strength and circumference forms and the group
// grid (decision 0154) read their weights and lengths through it.
import { inchesToCm, lbToKg } from '@/calculators/units';

function orNaN(convert: () => number): number {
  try {
    return convert();
  } catch {
    return Number.NaN;
  }
}

/** kg from a weight typed in kg (metric) or lb. */
export function typedKg(value: number, metric: boolean): number {
  return metric ? value : orNaN(() => lbToKg(value));
}

/** cm from a length typed in cm (metric) or inches. */
export function typedCm(value: number, metric: boolean): number {
  return metric ? value : orNaN(() => inchesToCm(value));
}
