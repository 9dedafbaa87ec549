// Stored metric values in the user's units, with the app's conversions (src/calculators/units: 2.2 lb/kg, 0.3937 in/cm).
import { cmToInches, kgToLb } from '@/calculators/units';
import { toUserUnits } from '@/profile/userUnits';
import { type UnitKind } from '@/profile/sessionColumns';

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

/** A stored value of a Past Sessions column in the user's units, 2 decimals; null when it cannot be converted. */
export function columnValueInUserUnits(value: number, unitKind: UnitKind, metric: boolean): number | null {
  return toUserUnits(value, unitKind, metric);
}
