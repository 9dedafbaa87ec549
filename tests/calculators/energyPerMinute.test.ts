import { describe, expect, it } from 'vitest';
import { RANGE_MESSAGES } from '@/calculators/CalculatorRangeError';
import { energyPerMinute } from '@/calculators/energyPerMinute';
import { NON_FINITE, expectRangeError } from './rangeError';

describe('energyPerMinute (formulas §20)', () => {
  it('worked example: 80 kg at VO2 22.5 → 9.0 kcal/min (the old app used the percentage 50 and showed 20)', () => {
    expect(energyPerMinute(22.5, 80)).toBe(9);
    expect(energyPerMinute(50, 80)).toBe(20);
  });
  it('rounds half-up to 1 decimal', () => {
    expect(energyPerMinute(3.5, 70)).toBe(1.2); // 1.225
    expect(energyPerMinute(45, 68.181818)).toBe(15.3); // 15.34
  });
  it('VO2 0-150 mL/kg/min, weight 1-800 kg', () => {
    expect(energyPerMinute(0, 80)).toBe(0);
    expect(energyPerMinute(150, 800)).toBe(600);
    expectRangeError(() => energyPerMinute(-1, 80), RANGE_MESSAGES.value, 'vo2');
    expectRangeError(() => energyPerMinute(150.1, 80), RANGE_MESSAGES.value, 'vo2');
    expectRangeError(() => energyPerMinute(20, 0.9), RANGE_MESSAGES.weight, 'weight');
    expectRangeError(() => energyPerMinute(20, 801), RANGE_MESSAGES.weight, 'weight');
    for (const bad of NON_FINITE) {
      expectRangeError(() => energyPerMinute(bad, 80), RANGE_MESSAGES.value);
      expectRangeError(() => energyPerMinute(20, bad), RANGE_MESSAGES.weight);
    }
  });
});
