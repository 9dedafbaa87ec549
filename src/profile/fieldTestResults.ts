// The field tests done in one session, each with the raw result the tester measured (distance, time, heart rate) and
// the VO2 max it gave (decision 0181). A session keeps every one of them; the profile's `vo2Max` (the SPEC's field,
// saved as `vo2_max`) holds the one the tester chose, the latest by default. Pure: the profile, the saved record and
// the screens read them through here. The 20 m shuttle run is one of them: its distance is its score (a whole number
// of shuttles gives back the level and shuttle, decision 0210).
import { shuttleRunResult, shuttleScoreOfDistance, shuttleScoreText, SHUTTLE_METRES } from '@/calculators/shuttleRun';
import { stoppedEarlyText } from '@/domain/stopTestIndications';

export type FieldTestId = 'oneAndHalfMile' | 'twelveMinute' | 'rockport' | 'sixMinuteWalk' | 'shuttleRun';

export const FIELD_TEST_IDS: readonly FieldTestId[] = [
  'oneAndHalfMile',
  'twelveMinute',
  'rockport',
  'sixMinuteWalk',
  'shuttleRun',
];

export const FIELD_TEST_LABELS: Readonly<Record<FieldTestId, string>> = {
  oneAndHalfMile: '1.5 mile run/walk',
  twelveMinute: '12 minute run/walk',
  rockport: 'Rockport one-mile walk',
  sixMinuteWalk: '6 minute walk',
  shuttleRun: '20 m shuttle run',
};

/** One field test of a session: what was measured (null when the test does not measure it) and its VO2 max. */
export interface FieldTestResult {
  test: FieldTestId;
  /** m: the 12-minute and 6-minute distances, the shuttle run's (its score: a whole number of 20 m shuttles) */
  distanceM: number | null;
  /** s: the 1.5-mile and Rockport times */
  timeSeconds: number | null;
  /** bpm at the end: Rockport and the 6-minute walk */
  heartRate: number | null;
  /** mL/kg/min, as the test's equation gave it */
  vo2Max: number;
  /** The equation (its citation), as the calculator names it. */
  method: string;
  /** Why the tester stopped the test before its end (decision 50): the result is kept, labelled with it. */
  stoppedEarly?: string;
}

/** The session's list with `result` in it: a test done again replaces its own earlier entry, the others stay. */
export function withFieldTestResult(
  results: readonly FieldTestResult[] | null | undefined,
  result: FieldTestResult,
): FieldTestResult[] {
  return [...(results ?? []).filter((r) => r.test !== result.test), result];
}

/** The entry of the test that produced `vo2Max` (the profile's chosen VO2 max), or null. */
export function chosenFieldTest(
  results: readonly FieldTestResult[] | null | undefined,
  vo2Max: { vo2Max: number; test?: string } | null,
): FieldTestResult | null {
  if (!vo2Max) return null;
  return (results ?? []).find((r) => FIELD_TEST_LABELS[r.test] === vo2Max.test && r.vo2Max === vo2Max.vo2Max) ?? null;
}

