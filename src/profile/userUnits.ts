// A stored metric value in the user's units.
import { cmToInches, kgToLb } from '@/calculators/units';
import { roundHalfUp } from '@/calculators/rounding';
import type { UnitKind } from './sessionColumns';

/**
 * A stored metric value in the user's units, rounded half-up to 2 decimals (the rounding happens only here, for what
 * is shown or exported), with the app's own conversions (src/calculators/units: kg × 2.2, cm × 0.3937); null when the
 * value cannot be converted (e.g. a negative length left by an older version).
 */
export function toUserUnits(value: number, unitKind: UnitKind, metric: boolean): number | null {
  try {
    let converted = value;
    if (!metric && unitKind === 'mass') converted = kgToLb(value);
    if (!metric && (unitKind === 'length' || unitKind === 'circumference')) converted = cmToInches(value);
    return Number.isFinite(converted) ? roundHalfUp(converted, 2) : null;
  } catch {
    return null;
  }
}
