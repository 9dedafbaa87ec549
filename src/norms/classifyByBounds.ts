// The one lookup behind every age-and-sex norm table (norms.json conventions): no per-table if-ladders.
import { atLeast, atMost } from '@/calculators/rounding';
import type { Sex } from '@/domain/person';
import type { AgeGroup, Interval, ThresholdTable, ValueRange } from './normTables';
import { tableBounds } from './normTables';

/** What storage may hold for a sex: anything; only 'MALE' and 'FEMALE' classify. */
export type SexInput = Sex | string | null | undefined;
/** What storage may hold for an age or a measured value. */
export type NumberInput = number | null | undefined;

export function isSex(sex: unknown): sex is Sex {
  return sex === 'MALE' || sex === 'FEMALE';
}

export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** min <= value <= max with the 1e-9 float tolerance. */
export function inRange(value: number, range: ValueRange): boolean {
  return atLeast(value, range.min) && atMost(value, range.max);
}

/** value inside an interval of a class table, float-safe at both ends. */
export function inInterval(value: number, interval: Interval): boolean {
  const { lower, lowerInclusive, upper, upperInclusive } = interval;
  const aboveLower = lower === null || (lowerInclusive ? atLeast(value, lower) : !atMost(value, lower));
  const belowUpper = upper === null || (upperInclusive ? atMost(value, upper) : !atLeast(value, upper));
  return aboveLower && belowUpper;
}

/**
 * The age group that holds `age` (whole completed years: a fractional age is floored), or undefined when the age
 * is not a finite number >= 0 or lies outside the table's window (appliesTo).
 */
export function findAgeGroup(table: ThresholdTable, age: unknown): AgeGroup | undefined {
  if (!isFiniteNumber(age) || age < 0) return undefined;
  const years = Math.floor(age);
  const { minAge: windowMin, maxAge: windowMax } = table.appliesTo;
  if ((windowMin !== null && years < windowMin) || years > windowMax) return undefined;
  return table.ageGroups.find((g) => (g.minAge === null || years >= g.minAge) && years <= (g.maxAge ?? windowMax));
}

/**
 * The category of `value` in one age group of one sex, walking `table.categories` in order (best first):
 * lowerBounds: the first whose bound <= value; upperBounds: the first whose bound >= value; a null bound catches
 * the rest. No range checks here; '' when the group does not exist.
 */
export function categoryInGroup(table: ThresholdTable, sex: Sex, groupLabel: string, value: number): string {
  const bounds = tableBounds(table)[sex][groupLabel];
  if (bounds === undefined || !isFiniteNumber(value)) return '';
  const higherIsBetter = table.lowerBounds !== undefined;
  for (const category of table.categories) {
    const bound = bounds[category];
    if (bound === undefined) continue;
    if (bound === null) return category;
    if (higherIsBetter ? atLeast(value, bound) : atMost(value, bound)) return category;
  }
  return '';
}

/**
 * Classifies `value` for a person of `sex` and `age` with a norm table. Returns '' (no category, spec §8)
 * for an unknown sex, an age that is not finite, negative or outside the table's window, or a value that is not
 * finite or outside the table's value range. Never throws, never returns undefined.
 */
export function classifyByBounds(table: ThresholdTable, sex: unknown, age: unknown, value: unknown): string {
  if (!isSex(sex) || !isFiniteNumber(value) || !inRange(value, table.valueRange)) return '';
  const group = findAgeGroup(table, age);
  if (group === undefined) return '';
  return categoryInGroup(table, sex, group.label, value);
}
