// The tests a group grid can enter (decision 0154): each test's inputs and how a row's text becomes a
// profile update, through the SAME builder (and so the same rules and messages) as the test's own form. Pure: the group
// machine evaluates rows with it, and the roster's save builds each client's update with it again, against that
// client's own session profile.
import { typedNumber } from '@/domain/typedNumber';
import { CIRCUMFERENCE_LABELS, CIRCUMFERENCE_SITES, type CircumferenceSite } from '@/domain/bodySites';
import { CalculatorRangeError } from '@/calculators/CalculatorRangeError';
import { TREADMILL_PROTOCOLS, type TreadmillProtocolId } from '@/calculators/treadmillProtocols';
import { pushupsUpdate } from '@/profile/builders/pushupsUpdate';
import { sitAndReachUpdate } from '@/profile/builders/sitAndReachUpdate';
import { restingHrUpdate } from '@/profile/builders/restingHrUpdate';
import { bloodPressureUpdate } from '@/profile/builders/bloodPressureUpdate';
import { gripStrengthUpdate } from '@/profile/builders/gripStrengthUpdate';
import { benchPressUpdate } from '@/profile/builders/benchPressUpdate';
import { legPressUpdate } from '@/profile/builders/legPressUpdate';
import { circumferencesUpdate, type CircumferenceValuesCm } from '@/profile/builders/circumferencesUpdate';
import { currentWeightUpdate } from '@/profile/builders/demographicsUpdate';
import {
  FIELD_TEST_LABELS,
  missingFieldTestData,
  sixMinuteWalkSubmission,
  SYSTOLIC_MISSING_MESSAGE,
  twelveMinuteSubmission,
} from '@/profile/builders/fieldTestUpdates';
import { treadmillSubmission } from '@/profile/builders/treadmillVo2Update';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import { checkedWeightKg } from '@/profile/validateDemographics';
import { typedCm, typedKg } from '@/profile/typedUnits';
import { applyProfileUpdate, refusalMessage, type ProfileUpdate, type Requirement } from '@/profile/profileUpdate';
import type { UserProfile } from '@/profile/profileTypes';
import type { NormTableKey } from '@/norms/normTables';
import { GROUP_STEP_TEST_COUNT, STEP_TEST_COUNT_KEYS } from '@/profile/groupStepTestCount';
import { FIELD_TEST_KEYS, GROUP_FIELD_TESTS } from '@/profile/groupFieldTests';
import { GROUP_SHUTTLE_RUN } from '@/profile/groupShuttleRun';
import {
  GROUP_SENIOR_TESTS,
  SENIOR_GRID_KEYS,
  type GroupVerdict,
  type SeniorTestKey,
} from '@/profile/groupSeniorTests';

/**
 * One input of a row: its key in the row's texts, its label, its unit (metric, and imperial when the form takes the
 * user's units) and whether it takes whole numbers only.
 */
export interface GroupTestField {
  readonly key: string;
  readonly label: string;
  readonly unit: string;
  /** The unit typed when the user prefers imperial units (the form converts it once, decision 0015); absent: always `unit`. */
  readonly imperialUnit?: string;
  readonly integer: boolean;
}

/** The unit a field is typed in for a user who prefers metric (or not). */
export function fieldUnit(field: GroupTestField, metric: boolean): string {
  return metric ? field.unit : (field.imperialUnit ?? field.unit);
}

export interface GroupTest {
  readonly key: GroupTestKey;
  /** As the menu names the test. */
  readonly label: string;
  readonly fields: readonly GroupTestField[];
  /**
   * The test form's own builder, fed the row's texts (in the order of `fields`) as that form reads them: typedNumber,
   * converted from the user's units as the form converts them (`profile.prefers_metric`).
   */
  readonly build: (profile: UserProfile, texts: readonly string[]) => ProfileUpdate;
  /** What the test's screen asks for before its form can be sent (its missing-data panel), or null when nothing. */
  readonly missing?: (profile: UserProfile) => string | null;
  /** The stored result as text, or null when the profile holds none. */
  readonly resultText: (profile: UserProfile) => string | null;
  /** The stored category, '' when the norms have none for this person, null when the test has no category. */
  readonly category: (profile: UserProfile) => string | null;
  /** The norm table whose gauge places the result (its colour), or null when the test has no category. */
  readonly gaugeKey: NormTableKey | null;
  /** A test compared with a normal range (the Senior Fitness Test): its verdict, in place of a category. */
  readonly verdict?: (profile: UserProfile) => GroupVerdict;
}

