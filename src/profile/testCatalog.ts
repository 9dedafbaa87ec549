// The one list of the tests a coach can put in a test battery (decision 0138): each test's key, its name,
// the screen that does it, its unit on a printed field sheet, and whether the open session holds its result. The keys
// are the group grid's (src/profile/groupTests.ts) where the grid has the test, so a battery walks through the grid
// with them; the rest are the tests the Current Session's "Still to do" links to. Pure: the Current Session, the
// group screen, the field sheet and the battery store all read this one list.
import { ROUTE_PATHS } from '@/domain/routePaths';
import { shuttleRunPath } from '@/domain/shuttleRunPath';
import type { GroupTestKey } from './groupTests';
import { fieldUnit, GROUP_TEST_KEYS, GROUP_TESTS } from './groupTests';
import type { UserProfile } from './profileTypes';
import { FIELD_TEST_LABELS } from './builders/fieldTestUpdates';
import { STEP_TEST_NAME } from './builders/stepTestVo2Update';
import { seniorItemPath } from '@/domain/seniorRoutes';
import { SENIOR_ITEMS, type SeniorItem } from '@/norms/seniorFitness';
import { SENIOR_GRID_KEYS, SENIOR_TEST_KEYS, type SeniorTestKey } from './groupSeniorTests';
import { seniorEntryUnit } from './seniorFitnessResults';

/** Tests the group grid cannot enter: each is one of the Current Session's "Still to do" links. */
const OTHER_TEST_KEYS = ['skinfolds', 'vo2Max'] as const;

export type CatalogTestKey = GroupTestKey | (typeof OTHER_TEST_KEYS)[number];

const isSeniorKey = (key: CatalogTestKey): key is SeniorTestKey =>
  (SENIOR_GRID_KEYS as readonly string[]).includes(key);

/** Every test a battery can hold, in the order a battery lists them: the grid's, the others, the senior battery's. */
export const CATALOG_TEST_KEYS: readonly CatalogTestKey[] = [
  ...GROUP_TEST_KEYS.filter((key) => !isSeniorKey(key)),
  ...OTHER_TEST_KEYS,
  ...SENIOR_GRID_KEYS,
];

export interface CatalogTest {
  readonly key: CatalogTestKey;
  /** The test's name, as the menu names it. */
  readonly label: string;
  /** The screen that does it (where "Still to do" links). */
  readonly to: string;
  /** What a field sheet's empty cell is filled in with (the user's units where the test's form takes either). */
  readonly unit: (metric: boolean) => string;
  /** Whether the session profile holds this test's result. */
  readonly done: (profile: UserProfile) => boolean;
}

const mass = (metric: boolean) => (metric ? 'kg' : 'lb');
const length = (metric: boolean) => (metric ? 'cm' : 'in');

/**
 * The tests "Still to do" has always named, described as a coach reads them on a field sheet. Every other grid test
 * (the circumference sites, the 12-minute run, the 6-minute walk, each treadmill protocol) is described from the grid's
 * own definition (gridEntry), so a test the grid gains needs only its screen below, or the type check fails.
 */
const DESCRIBED = {
  pushups: {
    key: 'pushups',
    label: 'Pushups',
    to: ROUTE_PATHS.pushupsInstructions,
    unit: () => 'reps',
    done: (p) => p.pushups !== null,
  },
  sitAndReach: {
    key: 'sitAndReach',
    label: 'Sit & Reach',
    to: ROUTE_PATHS.sitAndReachInstructions,
    // Always cm, as the test's own form (decision 0006).
    unit: () => 'cm',
    done: (p) => p.sar !== null,
  },
  restingHr: {
    key: 'restingHr',
    label: 'Resting Heart Rate',
    to: ROUTE_PATHS.restingHr,
    unit: () => 'bpm',
    done: (p) => p.restingHR !== null,
  },
  bloodPressure: {
    key: 'bloodPressure',
    label: 'Blood Pressure',
    to: ROUTE_PATHS.bloodPressure,
    unit: () => 'mmHg, systolic / diastolic',
    done: (p) => p.bloodPressure !== null,
  },
  // The three VO2 max tests of the grid are done when the session's VO2 max came from that test (vo2Max.test).
  stepTestCount: {
    key: 'stepTestCount',
    label: GROUP_TESTS.stepTestCount.label,
    to: ROUTE_PATHS.stepTestInstructions,
    unit: () => 'beats in 15 s',
    done: (p) => p.vo2Max?.test === STEP_TEST_NAME,
  },
  oneAndHalfMile: {
    key: 'oneAndHalfMile',
    label: GROUP_TESTS.oneAndHalfMile.label,
    to: ROUTE_PATHS.fieldTests,
    unit: () => 'min:s',
    done: (p) => p.vo2Max?.test === FIELD_TEST_LABELS.oneAndHalfMile,
  },
  rockport: {
    key: 'rockport',
    label: GROUP_TESTS.rockport.label,
    to: ROUTE_PATHS.fieldTests,
    unit: () => 'min:s, bpm at the end',
    done: (p) => p.vo2Max?.test === FIELD_TEST_LABELS.rockport,
  },
  gripStrength: {
    key: 'gripStrength',
    label: 'Grip Strength',
    to: ROUTE_PATHS.gripStrengthInstructions,
    unit: (metric) => `${mass(metric)}, left / right`,
    done: (p) => p.gripStrength !== null,
  },
  benchPress: {
    key: 'benchPress',
    label: 'Bench Press 1RM',
    to: ROUTE_PATHS.benchPressInstructions,
    unit: mass,
    done: (p) => p.benchPress !== null,
  },
  legPress: {
    key: 'legPress',
    label: 'Leg Press 1RM',
    to: ROUTE_PATHS.legPressInstructions,
    unit: mass,
    done: (p) => p.legPress !== null,
  },
  weight: {
    key: 'weight',
    label: 'Weight',
    to: ROUTE_PATHS.demographics,
    unit: mass,
    done: (p) => p.currentWeight !== null,
  },
  waist: {
    key: 'waist',
    label: 'Waist Circumference',
    to: ROUTE_PATHS.circumferences,
    unit: length,
    done: (p) => p.waistCircumference !== null,
  },
  skinfolds: {
    key: 'skinfolds',
    label: 'Body Fat (skinfolds)',
    to: ROUTE_PATHS.skinfolds,
    unit: () => 'mm per site',
    done: (p) => p.bodyComp !== null || p.measuredBodyFat !== null,
  },
  vo2Max: {
    key: 'vo2Max',
    label: 'VO2 Max (step test, field test or treadmill)',
    to: ROUTE_PATHS.fieldTests,
    unit: () => 'time or count',
    done: (p) => p.vo2Max !== null,
  },
} satisfies Partial<Record<CatalogTestKey, CatalogTest>> & Record<(typeof OTHER_TEST_KEYS)[number], CatalogTest>;

