import { describe, expect, it } from 'vitest';
import { RANGE_MESSAGES } from '@/calculators/CalculatorRangeError';
import { waistHeightRatio, waistHipRatio } from '@/calculators/bodyRatios';
import { NON_FINITE, expectRangeError } from './rangeError';

describe('waist ratios (formulas §3)', () => {
  it('worked example: waist 85, hips 100, height 170 → WHR 0.85, WHtR 0.5', () => {
    expect(waistHipRatio(85, 100)).toBe(0.85);
    expect(waistHeightRatio(85, 170)).toBe(0.5);
  });
  it('rounds half-up instead of flooring (the old app floored)', () => {
    expect(waistHipRatio(57, 100)).toBe(0.57);
    expect(waistHipRatio(89.9, 100)).toBe(0.9);
    expect(waistHeightRatio(86.5, 200)).toBe(0.43); // 0.4325
    expect(waistHipRatio(80, 96)).toBe(0.83); // 0.8333
  });
  it('accepts the limits and throws just outside', () => {
    expect(waistHipRatio(20, 500)).toBe(0.04);
    expect(waistHipRatio(500, 20)).toBe(25);
    expect(waistHeightRatio(20, 274)).toBe(0.07);
    expect(waistHeightRatio(500, 1)).toBe(500);
    expectRangeError(() => waistHipRatio(19.9, 100), RANGE_MESSAGES.value, 'waist');
    expectRangeError(() => waistHipRatio(500.1, 100), RANGE_MESSAGES.value, 'waist');
    expectRangeError(() => waistHipRatio(85, 19.9), RANGE_MESSAGES.value, 'hips');
    expectRangeError(() => waistHipRatio(85, 0), RANGE_MESSAGES.value, 'hips');
    expectRangeError(() => waistHipRatio(85, 500.1), RANGE_MESSAGES.value, 'hips');
    expectRangeError(() => waistHeightRatio(85, 0.9), RANGE_MESSAGES.height, 'height');
    expectRangeError(() => waistHeightRatio(85, 274.1), RANGE_MESSAGES.height, 'height');
  });
  it('rejects non-finite input', () => {
    for (const bad of NON_FINITE) {
      expectRangeError(() => waistHipRatio(bad, 100), RANGE_MESSAGES.value);
      expectRangeError(() => waistHipRatio(85, bad), RANGE_MESSAGES.value);
      expectRangeError(() => waistHeightRatio(85, bad), RANGE_MESSAGES.height);
    }
  });
});
