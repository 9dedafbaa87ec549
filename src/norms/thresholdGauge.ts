// The gauge of a result on an age-and-sex table (decision 0085): the person's own group's categories, best last, and
// the percentile when the table has one.
import { atLeast, atMost, roundHalfUp } from '@/calculators/rounding';
import type { Sex } from '@/domain/person';
import { categoryInGroup, findAgeGroup, inRange, isFiniteNumber, isSex } from './classifyByBounds';
import { normDisplayTable, tableDecimals } from './normDisplay';
import type { ThresholdTable, ThresholdTableKey } from './normTables';
import { THRESHOLD_TABLES, ageGroupBands } from './normTables';
import type { GaugeBand, GaugePercentile, GaugeResult, ToNextCategory } from './categoryGauge';
import { levelOfRank } from './categoryLevel';
import { describeGauge, ordinal, noGauge, windowText, quantity, toNextText, sexGroup, nextText } from './gaugeText';
import { track } from './gaugeTrack';
import { UNITS, LOOKUP_DECIMALS } from './gaugeUnits';

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
    description: describeGauge({
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
