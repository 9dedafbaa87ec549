// A client's progress over time (issue 12, decision 0080): the measures of their saved sessions as a table with
// the change against the previous and the first session, like compared only with like, and the norm bands for
// the charts. Pure: values come from stored records (metric), shown in the user's units; categories come from the
// existing classifiers (src/norms) with their sources.
import { roundHalfUp } from '@/calculators/rounding';
import { CIRCUMFERENCE_SITES } from '@/domain/bodySites';
import { recordTime } from '@/domain/recordDate';
import { stoppedEarlyText } from '@/domain/stopTestIndications';
import { vo2MaxTestKey } from '@/profile/builders/treadmillVo2Update';
import {
  benchPressCategory,
  classifyBloodPressure,
  classifyBloodPressureReading,
  classifyBmi,
  classifyBodyFat,
  classifyGripStrength,
  classifyPushups,
  classifySitAndReach,
  classifyVo2Max,
  classifyWaistRisk,
  legPressCategory,
} from '@/norms/classifiers';
import { findAgeGroup, isSex } from '@/norms/classifyByBounds';
import { categoryLevel, type CategoryLevel } from '@/norms/categoryGauge';
import { formatCategory } from '@/norms/formatCategory';
import { categoryLabel } from '@/norms/categoryLabel';
import { normSource } from '@/norms/normSources';
import {
  BENCH_PRESS,
  BLOOD_PRESSURE,
  BMI,
  BODY_FAT,
  GRIP_STRENGTH,
  LEG_PRESS,
  PUSHUPS,
  SIT_AND_REACH,
  VO2MAX,
  WAIST_RISK,
  ageGroupBands,
  type AgeGroupBand,
  type Interval,
  type NormTableKey,
  type ThresholdTable,
} from '@/norms/normTables';
import {
  BODY_FAT_COLUMN_KEY,
  EXPORT_COLUMNS,
  columnUnit,
  measuredBodyFatMethodLabel,
  recordBodyFat,
  toUserUnits,
  type SessionColumn,
  type SessionNumberField,
  type StoredSessionRecord,
  type UnitKind,
} from '@/profile/sessionRecord';
import { realChangeVerdict, verdictSourceText, verdictText, type RealChangeVerdict } from './realChange';

/**
 * One band of a chart: a category's value interval for the person's age and sex. A null end is open (the chart starts
 * an open lower end at its own lower edge).
 */
export type NormBand = AgeGroupBand;

/** A band as a chart draws it: with the colour step the gauges give its category (decision 0085), null without one. */
export interface ChartBand extends NormBand {
  readonly level: CategoryLevel | null;
}

/**
 * A stored number field, the body-fat percentage computed from the record's skinfolds (a sessions CSV column), or a
 * body fat measured another way (decision 0151).
 */
export type MeasureField = SessionNumberField | typeof BODY_FAT_COLUMN_KEY | 'measuredBodyFat';

export interface Measure {
  readonly field: MeasureField;
  readonly label: string;
  readonly unitKind: UnitKind;
  readonly fixedUnit?: string;
  /** For counts: the noun of the change figure ('+6 pushups'). */
  readonly countNoun?: string;
  /** Taken in whole numbers (counts, mmHg): a legend range reads '22–29', not '22 to under 30'. */
  readonly wholeNumbers?: boolean;
  /** The norm table its category comes from, for the source line. */
  readonly norm?: NormTableKey;
  readonly category?: (record: StoredSessionRecord) => string;
  /** The category bands (metric values) for the person as their latest session describes them (age, sex, weight). */
  readonly bands?: (latest: StoredSessionRecord) => NormBand[] | null;
  /** What the bands mean when it is not plain (one reading of two, limits scaled by body weight); metric values. */
  readonly bandsNote?: (latest: StoredSessionRecord, metric: boolean) => string | null;
  /** Records compare only when these are equal (VO2 max: the test behind it; body fat: the equation). */
  readonly likeKey?: (record: StoredSessionRecord) => string;
  /** What produced a value, shown under it (the VO2 max test, the body-fat equation). */
  readonly note?: (record: StoredSessionRecord) => string | null;
  /** The name of the note's column in a client CSV, when it is not '<label> equation'. */
  readonly noteLabel?: string;
}