const clock = (seconds: number) =>
  `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** What was measured, in words: "420 m in 6 minutes, heart rate 100 bpm", and "(Stopped early: Dizziness)". */
export function fieldTestMeasuredText(result: FieldTestResult): string {
  return result.stoppedEarly
    ? `${measuredText(result)} (${stoppedEarlyText(result.stoppedEarly)})`
    : measuredText(result);
}

function measuredText(result: FieldTestResult): string {
  const hr = result.heartRate === null ? '' : `, heart rate ${result.heartRate} bpm`;
  switch (result.test) {
    case 'oneAndHalfMile':
      return `1.5 mile in ${clock(result.timeSeconds ?? 0)}`;
    case 'twelveMinute':
      return `${result.distanceM ?? 0} m in 12 minutes`;
    case 'rockport':
      return `1 mile walked in ${clock(result.timeSeconds ?? 0)}${hr}`;
    case 'sixMinuteWalk':
      return `${result.distanceM ?? 0} m in 6 minutes${hr}`;
    case 'shuttleRun':
      return shuttleMeasuredText(result.distanceM ?? 0);
  }
}

/** 'level 7.4, 1140 m; last completed level 6 at 11 km/h' from the run's distance. */
function shuttleMeasuredText(distanceM: number): string {
  const score = shuttleScoreOfDistance(distanceM);
  const { lastCompletedLevel, speedKmh } = shuttleRunResult(score);
  const completed =
    speedKmh === null ? 'no level completed' : `last completed level ${lastCompletedLevel} at ${speedKmh} km/h`;
  return `${shuttleScoreText(score)}, ${distanceM} m; ${completed}`;
}

/** "6 minute walk: 420 m in 6 minutes, heart rate 100 bpm; VO2 max 8.80 mL/kg/min". */
export function fieldTestResultText(result: FieldTestResult): string {
  return `${FIELD_TEST_LABELS[result.test]}: ${fieldTestMeasuredText(result)}; VO2 max ${result.vo2Max.toFixed(2)} mL/kg/min`;
}

const LIMITS = {
  distanceM: { min: 0, max: 5000 },
  timeSeconds: { min: 0, max: 31 * 60 },
  heartRate: { min: 0, max: 400 },
  vo2Max: { min: 0, max: 200 },
} as const;
const METHOD_MAX_LENGTH = 100;

function readNumber(value: unknown, limit: { min: number; max: number }): number | null | undefined {
  if (value === null || value === undefined) return null;
  return typeof value === 'number' && Number.isFinite(value) && value >= limit.min && value <= limit.max
    ? value
    : undefined;
}

function isShuttleDistance(distanceM: number | null): boolean {
  if (distanceM === null || !Number.isInteger(distanceM / SHUTTLE_METRES)) return false;
  try {
    shuttleScoreOfDistance(distanceM);
    return true;
  } catch {
    return false;
  }
}

/** One stored entry, checked field by field; undefined when it cannot be read. */
function readOne(raw: unknown): FieldTestResult | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const test = FIELD_TEST_IDS.find((id) => id === r.test);
  const distanceM = readNumber(r.distanceM, LIMITS.distanceM);
  const timeSeconds = readNumber(r.timeSeconds, LIMITS.timeSeconds);
  const heartRate = readNumber(r.heartRate, LIMITS.heartRate);
  const vo2Max = readNumber(r.vo2Max, LIMITS.vo2Max);
  const method = typeof r.method === 'string' && r.method.length <= METHOD_MAX_LENGTH ? r.method : undefined;
  if (!test || distanceM === undefined || timeSeconds === undefined || heartRate === undefined) return undefined;
  if (vo2Max === undefined || vo2Max === null || method === undefined) return undefined;
  // A shuttle run's distance is its score: a whole number of shuttles of a full run at most.
  if (test === 'shuttleRun' && !isShuttleDistance(distanceM)) return undefined;
  // An unreadable reason is dropped, never the result it labels.
  const stoppedEarly =
    typeof r.stoppedEarly === 'string' && r.stoppedEarly.trim() !== '' && r.stoppedEarly.length <= METHOD_MAX_LENGTH
      ? r.stoppedEarly
      : null;
  return { test, distanceM, timeSeconds, heartRate, vo2Max, method, ...(stoppedEarly ? { stoppedEarly } : {}) };
}

/**
 * A stored list (the profile's or a saved record's), read entry by entry: undefined when it is not a list or an entry
 * cannot be read (the caller reports it), the entries otherwise (one per test, the last kept).
 */
export function readFieldTestResults(raw: unknown): FieldTestResult[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const read = raw.map(readOne);
  if (read.some((r) => r === undefined)) return undefined;
  return (read as FieldTestResult[]).reduce<FieldTestResult[]>((list, r) => withFieldTestResult(list, r), []);
}
