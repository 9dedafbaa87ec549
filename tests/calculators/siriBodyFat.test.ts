import { describe, expect, it } from 'vitest';
import { RANGE_MESSAGES } from '@/calculators/CalculatorRangeError';
import { SIRI_DENSITY_RANGE, SIRI_PROVENANCE, bodyFatFromSkinfolds, siriBodyFat } from '@/calculators/siriBodyFat';
import { NON_FINITE, expectRangeError } from './rangeError';

describe('siriBodyFat (formulas §7)', () => {
  it('worked examples: 1.0653532 → 14.6 %, 1.0625 → 15.9 %', () => {
    expect(siriBodyFat(1.0653532)).toBe(14.6);
    expect(siriBodyFat(1.0625)).toBe(15.9);
  });
  it('covers 0-100 % over the model densities 0.9-1.1 g/cm³', () => {
    expect(SIRI_DENSITY_RANGE).toEqual({ min: 0.9, max: 1.1 });
    expect(siriBodyFat(1.1)).toBe(0);
    expect(siriBodyFat(0.9)).toBe(100);
    expectRangeError(() => siriBodyFat(1.1001), RANGE_MESSAGES.value, 'density');
    expectRangeError(() => siriBodyFat(0.8999), RANGE_MESSAGES.value, 'density');
    expectRangeError(() => siriBodyFat(0), RANGE_MESSAGES.value, 'density');
    for (const bad of NON_FINITE) expectRangeError(() => siriBodyFat(bad), RANGE_MESSAGES.value, 'density');
  });
  it('names Siri 1961', () => {
    expect(SIRI_PROVENANCE.source).toMatch(/Siri/);
  });
});

describe('bodyFatFromSkinfolds', () => {
  it('chains density (unrounded) and Siri, naming both equations', () => {
    const result = bodyFatFromSkinfolds('MALE', 30, {
      chest: 10,
      midaxillary: 12,
      tricep: 11,
      subscap: 15,
      abdominal: 20,
      supraIliac: 14,
      thigh: 18,
    });
    expect(result?.value).toBe(14.6);
    expect(result?.density.value).toBeCloseTo(1.0653532, 7);
    expect(result?.method).toBe('Jackson-Pollock 7-site (men) + Siri');
    expect(result?.source).toMatch(/Jackson & Pollock.*Siri 1961/);
  });
  it('men 3-site Σ120 age 45 → 34.5 %', () => {
    expect(bodyFatFromSkinfolds('MALE', 45, { chest: 30, abdominal: 50, thigh: 40 })?.value).toBe(34.5);
  });
  it('returns null without a complete site set', () => {
    expect(bodyFatFromSkinfolds('FEMALE', 30, { chest: 10 })).toBeNull();
  });
  it('throws when the skinfolds give a density outside the Siri model', () => {
    // seven 1-mm folds: density about 1.10, i.e. below 0 % fat
    const tiny = {
      chest: 0.5,
      midaxillary: 0.5,
      tricep: 0.5,
      subscap: 0.5,
      abdominal: 0.5,
      supraIliac: 0.5,
      thigh: 0.5,
    };
    expectRangeError(() => bodyFatFromSkinfolds('MALE', 18, tiny), RANGE_MESSAGES.value, 'density');
  });
});