/** A measure as written below: its label and unit come from its session column. */
type MeasureDefinition = Omit<Measure, 'label' | 'unitKind' | 'fixedUnit'>;

/** Bands of an age-and-sex table for a sex and age, best category first (the gauges' bands, ageGroupBands). */
function thresholdBands(table: ThresholdTable, sex: unknown, age: unknown): NormBand[] | null {
  if (!isSex(sex)) return null;
  const group = findAgeGroup(table, age);
  return group ? ageGroupBands(table, sex, group.label) : null;
}

/** The bands of a table for the person of the latest session. */
function personBands(table: ThresholdTable) {
  return (latest: StoredSessionRecord): NormBand[] | null => thresholdBands(table, latest.sex, latest.age);
}

/**
 * Bench and leg press are classed on the lift / body weight ratio (norms.json#benchPress, #legPress): the bands in kg
 * are the ratio limits times the latest session's body weight, so they hold for that weight only (the note says so).
 */
function pressBands(table: ThresholdTable) {
  return (latest: StoredSessionRecord): NormBand[] | null => {
    const weight = latest.current_weight;
    if (weight === null || weight <= 0) return null;
    const scale = (value: number | null) => (value === null ? null : value * weight);
    return (
      thresholdBands(table, latest.sex, latest.age)?.map((b) => ({ ...b, from: scale(b.from), to: scale(b.to) })) ??
      null
    );
  };
}

function pressBandsNote(latest: StoredSessionRecord, metric: boolean): string | null {
  const converted = latest.current_weight === null ? null : toUserUnits(latest.current_weight, 'mass', metric);
  if (converted === null) return null;
  const weight = roundHalfUp(converted, 1);
  return (
    `Bands for a body weight of ${weight} ${metric ? 'kg' : 'lb'} (the latest session): the norm is the lift divided by ` +
    'body weight, so each session in the table is classed with its own weight.'
  );
}

/**
 * One blood-pressure reading's bands from the JNC 7 classes (norms.json#bloodPressure): each class from its lower limit
 * for that reading to the next class's.
 */
function bloodPressureBands(reading: 'sbpFrom' | 'dbpFrom') {
  return (): NormBand[] =>
    BLOOD_PRESSURE.classes.map((c, i) => ({
      category: c.label,
      from: c[reading],
      fromInclusive: true,
      to: BLOOD_PRESSURE.classes[i + 1]?.[reading] ?? null,
      toInclusive: false,
    }));
}

const BLOOD_PRESSURE_NOTE =
  "Bands and the class beside each value are this reading's own; the blood pressure class " +
  'takes the more severe class of the systolic and the diastolic reading, and is written under each value.';

/** Under a blood-pressure value: the class of the two readings together (JNC 7), apart from the reading's own class. */
function bloodPressureClassNote(record: StoredSessionRecord): string | null {
  const combined = classifyBloodPressure(record.systolic_blood_pressure, record.diastolic_blood_pressure);
  return combined ? `Blood pressure class: ${formatCategory(combined)}` : null;
}

function intervalBands(intervals: readonly (Interval & { label: string })[]): NormBand[] {
  return intervals.map((c) => ({
    category: c.label,
    from: c.lower,
    fromInclusive: c.lowerInclusive,
    to: c.upper,
    toInclusive: c.upperInclusive,
  }));
}

/** A record's body-fat percentage and equation, computed once per record (a history asks for it many times). */
const bodyFatByRecord = new WeakMap<StoredSessionRecord, { value: number; method: string } | null>();
function bodyFatOf(record: StoredSessionRecord): { value: number; method: string } | null {
  if (!bodyFatByRecord.has(record)) bodyFatByRecord.set(record, recordBodyFat(record));
  return bodyFatByRecord.get(record) ?? null;
}

