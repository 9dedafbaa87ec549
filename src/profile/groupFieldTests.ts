// The 1.5-mile run/walk and the Rockport one-mile walk as group grid tests: the finishing time as minutes and
// seconds (filled in by the group stopwatch, or typed), and for the Rockport walk the heart rate at the end. Each row is
// built by the field-test screen's own builders (src/profile/builders/fieldTestUpdates.ts) with the form's rules: the
// time pickers offer whole minutes 0-30 and whole seconds 0-59 (decision 0017), the heart rate is a whole number in the
// calculator's range, and a calculator's range error is refused with its own message. Checked against groupTests.ts's
// GroupTest where it is registered (this file does not import it: no import cycle).
import { CalculatorRangeError, RANGE_MESSAGES } from '@/calculators/CalculatorRangeError';
import { FIELD_TEST_CLOCK_RANGE, FIELD_TEST_INPUT_RANGES } from '@/calculators/fieldTests';
import {
  FIELD_TEST_LABELS,
  ROCKPORT_REQUIRES,
  oneAndHalfMileVo2,
  rockportVo2,
} from '@/profile/builders/fieldTestUpdates';
import { MeasurementInputError, requireMeasurement } from '@/profile/builders/measurementInputError';
import { missingRequirements, type ProfileUpdate } from '@/profile/profileUpdate';
import type { UserProfile } from '@/profile/profileTypes';
import { typedNumber } from '@/domain/typedNumber';

/** The grid keys this file defines (registered in GROUP_TEST_KEYS). */
export const FIELD_TEST_KEYS = ['oneAndHalfMile', 'rockport'] as const;
export type GroupFieldTestKey = (typeof FIELD_TEST_KEYS)[number];

/** The row fields the stopwatch fills in (its finishing time). */
export const TIME_FIELDS = { minutes: 'minutes', seconds: 'seconds' } as const;
const HEART_RATE_FIELD = 'heartRate';

const TIME_INPUTS = [
  { key: TIME_FIELDS.minutes, label: 'Minutes', unit: 'min', integer: true },
  { key: TIME_FIELDS.seconds, label: 'Seconds', unit: 's', integer: true },
] as const;

/** A row's text as every form reads a number (typedNumber: NaN for a blank or a word). */
const numberAt = (texts: readonly string[], index: number): number => typedNumber(texts[index] ?? '');

/** The time pickers' choices (decision 0017): whole minutes 0-30, whole seconds 0-59; the calculator's message. */
function requireClock(minutes: number, seconds: number): void {
  const { minutes: m, seconds: s } = FIELD_TEST_CLOCK_RANGE;
  requireMeasurement(minutes, { min: m.min, max: m.max, integer: true }, RANGE_MESSAGES.time, TIME_FIELDS.minutes);
  requireMeasurement(seconds, { min: s.min, max: s.max - 1, integer: true }, RANGE_MESSAGES.time, TIME_FIELDS.seconds);
}

/** Runs a field-test builder, turning a calculator's range error into the form's inline message. */
function withRangeMessage(build: () => ProfileUpdate): ProfileUpdate {
  try {
    return build();
  } catch (error) {
    if (error instanceof CalculatorRangeError) throw new MeasurementInputError(error.message, error.field);
    throw error;
  }
}

/** The stored VO2 max of this field test, or null (the profile holds one from another test, or none). */
function vo2Of(profile: UserProfile, test: string) {
  return profile.vo2Max?.test === test ? profile.vo2Max : null;
}

export const GROUP_FIELD_TESTS = {
  oneAndHalfMile: {
    key: 'oneAndHalfMile' as const,
    label: '1.5 Mile Run/Walk',
    fields: TIME_INPUTS,
    build: (profile: UserProfile, texts: readonly string[]) => {
      const [minutes, seconds] = [numberAt(texts, 0), numberAt(texts, 1)];
      requireClock(minutes, seconds);
      return withRangeMessage(() => oneAndHalfMileVo2(profile, minutes, seconds).update);
    },
    resultText: (p: UserProfile) => {
      const vo2 = vo2Of(p, FIELD_TEST_LABELS.oneAndHalfMile);
      return vo2 ? `${vo2.vo2Max.toFixed(2)} mL/kg/min` : null;
    },
    category: (p: UserProfile) => vo2Of(p, FIELD_TEST_LABELS.oneAndHalfMile)?.category ?? null,
    gaugeKey: 'vo2max' as const,
  },
  rockport: {
    key: 'rockport' as const,
    label: 'Rockport One-Mile Walk',
    fields: [...TIME_INPUTS, { key: HEART_RATE_FIELD, label: 'Heart rate at the end', unit: 'bpm', integer: true }],
    build: (profile: UserProfile, texts: readonly string[]) => {
      const [minutes, seconds, heartRate] = [numberAt(texts, 0), numberAt(texts, 1), numberAt(texts, 2)];
      requireClock(minutes, seconds);
      const hr = FIELD_TEST_INPUT_RANGES.heartRate;
      requireMeasurement(heartRate, { ...hr, integer: true }, RANGE_MESSAGES.heartRate, HEART_RATE_FIELD);
      // As the field-test screen: without sex, weight or age the test is not offered; the profile machine names them.
      if (missingRequirements(profile, ROCKPORT_REQUIRES).length > 0)
        return { label: FIELD_TEST_LABELS.rockport, requires: ROCKPORT_REQUIRES, patch: {} };
      return withRangeMessage(() => rockportVo2(profile, minutes, seconds, heartRate).update);
    },
    resultText: (p: UserProfile) => {
      const vo2 = vo2Of(p, FIELD_TEST_LABELS.rockport);
      return vo2 ? `${vo2.vo2Max.toFixed(2)} mL/kg/min` : null;
    },
    category: (p: UserProfile) => vo2Of(p, FIELD_TEST_LABELS.rockport)?.category ?? null,
    gaugeKey: 'vo2max' as const,
  },
} satisfies Record<GroupFieldTestKey, unknown>;
