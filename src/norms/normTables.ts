// Typed view of norms.json: the category tables that the classifiers and the Fitness Categories screen read.
// Pure data, no logic beyond picking fields; every threshold lives in ./data/norms.json. The tables' prose (full
// citations, verification, protocol, boundary rules, notes) is in ./data/normNotes.json, read by normCitation.ts
// only, so the screens that classify do not download it (decision 0077).
import norms from './data/norms.json';
import type { Sex } from '@/domain/person';

/** An age group of a table. minAge null = "below" ('<20'); maxAge null = up to the table's window maximum ('60+'). */
export interface AgeGroup {
  readonly label: string;
  readonly minAge: number | null;
  readonly maxAge: number | null;
}

/** The product's classification window (spec §5). minAge null = no lower limit (age must still be >= 0). */
export interface AgeWindow {
  readonly minAge: number | null;
  readonly maxAge: number;
}

/** Inclusive range of the looked-up value. */
export interface ValueRange {
  readonly min: number;
  readonly max: number;
}

/** Category -> bound (null = the category that catches the rest), per age-group label. */
export type GroupBounds = Readonly<Record<string, number | null>>;
export type BoundsByGroup = Readonly<Record<string, GroupBounds>>;
export type BoundsBySex = Readonly<Record<Sex, BoundsByGroup>>;

/** Percentile tables for the Fitness Categories screen (values[sex][ageGroup][percentile]). */
export interface PercentileData {
  readonly percentileKeys: readonly number[];
  readonly values: Readonly<Record<Sex, Readonly<Record<string, Readonly<Record<string, number>>>>>>;
}

export type ThresholdTableKey =
  'pushups' | 'vo2max' | 'benchPress' | 'legPress' | 'gripStrength' | 'sitAndReach' | 'bodyFat';

export type ClassTableKey = 'bmi' | 'waistRisk' | 'bloodPressure';
export type NormTableKey = ThresholdTableKey | ClassTableKey;

interface ThresholdTableCommon {
  readonly key: ThresholdTableKey;
  readonly title: string;
  readonly units: string;
  readonly appliesTo: AgeWindow;
  /** Range of the value that is looked up (for bench and leg press: the ratio). */
  readonly valueRange: ValueRange;
  /** Best first (leanest first for body fat); the last one has a null bound. */
  readonly categories: readonly string[];
  readonly ageGroups: readonly AgeGroup[];
  readonly percentiles?: PercentileData;
}

/** Higher is better: the first category (best first) whose lower bound <= value. */
export interface LowerBoundsTable extends ThresholdTableCommon {
  readonly lowerBounds: BoundsBySex;
  readonly upperBounds?: undefined;
}

/** Lower is better (body fat): the first category (leanest first) whose upper bound >= value. */
export interface UpperBoundsTable extends ThresholdTableCommon {
  readonly upperBounds: BoundsBySex;
  readonly lowerBounds?: undefined;
}

export type ThresholdTable = LowerBoundsTable | UpperBoundsTable;

/** Lift and body-weight limits of the strength ratio tables (same unit for both). */
export interface PressInputRange {
  readonly liftMin: number;
  readonly liftMax: number;
  readonly bodyWeightMinExclusive: number;
  readonly bodyWeightMax: number;
}

export interface PressTable extends LowerBoundsTable {
  readonly inputRange: PressInputRange;
}

type JsonCommon = Omit<ThresholdTableCommon, 'key' | 'valueRange'>;

function common(key: ThresholdTableKey, t: JsonCommon, valueRange: ValueRange): ThresholdTableCommon {
  return {
    key,
    title: t.title,
    units: t.units,
    appliesTo: t.appliesTo,
    valueRange,
    categories: t.categories,
    ageGroups: t.ageGroups,
    percentiles: t.percentiles,
  };
}

/** A ratio is lift / body weight with lift >= 0 and body weight > 0: any finite non-negative number. */
const RATIO_RANGE: ValueRange = { min: 0, max: Number.POSITIVE_INFINITY };

export const PUSHUPS: LowerBoundsTable = {
  ...common('pushups', norms.pushups, norms.pushups.valueRange),
  lowerBounds: norms.pushups.lowerBounds,
};