/** A measure's stored (metric) value in a record: the field, or the body fat computed from its skinfolds. */
export function measureValue(measure: Pick<Measure, 'field'>, record: StoredSessionRecord): number | null {
  if (measure.field === BODY_FAT_COLUMN_KEY) return bodyFatOf(record)?.value ?? null;
  // A measured body fat counts only with the method it was measured by (decision 0151): like is compared with like.
  if (measure.field === 'measuredBodyFat')
    return measuredBodyFatMethodLabel(record) === null ? null : (record.measuredBodyFat ?? null);
  return record[measure.field];
}

/** The measures a history shows, in the order of the Past Sessions table (spec §9). */
const MEASURE_DEFINITIONS: readonly MeasureDefinition[] = [
  { field: 'current_weight' },
  {
    field: 'bmi',
    norm: 'bmi',
    category: (r) => classifyBmi(r.bmi),
    bands: () => intervalBands(BMI.classes),
  },
  {
    field: 'waist_circumference',
    norm: 'waistRisk',
    category: (r) => classifyWaistRisk(r.sex, r.waist_circumference),
    bands: (latest) => (isSex(latest.sex) ? intervalBands(WAIST_RISK.classes[latest.sex]) : null),
  },
  { field: 'resting_heart_rate' },
  {
    // Each reading is labelled with its own class (issue 22 item 6); the class of both is the note under it.
    field: 'systolic_blood_pressure',
    wholeNumbers: true,
    norm: 'bloodPressure',
    category: (r) => classifyBloodPressureReading('systolic', r.systolic_blood_pressure),
    bands: bloodPressureBands('sbpFrom'),
    bandsNote: () => BLOOD_PRESSURE_NOTE,
    note: bloodPressureClassNote,
  },
  {
    field: 'diastolic_blood_pressure',
    wholeNumbers: true,
    norm: 'bloodPressure',
    category: (r) => classifyBloodPressureReading('diastolic', r.diastolic_blood_pressure),
    bands: bloodPressureBands('dbpFrom'),
    bandsNote: () => BLOOD_PRESSURE_NOTE,
    note: bloodPressureClassNote,
  },
  {
    field: 'pushups',
    countNoun: 'pushups',
    norm: 'pushups',
    wholeNumbers: true,
    category: (r) => classifyPushups(r.sex, r.age, r.pushups),
    bands: personBands(PUSHUPS),
  },
  {
    field: 'grip_strength',
    norm: 'gripStrength',
    category: (r) => classifyGripStrength(r.sex, r.age, r.grip_strength),
    bands: personBands(GRIP_STRENGTH),
  },
  {
    field: 'bench_press',
    norm: 'benchPress',
    category: (r) => benchPressCategory(r.sex, r.age, r.bench_press, r.current_weight).category,
    bands: pressBands(BENCH_PRESS),
    bandsNote: pressBandsNote,
  },
  {
    field: 'leg_press',
    norm: 'legPress',
    category: (r) => legPressCategory(r.sex, r.age, r.leg_press, r.current_weight).category,
    bands: pressBands(LEG_PRESS),
    bandsNote: pressBandsNote,
  },
  {
    field: 'vo2_max',
    norm: 'vo2max',
    category: (r) => classifyVo2Max(r.sex, r.age, r.vo2_max),
    bands: personBands(VO2MAX),
    // A step-test VO2 max is not compared with a treadmill one: each record says which test produced it (a timed
    // Bruce result's own time is not part of it).
    likeKey: (r) => vo2MaxTestKey(r.vo2MaxTest),
    note: (r) =>
      [r.vo2MaxTest, r.vo2MaxStoppedEarly ? stoppedEarlyText(r.vo2MaxStoppedEarly) : null].filter(Boolean).join('; ') ||
      null,
  },
  {
    field: 'sit_and_reach',
    norm: 'sitAndReach',
    category: (r) => classifySitAndReach(r.sex, r.age, r.sit_and_reach),
    bands: personBands(SIT_AND_REACH),
  },
  ...CIRCUMFERENCE_SITES.map((site) => ({ field: `${site}_circumference` as const })),
  // The five skinfolds a session record keeps (the Past Sessions columns), in that order.
  { field: 'chest_skin' },
  { field: 'abdominal_skin' },
  { field: 'thigh_skin' },
  { field: 'triceps_skin' },
  { field: 'suprailiac_skin' },
  {
    // Not a Past Sessions column (decision 0120) but a history measure and the CSV's last column: computed from the
    // skinfolds as the summary does, classed by its table (norms.json#bodyFat); 7-site is not compared with 3-site.
    field: BODY_FAT_COLUMN_KEY,
    norm: 'bodyFat',
    category: (r) => classifyBodyFat(r.sex, r.age, bodyFatOf(r)?.value),
    bands: personBands(BODY_FAT),
    likeKey: (r) => bodyFatOf(r)?.method ?? '',
    note: (r) => bodyFatOf(r)?.method ?? null,
  },
  {
    // Decision 0151: a body fat measured another way (bioimpedance scale, DEXA …) is its own row, never compared with
    // the skinfold estimate above, and two methods are not compared with each other (one chart line per method);
    // classed by the same table.
    field: 'measuredBodyFat',
    norm: 'bodyFat',
    noteLabel: 'Body Fat Method',
    category: (r) => classifyBodyFat(r.sex, r.age, r.measuredBodyFat),
    bands: personBands(BODY_FAT),
    likeKey: (r) => measuredBodyFatMethodLabel(r) ?? '',
    note: measuredBodyFatMethodLabel,
  },
  { field: 'biceps_skin' },
  { field: 'calf_skin' },
  { field: 'midaxillary_skin' },
  { field: 'subscapular_skin' },
];

