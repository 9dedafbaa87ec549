// Field tests of cardiorespiratory fitness (formulas §9-§12; decisions 0009 and 0017):
// 1.5-mile run/walk, 12-minute run/walk (Cooper), Rockport one-mile walk, 6-minute walk.
import type { Sex } from '@/domain/person';
import { RANGE_MESSAGES } from './CalculatorRangeError';
import { requireRange, requireSex } from './guards';
import type { Vo2MaxResult } from './oxygenUptake';
import { vo2MaxResult } from './oxygenUptake';
import type { Provenance } from './provenance';

export const ONE_POINT_FIVE_MILE_PROVENANCE: Provenance = {
  method: '1.5-mile run/walk: VO2max = 3.5 + 483 / time (min)',
  source: "ACSM's Guidelines / ACSM's Health-Related Physical Fitness Assessment Manual (after Cooper 1968)",
};
export const TWELVE_MINUTE_PROVENANCE: Provenance = {
  method: 'Cooper 12-minute run/walk: VO2max = (metres − 504.9) / 44.73',
  source: 'Cooper KH, JAMA 1968;203:201-204',
};
export const ROCKPORT_PROVENANCE: Provenance = {
  method:
    'Rockport one-mile walk: VO2max = 132.853 − 0.1692 × kg − 0.3877 × age + 6.315 × male − 3.2649 × time (min) − 0.1565 × HR',
  source: 'Kline et al., Med Sci Sports Exerc 1987;19:253-259',
};
export const SIX_MINUTE_WALK_PROVENANCE: Provenance = {
  method:
    '6-minute walk (peak VO2, heart-failure patients): 0.02 × m − 0.191 × age − 0.07 × kg + 0.09 × cm + 0.26 × HR × SBP / 1000 + 2.45',
  source: "Cahalin et al., Chest 1996;110:325-332, as printed in ACSM's Guidelines 10th ed.",
};

/** Time pickers: minutes 0-30, seconds 0-59 (decision 0017); seconds may carry a fraction below 60. */
export const FIELD_TEST_CLOCK_RANGE = { minutes: { min: 0, max: 30 }, seconds: { min: 0, max: 60 } } as const;
/**
 * Total time of the 1.5-mile run and of the Rockport mile walk, minutes: at least 5:00 (faster than either world
 * record, so any shorter time is an entry error and would give an impossible VO2 max), below 31 (the pickers end at 30:59).
 */
export const TIMED_TEST_MINUTES_RANGE = { min: 5, maxExclusive: 31 } as const;
/** Metres. Above 504.9 the Cooper estimate is positive; 5000 m in 12 minutes is beyond the 5000 m world record pace. */
export const TWELVE_MINUTE_DISTANCE_RANGE = { minExclusive: 504.9, max: 5000 } as const;
/** Metres walked in 6 minutes; 2500 m is the same world-record bound at half the time. */
export const SIX_MINUTE_DISTANCE_RANGE = { min: 0, max: 2500 } as const;
/** Inputs shared with the profile: age (demographic submit range), weight and height (BMI range), heart rate, systolic BP. */
export const FIELD_TEST_INPUT_RANGES = {
  age: { min: 18, max: 100 },
  weightKg: { min: 1, max: 800 },
  heightCm: { min: 1, max: 274 },
  heartRate: { min: 40, max: 400 },
  systolic: { min: 1, max: 400 },
} as const;

/** Minutes and seconds → decimal minutes, t = minutes + seconds / 60, unrounded (formulas §9). */
export function clockToMinutes(minutes: number, seconds: number): number {
  const { minutes: m, seconds: s } = FIELD_TEST_CLOCK_RANGE;
  requireRange(minutes, m.min, m.max, 'minutes', RANGE_MESSAGES.time);
  requireRange(seconds, s.min, s.max, 'seconds', RANGE_MESSAGES.time, { maxExclusive: true });
  return minutes + seconds / 60;
}

function timedTestMinutes(minutes: number, seconds: number): number {
  const t = clockToMinutes(minutes, seconds);
  return requireRange(
    t,
    TIMED_TEST_MINUTES_RANGE.min,
    TIMED_TEST_MINUTES_RANGE.maxExclusive,
    'time',
    RANGE_MESSAGES.time,
    {
      maxExclusive: true,
    },
  );
}

const { age: AGE, weightKg: WEIGHT, heightCm: HEIGHT, heartRate: HR, systolic: SBP } = FIELD_TEST_INPUT_RANGES;

/** 1.5-mile run/walk: VO2 max from the finishing time (5:00 to 30:59), 2 decimals; time is not pre-rounded. */
export function oneAndHalfMileRun(minutes: number, seconds: number): Vo2MaxResult {
  const t = timedTestMinutes(minutes, seconds);
  const vo2 = 3.5 + 483 / t; // ACSM 1.5-mile equation
  return vo2MaxResult(vo2, ONE_POINT_FIVE_MILE_PROVENANCE, 'time', RANGE_MESSAGES.time);
}

