// Where one result falls among its norms for this person: the categories of the person's own age group and sex as
// bands with their limits, the marker, the distance to the next better category and, for a percentile table, the
// percentile. Pure and derived from the same norms.json bounds and lookups the classifiers use (decision 0085).
import { atLeast, atMost, roundHalfUp } from '@/calculators/rounding';
import type { Sex } from '@/domain/person';
import { sentenceCase } from './formatCategory';
import { categoryLabel } from './categoryLabel';
import { categoryInGroup, findAgeGroup, inInterval, inRange, isFiniteNumber, isSex } from './classifyByBounds';
import { classifyBloodPressure, classifyBmi, classifyWaistRisk } from './classifiers';
import { bmiClassList, normDisplayTable, tableDecimals, waistRiskClassList } from './normDisplay';
import type { ClassInterval, NormTableKey, ThresholdTable, ThresholdTableKey } from './normTables';
import { BLOOD_PRESSURE, BMI, THRESHOLD_TABLES, WAIST_RISK, ageGroupBands } from './normTables';

/** The colour step of a category: 1 = best (or lowest risk) ... 6 = worst (or highest risk). */
export type CategoryLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** One category of a track, on the value scale; a null end is open. */
export interface GaugeBand {
  readonly category: string;
  readonly from: number | null;
  readonly fromInclusive: boolean;
  readonly to: number | null;
  readonly toInclusive: boolean;
  /** The range as the sources print it: '22-29', '>= 30', '< 18.5'. */
  readonly range: string;
  readonly level: CategoryLevel;
}

/** A limit between two neighbouring bands, drawn at `position` (0-1 along the track). */
export interface GaugeLimit {
  readonly position: number;
  readonly text: string;
}

/** One scale with its marker (blood pressure has two: systolic and diastolic). */
export interface GaugeTrack {
  /** 'Systolic' / 'Diastolic'; null when the gauge has one track. */
  readonly label: string | null;
  /** Lowest value first; every band is drawn equally wide. */
  readonly bands: readonly GaugeBand[];
  readonly limits: readonly GaugeLimit[];
  readonly value: number;
  readonly valueText: string;
  /** 0-1 along the track, always strictly inside the band of the value. */
  readonly marker: number;
  /** Index into `bands` of the band that holds the value. */
  readonly bandIndex: number;
}

export interface ToNextCategory {
  /** The next better (or lower-risk) category. */
  readonly category: string;
  /** "2 more pushups to Excellent", "0.7 kg/m² less to Normal". */
  readonly text: string;
}

export interface GaugePercentile {
  /** The highest tabled percentile the result reaches; null when it is below every tabled one. */
  readonly percentile: number | null;
  /** "at or above the 60th percentile", "below the 5th percentile". */
  readonly text: string;
}

export interface CategoryGauge {
  readonly available: true;
  readonly key: NormTableKey;
  /** 'Pushups', 'VO2 max', ... */
  readonly name: string;
  readonly category: string;
  readonly level: CategoryLevel;
  /** Whose norms: 'men aged 30-39', 'women', or null for a table that is the same for everybody. */
  readonly group: string | null;
  /** The result with its unit: '28 pushups', '120/80 mmHg'. */
  readonly valueText: string;
  readonly tracks: readonly GaugeTrack[];
  /** null when the result is already in the best (or lowest-risk) category. */
  readonly toNext: ToNextCategory | null;
  /** The distance to the next category, or 'This is the best category.' / 'This is the lowest-risk category.' */
  readonly nextText: string;
  /** Only for a norm given as a percentile table (VO2 max, leg press, body fat). */
  readonly percentile: GaugePercentile | null;
  /** Everything the drawing shows, as one text for screen readers and print. */
  readonly description: string;
}

/** No gauge for this person: why (no sex, age outside the norms' window, value outside their range). */
export interface NoGauge {
  readonly available: false;
  readonly key: NormTableKey;
  readonly name: string;
  readonly reason: string;
}

export type GaugeResult = CategoryGauge | NoGauge;