/** The session column of a field: the one home of its unit (the Past Sessions table, the CSV and the history agree). */
function columnOf(field: MeasureField): SessionColumn {
  const column = EXPORT_COLUMNS.find((c) => c.key === field);
  if (!column) throw new Error(`No session column for ${field}`);
  return column;
}

/**
 * The measures a history shows, each with the label and unit of its session column (the one table of both: the
 * history, the Past Sessions table and the two CSV exports name a measure alike).
 */
export const MEASURES: readonly Measure[] = MEASURE_DEFINITIONS.map((definition) => {
  const column = columnOf(definition.field);
  return {
    ...definition,
    label: column.header,
    unitKind: column.unitKind,
    ...(column.fixedUnit ? { fixedUnit: column.fixedUnit } : {}),
  };
});

export function measureUnit(measure: Measure, metric: boolean): string | null {
  return columnUnit(columnOf(measure.field), metric);
}

/** The short source of a measure's category ('CSEP CPAFLA 3rd ed. 2003'), or null when it has none. */
export function measureSource(measure: Measure): string | null {
  return measure.norm ? normSource(measure.norm).source : null;
}

/** '34 pushups', '81.5 kg', '28 mL/kg/min'. */
export function formatMeasureValue(measure: Measure, value: number, metric: boolean): string {
  const unit = measure.countNoun ?? measureUnit(measure, metric);
  return unit ? `${trimNumber(value)} ${unit}` : trimNumber(value);
}

function trimNumber(value: number): string {
  return String(roundHalfUp(value, 2));
}

/** A change between two comparable sessions of one measure. */
export interface Change {
  /** In the user's units, rounded to 2 decimals. */
  readonly delta: number;
  /** '+6 pushups', '-4 cm', '0 kg'. */
  readonly text: string;
  /** 'Fair -> Good' when the category changed, else null. */
  readonly categoryText: string | null;
  /** Whether the change is larger than the test's measurement error (decision 49). */
  readonly verdict: RealChangeVerdict;
  /** 'real change', 'within measurement error (±2 pushups)', 'no reference for measurement error'. */
  readonly verdictText: string;
  /** The MDC, how it was reached and its source (the one-tap disclosure), or null without a reference. */
  readonly verdictSource: string | null;
}

/** '+6 pushups' / '-4 cm': the signed difference with the unit (counts take their noun). */
export function changeText(measure: Measure, delta: number, metric: boolean): string {
  const sign = delta > 0 ? '+' : delta < 0 ? '-' : '';
  const unit = measure.countNoun ?? measureUnit(measure, metric);
  const magnitude = trimNumber(Math.abs(delta));
  return unit ? `${sign}${magnitude} ${unit}` : `${sign}${magnitude}`;
}

