// Unit conversions (spec §5 and §9; formulas §1). Metric inside: kg, cm.
// Imperial entries are converted exactly once (decision 0015).
import { RANGE_MESSAGES } from './CalculatorRangeError';
import { requireRange } from './guards';
import { roundHalfUp } from './rounding';

/** Specification constant (the exact factor is 2.20462; decision 0016 keeps 2.2). */
export const LB_PER_KG = 2.2;
/** Exact by definition. */
export const CM_PER_INCH = 2.54;
/** Specification display constant (1 / 2.54 = 0.393700787...). */
export const INCHES_PER_CM = 0.3937;
export const INCHES_PER_FOOT = 12;

/** Largest quantity a conversion accepts (keeps every result finite). */
export const MAX_CONVERTIBLE = 1_000_000;

function quantity(value: number, field: string): number {
  return requireRange(value, 0, MAX_CONVERTIBLE, field, RANGE_MESSAGES.value);
}

/**
 * Pounds → kilograms, kg = lb / 2.2 (spec §5), unrounded.
 * Computed as lb × 5 / 11, which is the same quotient without the representation error of the decimal 2.2
 * (110 / 2.2 gives 49.99999999999999 in binary floating point; 110 × 5 / 11 gives 50).
 */
export function lbToKg(lb: number): number {
  return (quantity(lb, 'lb') * 5) / 11; // kg = lb / 2.2 (spec §5 and §9)
}

/** Kilograms → pounds, lb = kg × 2.2 (spec §9), unrounded; computed as kg × 11 / 5. */
export function kgToLb(kg: number): number {
  return (quantity(kg, 'kg') * 11) / 5; // lb = kg × 2.2 (spec §9)
}

/** Kilograms → pounds for display (1RM, table rows): kg × 2.2 rounded half-up to 2 decimals (spec §9). */
export function kgToLbDisplay(kg: number): number {
  return roundHalfUp(kgToLb(kg), 2);
}

/** Inches → centimetres, cm = in × 2.54 (spec §5), unrounded; computed as in × 254 / 100. */
export function inchesToCm(inches: number): number {
  return (quantity(inches, 'inches') * 254) / 100; // cm = in × 2.54 (exact definition)
}

/**
 * Feet and inches → centimetres in one step, cm = (feet × 12 + inches) × 2.54 (spec §5, decision 0015).
 * feet >= 0, 0 <= inches < 12 (the form offers 0 to 11.5 in half steps).
 */
export function feetInchesToCm(feet: number, inches: number): number {
  requireRange(feet, 0, 100, 'feet', RANGE_MESSAGES.height);
  requireRange(inches, 0, INCHES_PER_FOOT, 'inches', RANGE_MESSAGES.height, { maxExclusive: true });
  return ((feet * INCHES_PER_FOOT + inches) * 254) / 100; // cm = (ft × 12 + in) × 2.54 (spec §5)
}

/** Centimetres → inches with the specification's display constant, in = cm × 0.3937, unrounded. */
export function cmToInches(cm: number): number {
  return quantity(cm, 'cm') * INCHES_PER_CM; // in = cm × 0.3937 (spec §9)
}

/** Centimetres → inches for display, rounded half-up (default 1 decimal). */
export function cmToInchesDisplay(cm: number, decimals = 1): number {
  return roundHalfUp(cmToInches(cm), decimals);
}

/** Centimetres → feet and inches for the height pickers: nearest half inch (180.34 cm → 5 ft 11 in). */
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const halfInches = roundHalfUp(cmToInches(cm) * 2);
  const feet = Math.floor(halfInches / (2 * INCHES_PER_FOOT));
  return { feet, inches: (halfInches - feet * 2 * INCHES_PER_FOOT) / 2 };
}

/** Metres in an international mile (exact). */
export const METRES_PER_MILE = 1609.344;

/** Metres → miles for display of a run/walk distance, unrounded. */
export function metresToMiles(metres: number): number {
  return quantity(metres, 'metres') / METRES_PER_MILE; // 1 mi = 1609.344 m (international mile, exact)
}

/** Kilometres per international mile, exact by definition (1 mile = 1609.344 m). */
export const KM_PER_MILE = 1.609344;

/** Treadmill belt speed mph → km/h, 1 decimal half-up (3.4 mph → 5.5 km/h). */
export function mphToKmh(mph: number): number {
  return roundHalfUp(quantity(mph, 'speed') * KM_PER_MILE, 1); // 1 mile = 1.609344 km
}