interface GaugeUnit {
  /** Name of the measure in sentences. */
  readonly name: string;
  /** Unit after a number; a count (`singular` set) takes the noun form ('1 pushup', '2 pushups'). */
  readonly unit: string;
  readonly singular?: string;
  /** Decimals the value is looked up at (norms.json conventions.rounding) or shown at; used for the figures. */
  readonly decimals: number;
  /** Resolution of the value: the step that crosses an exclusive limit (BMI 0.01, waist 0.1 cm, mmHg 1). */
  readonly step: number;
}

/** Units and resolutions of every result, as the result screens show them. */
const UNITS: Readonly<Record<NormTableKey, GaugeUnit>> = {
  pushups: { name: 'Pushups', unit: 'pushups', singular: 'pushup', decimals: 0, step: 1 },
  vo2max: { name: 'VO2 max', unit: 'mL/kg/min', decimals: 2, step: 0.01 },
  benchPress: { name: 'Bench press', unit: '× body weight', decimals: 2, step: 0.01 },
  legPress: { name: 'Leg press', unit: '× body weight', decimals: 2, step: 0.01 },
  gripStrength: { name: 'Grip strength', unit: 'kg', decimals: 1, step: 0.1 },
  sitAndReach: { name: 'Sit and reach', unit: 'cm', decimals: 1, step: 0.5 },
  bodyFat: { name: 'Body fat', unit: '% body fat', decimals: 1, step: 0.1 },
  bmi: { name: 'BMI', unit: 'kg/m²', decimals: 2, step: 0.01 },
  waistRisk: { name: 'Waist circumference', unit: 'cm', decimals: 1, step: 0.1 },
  bloodPressure: { name: 'Blood pressure', unit: 'mmHg', decimals: 0, step: 1 },
};

/** Decimals the classifier rounds a value to before the lookup (norms.json conventions.rounding); absent = as entered. */
const LOOKUP_DECIMALS: Readonly<Partial<Record<ThresholdTableKey, number>>> = {
  vo2max: 2,
  benchPress: 2,
  legPress: 2,
  bodyFat: 1,
};

/** A number with at most `decimals` places and no trailing zeros: 1.40 -> '1.4', 30 -> '30'. */
export function trimmedNumber(value: number, decimals: number): string {
  return String(roundHalfUp(value, decimals));
}

function quantity(amount: number, unit: GaugeUnit): string {
  const text = trimmedNumber(amount, unit.decimals);
  if (unit.singular !== undefined) return `${text} ${text === '1' ? unit.singular : unit.unit}`;
  return `${text} ${unit.unit}`;
}

/** 1st, 2nd, 3rd, 11th-13th, 21st ... */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffixes: Readonly<Record<number, string>> = { 1: 'st', 2: 'nd', 3: 'rd' };
  return `${n}${suffixes[n % 10] ?? 'th'}`;
}

/**
 * Colour step of the category `rank` places below the best of `count`: spread over the six steps of the scale so that
 * the best is always step 1 and the worst always step 6 (5 categories: 1, 2, 4, 5, 6; 4 categories: 1, 3, 4, 6).
 */
export function levelOfRank(rank: number, count: number): CategoryLevel {
  if (count <= 1) return 1;
  const step = 1 + roundHalfUp((rank * 5) / (count - 1), 0);
  return Math.min(6, Math.max(1, step)) as CategoryLevel;
}

/**
 * BMI has its lowest-risk class in the middle: the colour step grows with the distance from 'normal' along the class
 * list (underweight and overweight one step away), spread like levelOfRank over the farthest distance (decision 0085).
 */
function bmiLevel(index: number, normalIndex: number, count: number): CategoryLevel {
  const distance = Math.abs(index - normalIndex);
  const farthest = Math.max(normalIndex, count - 1 - normalIndex);
  return levelOfRank(distance, farthest + 1);
}

/** The colour step of a stored category of any norm table (1 best ... 6 worst); null when the table has no such one. */
export function categoryLevel(key: NormTableKey, category: string): CategoryLevel | null {
  if (key === 'bmi') {
    const normalIndex = BMI.classes.findIndex((c) => c.label === 'normal');
    const index = BMI.classes.findIndex((c) => c.label === category);
    return index < 0 ? null : bmiLevel(index, normalIndex, BMI.classes.length);
  }
  if (key === 'waistRisk') {
    const labels = WAIST_RISK.classes.MALE.map((c) => c.label);
    const index = labels.indexOf(category);
    return index < 0 ? null : levelOfRank(index, labels.length);
  }
  if (key === 'bloodPressure') {
    const index = BLOOD_PRESSURE.classes.findIndex((c) => c.label === category);
    return index < 0 ? null : levelOfRank(index, BLOOD_PRESSURE.classes.length);
  }
  const categories = THRESHOLD_TABLES[key].categories;
  const index = categories.indexOf(category);
  return index < 0 ? null : levelOfRank(index, categories.length);
}

