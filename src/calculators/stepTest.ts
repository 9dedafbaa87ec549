// McArdle (Queens College) step test (formulas §8; decisions 0010 and 0027).
import type { Sex } from '@/domain/person';
import { RANGE_MESSAGES } from './CalculatorRangeError';
import { requireRange, requireSex } from './guards';
import type { Vo2MaxResult } from './oxygenUptake';
import { vo2MaxResult } from './oxygenUptake';
import type { Provenance } from './provenance';

export const STEP_TEST_MEN_PROVENANCE: Provenance = {
  method: 'McArdle step test (men): VO2max = 111.33 − 0.42 × HR',
  source: 'McArdle, Katch & Katch, Exercise Physiology (Queens College step test)',
};
export const STEP_TEST_WOMEN_PROVENANCE: Provenance = {
  method: 'McArdle step test (women): VO2max = 65.81 − 0.1847 × HR',
  source: 'McArdle et al., Med Sci Sports 1972;4:182-186',
};

/** Bench height: 16.25 in = 41.275 cm (the specification's "41.25 cm" is a slip; formulas §8 says 41.3 cm; decision 0030). */
export const STEP_TEST_BENCH = { inches: 16.25, cm: (16.25 * 254) / 100 } as const;

/** Phase lengths in seconds: get ready, step, wait, count the pulse (spec §9); the step-test machine runs on them. */
export const STEP_TEST_PHASES_SECONDS = { ready: 3, stepping: 180, wait: 5, count: 15 } as const;

export interface StepCadence {
  /** Full step cycles (up-up-down-down) per minute. */
  readonly stepsPerMinute: number;
  /** Metronome beats per minute: 4 per step cycle. */
  readonly beatsPerMinute: number;
  /** Milliseconds between beats, unrounded (625 for men, 681.8181... for women). */
  readonly beatMs: number;
}

/** 24 steps/min for men, 22 for women (decision 0010). */
export const STEP_TEST_CADENCE: Readonly<Record<Sex, StepCadence>> = {
  MALE: { stepsPerMinute: 24, beatsPerMinute: 96, beatMs: 60_000 / 96 },
  FEMALE: { stepsPerMinute: 22, beatsPerMinute: 88, beatMs: 60_000 / 88 },
};

/** bpm (spec §5 "Step test heart rate ... 40 to 400"). */
export const STEP_TEST_HR_RANGE = { min: 40, max: 400 } as const;
/** Pulses counted in 15 s: a whole number 10-100 (decision 0027). */
export const STEP_TEST_COUNT_RANGE = { min: 10, max: 100 } as const;

/** Heart rate (bpm) = 15-second pulse count × 4. The count is a whole number 10-100. */
export function stepTestHeartRate(pulseCount15s: number): number {
  requireRange(
    pulseCount15s,
    STEP_TEST_COUNT_RANGE.min,
    STEP_TEST_COUNT_RANGE.max,
    'pulseCount',
    RANGE_MESSAGES.heartRate,
    {
      integer: true,
    },
  );
  return pulseCount15s * 4; // 15-s count × 4 = beats per minute (McArdle protocol)
}

/**
 * VO2 max (mL/kg/min, 2 decimals) and METs (2 decimals) from the recovery heart rate (bpm, 40-400).
 * A rate so high that the equation gives no positive VO2 (men >= 266 bpm, women >= 357 bpm) throws
 * 'Heart rate is outside of the acceptable range' as well.
 */
export function stepTestVo2Max(sex: Sex, heartRate: number): Vo2MaxResult {
  requireSex(sex);
  requireRange(heartRate, STEP_TEST_HR_RANGE.min, STEP_TEST_HR_RANGE.max, 'heartRate', RANGE_MESSAGES.heartRate);
  if (sex === 'MALE') {
    const vo2 = 111.33 - 0.42 * heartRate; // McArdle, Katch & Katch (men)
    return vo2MaxResult(vo2, STEP_TEST_MEN_PROVENANCE, 'heartRate', RANGE_MESSAGES.heartRate);
  }
  const vo2 = 65.81 - 0.1847 * heartRate; // McArdle et al. 1972 (women)
  return vo2MaxResult(vo2, STEP_TEST_WOMEN_PROVENANCE, 'heartRate', RANGE_MESSAGES.heartRate);
}
