import { describe, expect, it } from 'vitest';
import { RANGE_MESSAGES } from '@/calculators/CalculatorRangeError';
import {
  STEP_TEST_BENCH,
  STEP_TEST_CADENCE,
  STEP_TEST_MEN_PROVENANCE,
  STEP_TEST_PHASES_SECONDS,
  STEP_TEST_WOMEN_PROVENANCE,
  stepTestHeartRate,
  stepTestVo2Max,
} from '@/calculators/stepTest';
import { STEP_TEST_PHASES, STEP_TEST_TOTAL_MS, beatIntervalMs } from '@machines/stepTestMachine';
import { NON_FINITE, expectRangeError } from './rangeError';

describe('McArdle step test (formulas §8)', () => {
  it('worked example: man, count 38 → HR 152 → 47.49 mL/kg/min, 13.57 METs', () => {
    const hr = stepTestHeartRate(38);
    expect(hr).toBe(152);
    expect(stepTestVo2Max('MALE', hr)).toEqual({ value: 47.49, mets: 13.57, ...STEP_TEST_MEN_PROVENANCE });
  });
  it('worked example: woman, count 42 → HR 168 → 34.78 (two decimals, not parseInt)', () => {
    const result = stepTestVo2Max('FEMALE', stepTestHeartRate(42));
    expect(result.value).toBe(34.78);
    expect(result.mets).toBe(9.94);
    expect(result.method).toBe(STEP_TEST_WOMEN_PROVENANCE.method);
    expect(result.source).toMatch(/McArdle et al., Med Sci Sports 1972/);
  });
  it('protocol constants: 24 / 22 steps per minute, 625 / 681.8 ms beats (decision 0010)', () => {
    expect(STEP_TEST_CADENCE.MALE).toEqual({ stepsPerMinute: 24, beatsPerMinute: 96, beatMs: 625 });
    expect(STEP_TEST_CADENCE.FEMALE.beatsPerMinute).toBe(88);
    expect(STEP_TEST_CADENCE.FEMALE.beatMs).toBeCloseTo(681.818, 3);
    expect(STEP_TEST_BENCH.cm).toBeCloseTo(41.275, 10);
  });
  it('heart rate range 40-400 at the limits', () => {
    expect(stepTestVo2Max('MALE', 40).value).toBe(94.53);
    expect(stepTestVo2Max('FEMALE', 40).value).toBe(58.42);
    expectRangeError(() => stepTestVo2Max('MALE', 39.9), RANGE_MESSAGES.heartRate, 'heartRate');
    expectRangeError(() => stepTestVo2Max('FEMALE', 400.1), RANGE_MESSAGES.heartRate, 'heartRate');
    for (const bad of NON_FINITE) expectRangeError(() => stepTestVo2Max('MALE', bad), RANGE_MESSAGES.heartRate);
  });
  it('never returns a VO2 of zero or below: men from 266 bpm, women from 357 bpm', () => {
    expect(stepTestVo2Max('MALE', 265).value).toBe(0.03);
    expectRangeError(() => stepTestVo2Max('MALE', 266), RANGE_MESSAGES.heartRate, 'heartRate');
    expectRangeError(() => stepTestVo2Max('MALE', 400), RANGE_MESSAGES.heartRate, 'heartRate');
    expect(stepTestVo2Max('FEMALE', 356).value).toBe(0.06);
    expectRangeError(() => stepTestVo2Max('FEMALE', 357), RANGE_MESSAGES.heartRate, 'heartRate');
  });
  it('pulse count is a whole number 10-100 (decision 0027)', () => {
    expect(stepTestHeartRate(10)).toBe(40);
    expect(stepTestHeartRate(100)).toBe(400);
    expectRangeError(() => stepTestHeartRate(9), RANGE_MESSAGES.heartRate, 'pulseCount');
    expectRangeError(() => stepTestHeartRate(101), RANGE_MESSAGES.heartRate, 'pulseCount');
    expectRangeError(() => stepTestHeartRate(38.5), RANGE_MESSAGES.heartRate, 'pulseCount');
    for (const bad of NON_FINITE) expectRangeError(() => stepTestHeartRate(bad), RANGE_MESSAGES.heartRate);
  });
  it('rejects an unknown sex at run time', () => {
    expectRangeError(() => stepTestVo2Max('male' as never, 150), 'Sex Is Outside Testing Types', 'sex');
  });
});

describe('the step-test machine runs on the calculator’s phases and cadence (one home, decision 0060)', () => {
  it('phase offsets are the sums of the calculator’s phase lengths (spec §4: 3, 180, 5, 15 s)', () => {
    const { ready, stepping, wait, count } = STEP_TEST_PHASES_SECONDS;
    expect(STEP_TEST_PHASES.map((phase) => phase.durationMs)).toEqual(
      [ready, stepping, wait, count].map((s) => s * 1000),
    );
    expect(STEP_TEST_TOTAL_MS).toBe(203_000);
  });

  it('the beat is the calculator’s cadence for each sex', () => {
    expect(beatIntervalMs('MALE')).toBe(STEP_TEST_CADENCE.MALE.beatMs);
    expect(beatIntervalMs('FEMALE')).toBe(STEP_TEST_CADENCE.FEMALE.beatMs);
  });
});