export const VO2MAX: LowerBoundsTable = {
  ...common('vo2max', norms.vo2max, norms.vo2max.valueRange),
  lowerBounds: norms.vo2max.lowerBounds,
};

export const BENCH_PRESS: PressTable = {
  ...common('benchPress', norms.benchPress, RATIO_RANGE),
  lowerBounds: norms.benchPress.lowerBounds,
  inputRange: norms.benchPress.valueRange,
};

export const LEG_PRESS: PressTable = {
  ...common('legPress', norms.legPress, RATIO_RANGE),
  lowerBounds: norms.legPress.lowerBounds,
  inputRange: norms.legPress.valueRange,
};

export const GRIP_STRENGTH: LowerBoundsTable = {
  ...common('gripStrength', norms.gripStrength, norms.gripStrength.valueRange),
  lowerBounds: norms.gripStrength.lowerBounds,
};

export const SIT_AND_REACH: LowerBoundsTable = {
  ...common('sitAndReach', norms.sitAndReach, norms.sitAndReach.valueRange),
  lowerBounds: norms.sitAndReach.lowerBounds,
};

export const BODY_FAT: UpperBoundsTable = {
  ...common('bodyFat', norms.bodyFat, norms.bodyFat.valueRange),
  upperBounds: norms.bodyFat.upperBounds,
};

export const THRESHOLD_TABLES: Readonly<Record<ThresholdTableKey, ThresholdTable>> = {
  pushups: PUSHUPS,
  vo2max: VO2MAX,
  benchPress: BENCH_PRESS,
  legPress: LEG_PRESS,
  gripStrength: GRIP_STRENGTH,
  sitAndReach: SIT_AND_REACH,
  bodyFat: BODY_FAT,
};

export const THRESHOLD_TABLE_KEYS: readonly ThresholdTableKey[] = [
  'pushups',
  'vo2max',
  'benchPress',
  'legPress',
  'gripStrength',
  'sitAndReach',
  'bodyFat',
];

/** The tables that carry percentile data for the Fitness Categories screen. */
export type PercentileTableKey = 'vo2max' | 'legPress' | 'bodyFat';
export const PERCENTILE_TABLE_KEYS: readonly PercentileTableKey[] = ['vo2max', 'legPress', 'bodyFat'];

/** The bounds of a table, whichever direction it has. */
export function tableBounds(table: ThresholdTable): BoundsBySex {
  return table.lowerBounds ?? table.upperBounds;
}

/** One category's value interval in an age group; a null end is open. */
export interface AgeGroupBand {
  readonly category: string;
  /** null = open below. */
  readonly from: number | null;
  /** Whether `from` itself is in this band, as the classifier treats the boundary. */
  readonly fromInclusive: boolean;
  /** null = open above. */
  readonly to: number | null;
  readonly toInclusive: boolean;
}

/**
 * The categories of one age group of one sex as value intervals, best first: the one home of the bands the gauges and
 * the progress charts draw. Lower bounds (higher is better): from the category's bound to the better one's
 * (conventions.lowerBoundsRule); upper bounds: from the better (leaner) one's to the category's (conventions.upperBoundsRule).
 */
export function ageGroupBands(table: ThresholdTable, sex: Sex, groupLabel: string): AgeGroupBand[] {
  const bounds = tableBounds(table)[sex][groupLabel] ?? {};
  const higherIsBetter = table.lowerBounds !== undefined;
  return table.categories.map((category, rank) => {
    const bound = bounds[category] ?? null;
    const better = rank === 0 ? null : (bounds[table.categories[rank - 1] ?? ''] ?? null);
    // lowerBounds: bound <= value < better bound; upperBounds: leaner bound < value <= bound.
    return higherIsBetter
      ? { category, from: bound, fromInclusive: true, to: better, toInclusive: false }
      : { category, from: better, fromInclusive: false, to: bound, toInclusive: true };
  });
}

// ---- Class tables (no age groups): BMI, waist risk, blood pressure ----

/** One class as an interval; a null end is open-ended. */
export interface Interval {
  readonly lower: number | null;
  readonly lowerInclusive: boolean;
  readonly upper: number | null;
  readonly upperInclusive: boolean;
}

