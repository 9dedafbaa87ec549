// The Senior Fitness Test's normal ranges (decision 47): a score is below, within or above the 25th-75th percentile
// range of the client's sex and 5-year age group, ages 60-94. The numbers and their confidence tags are data
// (./data/seniorFitness.json); an unverified cell (tag U) holds no numbers, so no path can classify with it.
import { atLeast, atMost } from '@/calculators/rounding';
import type { Sex } from '@/domain/person';
import { isFiniteNumber, isSex } from './classifyByBounds';
import data from './data/seniorFitness.json';

export type SeniorItem =
  'chairStand' | 'armCurl' | 'sixMinuteWalk' | 'twoMinuteStep' | 'chairSitAndReach' | 'backScratch' | 'upAndGo';

export const SENIOR_ITEMS: readonly SeniorItem[] = [
  'chairStand',
  'armCurl',
  'twoMinuteStep',
  'sixMinuteWalk',
  'upAndGo',
  'chairSitAndReach',
  'backScratch',
];

/** P primary seen, S one secondary copy, S2 two agreeing copies, D sources differ (the choice is named). */
export type VerifiedTag = 'P' | 'S' | 'S2' | 'D';

export interface VerifiedCell {
  readonly range: readonly [number, number];
  readonly tag: VerifiedTag;
  /** A D cell: which value was chosen over which, and why. */
  readonly choice?: string;
}
export type NormCell = VerifiedCell | { readonly tag: 'U' };

export interface SeniorItemNorms {
  /** The unit the ranges are in: stands, curls, steps, yd, in or s. */
  readonly unit: string;
  readonly betterIs: 'higher' | 'lower';
  readonly source: string;
  readonly cells: Readonly<Record<Sex, Readonly<Record<string, NormCell>>>>;
}

export const SENIOR_AGE_GROUPS: readonly string[] = data.ageGroups;
export const SENIOR_NORMS = data.items as unknown as Readonly<Record<SeniorItem, SeniorItemNorms>>;
/** The ages the normative study covered (Rikli & Jones 1999: community-residing adults 60-94). */
export const SENIOR_AGE_WINDOW = { min: 60, max: 94 } as const;

export type NormalRangeLevel = 'below' | 'within' | 'above';

export type SeniorClassification =
  | {
      readonly kind: 'classified';
      /** Against the normal range: 'above' is always the better result (a faster up-and-go too). */
      readonly level: NormalRangeLevel;
      readonly ageGroup: string;
      readonly cell: VerifiedCell;
    }
  /** The age group exists but its cell is unverified: the score is kept, no category is shown. */
  | { readonly kind: 'noVerifiedNorm'; readonly ageGroup: string }
  /** Younger than 60 or older than 94: no published norm for that age. */
  | { readonly kind: 'outsideAges'; readonly age: number }
  /** No sex, no age or no finite score: nothing to compare. */
  | { readonly kind: 'incomplete' };

function isVerified(cell: NormCell | undefined): cell is VerifiedCell {
  return cell !== undefined && cell.tag !== 'U' && 'range' in cell;
}

/** The 5-year group of a whole age 60-94 ('75-79' for 76), or undefined outside the window. */
export function seniorAgeGroup(age: number): string | undefined {
  const years = Math.floor(age);
  if (years < SENIOR_AGE_WINDOW.min || years > SENIOR_AGE_WINDOW.max) return undefined;
  return SENIOR_AGE_GROUPS[Math.floor((years - SENIOR_AGE_WINDOW.min) / 5)];
}

/** The verified normal range of a sex and age for an item (a chart's bands), or why there is none. */
export function seniorNormFor(
  item: SeniorItem,
  sex: unknown,
  age: unknown,
):
  | { readonly kind: 'verified'; readonly ageGroup: string; readonly cell: VerifiedCell }
  | Exclude<SeniorClassification, { kind: 'classified' }> {
  if (!isSex(sex) || !isFiniteNumber(age) || age < 0) return { kind: 'incomplete' };
  const ageGroup = seniorAgeGroup(age);
  if (ageGroup === undefined) return { kind: 'outsideAges', age: Math.floor(age) };
  const cell = SENIOR_NORMS[item].cells[sex][ageGroup];
  return isVerified(cell) ? { kind: 'verified', ageGroup, cell } : { kind: 'noVerifiedNorm', ageGroup };
}

/**
 * A score against the normal range of the client's sex and age group. `score` is in the item's unit
 * (SENIOR_NORMS[item].unit): yards for the 6-minute walk, inches for the two reach tests, seconds for the up-and-go.
 * Both ends of a range count as within it (the published ranges are the 25th and 75th percentile scores).
 */
export function classifySeniorItem(item: SeniorItem, sex: unknown, age: unknown, score: unknown): SeniorClassification {
  if (!isFiniteNumber(score)) return { kind: 'incomplete' };
  const norm = seniorNormFor(item, sex, age);
  if (norm.kind !== 'verified') return norm;
  const { cell, ageGroup } = norm;
  const norms = SENIOR_NORMS[item];
  const [lower, upper] = cell.range;
  const belowRange = !atLeast(score, lower);
  const aboveRange = !atMost(score, upper);
  const level: NormalRangeLevel = belowRange
    ? norms.betterIs === 'higher'
      ? 'below'
      : 'above'
    : aboveRange
      ? norms.betterIs === 'higher'
        ? 'above'
        : 'below'
      : 'within';
  return { kind: 'classified', level, ageGroup, cell };
}

/** Every verified cell of every item, for the tests and the reference screen. */
export function verifiedSeniorCells(): { item: SeniorItem; sex: Sex; ageGroup: string; cell: VerifiedCell }[] {
  return SENIOR_ITEMS.flatMap((item) =>
    (['MALE', 'FEMALE'] as const).flatMap((sex) =>
      SENIOR_AGE_GROUPS.flatMap((ageGroup) => {
        const cell = SENIOR_NORMS[item].cells[sex][ageGroup];
        return isVerified(cell) ? [{ item, sex, ageGroup, cell }] : [];
      }),
    ),
  );
}
