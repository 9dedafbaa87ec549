// Text for the numbers of the fitness summary: rounding for display and units in the user's system.
import { roundHalfUp } from '@/calculators/rounding';
import { cmToFeetInches } from '@/calculators/units';
import { lengthInUserUnits, lengthUnit, massInUserUnits, massUnit } from './userUnits';

/** A number rounded half-up for display, without trailing zeros: 24.69, 80, 14.6. */
export function formatNumber(value: number, decimals = 2): string {
  return String(roundHalfUp(value, decimals));
}

/** A range 'min–max' (or one number when both are equal). */
export function formatRange(min: number, max: number, unit: string): string {
  return min === max ? `${formatNumber(min, 0)} ${unit}` : `${formatNumber(min, 0)}–${formatNumber(max, 0)} ${unit}`;
}

/** '80 kg' or '176 lb' (1 decimal at most). */
export function formatMass(kg: number, metric: boolean, decimals = 1): string {
  return `${formatNumber(massInUserUnits(kg, metric), decimals)} ${massUnit(metric)}`;
}

/** '95 cm' or '37.4 in' (1 decimal at most). */
export function formatLength(cm: number, metric: boolean, decimals = 1): string {
  return `${formatNumber(lengthInUserUnits(cm, metric), decimals)} ${lengthUnit(metric)}`;
}

/** '180 cm', or feet and inches to the nearest half inch: '5 ft 11 in'. */
export function formatHeight(cm: number, metric: boolean): string {
  if (metric) return `${formatNumber(cm, 1)} cm`;
  const { feet, inches } = cmToFeetInches(cm);
  return `${feet} ft ${inches} in`;
}
