// Public classifiers: each is the shared lookup plus the rounding norms.json `conventions` prescribe for its test.
// Every classifier accepts whatever storage may hold and returns '' for anything invalid (spec §8).
import { atLeast, roundHalfUp } from '@/calculators/rounding';
import type { NumberInput, SexInput } from './classifyByBounds';
import { classifyByBounds, inInterval, inRange, isFiniteNumber, isSex } from './classifyByBounds';
import type { PressTable } from './normTables';
import {
  BENCH_PRESS,
  BLOOD_PRESSURE,
  BMI,
  BODY_FAT,
  GRIP_STRENGTH,
  LEG_PRESS,
  PUSHUPS,
  SIT_AND_REACH,
  VO2MAX,
  WAIST_RISK,
} from './normTables';

/** Rounds half-up when the value is a finite number; passes anything else through for the lookup to reject. */
function rounded(value: unknown, decimals: number): unknown {
  return isFiniteNumber(value) ? roundHalfUp(value, decimals) : value;
}

/** Push-ups (repetitions), ages 20-69, CSEP. */
export function classifyPushups(sex: SexInput, age: NumberInput, count: NumberInput): string {
  return classifyByBounds(PUSHUPS, sex, age, count);
}

/** VO2max (mL/kg/min), rounded half-up to 2 decimals first, ages 20-69, FRIEND 2015. */
export function classifyVo2Max(sex: SexInput, age: NumberInput, vo2: NumberInput): string {
  return classifyByBounds(VO2MAX, sex, age, rounded(vo2, 2));
}

/** Bench press 1-RM / body weight, rounded half-up to 2 decimals first, ages 0-100 ('<20' to '60+'), Cooper. */
export function classifyBenchPress(sex: SexInput, age: NumberInput, ratio: NumberInput): string {
  return classifyByBounds(BENCH_PRESS, sex, age, rounded(ratio, 2));
}

/** Leg press 1-RM / body weight, rounded half-up to 2 decimals first, ages 20-100 ('60+' to 100), Cooper. */
export function classifyLegPress(sex: SexInput, age: NumberInput, ratio: NumberInput): string {
  return classifyByBounds(LEG_PRESS, sex, age, rounded(ratio, 2));
}

export interface RatioCategory {
  /** lift / body weight rounded half-up to 2 decimals; null when the lift or body weight is out of range. */
  readonly ratio: number | null;
  /** '' when any input is out of range. */
  readonly category: string;
}

function pressCategory(
  table: PressTable,
  sex: SexInput,
  age: NumberInput,
  lift: NumberInput,
  bodyWeight: NumberInput,
): RatioCategory {
  const r = table.inputRange;
  if (!isFiniteNumber(lift) || !isFiniteNumber(bodyWeight)) return { ratio: null, category: '' };
  if (lift < r.liftMin || lift > r.liftMax || bodyWeight <= r.bodyWeightMinExclusive || bodyWeight > r.bodyWeightMax) {
    return { ratio: null, category: '' };
  }
  const ratio = roundHalfUp(lift / bodyWeight, 2);
  return { ratio, category: classifyByBounds(table, sex, age, ratio) };
}

/** Bench press from the lift and body weight (same unit): lift 0-1000, 0 < body weight <= 700. */
export function benchPressCategory(
  sex: SexInput,
  age: NumberInput,
  liftKg: NumberInput,
  bodyWeightKg: NumberInput,
): RatioCategory {
  return pressCategory(BENCH_PRESS, sex, age, liftKg, bodyWeightKg);
}

/** Leg press from the lift and body weight (same unit): lift 0-1000, 0 < body weight <= 700. */
export function legPressCategory(
  sex: SexInput,
  age: NumberInput,
  liftKg: NumberInput,
  bodyWeightKg: NumberInput,
): RatioCategory {
  return pressCategory(LEG_PRESS, sex, age, liftKg, bodyWeightKg);
}

/** Grip strength: SUM of the best left and best right hand (kg, decision 0005), ages 14-69 (14 uses 15-19), CSEP. */
export function classifyGripStrength(sex: SexInput, age: NumberInput, sumKg: NumberInput): string {
  return classifyByBounds(GRIP_STRENGTH, sex, age, sumKg);
}

export interface GripCategory {
  /** best left + best right (kg); null when either hand is not a finite number >= 0. */
  readonly sum: number | null;
  readonly category: string;
}