/** The change from `before` to `after` (both with a value and comparable), or null. */
export function changeBetween(
  measure: Measure,
  before: StoredSessionRecord,
  after: StoredSessionRecord,
  metric: boolean,
): Change | null {
  if (!comparable(measure, before, after)) return null;
  const a = valueInUserUnits(measure, before, metric);
  const b = valueInUserUnits(measure, after, metric);
  if (a === null || b === null) return null;
  const delta = roundHalfUp(b - a, 2);
  const from = measure.category?.(before) ?? '';
  const to = measure.category?.(after) ?? '';
  // With the noun of what it rates (decision 0175), but a blood pressure row's class is one reading's, not the pressure's.
  const norm = measure.norm === 'bloodPressure' ? undefined : measure.norm;
  const named = (category: string) => (norm ? categoryLabel(norm, category) : formatCategory(category));
  const categoryText = from && to && from !== to ? `${named(from)} -> ${named(to)}` : null;
  const verdict = realChangeVerdict(measure.field, a, delta, metric);
  const unit = measure.countNoun ?? measureUnit(measure, metric);
  return {
    delta,
    text: changeText(measure, delta, metric),
    categoryText,
    verdict,
    verdictText: verdictText(verdict, unit),
    verdictSource: verdictSourceText(verdict, unit),
  };
}

/** Like with like: both have a value and the same like-key (for VO2 max, the same test). */
export function comparable(measure: Measure, a: StoredSessionRecord, b: StoredSessionRecord): boolean {
  if (measureValue(measure, a) === null || measureValue(measure, b) === null) return false;
  return !measure.likeKey || measure.likeKey(a) === measure.likeKey(b);
}

export function valueInUserUnits(measure: Measure, record: StoredSessionRecord, metric: boolean): number | null {
  const value = measureValue(measure, record);
  return value === null ? null : toUserUnits(value, measure.unitKind, metric);
}

export interface HistoryCell {
  readonly value: number | null;
  /** '34 pushups'; '' when the session has no value. */
  readonly text: string;
  /** The category as the classifier gives it ('' when none). */
  readonly category: string;
  /** The change since the previous comparable session of this client, or null. */
  readonly sincePrevious: Change | null;
  /** The change since the first comparable session, or null (for the first itself, and when the first is the previous). */
  readonly sinceFirst: Change | null;
  /** What produced the value, when known: the test behind a VO2 max, the body-fat equation. */
  readonly note: string | null;
  /**
   * Why the value has no change figure: the client's first session of this test, or a protocol other than the previous
   * session's (decision 49); null when it is compared, or has no value.
   */
  readonly comparisonFlag: ComparisonFlag | null;
}

export type ComparisonFlag =
  { readonly kind: 'first'; readonly text: string } | { readonly kind: 'protocol-changed'; readonly text: string };

function comparisonFlag(
  measure: Measure,
  record: StoredSessionRecord,
  lastValued: StoredSessionRecord | undefined,
  previousLike: StoredSessionRecord | undefined,
): ComparisonFlag | null {
  if (!lastValued) return { kind: 'first', text: 'First session of this test: nothing to compare with' };
  const before = measure.likeKey?.(lastValued) ?? '';
  const now = measure.likeKey?.(record) ?? '';
  if (before === now) return null;
  return {
    kind: 'protocol-changed',
    text:
      `Protocol changed (${before || 'unknown'} before, ${now || 'unknown'} now): ` +
      (previousLike ? `compared only with earlier ${now || 'unknown'} sessions` : 'not compared'),
  };
}

export interface HistoryRow {
  readonly measure: Measure;
  readonly cells: readonly HistoryCell[];
}

export interface ClientHistory {
  /** The sessions, oldest first (the table's columns). */
  readonly sessions: readonly StoredSessionRecord[];
  /** Only the measures that have at least one value. */
  readonly rows: readonly HistoryRow[];
}

/**
 * How a session's values came to be (decision 0101, decision 0111): 'measured' when the records model saved it (every
 * value was measured in it, a value not entered is empty), 'earlier-build' when an earlier build saved it: that build
 * saved every value of the running profile with each session, so a value may have been carried over from an earlier
 * session. The two cannot be told apart inside such a record, so it is kept as it is and marked, never guessed at.
 */