// ---- Drawing positions ----

/** Where a value sits inside its band, 0-1; an open band is drawn as wide as its finite neighbour. */
function fractionInBand(bands: readonly GaugeBand[], index: number, value: number): number {
  const band = bands[index];
  if (band === undefined) return 0.5;
  const neighbourWidth = (i: number): number => {
    const b = bands[i];
    return b && b.from !== null && b.to !== null && b.to > b.from ? b.to - b.from : 1;
  };
  let fraction: number;
  if (band.from !== null && band.to !== null)
    fraction = band.to > band.from ? (value - band.from) / (band.to - band.from) : 0.5;
  else if (band.from !== null) fraction = (value - band.from) / neighbourWidth(index - 1);
  else if (band.to !== null) fraction = 1 - (band.to - value) / neighbourWidth(index + 1);
  else fraction = 0.5;
  return Math.min(1, Math.max(0, fraction));
}

/**
 * Marker position along a track of equally wide bands. The marker keeps 15 % of a band away from either edge,
 * so a value exactly at a limit is drawn inside the band it belongs to, never on the line between two bands.
 */
function markerPosition(bands: readonly GaugeBand[], index: number, value: number): number {
  const inset = 0.15;
  return (index + inset + (1 - 2 * inset) * fractionInBand(bands, index, value)) / bands.length;
}

function limitsOf(bands: readonly GaugeBand[], decimals: number): GaugeLimit[] {
  const limits: GaugeLimit[] = [];
  bands.forEach((band, i) => {
    if (i === bands.length - 1 || band.to === null) return;
    limits.push({ position: (i + 1) / bands.length, text: band.to.toFixed(decimals) });
  });
  return limits;
}

function track(
  label: string | null,
  bands: GaugeBand[],
  value: number,
  valueText: string,
  limitDecimals: number,
): GaugeTrack {
  const index = bands.findIndex((band) =>
    inInterval(value, {
      lower: band.from,
      lowerInclusive: band.fromInclusive,
      upper: band.to,
      upperInclusive: band.toInclusive,
    }),
  );
  const bandIndex = Math.max(0, index);
  return {
    label,
    bands,
    limits: limitsOf(bands, limitDecimals),
    value,
    valueText,
    marker: markerPosition(bands, bandIndex, value),
    bandIndex,
  };
}

// ---- Text ----

function describe(parts: {
  key: NormTableKey;
  name: string;
  valueText: string;
  category: string;
  group: string | null;
  tracks: readonly GaugeTrack[];
  toNext: ToNextCategory | null;
  percentile: GaugePercentile | null;
  risk: boolean;
}): string {
  const whose = parts.group === null ? '' : ` for ${parts.group}`;
  const scales = parts.tracks.map((t) => {
    const bands = t.bands.map((b) => `${categoryLabel(parts.key, b.category)} ${b.range}`).join(', ');
    return `${t.label === null ? 'Categories' : `${t.label} categories`} from the lowest value up: ${bands}.`;
  });
  const next = nextText(parts.toNext, parts.risk);
  const percentile = parts.percentile === null ? '' : ` ${sentenceCase(parts.percentile.text)}${whose}.`;
  return `${parts.name}: ${parts.valueText}, ${categoryLabel(parts.key, parts.category)}${whose}. ${scales.join(' ')} ${next}${percentile}`;
}

function nextText(toNext: ToNextCategory | null, risk: boolean): string {
  if (toNext !== null) return `${toNext.text}.`;
  return risk ? 'This is the lowest-risk category.' : 'This is the best category.';
}

function sexGroup(sex: Sex, ageGroup: string | null): string {
  const people = sex === 'MALE' ? 'men' : 'women';
  return ageGroup === null ? people : `${people} aged ${ageGroup}`;
}

