// Stored metric values in the user's units, with the app's conversions (src/calculators/units: 2.2 lb/kg, 0.3937 in/cm).
import { cmToInches, kgToLb } from '@/calculators/units';
import { roundHalfUp } from '@/calculators/rounding';
import type { UnitKind } from '@/storage/sessionRecord';

/** kg → kg or lb (unrounded). */
export function massInUserUnits(kg: number, metric: boolean): number {
  return metric ? kg : kgToLb(kg);
}

/** cm → cm or in (unrounded). */
export function lengthInUserUnits(cm: number, metric: boolean): number {
  return metric ? cm : cmToInches(cm);
}

export function massUnit(metric: boolean): 'kg' | 'lb' {
  return metric ? 'kg' : 'lb';
}

export function lengthUnit(metric: boolean): 'cm' | 'in' {
  return metric ? 'cm' : 'in';
}

/**
 * A stored value of a Past Sessions / CSV column in the user's units, rounded half-up to 2 decimals; null when the
 * value cannot be converted (a negative length left by an older version, for instance).
 */
export function columnValueInUserUnits(value: number, unitKind: UnitKind, metric: boolean): number | null {
  try {
    let converted = value;
    if (unitKind === 'mass') converted = massInUserUnits(value, metric);
    if (unitKind === 'length' || unitKind === 'circumference') converted = lengthInUserUnits(value, metric);
    return Number.isFinite(converted) ? roundHalfUp(converted, 2) : null;
  } catch {
    return null;
  }
}