export function sessionProvenance(record: Pick<StoredSessionRecord, 'measuredOnly'>): 'measured' | 'earlier-build' {
  return record.measuredOnly === true ? 'measured' : 'earlier-build';
}

/** The history's note under a table with sessions of an earlier build (decision 0111), or null when it has none. */
export function earlierBuildNote(records: readonly Pick<StoredSessionRecord, 'measuredOnly'>[]): string | null {
  const count = records.filter((r) => sessionProvenance(r) === 'earlier-build').length;
  if (count === 0) return null;
  return `${count === 1 ? 'The session' : `${count} sessions`} marked "earlier version" ${count === 1 ? 'was' : 'were'} saved by an earlier version of this app, which saved every value of the open profile with each session: a value there may have been carried over from an earlier session rather than measured that day. ${count === 1 ? 'It is' : 'They are'} kept as saved.`;
}

export function sortByDate(records: readonly StoredSessionRecord[]): StoredSessionRecord[] {
  return [...records].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.timestamp - b.timestamp));
}

/** The history table of one client: sessions as columns (oldest first), measures as rows. */
export function clientHistory(records: readonly StoredSessionRecord[], metric: boolean): ClientHistory {
  const sessions = sortByDate(records);
  const rows: HistoryRow[] = [];
  for (const measure of MEASURES) {
    if (!sessions.some((s) => measureValue(measure, s) !== null)) continue;
    // The first and the latest earlier session each record is comparable with (both have a value and the same
    // like-key: see comparable), kept per like-key in one pass instead of filtering every earlier session per cell.
    const earlierByKey = new Map<unknown, { first: StoredSessionRecord; previous: StoredSessionRecord }>();
    // The latest earlier session with a value of any like-key: a different key there is a change of protocol.
    let lastValued: StoredSessionRecord | undefined;
    const cells = sessions.map((record): HistoryCell => {
      const value = valueInUserUnits(measure, record, metric);
      let previous: StoredSessionRecord | undefined;
      let first: StoredSessionRecord | undefined;
      let flag: ComparisonFlag | null = null;
      if (measureValue(measure, record) !== null) {
        const key = measure.likeKey ? measure.likeKey(record) : null;
        const earlier = earlierByKey.get(key);
        previous = earlier?.previous;
        first = earlier?.first;
        flag = comparisonFlag(measure, record, lastValued, previous);
        if (earlier) earlier.previous = record;
        else earlierByKey.set(key, { first: record, previous: record });
        lastValued = record;
      }
      return {
        value,
        text: value === null ? '' : formatMeasureValue(measure, value, metric),
        category: value === null ? '' : (measure.category?.(record) ?? ''),
        sincePrevious: previous ? changeBetween(measure, previous, record, metric) : null,
        // Shown only when it differs from the previous (with two sessions, the first is the previous).
        sinceFirst: first && first !== previous ? changeBetween(measure, first, record, metric) : null,
        note: value !== null ? (measure.note?.(record) ?? null) : null,
        comparisonFlag: flag,
      };
    });
    rows.push({ measure, cells });
  }
  return { sessions, rows };
}

/** One line of a chart: the points of one like-group (VO2 max: one per test). */
export interface ChartSeries {
  readonly label: string;
  /** Per session (same order as the history's sessions): the value in user units, or null. */
  readonly values: readonly (number | null)[];
}

export interface MeasureChart {
  readonly measure: Measure;
  readonly unit: string | null;
  /** Session times (ms), oldest first. */
  readonly times: readonly number[];
  readonly series: readonly ChartSeries[];
  /** Category bands for the person's latest age and sex, in user units; empty when the norm has none. */
  readonly bands: readonly ChartBand[];
  /** The values are whole numbers (the legend's ranges say so: bandRangeText). */
  readonly wholeNumbers: boolean;
  /** What the bands mean, or why there are none (shown under the chart). */
  readonly bandsNote: string | null;
  /** Each change since the previous comparable session, with its verdict (real changes are marked on the chart). */
  readonly changes: readonly ChartChange[];
}

