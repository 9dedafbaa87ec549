// View model of the four field tests on /field-tests (spec §2 and §5; formulas §9-§12; decisions 0009,
// 0017 and 0020): what each test needs from the profile, the pickers and input rules, and each submission — VO2 max from
// the calculators, sent as the vo2Max update every VO2 test sends. A calculator range error propagates with its message.
import { metresToMiles } from '@/calculators/units';
import {
  sixMinuteWalk,
  twelveMinuteRun,
  FIELD_TEST_CLOCK_RANGE,
  FIELD_TEST_INPUT_RANGES,
  SIX_MINUTE_DISTANCE_RANGE,
  TWELVE_MINUTE_DISTANCE_RANGE,
} from '@/calculators/fieldTests';
import type { Vo2MaxResult } from '@/calculators/oxygenUptake';
import type { NumberRules } from '@/components/numberFieldRules';
import { VO2_MAX_REQUIRES, vo2MaxUpdate } from '@/profile/builders/vo2MaxUpdate';
import {
  FIELD_TEST_LABELS,
  ROCKPORT_REQUIRES,
  oneAndHalfMileVo2,
  rockportVo2,
} from '@/profile/builders/fieldTestVo2Update';
import type { UserProfile } from '@/profile/profileTypes';
import { missingRequirements, type ProfileUpdate, type Requirement } from '@/profile/profileUpdate';
import { typedNumber } from '@/domain/typedNumber';

export type FieldTestId = 'oneAndHalfMile' | 'twelveMinute' | 'rockport' | 'sixMinuteWalk';

/** Profile data a field test needs: the demographics, plus the systolic pressure of the blood pressure form. */
export type FieldTestNeed = Requirement | 'systolic';

const SIX_MINUTE_REQUIRES: readonly Requirement[] = ['sex', 'age', 'currentWeight', 'height'];

/** spec §5: Rockport needs weight, age and sex; the 6-minute walk age, sex, weight, height and systolic BP. */
export const FIELD_TEST_NEEDS: Readonly<Record<FieldTestId, readonly FieldTestNeed[]>> = {
  oneAndHalfMile: VO2_MAX_REQUIRES,
  twelveMinute: VO2_MAX_REQUIRES,
  rockport: ROCKPORT_REQUIRES,
  sixMinuteWalk: [...SIX_MINUTE_REQUIRES, 'systolic'],
};

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

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** decision 0017: minutes 0-30 and seconds 0-59, both including 10. */
export const MINUTE_OPTIONS: readonly number[] = range(
  FIELD_TEST_CLOCK_RANGE.minutes.min,
  FIELD_TEST_CLOCK_RANGE.minutes.max,
);
export const SECOND_OPTIONS: readonly number[] = range(
  FIELD_TEST_CLOCK_RANGE.seconds.min,
  FIELD_TEST_CLOCK_RANGE.seconds.max - 1,
);

/**
 * spec §5 "Measurement forms": distances and the heart rate are whole numbers (step 1). Decision 0034 bounds
 * each by the range of the equation that uses it, so every number the form accepts computes: the 12-minute distance
 * above 504.9 m (whole metres from 505) up to 5000 m, the 6-minute distance 0-2500 m, heart rates 40-400 bpm.
 */
export const TWELVE_MINUTE_DISTANCE_RULES: NumberRules = {
  min: Math.floor(TWELVE_MINUTE_DISTANCE_RANGE.minExclusive) + 1,
  max: TWELVE_MINUTE_DISTANCE_RANGE.max,
  integer: true,
};
export const SIX_MINUTE_DISTANCE_RULES: NumberRules = { ...SIX_MINUTE_DISTANCE_RANGE, integer: true };
export const HEART_RATE_RULES: NumberRules = { ...FIELD_TEST_INPUT_RANGES.heartRate, integer: true };

/** Input ids on the page (one per field, so a range error can focus its field). */
export const FIELD_IDS = {
  oneAndHalfMile: { minutes: 'oneAndHalfMile-minutes', seconds: 'oneAndHalfMile-seconds' },
  twelveMinute: { distance: 'twelveMinute-distance' },
  rockport: { minutes: 'rockport-minutes', seconds: 'rockport-seconds', heartRate: 'rockport-heartRate' },
  sixMinuteWalk: { distance: 'sixMinuteWalk-distance', heartRate: 'sixMinuteWalk-heartRate' },
} as const;

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

export { FIELD_TEST_LABELS };

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

/** Field-test VO2 max with its two decimals (43.75, 35.00). */
export function formatFieldVo2(value: number): string {
  return value.toFixed(2);
}

/** "2.40 km = 1.49 mi" for a typed distance in metres, or null while it is not a distance. */
export function distanceEquivalent(text: string): string | null {
  const metres = typedNumber(text);
  // Only a distance a field test can take is converted: a huge one gets the inline message, never a crash.
  if (!Number.isFinite(metres) || metres <= 0 || metres > TWELVE_MINUTE_DISTANCE_RANGE.max) return null;
  return `${(metres / 1000).toFixed(2)} km = ${metresToMiles(metres).toFixed(2)} mi`;
}
