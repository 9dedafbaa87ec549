// The measures a client's history shows, each with its session column's label and unit, its category and its bands;
// and a measure's value in a record.
import { roundHalfUp } from '@/calculators/rounding';
import { CIRCUMFERENCE_SITES } from '@/domain/bodySites';
import { stoppedEarlyText } from '@/domain/stopTestIndications';
import { vo2MaxTestKey } from '@/profile/builders/treadmillVo2Update';
import {
  benchPressCategory,
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
import { isSex } from '@/norms/classifyByBounds';
import { normSource } from '@/norms/normSources';
import {
  BENCH_PRESS,
  BMI,
  BODY_FAT,
  GRIP_STRENGTH,
  LEG_PRESS,
  PUSHUPS,
  SIT_AND_REACH,
  VO2MAX,
  WAIST_RISK,
  type NormTableKey,
} from '@/norms/normTables';
import {
  BODY_FAT_COLUMN_KEY,
  EXPORT_COLUMNS,
  columnUnit,
  measuredBodyFatMethodLabel,
  recordBodyFat,
  type SessionColumn,
  type UnitKind,
} from '@/profile/sessionColumns';
import { type SessionNumberField, type StoredSessionRecord } from '@/profile/sessionRecord';
import {
  type NormBand,
  intervalBands,
  bloodPressureBands,
  BLOOD_PRESSURE_NOTE,
  bloodPressureClassNote,
  personBands,
  pressBands,
  pressBandsNote,
} from './measureBands';

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
    // Each reading is labelled with its own class; the class of both is the note under it.
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

export function trimNumber(value: number): string {
  return String(roundHalfUp(value, 2));
}