/** "2 more pushups to Excellent", "1.4 mL/kg/min more to Excellent", "2.3 % body fat less to Good". */
function toNextText(key: NormTableKey, amount: number, more: boolean, next: string, unit: GaugeUnit): string {
  const figure = trimmedNumber(amount, unit.decimals);
  const target = `to ${categoryLabel(key, next)}`;
  if (unit.singular !== undefined) {
    return `${figure} ${more ? 'more' : 'fewer'} ${figure === '1' ? unit.singular : unit.unit} ${target}`;
  }
  return `${figure} ${unit.unit} ${more ? 'more' : 'less'} ${target}`;
}

function noGauge(key: NormTableKey, reason: string): NoGauge {
  return { available: false, key, name: UNITS[key].name, reason };
}

function windowText(table: ThresholdTable): string {
  const { minAge, maxAge } = table.appliesTo;
  return minAge === null ? `up to ${maxAge}` : `${minAge}-${maxAge}`;
}

// ---- Age-and-sex tables ----

/** The bands of one age group of one sex, best first, with their printed ranges and colour steps. */
function thresholdBandsBestFirst(table: ThresholdTable, sex: Sex, groupLabel: string, groupIndex: number): GaugeBand[] {
  const higherIsBetter = table.lowerBounds !== undefined;
  const display = normDisplayTable(table, sex);
  const count = table.categories.length;
  return ageGroupBands(table, sex, groupLabel).map((band, rank) => ({
    ...band,
    // lowerBounds: bound <= value < better bound (conventions.lowerBoundsRule, half-open).
    // upperBounds: leaner bound < value <= bound (conventions.upperBoundsRule).
    fromInclusive: higherIsBetter,
    toInclusive: !higherIsBetter,
    range: display.rows[rank]?.ranges[groupIndex] ?? '',
    level: levelOfRank(rank, count),
  }));
}

function percentileOf(table: ThresholdTable, sex: Sex, groupLabel: string, value: number): GaugePercentile | null {
  const data = table.percentiles;
  const cells = data?.values[sex][groupLabel];
  if (data === undefined || cells === undefined) return null;
  const higherIsBetter = table.lowerBounds !== undefined;
  const keys = [...data.percentileKeys].sort((a, b) => b - a);
  // Higher is better: the highest percentile whose value the result reaches. Body fat: the higher percentile is the
  // leaner, so the highest percentile whose value is at least the result.
  const reached = keys.find((p) => {
    const cell = cells[String(p)];
    return cell !== undefined && (higherIsBetter ? atLeast(value, cell) : atMost(value, cell));
  });
  const lowest = keys.at(-1);
  if (reached === undefined)
    return { percentile: null, text: lowest === undefined ? '' : `below the ${ordinal(lowest)} percentile` };
  return { percentile: reached, text: `at or above the ${ordinal(reached)} percentile` };
}

/**
 * The gauge of a result on an age-and-sex norm table (pushups, VO2 max, bench and leg press ratios, grip sum, sit
 * and reach, body fat). The value is rounded as the classifier rounds it, so gauge and stored category agree.
 */
