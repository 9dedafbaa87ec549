// The VO2 max update of the two timed field tests (spec §2 "Field tests"; formulas §9 and §11): the 1.5-mile run/walk
// (the finishing time alone) and the Rockport one-mile walk (the time, the heart rate at the end, and the profile's sex,
// weight and age). One home for both the field-test screen (src/features/field-tests/fieldTestFormModels.ts) and the
// group grid (src/profile/groupFieldTests.ts), so a time entered either way stores the same vo2Max. The calculators
// throw their range errors (CalculatorRangeError) with their messages.
import { oneAndHalfMileRun, rockportWalk } from '@/calculators/fieldTests';
import type { Vo2MaxResult } from '@/calculators/oxygenUptake';
import type { Sex } from '@/domain/person';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate, Requirement } from '@/profile/profileUpdate';
import { vo2MaxUpdate } from './vo2MaxUpdate';

/** The name stored with each field test's VO2 max (vo2Max.test). */
export const FIELD_TEST_LABELS = {
  oneAndHalfMile: '1.5 mile run/walk',
  twelveMinute: '12 minute run/walk',
  rockport: 'Rockport one-mile walk',
  sixMinuteWalk: '6 minute walk',
} as const;

/** spec §5: the Rockport walk needs weight, age and sex. */
export const ROCKPORT_REQUIRES: readonly Requirement[] = ['sex', 'age', 'currentWeight'];

export interface FieldTestVo2 {
  result: Vo2MaxResult;
  update: ProfileUpdate;
}

const orNaN = (value: number | null | undefined): number => (typeof value === 'number' ? value : Number.NaN);

/** 1.5-mile run/walk: VO2 max from the finishing time (formulas §9). */
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
