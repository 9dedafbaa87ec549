// The field tests' submissions (spec §2 and §5; formulas §9-§12; decisions 0009, 0017 and 0020): what each test needs
// from the profile and each submission — VO2 max from the calculators, sent as the vo2Max update every VO2 test sends,
// with the test's raw result added to the session's field tests (decision 0181: a second test never drops the first).
// Pure, so the field-test screens and the group grid (decision 0154) build a result the same one way. A calculator range
// error propagates with its message.
import { oneAndHalfMileRun, rockportWalk, sixMinuteWalk, twelveMinuteRun } from '@/calculators/fieldTests';
import type { Vo2MaxResult } from '@/calculators/oxygenUptake';
import { VO2_MAX_REQUIRES, vo2MaxUpdate } from '@/profile/builders/vo2MaxUpdate';
import type { UserProfile } from '@/profile/profileTypes';
import type { Sex } from '@/domain/person';
import { missingRequirements, type ProfileUpdate, type Requirement } from '@/profile/profileUpdate';
import { typedNumber } from '@/domain/typedNumber';

import {
  FIELD_TEST_LABELS,
  withFieldTestResult,
  type FieldTestId,
  type FieldTestResult,
} from '@/profile/fieldTestResults';

export { FIELD_TEST_LABELS, type FieldTestId };

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
  shuttleRun: VO2_MAX_REQUIRES,
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

/** A field test's VO2 max and the profile update it sends. */
export interface FieldTestVo2 {
  result: Vo2MaxResult;
  update: ProfileUpdate;
}

/** What a field test measured; the fields it does not measure are null. */
type Measured = Partial<Pick<FieldTestResult, 'distanceM' | 'timeSeconds' | 'heartRate' | 'stoppedEarly'>>;

/**
 * The vo2Max update of a field test (it becomes the session's chosen VO2 max, the latest by default) with the test and
 * what it measured added to the session's field tests; the other tests done in the session stay.
 */
function fieldTestUpdate(
  user: UserProfile,
  test: FieldTestId,
  result: Vo2MaxResult,
  measured: Measured,
  requires?: readonly Requirement[],
): ProfileUpdate {
  const stoppedEarly = measured.stoppedEarly?.trim().slice(0, 100) || undefined;
  const update = vo2MaxUpdate(user, result, FIELD_TEST_LABELS[test], requires, stoppedEarly);
  const entry: FieldTestResult = {
    test,
    distanceM: measured.distanceM ?? null,
    timeSeconds: measured.timeSeconds ?? null,
    heartRate: measured.heartRate ?? null,
    vo2Max: result.value,
    method: result.method.slice(0, 100),
    ...(stoppedEarly ? { stoppedEarly } : {}),
  };
  return { ...update, patch: { ...update.patch, fieldTests: withFieldTestResult(user.fieldTests, entry) } };
}

/** 1.5-mile run/walk: VO2 max from the finishing time (formulas §9); the screen's pickers and the group stopwatch. */
export function oneAndHalfMileVo2(
  user: UserProfile,
  minutes: number,
  seconds: number,
  stoppedEarly?: string,
): FieldTestVo2 {
  const result = oneAndHalfMileRun(minutes, seconds);
  return {
    result,
    update: fieldTestUpdate(user, 'oneAndHalfMile', result, { timeSeconds: minutes * 60 + seconds, stoppedEarly }),
  };
}

/** Rockport one-mile walk: VO2 max from the time, the heart rate at the end, sex, weight and age (formulas §11). */
export function rockportVo2(
  user: UserProfile,
  minutes: number,
  seconds: number,
  heartRate: number,
  stoppedEarly?: string,
): FieldTestVo2 {
  const result = rockportWalk({
    sex: user.sex as Sex,
    weightKg: orNaN(user.currentWeight),
    age: orNaN(user.age),
    minutes,
    seconds,
    heartRate,
  });
  return {
    result,
    update: fieldTestUpdate(
      user,
      'rockport',
      result,
      { timeSeconds: minutes * 60 + seconds, heartRate, stoppedEarly },
      ROCKPORT_REQUIRES,
    ),
  };
}

export function oneAndHalfMileSubmission(
  user: UserProfile,
  minutes: string,
  seconds: string,
  stoppedEarly?: string,
): FieldTestSubmission {
  return {
    ...oneAndHalfMileVo2(user, typedNumber(minutes), typedNumber(seconds || '0'), stoppedEarly),
    summary: `1.5 mile in ${clockText(minutes, seconds)}`,
  };
}

export function twelveMinuteSubmission(
  user: UserProfile,
  distance: string,
  stoppedEarly?: string,
): FieldTestSubmission {
  const distanceM = typedNumber(distance);
  const result = twelveMinuteRun(distanceM);
  return {
    result,
    update: fieldTestUpdate(user, 'twelveMinute', result, { distanceM, stoppedEarly }),
    summary: `${distance.trim()} m in 12 minutes`,
  };
}

export function rockportSubmission(
  user: UserProfile,
  minutes: string,
  seconds: string,
  heartRate: string,
  stoppedEarly?: string,
): FieldTestSubmission {
  return {
    ...rockportVo2(user, typedNumber(minutes), typedNumber(seconds || '0'), typedNumber(heartRate), stoppedEarly),
    summary: `1 mile walked in ${clockText(minutes, seconds)}, heart rate ${heartRate.trim()} bpm`,
  };
}

export function sixMinuteWalkSubmission(
  user: UserProfile,
  distance: string,
  heartRate: string,
  stoppedEarly?: string,
): FieldTestSubmission {
  const measured = { distanceM: typedNumber(distance), heartRate: typedNumber(heartRate) };
  const result = sixMinuteWalk({
    age: orNaN(user.age),
    weightKg: orNaN(user.currentWeight),
    heightCm: orNaN(user.height),
    ...measured,
    systolic: orNaN(user.bloodPressure?.sbp),
  });
  return {
    result,
    update: fieldTestUpdate(user, 'sixMinuteWalk', result, { ...measured, stoppedEarly }, SIX_MINUTE_REQUIRES),
    summary: `${distance.trim()} m in 6 minutes, heart rate ${heartRate.trim()} bpm`,
  };
}

/**
 * The tester's choice of the session's VO2 max among its field tests (decision 0181): `vo2Max` takes that test's value,
 * classified for the client now; every field test stays in the session.
 */
export function chooseFieldTestVo2(user: UserProfile, test: FieldTestId): ProfileUpdate {
  const entry = user.fieldTests.find((r) => r.test === test);
  if (!entry) return { label: FIELD_TEST_LABELS[test], requires: [], patch: {} };
  const result: Vo2MaxResult = { value: entry.vo2Max, method: entry.method, source: '', mets: 0 };
  return vo2MaxUpdate(
    user,
    result,
    FIELD_TEST_LABELS[test],
    FIELD_TEST_NEEDS[test].filter(isRequirement),
    entry.stoppedEarly,
  );
}

const isRequirement = (need: FieldTestNeed): need is Requirement => need !== 'systolic';