export function thresholdGauge(key: ThresholdTableKey, sex: unknown, age: unknown, value: unknown): GaugeResult {
  const table = THRESHOLD_TABLES[key];
  const unit = UNITS[key];
  if (!isSex(sex)) return noGauge(key, 'Needs your sex from the Demographic Form.');
  if (!isFiniteNumber(age)) return noGauge(key, 'Needs your age from the Demographic Form.');
  if (!isFiniteNumber(value)) return noGauge(key, 'There is no result to place.');
  const group = findAgeGroup(table, age);
  if (group === undefined) {
    return noGauge(
      key,
      `The ${unit.name.toLowerCase()} norms cover ages ${windowText(table)}; there is no category at age ${Math.floor(age)}.`,
    );
  }
  const decimals = LOOKUP_DECIMALS[key];
  const looked = decimals === undefined ? value : roundHalfUp(value, decimals);
  if (!inRange(looked, table.valueRange)) return noGauge(key, 'The result is outside the range the norms cover.');

  const category = categoryInGroup(table, sex, group.label, looked);
  const groupIndex = table.ageGroups.findIndex((g) => g.label === group.label);
  const bestFirst = thresholdBandsBestFirst(table, sex, group.label, groupIndex);
  const higherIsBetter = table.lowerBounds !== undefined;
  const rank = table.categories.indexOf(category);
  const valueText = quantity(looked, unit);

  let toNext: ToNextCategory | null = null;
  const next = rank > 0 ? bestFirst[rank - 1] : undefined;
  if (next !== undefined) {
    // The better neighbour's limit is inclusive in both directions (lowerBounds: from; upperBounds: to).
    const amount = higherIsBetter ? (next.from ?? looked) - looked : looked - (next.to ?? looked);
    toNext = { category: next.category, text: toNextText(key, amount, higherIsBetter, next.category, unit) };
  }
  const ascending = higherIsBetter ? [...bestFirst].reverse() : bestFirst;
  const tracks = [track(null, ascending, looked, valueText, tableDecimals(table))];
  const groupText = sexGroup(sex, group.label);
  const percentile = percentileOf(table, sex, group.label, looked);
  const level = levelOfRank(Math.max(0, rank), table.categories.length);
  return {
    available: true,
    key,
    name: unit.name,
    category,
    level,
    group: groupText,
    valueText,
    tracks,
    toNext,
    percentile,
    nextText: nextText(toNext, false),
    description: describe({
      key,
      name: unit.name,
      valueText,
      category,
      group: groupText,
      tracks,
      toNext,
      percentile,
      risk: false,
    }),
  };
}

// ---- Class tables: BMI, waist risk, blood pressure ----

/** Amount from `value` into the neighbour interval, crossing an exclusive limit by one step of the value's resolution. */
function amountInto(neighbour: ClassInterval, value: number, up: boolean, step: number): number {
  if (up) return (neighbour.lower ?? value) - value + (neighbour.lowerInclusive ? 0 : step);
  return value - (neighbour.upper ?? value) + (neighbour.upperInclusive ? 0 : step);
}

function intervalBands(
  classes: readonly ClassInterval[],
  ranges: readonly string[],
  levels: readonly CategoryLevel[],
): GaugeBand[] {
  return classes.map((c, i) => ({
    category: c.label,
    from: c.lower,
    fromInclusive: c.lowerInclusive,
    to: c.upper,
    toInclusive: c.upperInclusive,
    range: ranges[i] ?? '',
    level: levels[i] ?? 1,
  }));
}

/** Gauge of a class table ordered from low to high value, whose best (lowest-risk) class is `bestIndex`. */
function classGauge(
  key: 'bmi' | 'waistRisk',
  classes: readonly ClassInterval[],
  ranges: readonly string[],
  levels: readonly CategoryLevel[],
  bestIndex: number,
  value: number,
  category: string,
  group: string | null,
  limitDecimals: number,
): CategoryGauge {
  const unit = UNITS[key];
  const index = classes.findIndex((c) => c.label === category);
  const valueText = quantity(value, unit);
  let toNext: ToNextCategory | null = null;
  if (index !== bestIndex) {
    const up = index < bestIndex;
    const neighbour = classes[up ? index + 1 : index - 1];
    if (neighbour !== undefined) {
      const amount = amountInto(neighbour, value, up, unit.step);
      toNext = { category: neighbour.label, text: toNextText(key, amount, up, neighbour.label, unit) };
    }
  }
  const tracks = [track(null, intervalBands(classes, ranges, levels), value, valueText, limitDecimals)];
  const level = levels[Math.max(0, index)] ?? 1;
  return {
    available: true,
    key,
    name: unit.name,
    category,
    level,
    group,
    valueText,
    tracks,
    toNext,
    percentile: null,
    nextText: nextText(toNext, true),
    description: describe({
      key,
      name: unit.name,
      valueText,
      category,
      group,
      tracks,
      toNext,
      percentile: null,
      risk: true,
    }),
  };
}

/** BMI gauge (NHLBI classes, half-open); BMI rounded half-up to 2 decimals as the classifier does. */
export function bmiGauge(bmi: unknown): GaugeResult {
  if (!isFiniteNumber(bmi) || bmi <= 0) return noGauge('bmi', 'There is no BMI to place.');
  const value = roundHalfUp(bmi, 2);
  const category = classifyBmi(value);
  if (category === '') return noGauge('bmi', 'The BMI is outside the range the classes cover.');
  const classes = BMI.classes;
  const normalIndex = classes.findIndex((c) => c.label === 'normal');
  const levels = classes.map((_, i) => bmiLevel(i, normalIndex, classes.length));
  const ranges = bmiClassList().rows.map((r) => r.range);
  return classGauge('bmi', classes, ranges, levels, normalIndex, value, category, null, 1);
}

