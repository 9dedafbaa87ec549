import { describe, expect, it } from 'vitest';
import { RANGE_MESSAGES } from '@/calculators/CalculatorRangeError';
import { HR_MAX_ASTRAND_PROVENANCE, HR_MAX_GELLISH_PROVENANCE, estimateHrMax } from '@/calculators/heartRateMax';
import { NON_FINITE, expectRangeError } from './rangeError';

describe('estimateHrMax (formulas §5)', () => {
  it('worked examples: 20 → 200, 33 → 189, 34 → 183, 60 → 165', () => {
    expect(estimateHrMax(20).value).toBe(200);
    expect(estimateHrMax(33).value).toBe(189);
    expect(estimateHrMax(34).value).toBe(183);
    expect(estimateHrMax(60).value).toBe(165);
  });
  it('uses 216.6 − 0.84 × age for 4 <= age < 34 and 207 − 0.7 × age from 34', () => {
    expect(estimateHrMax(4)).toEqual({ value: 213, ...HR_MAX_ASTRAND_PROVENANCE }); // 213.24
    expect(estimateHrMax(33.9)).toMatchObject({ value: 188, method: HR_MAX_ASTRAND_PROVENANCE.method }); // 188.124
    expect(estimateHrMax(34)).toEqual({ value: 183, ...HR_MAX_GELLISH_PROVENANCE });
    expect(estimateHrMax(110)).toEqual({ value: 130, ...HR_MAX_GELLISH_PROVENANCE });
    expect(estimateHrMax(45).value).toBe(176); // 175.5 half-up
  });
  it('names the equation and its source', () => {
    expect(estimateHrMax(25).source).toMatch(/Åstrand/);
    expect(estimateHrMax(50).source).toMatch(/Gellish/);
  });
  it('throws outside 4-110', () => {
    expectRangeError(() => estimateHrMax(3.99), RANGE_MESSAGES.age, 'age');
    expectRangeError(() => estimateHrMax(110.01), RANGE_MESSAGES.age, 'age');
    expectRangeError(() => estimateHrMax(0), 'Age is outside of the acceptable range');
    for (const bad of NON_FINITE) expectRangeError(() => estimateHrMax(bad), RANGE_MESSAGES.age);
  });
});