/** Cooper 12-minute run/walk: VO2 max from the distance in metres (> 504.9, <= 5000), 2 decimals. */
export function twelveMinuteRun(distanceM: number): Vo2MaxResult {
  requireRange(
    distanceM,
    TWELVE_MINUTE_DISTANCE_RANGE.minExclusive,
    TWELVE_MINUTE_DISTANCE_RANGE.max,
    'distance',
    RANGE_MESSAGES.distance,
    {
      minExclusive: true,
    },
  );
  const vo2 = (distanceM - 504.9) / 44.73; // Cooper 1968
  return vo2MaxResult(vo2, TWELVE_MINUTE_PROVENANCE, 'distance', RANGE_MESSAGES.distance);
}

export interface RockportInput {
  readonly sex: Sex;
  /** kg, 1-800 */
  readonly weightKg: number;
  /** years, 18-100 */
  readonly age: number;
  /** walk time, minutes 0-30 and seconds 0-59 (total 5:00-30:59) */
  readonly minutes: number;
  readonly seconds: number;
  /** heart rate at the end of the walk, bpm 40-400 */
  readonly heartRate: number;
}

/**
 * Rockport one-mile walk: VO2 max (mL/kg/min, 2 decimals). Weight in kg with the specification's −0.1692 × kg
 * (= −0.0769 × lb). A combination that gives no positive VO2 throws 'Value is outside of the acceptable range'.
 */
export function rockportWalk(input: RockportInput): Vo2MaxResult {
  const sex = requireSex(input.sex);
  requireRange(input.weightKg, WEIGHT.min, WEIGHT.max, 'weight', RANGE_MESSAGES.weight);
  requireRange(input.age, AGE.min, AGE.max, 'age', RANGE_MESSAGES.age);
  const t = timedTestMinutes(input.minutes, input.seconds);
  requireRange(input.heartRate, HR.min, HR.max, 'heartRate', RANGE_MESSAGES.heartRate);
  const male = sex === 'MALE' ? 1 : 0;
  // Kline et al. 1987 (weight term in kg as in the specification)
  const vo2 =
    132.853 - 0.1692 * input.weightKg - 0.3877 * input.age + 6.315 * male - 3.2649 * t - 0.1565 * input.heartRate;
  return vo2MaxResult(vo2, ROCKPORT_PROVENANCE, 'vo2Max', RANGE_MESSAGES.value);
}

export interface SixMinuteWalkInput {
  /** years, 18-100 */
  readonly age: number;
  /** kg, 1-800 */
  readonly weightKg: number;
  /** cm, 1-274 */
  readonly heightCm: number;
  /** metres walked, 0-2500 */
  readonly distanceM: number;
  /** heart rate, bpm 40-400 */
  readonly heartRate: number;
  /** systolic blood pressure, mmHg 1-400 */
  readonly systolic: number;
}

/**
 * 6-minute walk: peak VO2 (mL/kg/min, 2 decimals). The rate-pressure term is 0.26 × HR × SBP / 1000 (decision 0009).
 * Derived in heart-failure patients: a peak VO2, not a healthy adult's VO2 max. A combination that gives no positive
 * VO2 throws 'Value is outside of the acceptable range'.
 */
export function sixMinuteWalk(input: SixMinuteWalkInput): Vo2MaxResult {
  requireRange(input.age, AGE.min, AGE.max, 'age', RANGE_MESSAGES.age);
  requireRange(input.weightKg, WEIGHT.min, WEIGHT.max, 'weight', RANGE_MESSAGES.weight);
  requireRange(input.heightCm, HEIGHT.min, HEIGHT.max, 'height', RANGE_MESSAGES.height);
  requireRange(
    input.distanceM,
    SIX_MINUTE_DISTANCE_RANGE.min,
    SIX_MINUTE_DISTANCE_RANGE.max,
    'distance',
    RANGE_MESSAGES.distance,
  );
  requireRange(input.heartRate, HR.min, HR.max, 'heartRate', RANGE_MESSAGES.heartRate);
  requireRange(input.systolic, SBP.min, SBP.max, 'systolic', RANGE_MESSAGES.bloodPressure);
  const ratePressure = (input.heartRate * input.systolic) / 1000; // RPP × 10⁻³
  // Cahalin et al. 1996 as printed in ACSM's Guidelines 10th ed.
  const vo2 =
    0.02 * input.distanceM -
    0.191 * input.age -
    0.07 * input.weightKg +
    0.09 * input.heightCm +
    0.26 * ratePressure +
    2.45;
  return vo2MaxResult(vo2, SIX_MINUTE_WALK_PROVENANCE, 'vo2Max', RANGE_MESSAGES.value);
}
