// View model of the four field tests on /field-tests (spec §2 and §5; formulas §9-§12; decisions 0009,
// 0017 and 0020): the pickers and input rules. What each test needs and each submission are pure builders in
// src/profile/builders/fieldTestUpdates.ts (the group grid builds with them too, decision 0154), re-exported here.
import { metresToMiles } from '@/calculators/units';
import {
  FIELD_TEST_CLOCK_RANGE,
  FIELD_TEST_INPUT_RANGES,
  SIX_MINUTE_DISTANCE_RANGE,
  TWELVE_MINUTE_DISTANCE_RANGE,
} from '@/calculators/fieldTests';
import type { NumberRules } from '@/components/numberFieldRules';
import { typedNumber } from '@/domain/typedNumber';

export {
  missingFieldTestData,
  oneAndHalfMileSubmission,
  rockportSubmission,
  sixMinuteWalkSubmission,
  twelveMinuteSubmission,
  type FieldTestId,
  type FieldTestNeed,
  type FieldTestSubmission,
} from '@/profile/builders/fieldTestUpdates';

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
