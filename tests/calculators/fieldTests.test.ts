import { describe, expect, it } from 'vitest';
import { RANGE_MESSAGES } from '@/calculators/CalculatorRangeError';
import type { RockportInput, SixMinuteWalkInput } from '@/calculators/fieldTests';
import {
  ONE_POINT_FIVE_MILE_PROVENANCE,
  ROCKPORT_PROVENANCE,
  SIX_MINUTE_WALK_PROVENANCE,
  TWELVE_MINUTE_PROVENANCE,
  clockToMinutes,
  oneAndHalfMileRun,
  rockportWalk,
  sixMinuteWalk,
  twelveMinuteRun,
} from '@/calculators/fieldTests';
import { NON_FINITE, expectRangeError } from './rangeError';

describe('1.5-mile run/walk (formulas §9)', () => {
  it('worked examples: 12:00 → 43.75; 15:20 → 35.00', () => {
    expect(oneAndHalfMileRun(12, 0)).toEqual({ value: 43.75, mets: 12.5, ...ONE_POINT_FIVE_MILE_PROVENANCE });
    expect(oneAndHalfMileRun(15, 20).value).toBe(35);
  });
  it('does not pre-round the time and accepts 10 minutes and 10 seconds (decision 0017)', () => {
    expect(clockToMinutes(15, 20)).toBeCloseTo(15.333333333, 9);
    expect(oneAndHalfMileRun(10, 10).value).toBe(51.01);
    expect(oneAndHalfMileRun(10, 0).value).toBe(51.8);
  });
  it('accepts 5:00 to 30:59 and throws outside', () => {
    expect(oneAndHalfMileRun(5, 0).value).toBe(100.1);
    expect(oneAndHalfMileRun(30, 59).value).toBe(19.09);
    expect(oneAndHalfMileRun(30, 59.99).value).toBe(19.08);
    expectRangeError(() => oneAndHalfMileRun(4, 59), RANGE_MESSAGES.time, 'time');
    expectRangeError(() => oneAndHalfMileRun(0, 0), RANGE_MESSAGES.time, 'time');
    expectRangeError(() => oneAndHalfMileRun(31, 0), RANGE_MESSAGES.time, 'minutes');
    expectRangeError(() => oneAndHalfMileRun(12, 60), RANGE_MESSAGES.time, 'seconds');
    expectRangeError(() => oneAndHalfMileRun(12, -1), RANGE_MESSAGES.time, 'seconds');
    expectRangeError(() => oneAndHalfMileRun(-1, 30), RANGE_MESSAGES.time, 'minutes');
    for (const bad of NON_FINITE) {
      expectRangeError(() => oneAndHalfMileRun(bad, 0), RANGE_MESSAGES.time);
      expectRangeError(() => oneAndHalfMileRun(12, bad), RANGE_MESSAGES.time);
    }
  });
});

describe('12-minute run/walk (formulas §10)', () => {
  it('worked example: 2400 m → 42.37', () => {
    expect(twelveMinuteRun(2400)).toEqual({ value: 42.37, mets: 12.11, ...TWELVE_MINUTE_PROVENANCE });
  });
  it('requires more than 504.9 m (no zero or negative VO2) and at most 5000 m', () => {
    expect(twelveMinuteRun(5000).value).toBe(100.49);
    expect(twelveMinuteRun(505.2).value).toBe(0.01);
    expectRangeError(() => twelveMinuteRun(504.9), RANGE_MESSAGES.distance, 'distance');
    expectRangeError(() => twelveMinuteRun(505), RANGE_MESSAGES.distance, 'distance'); // 0.0022 shows as 0.00
    expectRangeError(() => twelveMinuteRun(0), RANGE_MESSAGES.distance, 'distance');
    expectRangeError(() => twelveMinuteRun(5000.1), RANGE_MESSAGES.distance, 'distance');
    for (const bad of NON_FINITE) expectRangeError(() => twelveMinuteRun(bad), RANGE_MESSAGES.distance);
  });
});

