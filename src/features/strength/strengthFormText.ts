// Between a strength form's text and kilograms: imperial entries are converted once (lb / 2.2, decision 0015) and stored
// kilograms are shown in the user's units (display rounding only).
import { roundHalfUp } from '@/calculators/rounding';
import { kgToLbDisplay } from '@/calculators/units';
import { typedKg } from '@/profile/typedUnits';

export type WeightUnit = 'kg' | 'lb';

export function weightUnit(metric: boolean): WeightUnit {
  return metric ? 'kg' : 'lb';
}

/** The number typed, or null when the field is empty (NaN when it is not a number). */
export function enteredNumber(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** kg from a typed weight: as typed when metric, lb / 2.2 otherwise; null when empty, NaN when not convertible. */
export function enteredKg(text: string, metric: boolean): number | null {
  const value = enteredNumber(text);
  return value === null ? null : typedKg(value, metric);
}

/** A weight in kg as the user reads it: kg to 2 decimals, or lb (kg x 2.2) to 2 decimals. */
export function displayWeight(kg: number, metric: boolean): number {
  return metric ? roundHalfUp(kg, 2) : kgToLbDisplay(kg);
}

/** A stored weight in kg as a field's text in the user's units ('' when nothing is stored). */
export function weightText(kg: number | null | undefined, metric: boolean): string {
  return kg === null || kg === undefined || !Number.isFinite(kg) ? '' : String(displayWeight(kg, metric));
}

/** "105.6 kg" / "232.32 lb". */
export function formatWeight(kg: number, metric: boolean): string {
  return `${displayWeight(kg, metric)} ${weightUnit(metric)}`;
}

/** A kg value carried in a query parameter (from a test screen), or null when absent or not a finite number >= 0. */
export function kgFromParam(param: string | null): number | null {
  if (param === null || param.trim() === '') return null;
  const value = Number(param);
  return Number.isFinite(value) && value >= 0 ? value : null;
}
