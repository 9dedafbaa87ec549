import { describe, expect, it } from 'vitest';
import { RANGE_MESSAGES } from '@/calculators/CalculatorRangeError';
import {
  metresToMiles,
  CM_PER_INCH,
  INCHES_PER_CM,
  LB_PER_KG,
  MAX_CONVERTIBLE,
  cmToFeetInches,
  cmToInches,
  cmToInchesDisplay,
  feetInchesToCm,
  inchesToCm,
  kgToLb,
  kgToLbDisplay,
  lbToKg,
} from '@/calculators/units';
import { NON_FINITE, expectRangeError } from './rangeError';

describe('unit constants (spec §9)', () => {
  it('uses 2.2 lb per kg, 2.54 cm per inch and 0.3937 in per cm', () => {
    expect(LB_PER_KG).toBe(2.2);
    expect(CM_PER_INCH).toBe(2.54);
    expect(INCHES_PER_CM).toBe(0.3937);
  });
});

describe('worked example (formulas §1)', () => {
  it('176 lb → 80 kg', () => {
    expect(lbToKg(176)).toBe(80);
  });
  it('5 ft 11 in → 180.34 cm, converted once', () => {
    expect(feetInchesToCm(5, 11)).toBe(180.34);
    expect(inchesToCm(71)).toBe(180.34);
  });
});

describe('lbToKg / kgToLb', () => {
  it('divides by 2.2 without binary noise', () => {
    expect(lbToKg(110)).toBe(50);
    expect(lbToKg(220)).toBe(100);
    expect(lbToKg(88)).toBe(40);
    expect(lbToKg(0)).toBe(0);
    expect(lbToKg(150)).toBeCloseTo(68.181818, 6);
  });
  it('multiplies by 2.2', () => {
    expect(kgToLb(80)).toBe(176);
    expect(kgToLb(50)).toBe(110);
  });
  it('shows 1RM in lb rounded to 2 decimals', () => {
    expect(kgToLbDisplay(105.6)).toBe(232.32);
    expect(kgToLbDisplay(68.18181818)).toBe(150);
    expect(kgToLbDisplay(10.003)).toBe(22.01);
  });
  it('round-trips', () => {
    expect(kgToLb(lbToKg(176))).toBe(176);
    expect(lbToKg(kgToLb(72.5))).toBe(72.5);
  });
  it('rejects negative, too large and non-finite values', () => {
    expectRangeError(() => lbToKg(-0.1), RANGE_MESSAGES.value, 'lb');
    expectRangeError(() => lbToKg(MAX_CONVERTIBLE + 1), RANGE_MESSAGES.value, 'lb');
    expect(lbToKg(MAX_CONVERTIBLE)).toBeCloseTo(MAX_CONVERTIBLE / 2.2, 6);
    for (const bad of NON_FINITE) {
      expectRangeError(() => lbToKg(bad), RANGE_MESSAGES.value);
      expectRangeError(() => kgToLb(bad), RANGE_MESSAGES.value);
      expectRangeError(() => inchesToCm(bad), RANGE_MESSAGES.value);
      expectRangeError(() => cmToInches(bad), RANGE_MESSAGES.value);
    }
  });
});

describe('heights', () => {
  it('converts half inches', () => {
    expect(feetInchesToCm(5, 11.5)).toBe(181.61);
    expect(feetInchesToCm(3, 0)).toBe(91.44);
    expect(feetInchesToCm(7, 11.5)).toBe(242.57);
  });
  it('converts circumferences in inches', () => {
    expect(inchesToCm(10)).toBe(25.4);
    expect(inchesToCm(33.5)).toBe(85.09);
  });
  it('requires 0 <= inches < 12 and finite feet', () => {
    expect(feetInchesToCm(6, 0)).toBe(182.88);
    expectRangeError(() => feetInchesToCm(5, 12), RANGE_MESSAGES.height, 'inches');
    expectRangeError(() => feetInchesToCm(5, -0.5), RANGE_MESSAGES.height, 'inches');
    expectRangeError(() => feetInchesToCm(-1, 0), RANGE_MESSAGES.height, 'feet');
    expectRangeError(() => feetInchesToCm(Number.NaN, 0), RANGE_MESSAGES.height, 'feet');
  });
  it('shows cm in inches with 0.3937', () => {
    expect(cmToInches(100)).toBeCloseTo(39.37, 10);
    expect(cmToInchesDisplay(180.34)).toBe(71);
    expect(cmToInchesDisplay(85, 2)).toBe(33.46);
  });
  it('turns cm back into feet and half inches for the pickers', () => {
    expect(cmToFeetInches(180.34)).toEqual({ feet: 5, inches: 11 });
    expect(cmToFeetInches(181.61)).toEqual({ feet: 5, inches: 11.5 });
    expect(cmToFeetInches(182.88)).toEqual({ feet: 6, inches: 0 });
    for (let half = 72; half <= 191; half += 1) {
      const feet = Math.floor(half / 24);
      const inches = (half - feet * 24) / 2;
      expect(cmToFeetInches(feetInchesToCm(feet, inches))).toEqual({ feet, inches });
    }
  });
});

describe('metresToMiles', () => {
  it('uses the international mile (1609.344 m): 2414.016 m = 1.5 mi, 2400 m ≈ 1.49 mi', () => {
    expect(metresToMiles(2414.016)).toBeCloseTo(1.5, 12);
    expect(metresToMiles(2400).toFixed(2)).toBe('1.49');
    expect(() => metresToMiles(-1)).toThrow();
  });
});
