import { describe, expect, it } from 'vitest';
import { RANGE_MESSAGES } from '@/calculators/CalculatorRangeError';
import { BMI_PROVENANCE, BMI_RANGES, bmi } from '@/calculators/bodyMassIndex';
import { NON_FINITE, expectRangeError } from './rangeError';

describe('bmi (formulas §2)', () => {
  it('worked example: 80 kg, 180 cm → 24.69', () => {
    expect(bmi(80, 180)).toBe(24.69);
  });
  it('rounds half-up to 2 decimals', () => {
    expect(bmi(70, 175)).toBe(22.86); // 22.857
    expect(bmi(100, 200)).toBe(25);
    expect(bmi(57, 100)).toBe(57);
  });
  it('accepts the limits: weight 1-800 kg, height 1-274 cm', () => {
    expect(bmi(1, 274)).toBe(0.13);
    expect(bmi(800, 1)).toBe(8_000_000);
    expect(BMI_RANGES).toEqual({ weightKg: { min: 1, max: 800 }, heightCm: { min: 1, max: 274 } });
  });
  it('throws the specification messages just outside', () => {
    expectRangeError(() => bmi(0.99, 180), RANGE_MESSAGES.weight, 'weight');
    expectRangeError(() => bmi(800.01, 180), RANGE_MESSAGES.weight, 'weight');
    expectRangeError(() => bmi(80, 0.99), RANGE_MESSAGES.height, 'height');
    expectRangeError(() => bmi(80, 274.01), RANGE_MESSAGES.height, 'height');
    expect(RANGE_MESSAGES.weight).toBe('Weight is outside the acceptable parameters');
    expect(RANGE_MESSAGES.height).toBe('Height is outside of the acceptable parameters');
  });
  it('rejects non-finite input', () => {
    for (const bad of NON_FINITE) {
      expectRangeError(() => bmi(bad, 180), RANGE_MESSAGES.weight);
      expectRangeError(() => bmi(80, bad), RANGE_MESSAGES.height);
    }
  });
  it('names its source', () => {
    expect(BMI_PROVENANCE.source).toMatch(/NHLBI/);
  });
});