const SITE_KEYS = {
  abdomen: 'abdomenCircumference',
  arm: 'armCircumference',
  buttocks: 'buttocksCircumference',
  calf: 'calfCircumference',
  forearm: 'forearmCircumference',
  hips: 'hipsCircumference',
  midthigh: 'midthighCircumference',
} as const satisfies Record<CircumferenceSite, string>;
type SiteTestKey = (typeof SITE_KEYS)[CircumferenceSite];

const TREADMILL_KEYS = {
  bruce: 'treadmillBruce',
  modifiedBruce: 'treadmillModifiedBruce',
  naughton: 'treadmillNaughton',
  modifiedNaughton: 'treadmillModifiedNaughton',
  ramp: 'treadmillRamp',
} as const satisfies Record<TreadmillProtocolId, string>;
type TreadmillTestKey = (typeof TREADMILL_KEYS)[TreadmillProtocolId];

export type GroupTestKey =
  | 'pushups'
  | 'gripStrength'
  | 'sitAndReach'
  | 'benchPress'
  | 'legPress'
  | 'restingHr'
  | 'bloodPressure'
  | 'weight'
  | 'waist'
  | SiteTestKey
  | (typeof STEP_TEST_COUNT_KEYS)[number]
  | (typeof FIELD_TEST_KEYS)[number]
  | 'twelveMinute'
  | 'sixMinuteWalk'
  | 'shuttleRun'
  | TreadmillTestKey
  | SeniorTestKey;

export const GROUP_TEST_KEYS: readonly GroupTestKey[] = [
  'pushups',
  'gripStrength',
  'sitAndReach',
  'benchPress',
  'legPress',
  'restingHr',
  'bloodPressure',
  'weight',
  'waist',
  ...CIRCUMFERENCE_SITES.map((site) => SITE_KEYS[site]),
  ...STEP_TEST_COUNT_KEYS,
  ...FIELD_TEST_KEYS,
  'twelveMinute',
  'sixMinuteWalk',
  'shuttleRun',
  ...(Object.keys(TREADMILL_KEYS) as TreadmillProtocolId[]).map((id) => TREADMILL_KEYS[id]),
  ...SENIOR_GRID_KEYS,
];
const [WEIGHT_UNIT, LENGTH_UNIT] = [
  { unit: 'kg', imperialUnit: 'lb' },
  { unit: 'cm', imperialUnit: 'in' },
] as const;

/** A number typed in a row, as every form reads it (typedNumber); in kg or cm from the user's units, as the forms convert. */
const numberOf = (text: string | undefined) => typedNumber(text ?? '');
const kgOf = (profile: UserProfile, text: string | undefined) => typedKg(numberOf(text), profile.prefers_metric);
const cmOf = (profile: UserProfile, text: string | undefined) => typedCm(numberOf(text), profile.prefers_metric);

/**
 * The circumferences the form would send with one site typed: every other site as stored (the form shows the stored
 * values and sends them unchanged), the typed one in cm.
 */
function circumferencesWith(
  profile: UserProfile,
  site: CircumferenceSite | 'waist',
  cm: number,
): CircumferenceValuesCm {
  return {
    ...profile.circumferences,
    waist: profile.waistCircumference?.wc ?? Number.NaN,
    [site]: cm,
  };
}

/** The circumferences form saves the sites with the waist (every site is required on it): a site alone needs a waist. */
export function siteNeedsWaistMessage(site: CircumferenceSite): string {
  return `${CIRCUMFERENCE_LABELS[site]} circumference is saved with the waist: enter the waist of this session first.`;
}

function siteTest(site: CircumferenceSite): GroupTest {
  const label = CIRCUMFERENCE_LABELS[site];
  return {
    key: SITE_KEYS[site],
    label: `${label} circumference`,
    fields: [{ key: site, label, ...LENGTH_UNIT, integer: false }],
    build: (profile, [text]) => circumferencesUpdate(profile, circumferencesWith(profile, site, cmOf(profile, text))),
    missing: (profile) => (profile.waistCircumference ? null : siteNeedsWaistMessage(site)),
    resultText: (p) => (p.circumferences[site] === null ? null : `${p.circumferences[site]} cm`),
    category: () => null,
    gaugeKey: null,
  };
}