describe('Rockport one-mile walk (formulas §11)', () => {
  const man: RockportInput = { sex: 'MALE', weightKg: 80, age: 40, minutes: 15, seconds: 0, heartRate: 130 };
  it('worked example: man, 80 kg, 40 y, 15:00, HR 130 → 40.81', () => {
    expect(rockportWalk(man)).toEqual({ value: 40.81, mets: 11.66, ...ROCKPORT_PROVENANCE });
  });
  it('women lose the 6.315 sex term', () => {
    expect(rockportWalk({ ...man, sex: 'FEMALE' }).value).toBe(34.49); // 40.8055 − 6.315
  });
  it('the kg term equals the published lb term within rounding', () => {
    const lbForm = 132.853 - 0.0769 * 176 - 0.3877 * 40 + 6.315 - 3.2649 * 15 - 0.1565 * 130;
    expect(rockportWalk(man).value).toBe(Math.round(lbForm * 100) / 100);
  });
  it('checks every input at its limits', () => {
    expect(rockportWalk({ ...man, weightKg: 1 }).value).toBeGreaterThan(0);
    expect(rockportWalk({ ...man, weightKg: 100, age: 18, heartRate: 40, minutes: 5, seconds: 0 }).value).toBe(92.68);
    expectRangeError(() => rockportWalk({ ...man, weightKg: 0.5 }), RANGE_MESSAGES.weight, 'weight');
    expectRangeError(() => rockportWalk({ ...man, weightKg: 800.5 }), RANGE_MESSAGES.weight, 'weight');
    expectRangeError(() => rockportWalk({ ...man, age: 17 }), RANGE_MESSAGES.age, 'age');
    expectRangeError(() => rockportWalk({ ...man, age: 101 }), RANGE_MESSAGES.age, 'age');
    expectRangeError(() => rockportWalk({ ...man, minutes: 4, seconds: 59 }), RANGE_MESSAGES.time, 'time');
    expectRangeError(() => rockportWalk({ ...man, heartRate: 39 }), RANGE_MESSAGES.heartRate, 'heartRate');
    expectRangeError(() => rockportWalk({ ...man, heartRate: 401 }), RANGE_MESSAGES.heartRate, 'heartRate');
    expectRangeError(() => rockportWalk({ ...man, sex: 'X' as never }), 'Sex Is Outside Testing Types', 'sex');
    for (const bad of NON_FINITE) {
      expectRangeError(() => rockportWalk({ ...man, weightKg: bad }), RANGE_MESSAGES.weight);
      expectRangeError(() => rockportWalk({ ...man, heartRate: bad }), RANGE_MESSAGES.heartRate);
    }
  });
  it('a combination with no positive VO2 throws instead of returning it', () => {
    expectRangeError(
      () => rockportWalk({ sex: 'FEMALE', weightKg: 300, age: 90, minutes: 30, seconds: 0, heartRate: 180 }),
      RANGE_MESSAGES.value,
      'vo2Max',
    );
  });
});

describe('6-minute walk (formulas §12)', () => {
  const input: SixMinuteWalkInput = {
    age: 60,
    weightKg: 80,
    heightCm: 175,
    distanceM: 500,
    heartRate: 70,
    systolic: 130,
  };
  it('worked example: 500 m, 60 y, 80 kg, 175 cm, HR 70, SBP 130 → 13.51 (old formula 11.14)', () => {
    expect(sixMinuteWalk(input)).toEqual({ value: 13.51, mets: 3.86, ...SIX_MINUTE_WALK_PROVENANCE });
    const oldApp = 0.02 * 500 - 0.191 * 60 - 0.07 * 80 + 0.09 * 175 + 0.26 * (70 * 130) ** -3 + 2.45;
    expect(Math.round(oldApp * 100) / 100).toBe(11.14);
  });
  it('checks every input at its limits', () => {
    expect(sixMinuteWalk({ ...input, distanceM: 0, age: 18 }).value).toBe(11.53);
    expect(sixMinuteWalk({ ...input, distanceM: 2500 }).value).toBe(53.51);
    expectRangeError(() => sixMinuteWalk({ ...input, distanceM: -1 }), RANGE_MESSAGES.distance, 'distance');
    expectRangeError(() => sixMinuteWalk({ ...input, distanceM: 2501 }), RANGE_MESSAGES.distance, 'distance');
    expectRangeError(() => sixMinuteWalk({ ...input, age: 17.5 }), RANGE_MESSAGES.age, 'age');
    expectRangeError(() => sixMinuteWalk({ ...input, weightKg: 0 }), RANGE_MESSAGES.weight, 'weight');
    expectRangeError(() => sixMinuteWalk({ ...input, heightCm: 275 }), RANGE_MESSAGES.height, 'height');
    expectRangeError(() => sixMinuteWalk({ ...input, heartRate: 401 }), RANGE_MESSAGES.heartRate, 'heartRate');
    expectRangeError(() => sixMinuteWalk({ ...input, systolic: 0 }), RANGE_MESSAGES.bloodPressure, 'systolic');
    expectRangeError(() => sixMinuteWalk({ ...input, systolic: 401 }), RANGE_MESSAGES.bloodPressure, 'systolic');
    for (const bad of NON_FINITE)
      expectRangeError(() => sixMinuteWalk({ ...input, distanceM: bad }), RANGE_MESSAGES.distance);
  });
  it('a combination with no positive VO2 throws', () => {
    expectRangeError(
      () => sixMinuteWalk({ age: 100, weightKg: 300, heightCm: 150, distanceM: 0, heartRate: 40, systolic: 90 }),
      RANGE_MESSAGES.value,
      'vo2Max',
    );
  });
});
