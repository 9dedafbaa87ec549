// The tests a group grid can enter (issue 21, decision 0154): each test's inputs and how a row's text becomes a
// profile update, through the SAME builder (and so the same rules and messages) as the test's own form. Pure: the group
// machine evaluates rows with it, and the roster's save builds each client's update with it again, against that
// client's own session profile.
import { typedNumber } from '@/domain/typedNumber';
import { pushupsUpdate } from '@/profile/builders/pushupsUpdate';
import { sitAndReachUpdate } from '@/profile/builders/sitAndReachUpdate';
import { restingHrUpdate } from '@/profile/builders/restingHrUpdate';
import { bloodPressureUpdate } from '@/profile/builders/bloodPressureUpdate';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import { applyProfileUpdate, type ProfileUpdate } from '@/profile/profileUpdate';
import type { UserProfile } from '@/profile/profileTypes';
import type { NormTableKey } from '@/norms/normTables';
import { GROUP_STEP_TEST_COUNT, STEP_TEST_COUNT_KEYS } from '@/profile/groupStepTestCount';
import { FIELD_TEST_KEYS, GROUP_FIELD_TESTS } from '@/profile/groupFieldTests';

/** One input of a row: its key in the row's texts, its label (with the unit) and whether it takes whole numbers only. */
export interface GroupTestField {
  readonly key: string;
  readonly label: string;
  readonly unit: string;
  readonly integer: boolean;
}

export interface GroupTest {
  readonly key: GroupTestKey;
  /** As the menu names the test. */
  readonly label: string;
  readonly fields: readonly GroupTestField[];
  /** The test form's own builder, fed what the row's fields mean as numbers (typedNumber, as every form reads them). */
  readonly build: (profile: UserProfile, numbers: readonly number[]) => ProfileUpdate;
  /** The stored result as text, or null when the profile holds none. */
  readonly resultText: (profile: UserProfile) => string | null;
  /** The stored category, '' when the norms have none for this person, null when the test has no category. */
  readonly category: (profile: UserProfile) => string | null;
  /** The norm table whose gauge places the result (its colour), or null when the test has no category. */
  readonly gaugeKey: NormTableKey | null;
}

export const GROUP_TEST_KEYS = [
  'pushups',
  'sitAndReach',
  'restingHr',
  'bloodPressure',
  ...STEP_TEST_COUNT_KEYS,
  ...FIELD_TEST_KEYS,
] as const;
export type GroupTestKey = (typeof GROUP_TEST_KEYS)[number];

export const GROUP_TESTS: Readonly<Record<GroupTestKey, GroupTest>> = {
  pushups: {
    key: 'pushups',
    label: 'Pushups',
    fields: [{ key: 'pushups', label: 'Pushups', unit: 'pushups', integer: true }],
    build: (profile, [count]) => pushupsUpdate(profile, count ?? Number.NaN),
    resultText: (p) => (p.pushups ? String(p.pushups.pushups) : null),
    category: (p) => p.pushups?.category ?? null,
    gaugeKey: 'pushups',
  },
  sitAndReach: {
    key: 'sitAndReach',
    label: 'Sit & Reach',
    // Always cm, as the test's own form (box zero at 26 cm, decision 0006).
    fields: [{ key: 'sitAndReach', label: 'Sit and reach', unit: 'cm', integer: false }],
    build: (profile, [cm]) => sitAndReachUpdate(profile, cm ?? Number.NaN),
    resultText: (p) => (p.sar ? `${p.sar.value} cm` : null),
    category: (p) => p.sar?.category ?? null,
    gaugeKey: 'sitAndReach',
  },
  restingHr: {
    key: 'restingHr',
    label: 'Resting Heart Rate',
    fields: [{ key: 'restingHr', label: 'Resting heart rate', unit: 'bpm', integer: true }],
    build: (profile, [bpm]) => restingHrUpdate(profile, bpm ?? Number.NaN),
    resultText: (p) => (p.restingHR === null ? null : `${p.restingHR} bpm`),
    category: () => null,
    gaugeKey: null,
  },
  bloodPressure: {
    key: 'bloodPressure',
    label: 'Blood Pressure',
    fields: [
      { key: 'systolic', label: 'Systolic', unit: 'mmHg', integer: false },
      { key: 'diastolic', label: 'Diastolic', unit: 'mmHg', integer: false },
    ],
    build: (profile, [sbp, dbp]) => bloodPressureUpdate(profile, sbp ?? Number.NaN, dbp ?? Number.NaN),
    resultText: (p) => (p.bloodPressure ? `${p.bloodPressure.sbp}/${p.bloodPressure.dbp} mmHg` : null),
    category: (p) => p.bloodPressure?.classification ?? null,
    gaugeKey: 'bloodPressure',
  },
  ...GROUP_STEP_TEST_COUNT,
  ...GROUP_FIELD_TESTS,
};

export function isGroupTestKey(value: unknown): value is GroupTestKey {
  return typeof value === 'string' && (GROUP_TEST_KEYS as readonly string[]).includes(value);
}

/** The texts of one row, by field key. */
export type RowTexts = Readonly<Record<string, string>>;

/** The grid as work in progress (decision 0103): whom, which test and what was typed, kept across reloads and screens. */
export interface GroupDraft {
  readonly clientIds: readonly string[];
  readonly testKey: GroupTestKey;
  /** Typed texts by client id. */
  readonly texts: Readonly<Record<string, RowTexts>>;
  /** The texts as last saved, by client id. */
  readonly saved: Readonly<Record<string, RowTexts>>;
  /** True once the grid was opened (a reload comes back to the grid, not to the choice). */
  readonly started: boolean;
}

/** What one row's texts amount to for one client's session profile. */
export type GroupRowOutcome =
  | { readonly kind: 'empty' }
  /** The form would refuse it: the builder's own message (e.g. 'Pushups must be a whole number from 0 to 999'). */
  | { readonly kind: 'invalid'; readonly message: string }
  /** The profile machine would refuse it: what is missing (e.g. 'Pushups needs your age first…'). */
  | { readonly kind: 'refused'; readonly message: string }
  /** Accepted: the client's session profile with the result stored, as their own screen would store it. */
  | { readonly kind: 'valid'; readonly user: UserProfile; readonly update: ProfileUpdate };

/** A row of the grid: every field blank is empty (nothing to save); otherwise it is built as the test's form builds it. */
export function groupRowOutcome(
  test: GroupTest,
  profile: UserProfile,
  texts: Readonly<Record<string, string>>,
): GroupRowOutcome {
  const raw = test.fields.map((field) => texts[field.key] ?? '');
  if (raw.every((text) => text.trim() === '')) return { kind: 'empty' };
  let update: ProfileUpdate;
  try {
    update = test.build(profile, raw.map(typedNumber));
  } catch (error) {
    if (error instanceof MeasurementInputError) return { kind: 'invalid', message: error.message };
    throw error;
  }
  const applied = applyProfileUpdate(profile, update);
  return applied.ok ? { kind: 'valid', user: applied.user, update } : { kind: 'refused', message: applied.message };
}