export interface ClassInterval extends Interval {
  readonly label: string;
}

interface JsonIntervalEnds {
  readonly min?: number | null;
  readonly minExclusive?: number | null;
  readonly max?: number | null;
  readonly maxExclusive?: number | null;
  readonly maxInclusive?: number | null;
}

function toInterval(label: string, c: JsonIntervalEnds): ClassInterval {
  const lowerExclusive = c.minExclusive ?? null;
  const lower = lowerExclusive ?? c.min ?? null;
  const upperExclusive = c.maxExclusive ?? null;
  const upper = upperExclusive ?? c.maxInclusive ?? c.max ?? null;
  return { label, lower, lowerInclusive: lowerExclusive === null, upper, upperInclusive: upperExclusive === null };
}

export interface ClassTable {
  readonly key: ClassTableKey;
  readonly title: string;
  readonly units: string;
}

export interface BmiTable extends ClassTable {
  readonly classes: readonly ClassInterval[];
}

export interface WaistRiskTable extends ClassTable {
  readonly classes: Readonly<Record<Sex, readonly ClassInterval[]>>;
  readonly valueRange: ValueRange;
}

/** A JNC 7 class as printed ('120-139' or '>= 160'), with the lower limits parsed from it (null for 'normal'). */
export interface BloodPressureClass {
  readonly label: string;
  readonly sbp: string;
  readonly joiner: string;
  readonly dbp: string;
  readonly sbpFrom: number | null;
  readonly dbpFrom: number | null;
}

export interface BloodPressureTable extends ClassTable {
  /** Mildest first, as in norms.json. */
  readonly classes: readonly BloodPressureClass[];
  readonly sbpRange: ValueRange;
  readonly dbpRange: ValueRange;
}

/** Lower limit printed as '120-139' or '>= 160'; null for '< 120' (the class below every threshold). */
export function parseLowerLimit(printed: string): number | null {
  const range = /^\s*(\d+(?:\.\d+)?)\s*-\s*\d+(?:\.\d+)?\s*$/.exec(printed);
  if (range?.[1] !== undefined) return Number(range[1]);
  const atLeast = /^\s*>=\s*(\d+(?:\.\d+)?)\s*$/.exec(printed);
  if (atLeast?.[1] !== undefined) return Number(atLeast[1]);
  return null;
}

export const BMI: BmiTable = {
  key: 'bmi',
  title: norms.bmi.title,
  units: norms.bmi.units,
  classes: norms.bmi.classes.map((c) => toInterval(c.class, c)),
};

export const WAIST_RISK: WaistRiskTable = {
  key: 'waistRisk',
  title: norms.waistRisk.title,
  units: norms.waistRisk.units,
  classes: {
    MALE: norms.waistRisk.classes.MALE.map((c) => toInterval(c.category, c)),
    FEMALE: norms.waistRisk.classes.FEMALE.map((c) => toInterval(c.category, c)),
  },
  // spec §5 / normNotes.json appliesTo.note: "a numeric waist of 20-500 cm".
  valueRange: { min: 20, max: 500 },
};

export const BLOOD_PRESSURE: BloodPressureTable = {
  key: 'bloodPressure',
  title: norms.bloodPressure.title,
  units: norms.bloodPressure.units,
  classes: norms.bloodPressure.classes.map((c) => ({
    label: c.class,
    sbp: c.sbp,
    joiner: c.joiner,
    dbp: c.dbp,
    sbpFrom: parseLowerLimit(c.sbp),
    dbpFrom: parseLowerLimit(c.dbp),
  })),
  // spec §5 / normNotes.json appliesTo.note: sbp 1-400 and dbp 1-200.
  sbpRange: { min: 1, max: 400 },
  dbpRange: { min: 1, max: 200 },
};

export const CLASS_TABLES: Readonly<Record<ClassTableKey, ClassTable>> = {
  bmi: BMI,
  waistRisk: WAIST_RISK,
  bloodPressure: BLOOD_PRESSURE,
};

export const NORM_TABLE_KEYS: readonly NormTableKey[] = [...THRESHOLD_TABLE_KEYS, 'bmi', 'waistRisk', 'bloodPressure'];