/** What a VO2 max test stored, as text. */
const vo2Text = (p: UserProfile) => (p.vo2Max ? `${p.vo2Max.vo2Max} mL/kg/min` : null);

function treadmillTest(id: TreadmillProtocolId): GroupTest {
  const protocol = TREADMILL_PROTOCOLS[id];
  return {
    key: TREADMILL_KEYS[id],
    label: `Treadmill: ${protocol.name}`,
    fields: [{ key: 'stage', label: `${protocol.name} final stage`, unit: 'stage', integer: true }],
    build: (profile, [stage]) => treadmillSubmission(profile, protocol, stage ?? '').update,
    resultText: vo2Text,
    category: (p) => p.vo2Max?.category ?? null,
    gaugeKey: 'vo2max',
  };
}

/** The 6-minute walk's missing-data panel as one sentence: the demographics first, then the systolic pressure. */
function sixMinuteWalkMissing(profile: UserProfile): string | null {
  const missing = missingFieldTestData(profile, 'sixMinuteWalk');
  const demographics = missing.filter((need): need is Requirement => need !== 'systolic');
  if (demographics.length > 0)
    return refusalMessage({ label: FIELD_TEST_LABELS.sixMinuteWalk, requires: demographics, patch: {} }, demographics);
  return missing.includes('systolic') ? SYSTOLIC_MISSING_MESSAGE : null;
}

const SITE_TESTS = Object.fromEntries(CIRCUMFERENCE_SITES.map((site) => [SITE_KEYS[site], siteTest(site)])) as Record<
  SiteTestKey,
  GroupTest
>;
const TREADMILL_TESTS = Object.fromEntries(
  (Object.keys(TREADMILL_KEYS) as TreadmillProtocolId[]).map((id) => [TREADMILL_KEYS[id], treadmillTest(id)]),
) as Record<TreadmillTestKey, GroupTest>;

