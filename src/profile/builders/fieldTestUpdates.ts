// The field tests' submissions (spec §2 and §5; formulas §9-§12; decisions 0009, 0017 and 0020): what each test needs
// from the profile and each submission — VO2 max from the calculators, sent as the vo2Max update every VO2 test sends.
// Pure, so the field-test screens and the group grid (decision 0154) build a result the same one way. A calculator range
// error propagates with its message.
import { oneAndHalfMileRun, rockportWalk, sixMinuteWalk, twelveMinuteRun } from '@/calculators/fieldTests';
import type { Vo2MaxResult } from '@/calculators/oxygenUptake';
import { VO2_MAX_REQUIRES, vo2MaxUpdate } from '@/profile/builders/vo2MaxUpdate';
import type { UserProfile } from '@/profile/profileTypes';
import type { Sex } from '@/domain/person';
import { missingRequirements, type ProfileUpdate, type Requirement } from '@/profile/profileUpdate';
import { typedNumber } from '@/domain/typedNumber';

export type FieldTestId = 'oneAndHalfMile' | 'twelveMinute' | 'rockport' | 'sixMinuteWalk';

/** Profile data a field test needs: the demographics, plus the systolic pressure of the blood pressure form. */
export type FieldTestNeed = Requirement | 'systolic';

/** spec §5: the Rockport walk needs weight, age and sex. */
export const ROCKPORT_REQUIRES: readonly Requirement[] = ['sex', 'age', 'currentWeight'];
const SIX_MINUTE_REQUIRES: readonly Requirement[] = ['sex', 'age', 'currentWeight', 'height'];

/** spec §5: Rockport needs weight, age and sex; the 6-minute walk age, sex, weight, height and systolic BP. */
export const FIELD_TEST_NEEDS: Readonly<Record<FieldTestId, readonly FieldTestNeed[]>> = {
  oneAndHalfMile: VO2_MAX_REQUIRES,
  twelveMinute: VO2_MAX_REQUIRES,
  rockport: ROCKPORT_REQUIRES,
  sixMinuteWalk: [...SIX_MINUTE_REQUIRES, 'systolic'],
};

/** The 6-minute walk's systolic pressure is missing: where to enter it (its screen links to the Blood Pressure form). */
export const SYSTOLIC_MISSING_MESSAGE =
  'The 6 minute walk needs the systolic blood pressure first. Please fill out the Blood Pressure form.';

/** What is still missing for a test, in the order of FIELD_TEST_NEEDS. */
export function missingFieldTestData(user: UserProfile, test: FieldTestId): FieldTestNeed[] {
  const needs = FIELD_TEST_NEEDS[test];
  const demographics = missingRequirements(
    user,
    needs.filter((n): n is Requirement => n !== 'systolic'),
  );
  const systolic = needs.includes('systolic') && !user.bloodPressure?.sbp ? (['systolic'] as const) : [];
  return [...demographics, ...systolic];
}

const orNaN = (value: number | null | undefined): number => (typeof value === 'number' ? value : Number.NaN);

/** "12:00" from the pickers' values. */
export function clockText(minutes: string, seconds: string): string {
  return `${minutes.padStart(2, '0')}:${(seconds || '0').padStart(2, '0')}`;
}

export interface FieldTestSubmission {
  result: Vo2MaxResult;
  update: ProfileUpdate;
  /** What was submitted, e.g. "1.5 mile in 12:00". */
  summary: string;
}

export const FIELD_TEST_LABELS: Readonly<Record<FieldTestId, string>> = {
  oneAndHalfMile: '1.5 mile run/walk',
  twelveMinute: '12 minute run/walk',
  rockport: 'Rockport one-mile walk',
  sixMinuteWalk: '6 minute walk',
};

/** A field test's VO2 max and the profile update it sends. */
export interface FieldTestVo2 {
  result: Vo2MaxResult;
  update: ProfileUpdate;
}

/** 1.5-mile run/walk: VO2 max from the finishing time (formulas §9); the screen's pickers and the group stopwatch. */
export function oneAndHalfMileVo2(user: UserProfile, minutes: number, seconds: number): FieldTestVo2 {
  const result = oneAndHalfMileRun(minutes, seconds);
  return { result, update: vo2MaxUpdate(user, result, FIELD_TEST_LABELS.oneAndHalfMile) };
}

/** Rockport one-mile walk: VO2 max from the time, the heart rate at the end, sex, weight and age (formulas §11). */
export function rockportVo2(user: UserProfile, minutes: number, seconds: number, heartRate: number): FieldTestVo2 {
  const result = rockportWalk({
    sex: user.sex as Sex,
    weightKg: orNaN(user.currentWeight),
    age: orNaN(user.age),
    minutes,
    seconds,
    heartRate,
  });
  return { result, update: vo2MaxUpdate(user, result, FIELD_TEST_LABELS.rockport, ROCKPORT_REQUIRES) };
}

export function oneAndHalfMileSubmission(user: UserProfile, minutes: string, seconds: string): FieldTestSubmission {
  return {
    ...oneAndHalfMileVo2(user, typedNumber(minutes), typedNumber(seconds || '0')),
    summary: `1.5 mile in ${clockText(minutes, seconds)}`,
  };
}

export function twelveMinuteSubmission(user: UserProfile, distance: string): FieldTestSubmission {
  const result = twelveMinuteRun(typedNumber(distance));
  return {
    result,
    update: vo2MaxUpdate(user, result, FIELD_TEST_LABELS.twelveMinute),
    summary: `${distance.trim()} m in 12 minutes`,
  };
}

export function rockportSubmission(
  user: UserProfile,
  minutes: string,
  seconds: string,
  heartRate: string,
): FieldTestSubmission {
  return {
    ...rockportVo2(user, typedNumber(minutes), typedNumber(seconds || '0'), typedNumber(heartRate)),
    summary: `1 mile walked in ${clockText(minutes, seconds)}, heart rate ${heartRate.trim()} bpm`,
  };
}

export function sixMinuteWalkSubmission(user: UserProfile, distance: string, heartRate: string): FieldTestSubmission {
  const result = sixMinuteWalk({
    age: orNaN(user.age),
    weightKg: orNaN(user.currentWeight),
    heightCm: orNaN(user.height),
    distanceM: typedNumber(distance),
    heartRate: typedNumber(heartRate),
    systolic: orNaN(user.bloodPressure?.sbp),
  });
  return {
    result,
    update: vo2MaxUpdate(user, result, FIELD_TEST_LABELS.sixMinuteWalk, SIX_MINUTE_REQUIRES),
    summary: `${distance.trim()} m in 6 minutes, heart rate ${heartRate.trim()} bpm`,
  };
}