/** Waist gauge with the thresholds of the person's own sex (decision 0008). */
export function waistGauge(sex: unknown, waistCm: unknown): GaugeResult {
  if (!isSex(sex)) return noGauge('waistRisk', 'Needs your sex from the Demographic Form.');
  if (!isFiniteNumber(waistCm)) return noGauge('waistRisk', 'There is no waist measurement to place.');
  const category = classifyWaistRisk(sex, waistCm);
  if (category === '')
    return noGauge('waistRisk', 'The waist measurement is outside the range the risk classes cover.');
  const classes = WAIST_RISK.classes[sex];
  const levels = classes.map((_, i) => levelOfRank(i, classes.length));
  const ranges = waistRiskClassList(sex).rows.map((r) => r.range);
  return classGauge('waistRisk', classes, ranges, levels, 0, waistCm, category, sexGroup(sex, null), 0);
}

/**
 * Blood pressure gauge: one track for the systolic and one for the diastolic reading, each with the JNC 7 class limits
 * (a class runs from its printed lower limit to the next class's); the class is the more severe of the two readings.
 * To reach the class below, both readings must be below the current class's lower limits.
 */
export function bloodPressureGauge(sbp: unknown, dbp: unknown): GaugeResult {
  if (!isFiniteNumber(sbp) || !isFiniteNumber(dbp))
    return noGauge('bloodPressure', 'There is no blood pressure reading to place.');
  const category = classifyBloodPressure(sbp, dbp);
  if (category === '') return noGauge('bloodPressure', 'The reading is outside the range the classes cover.');
  const unit = UNITS.bloodPressure;
  const classes = BLOOD_PRESSURE.classes;
  const levels = classes.map((_, i) => levelOfRank(i, classes.length));
  const bandsOf = (limit: 'sbpFrom' | 'dbpFrom', printed: 'sbp' | 'dbp'): GaugeBand[] =>
    classes.map((c, i) => ({
      category: c.label,
      from: c[limit],
      fromInclusive: true,
      to: classes[i + 1]?.[limit] ?? null,
      toInclusive: false,
      range: c[printed],
      level: levels[i] ?? 1,
    }));
  const tracks = [
    track('Systolic', bandsOf('sbpFrom', 'sbp'), sbp, `${trimmedNumber(sbp, 0)} mmHg`, 0),
    track('Diastolic', bandsOf('dbpFrom', 'dbp'), dbp, `${trimmedNumber(dbp, 0)} mmHg`, 0),
  ];
  const index = classes.findIndex((c) => c.label === category);
  const current = classes[index];
  const below = classes[index - 1];
  let toNext: ToNextCategory | null = null;
  if (current !== undefined && below !== undefined && current.sbpFrom !== null && current.dbpFrom !== null) {
    const drops = [
      { amount: sbp - current.sbpFrom + unit.step, reading: 'systolic' },
      { amount: dbp - current.dbpFrom + unit.step, reading: 'diastolic' },
    ].filter((d) => d.amount > 0);
    const text = drops.map((d) => `${trimmedNumber(d.amount, 0)} mmHg less ${d.reading}`).join(' and ');
    toNext = { category: below.label, text: `${text} to ${categoryLabel('bloodPressure', below.label)}` };
  }
  const valueText = `${trimmedNumber(sbp, 0)}/${trimmedNumber(dbp, 0)} mmHg`;
  const level = levels[Math.max(0, index)] ?? 1;
  return {
    available: true,
    key: 'bloodPressure',
    name: unit.name,
    category,
    level,
    group: null,
    valueText,
    tracks,
    toNext,
    percentile: null,
    nextText: nextText(toNext, true),
    description: describe({
      key: 'bloodPressure',
      name: unit.name,
      valueText,
      category,
      group: null,
      tracks,
      toNext,
      percentile: null,
      risk: true,
    }),
  };
}