export const GROUP_TESTS: Readonly<Record<GroupTestKey, GroupTest>> = {
  pushups: {
    key: 'pushups',
    label: 'Pushups',
    fields: [{ key: 'pushups', label: 'Pushups', unit: 'pushups', integer: true }],
    build: (profile, [count]) => pushupsUpdate(profile, numberOf(count)),
    resultText: (p) => (p.pushups ? String(p.pushups.pushups) : null),
    category: (p) => p.pushups?.category ?? null,
    gaugeKey: 'pushups',
  },
  gripStrength: {
    key: 'gripStrength',
    label: 'Grip Strength',
    // The best reading of each hand, as the grip results form takes them; the result is their sum (decision 0005).
    fields: [
      { key: 'left', label: 'Best left hand', ...WEIGHT_UNIT, integer: false },
      { key: 'right', label: 'Best right hand', ...WEIGHT_UNIT, integer: false },
    ],
    build: (profile, [left, right]) => gripStrengthUpdate(profile, kgOf(profile, left), kgOf(profile, right)),
    resultText: (p) => (p.gripStrength ? `${p.gripStrength.gripStrength} kg` : null),
    category: (p) => p.gripStrength?.category ?? null,
    gaugeKey: 'gripStrength',
  },
  sitAndReach: {
    key: 'sitAndReach',
    label: 'Sit & Reach',
    // Always cm, as the test's own form (box zero at 26 cm, decision 0006).
    fields: [{ key: 'sitAndReach', label: 'Sit and reach', unit: 'cm', integer: false }],
    build: (profile, [cm]) => sitAndReachUpdate(profile, numberOf(cm)),
    resultText: (p) => (p.sar ? `${p.sar.value} cm` : null),
    category: (p) => p.sar?.category ?? null,
    gaugeKey: 'sitAndReach',
  },
  benchPress: {
    key: 'benchPress',
    label: 'Bench Press',
    fields: [{ key: 'benchPress', label: 'Bench press 1RM', ...WEIGHT_UNIT, integer: false }],
    build: (profile, [lift]) => benchPressUpdate(profile, kgOf(profile, lift)),
    resultText: (p) => (p.benchPress ? `${p.benchPress.benchPress} kg` : null),
    category: (p) => p.benchPress?.category ?? null,
    gaugeKey: 'benchPress',
  },
  legPress: {
    key: 'legPress',
    label: 'Leg Press',
    fields: [{ key: 'legPress', label: 'Leg press 1RM', ...WEIGHT_UNIT, integer: false }],
    build: (profile, [lift]) => legPressUpdate(profile, kgOf(profile, lift)),
    resultText: (p) => (p.legPress ? `${p.legPress.legPress} kg` : null),
    category: (p) => p.legPress?.category ?? null,
    gaugeKey: 'legPress',
  },
  restingHr: {
    key: 'restingHr',
    label: 'Resting Heart Rate',
    fields: [{ key: 'restingHr', label: 'Resting heart rate', unit: 'bpm', integer: true }],
    build: (profile, [bpm]) => restingHrUpdate(profile, numberOf(bpm)),
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
    build: (profile, [sbp, dbp]) => bloodPressureUpdate(profile, numberOf(sbp), numberOf(dbp)),
    resultText: (p) => (p.bloodPressure ? `${p.bloodPressure.sbp}/${p.bloodPressure.dbp} mmHg` : null),
    category: (p) => p.bloodPressure?.classification ?? null,
    gaugeKey: 'bloodPressure',
  },
  weight: {
    key: 'weight',
    label: 'Weight',
    // The Demographic Form's weight: checked in the typed unit and in kg (decision 0034), and everything that depends
    // on it recomputed with it, as that form's submit does (withDemographics).
    fields: [{ key: 'currentWeight', label: 'Weight', ...WEIGHT_UNIT, integer: false }],
    build: (profile, [text]) =>
      currentWeightUpdate(profile, checkedWeightKg(numberOf(text), profile.prefers_metric, 'currentWeight')),
    resultText: (p) => (p.currentWeight === null ? null : `${p.currentWeight} kg`),
    category: () => null,
    gaugeKey: null,
  },
  waist: {
    key: 'waist',
    label: 'Waist',
    fields: [{ key: 'waist', label: 'Waist', ...LENGTH_UNIT, integer: false }],
    build: (profile, [text]) =>
      circumferencesUpdate(profile, circumferencesWith(profile, 'waist', cmOf(profile, text))),
    resultText: (p) => (p.waistCircumference ? `${p.waistCircumference.wc} cm` : null),
    category: (p) => p.waistCircumference?.category ?? null,
    gaugeKey: 'waistRisk',
  },
  ...SITE_TESTS,
  ...GROUP_STEP_TEST_COUNT,
  ...GROUP_FIELD_TESTS,
  twelveMinute: {
    key: 'twelveMinute',
    label: FIELD_TEST_LABELS.twelveMinute,
    fields: [{ key: 'distance', label: 'Distance covered', unit: 'm', integer: true }],
    build: (profile, [distance]) => twelveMinuteSubmission(profile, distance ?? '').update,
    resultText: vo2Text,
    category: (p) => p.vo2Max?.category ?? null,
    gaugeKey: 'vo2max',
  },
  sixMinuteWalk: {
    key: 'sixMinuteWalk',
    label: FIELD_TEST_LABELS.sixMinuteWalk,
    fields: [
      { key: 'distance', label: 'Distance walked', unit: 'm', integer: true },
      { key: 'heartRate', label: 'Seated heart rate', unit: 'bpm', integer: true },
    ],
    build: (profile, [distance, heartRate]) => sixMinuteWalkSubmission(profile, distance ?? '', heartRate ?? '').update,
    missing: sixMinuteWalkMissing,
    resultText: vo2Text,
    category: (p) => p.vo2Max?.category ?? null,
    gaugeKey: 'vo2max',
  },
  ...GROUP_SHUTTLE_RUN,
  ...TREADMILL_TESTS,
  ...GROUP_SENIOR_TESTS,
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
  /**
   * The local day the texts were typed on (`YYYY-MM-DD`; '' when unknown): a grid shows today's work only, so the
   * texts of another day are never resumed as today's entries (decision 0178).
   */
  readonly day: string;
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
  const missing = test.missing?.(profile) ?? null;
  if (missing !== null) return { kind: 'refused', message: missing };
  let update: ProfileUpdate;
  try {
    update = test.build(profile, raw);
  } catch (error) {
    // The form's message: a builder's input error, or the calculator's range error the VO2 forms show inline.
    if (error instanceof MeasurementInputError || error instanceof CalculatorRangeError)
      return { kind: 'invalid', message: error.message };
    throw error;
  }
  const applied = applyProfileUpdate(profile, update);
  return applied.ok ? { kind: 'valid', user: applied.user, update } : { kind: 'refused', message: applied.message };
}