type DescribedKey = keyof typeof DESCRIBED;

/** The screen of each grid test not described above (where "Still to do" links). */
const SCREEN_OF: Readonly<Record<Exclude<GroupTestKey, DescribedKey | SeniorTestKey>, string>> = {
  abdomenCircumference: ROUTE_PATHS.circumferences,
  armCircumference: ROUTE_PATHS.circumferences,
  buttocksCircumference: ROUTE_PATHS.circumferences,
  calfCircumference: ROUTE_PATHS.circumferences,
  forearmCircumference: ROUTE_PATHS.circumferences,
  hipsCircumference: ROUTE_PATHS.circumferences,
  midthighCircumference: ROUTE_PATHS.circumferences,
  twelveMinute: ROUTE_PATHS.fieldTests,
  sixMinuteWalk: ROUTE_PATHS.fieldTests,
  shuttleRun: shuttleRunPath(),
  treadmillBruce: ROUTE_PATHS.treadmillProtocols,
  treadmillModifiedBruce: ROUTE_PATHS.treadmillProtocols,
  treadmillNaughton: ROUTE_PATHS.treadmillProtocols,
  treadmillModifiedNaughton: ROUTE_PATHS.treadmillProtocols,
  treadmillRamp: ROUTE_PATHS.treadmillProtocols,
};

/** A grid test described from its grid definition: its name, its inputs' units, done when the grid shows a result. */
function gridEntry(key: Exclude<GroupTestKey, DescribedKey | SeniorTestKey>): CatalogTest {
  const test = GROUP_TESTS[key];
  return {
    key,
    label: test.label,
    to: SCREEN_OF[key],
    unit: (metric) => [...new Set(test.fields.map((field) => fieldUnit(field, metric)))].join(' / '),
    done: (profile) => test.resultText(profile) !== null,
  };
}

const isDescribed = (key: CatalogTestKey): key is DescribedKey => Object.hasOwn(DESCRIBED, key);

/** A Senior Fitness Test item: its instructions, its unit in the user's units, done once the session holds it. */
function seniorEntry(item: SeniorItem): CatalogTest {
  return {
    key: SENIOR_TEST_KEYS[item],
    label: GROUP_TESTS[SENIOR_TEST_KEYS[item]].label,
    to: seniorItemPath(item),
    unit: (metric) =>
      item === 'upAndGo' || item === 'chairSitAndReach' || item === 'backScratch'
        ? `${seniorEntryUnit(item, metric)}, 2 trials`
        : seniorEntryUnit(item, metric),
    done: (profile) => profile.seniorFitness.some((r) => r.item === item),
  };
}

const seniorItemOfKey = (key: CatalogTestKey): SeniorItem | undefined =>
  SENIOR_ITEMS.find((item) => SENIOR_TEST_KEYS[item] === key);

export const TEST_CATALOG: Readonly<Record<CatalogTestKey, CatalogTest>> = Object.fromEntries(
  CATALOG_TEST_KEYS.map((key) => {
    const senior = seniorItemOfKey(key);
    if (senior) return [key, seniorEntry(senior)];
    return [
      key,
      isDescribed(key) ? DESCRIBED[key] : gridEntry(key as Exclude<GroupTestKey, DescribedKey | SeniorTestKey>),
    ];
  }),
) as Record<CatalogTestKey, CatalogTest>;

export function isCatalogTestKey(value: unknown): value is CatalogTestKey {
  return typeof value === 'string' && Object.hasOwn(TEST_CATALOG, value);
}

/** The tests of `keys` whose result the session profile does not hold yet, in the battery's order. */
export function testsStillToDo(keys: readonly CatalogTestKey[], profile: UserProfile): CatalogTest[] {
  return keys.map((key) => TEST_CATALOG[key]).filter((test) => !test.done(profile));
}

/** The tests of `keys` the group grid can enter, in order (a battery's walk through the grid). */
export function gridTestsOf(keys: readonly CatalogTestKey[]): GroupTestKey[] {
  return keys.filter((key): key is GroupTestKey => (GROUP_TEST_KEYS as readonly string[]).includes(key));
}