/** Grip strength from the best of each hand (kg): classified on the sum. */
export function gripStrengthCategory(
  sex: SexInput,
  age: NumberInput,
  bestLeftKg: NumberInput,
  bestRightKg: NumberInput,
): GripCategory {
  if (!isFiniteNumber(bestLeftKg) || !isFiniteNumber(bestRightKg) || bestLeftKg < 0 || bestRightKg < 0) {
    return { sum: null, category: '' };
  }
  const sum = bestLeftKg + bestRightKg;
  return { sum, category: classifyGripStrength(sex, age, sum) };
}

/** Sit and reach (cm, box zero at 26 cm), half centimetres compared as entered, ages 20-69, CSEP. */
export function classifySitAndReach(sex: SexInput, age: NumberInput, cm: NumberInput): string {
  return classifyByBounds(SIT_AND_REACH, sex, age, cm);
}

/** Body fat (%), rounded half-up to 1 decimal first, 1-100 %, ages 20-80 (70-79 covers 80), Cooper / ACSM. */
export function classifyBodyFat(sex: SexInput, age: NumberInput, percent: NumberInput): string {
  return classifyByBounds(BODY_FAT, sex, age, rounded(percent, 1));
}

/** BMI class ('underweight' ... 'obesity class 3'), BMI rounded half-up to 2 decimals first; BMI must be > 0. */
export function classifyBmi(bmi: NumberInput): string {
  if (!isFiniteNumber(bmi) || bmi <= 0) return '';
  const value = roundHalfUp(bmi, 2);
  return BMI.classes.find((c) => inInterval(value, c))?.label ?? '';
}

/** Waist risk with the thresholds of the person's own sex (decision 0008); waist 20-500 cm. */
export function classifyWaistRisk(sex: SexInput, waistCm: NumberInput): string {
  if (!isSex(sex) || !isFiniteNumber(waistCm) || !inRange(waistCm, WAIST_RISK.valueRange)) return '';
  return WAIST_RISK.classes[sex].find((c) => inInterval(waistCm, c))?.label ?? '';
}

/**
 * Blood pressure class (JNC 7): the most severe class that either reading reaches (sbp >= its lower limit or
 * dbp >= its lower limit), else the class below every limit ('normal'). sbp 1-400, dbp 1-200 mmHg.
 */
export function classifyBloodPressure(sbp: NumberInput, dbp: NumberInput): string {
  if (!isFiniteNumber(sbp) || !isFiniteNumber(dbp)) return '';
  if (!inRange(sbp, BLOOD_PRESSURE.sbpRange) || !inRange(dbp, BLOOD_PRESSURE.dbpRange)) return '';
  const classes = BLOOD_PRESSURE.classes;
  for (let i = classes.length - 1; i >= 0; i -= 1) {
    const c = classes[i];
    if (c === undefined || c.sbpFrom === null || c.dbpFrom === null) continue;
    if (atLeast(sbp, c.sbpFrom) || atLeast(dbp, c.dbpFrom)) return c.label;
  }
  return classes.find((c) => c.sbpFrom === null && c.dbpFrom === null)?.label ?? '';
}

/**
 * The JNC 7 class of one reading alone (a diastolic 76 is 'normal' even when the systolic makes the
 * reading prehypertension): the most severe class whose lower limit for that reading it reaches, else the class below
 * every limit. The same table and limits as classifyBloodPressure (norms.json#bloodPressure); '' outside the range.
 */
export function classifyBloodPressureReading(reading: 'systolic' | 'diastolic', mmHg: NumberInput): string {
  if (!isFiniteNumber(mmHg)) return '';
  const range = reading === 'systolic' ? BLOOD_PRESSURE.sbpRange : BLOOD_PRESSURE.dbpRange;
  if (!inRange(mmHg, range)) return '';
  const from = (c: (typeof BLOOD_PRESSURE.classes)[number]) => (reading === 'systolic' ? c.sbpFrom : c.dbpFrom);
  const classes = BLOOD_PRESSURE.classes;
  for (let i = classes.length - 1; i >= 0; i -= 1) {
    const c = classes[i];
    const limit = c === undefined ? null : from(c);
    if (c !== undefined && limit !== null && atLeast(mmHg, limit)) return c.label;
  }
  return classes.find((c) => from(c) === null)?.label ?? '';
}