/** A point's change since the previous comparable session, as the chart marks it and lists it in words. */
export interface ChartChange {
  /** The session's time (ms), as in `times`. */
  readonly time: number;
  /** The value in user units (where the mark is drawn). */
  readonly value: number;
  /** '+6 kg since previous: real change'. */
  readonly text: string;
  readonly real: boolean;
  readonly change: Change;
}

function bandInUserUnits(band: NormBand, measure: Measure, metric: boolean): NormBand {
  const convert = (value: number | null) => {
    const converted = value === null ? null : toUserUnits(value, measure.unitKind, metric);
    return converted === null ? null : roundHalfUp(converted, 2);
  };
  return { ...band, from: convert(band.from), to: convert(band.to) };
}

/** The chart of one measure: values over time, one series per like-group, with the person's norm bands. */
export function measureChart(history: ClientHistory, row: HistoryRow, metric: boolean): MeasureChart {
  const { measure } = row;
  // A session whose date the app cannot read has no place on a time axis: it stays in the table, not in the chart.
  const dated = history.sessions.flatMap((record, index) => {
    const time = recordTime(record.date);
    return time === null ? [] : [{ record, index, time }];
  });
  const groups = new Map<string, (number | null)[]>();
  dated.forEach(({ record, index }, point) => {
    const value = row.cells[index]?.value ?? null;
    if (value === null) return;
    const key = measure.likeKey?.(record) ?? '';
    let values = groups.get(key);
    if (!values) {
      values = dated.map(() => null);
      groups.set(key, values);
    }
    values[point] = value;
  });
  const latest = [...history.sessions].reverse().find((s) => s.sex !== null || s.age !== null);
  const bands = (latest && measure.bands?.(latest)) || [];
  return {
    measure,
    unit: measure.countNoun ?? measureUnit(measure, metric),
    times: dated.map((d) => d.time),
    series: [...groups.entries()].map(([key, values]) => ({ label: key || measure.label, values })),
    bands: bands.map((band) => ({
      ...bandInUserUnits(band, measure, metric),
      level: measure.norm ? categoryLevel(measure.norm, band.category) : null,
    })),
    wholeNumbers: measure.wholeNumbers === true,
    bandsNote: chartBandsNote(measure, latest ?? null, bands.length > 0, metric),
    changes: dated.flatMap(({ index, time }) => {
      const cell = row.cells[index];
      const change = cell?.sincePrevious;
      if (!cell || cell.value === null || !change) return [];
      return [
        {
          time,
          value: cell.value,
          text: `${change.text} since previous: ${change.verdictText}`,
          real: change.verdict.kind === 'real',
          change,
        },
      ];
    }),
  };
}

/** Under a chart: what its bands mean, or why it has none (a measure without a norm says so). */
function chartBandsNote(
  measure: Measure,
  latest: StoredSessionRecord | null,
  hasBands: boolean,
  metric: boolean,
): string | null {
  if (!measure.bands) return `${measure.label} has no norm categories: the chart shows the change over time only.`;
  if (!hasBands || !latest)
    return `No norm bands: the norm table has no row for this person's age and sex${measure.field === 'bench_press' || measure.field === 'leg_press' ? ' (or no body weight)' : ''}.`;
  return measure.bandsNote?.(latest, metric) ?? null;
}

/** The differences between two sessions of a client, measure by measure (Compare). */
export interface ComparedRow {
  readonly measure: Measure;
  readonly left: HistoryCell;
  readonly right: HistoryCell;
  /** null when either has no value or they are not alike (different VO2 tests). */
  readonly change: Change | null;
}

export function compareSessions(left: StoredSessionRecord, right: StoredSessionRecord, metric: boolean): ComparedRow[] {
  const history = clientHistory([left, right], metric);
  const leftIndex = history.sessions[0] === left ? 0 : 1;
  const rightIndex = 1 - leftIndex;
  return history.rows.map((row) => {
    const l = row.cells[leftIndex] as HistoryCell;
    const r = row.cells[rightIndex] as HistoryCell;
    return { measure: row.measure, left: l, right: r, change: changeBetween(row.measure, left, right, metric) };
  });
}
