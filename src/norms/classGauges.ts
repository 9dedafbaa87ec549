// The gauges of the class tables (decision 0085): BMI, waist risk and blood pressure.
import { roundHalfUp } from '@/calculators/rounding';
import { categoryLabel } from './categoryLabel';
import { isFiniteNumber, isSex } from './classifyByBounds';
import { classifyBloodPressure, classifyBmi, classifyWaistRisk } from './classifiers';
import { bmiClassList, waistRiskClassList } from './normDisplay';
import type { ClassInterval } from './normTables';
import { BLOOD_PRESSURE, BMI, WAIST_RISK } from './normTables';
import type { GaugeBand, CategoryGauge, ToNextCategory, GaugeResult } from './categoryGauge';
import { bmiLevel, levelOfRank, type CategoryLevel } from './categoryLevel';
import { describeGauge, quantity, toNextText, nextText, noGauge, sexGroup, trimmedNumber } from './gaugeText';
import { track } from './gaugeTrack';
import { UNITS } from './gaugeUnits';

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
    description: describeGauge({
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
    description: describeGauge({
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
