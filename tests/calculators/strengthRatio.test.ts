import { describe, expect, it } from 'vitest';
import { RANGE_MESSAGES } from '@/calculators/CalculatorRangeError';
import { benchPressRatio, gripStrengthSum, legPressRatio, strengthRatio } from '@/calculators/strengthRatio';
import { lbToKg } from '@/calculators/units';
import { NON_FINITE, expectRangeError } from './rangeError';

describe('strength ratios (formulas §15)', () => {
  it('worked example: bench 105.6 kg / 80 kg → 1.32', () => {
    expect(benchPressRatio(105.6, 80)).toBe(1.32);
    expect(legPressRatio(160, 80)).toBe(2);
  });
  it('rounds half-up to 2 decimals (57 / 100 stays 0.57)', () => {
    expect(strengthRatio(57, 100)).toBe(0.57);
    expect(strengthRatio(100, 75)).toBe(1.33);
    expect(strengthRatio(lbToKg(232.32), lbToKg(176))).toBe(1.32);
  });
  it('lift 0-1000 kg, body weight 1-700 kg', () => {
    expect(strengthRatio(0, 80)).toBe(0);
    expect(strengthRatio(1000, 700)).toBe(1.43);
    expect(strengthRatio(1000, 1)).toBe(1000);
    expectRangeError(() => strengthRatio(100, 0.99), RANGE_MESSAGES.weight, 'weight');
    expectRangeError(() => strengthRatio(-0.5, 80), RANGE_MESSAGES.value, 'lift');
    expectRangeError(() => strengthRatio(1000.5, 80), RANGE_MESSAGES.value, 'lift');
    expectRangeError(() => strengthRatio(100, 0), RANGE_MESSAGES.weight, 'weight');
    expectRangeError(() => strengthRatio(100, 700.5), RANGE_MESSAGES.weight, 'weight');
    for (const bad of NON_FINITE) {
      expectRangeError(() => strengthRatio(bad, 80), RANGE_MESSAGES.value);
      expectRangeError(() => strengthRatio(100, bad), RANGE_MESSAGES.weight);
    }
  });
});

describe('grip strength (sum of hands, decision 0005)', () => {
  it('worked example: 50 + 55 → 105 kg (not the mean)', () => {
    expect(gripStrengthSum(50, 55)).toBe(105);
  });
  it('sums imperial entries after conversion', () => {
    expect(gripStrengthSum(lbToKg(110), lbToKg(121))).toBe(105);
  });
  it('each hand 0-2000', () => {
    expect(gripStrengthSum(0, 2000)).toBe(2000);
    expectRangeError(() => gripStrengthSum(-1, 50), RANGE_MESSAGES.value, 'gripLeft');
    expectRangeError(() => gripStrengthSum(50, 2000.5), RANGE_MESSAGES.value, 'gripRight');
    for (const bad of NON_FINITE) expectRangeError(() => gripStrengthSum(bad, 50), RANGE_MESSAGES.value);
  });
});
