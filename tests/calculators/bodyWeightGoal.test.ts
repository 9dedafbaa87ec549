import { describe, expect, it } from 'vitest';
import { RANGE_MESSAGES } from '@/calculators/CalculatorRangeError';
import { bodyWeightGoal } from '@/calculators/bodyWeightGoal';
import { lbToKg } from '@/calculators/units';
import { NON_FINITE, expectRangeError } from './rangeError';

describe('bodyWeightGoal (spec §9)', () => {
  it('current > goal → lose, < → gain, = → maintain', () => {
    expect(bodyWeightGoal(90, 80)).toBe('lose');
    expect(bodyWeightGoal(70, 80)).toBe('gain');
    expect(bodyWeightGoal(80, 80)).toBe('maintain');
    expect(bodyWeightGoal(80.1, 80)).toBe('lose');
  });
  it('equal weights entered in pounds stay "maintain"', () => {
    expect(bodyWeightGoal(lbToKg(110), 50)).toBe('maintain');
    expect(bodyWeightGoal(110 / 2.2, 50)).toBe('maintain'); // 49.99999999999999
  });
  it('both weights 1-800 kg', () => {
    expect(bodyWeightGoal(1, 800)).toBe('gain');
    expectRangeError(() => bodyWeightGoal(0.5, 80), RANGE_MESSAGES.weight, 'currentWeight');
    expectRangeError(() => bodyWeightGoal(80, 800.5), RANGE_MESSAGES.weight, 'goalWeight');
    for (const bad of NON_FINITE) expectRangeError(() => bodyWeightGoal(bad, 80), RANGE_MESSAGES.weight);
  });
});
