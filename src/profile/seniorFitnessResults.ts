// The Senior Fitness Test items done in one session (decision 47), each with the score the tester measured, in the
// record's units: a count of stands, curls or steps, metres walked in 6 minutes, signed centimetres for the two reach
// tests, seconds for the up-and-go. The best-of-two items keep both trials. Categories are not stored: each is worked
// out from the score, the client's sex and age when it is shown (classifySeniorResult). Pure: the profile, the saved
// record, the summary, the history and the CSV read the results through here.
import { roundHalfUp } from '@/calculators/rounding';
import { metresToYards, signedCmToInches, signedInchesToCm, yardsToMetres } from '@/calculators/seniorFitnessUnits';
import { classifySeniorItem, SENIOR_ITEMS, type SeniorClassification, type SeniorItem } from '@/norms/seniorFitness';

export type { SeniorItem };

/** The items in the battery's order (for the layers that do not read the norms). */
export const SENIOR_ITEM_ORDER: readonly SeniorItem[] = SENIOR_ITEMS;

export const SENIOR_ITEM_LABELS: Readonly<Record<SeniorItem, string>> = {
  chairStand: '30-Second Chair Stand',
  armCurl: '30-Second Arm Curl',
  twoMinuteStep: '2-Minute Step',
  sixMinuteWalk: '6-Minute Walk (SFT course)',
  upAndGo: '8-Foot Up-and-Go',
  chairSitAndReach: 'Chair Sit-and-Reach',
  backScratch: 'Back Scratch',
};

/** The items scored as the better of two trials: the higher reach, the faster up-and-go. */
export const BEST_OF_TWO_ITEMS: ReadonlySet<SeniorItem> = new Set<SeniorItem>([
  'upAndGo',
  'chairSitAndReach',
  'backScratch',
]);

export interface SeniorResult {
  readonly item: SeniorItem;
  /** The score in the record's unit: count, metres (6-minute walk), signed cm (reach tests), s (up-and-go). */
  readonly score: number;
  /** The two trials of a best-of-two item, in the same unit; null for a single-trial item. */
  readonly trials: readonly number[] | null;
}

/** The bounds of a stored score, in the record's unit (a count is whole). */
export const SENIOR_SCORE_LIMITS: Readonly<Record<SeniorItem, { min: number; max: number; integer?: boolean }>> = {
  chairStand: { min: 0, max: 100, integer: true },
  armCurl: { min: 0, max: 100, integer: true },
  twoMinuteStep: { min: 0, max: 300, integer: true },
  sixMinuteWalk: { min: 0, max: 1500 },
  upAndGo: { min: 0.1, max: 120 },
  chairSitAndReach: { min: -80, max: 80 },
  backScratch: { min: -80, max: 80 },
};

const inLimits = (item: SeniorItem, value: unknown): value is number => {
  const limit = SENIOR_SCORE_LIMITS[item];
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= limit.min &&
    value <= limit.max &&
    (!limit.integer || Number.isInteger(value))
  );
};

/** The better of two trials: the lower time for the up-and-go, the higher (signed) reach otherwise. */
export function bestOfTrials(item: SeniorItem, trials: readonly number[]): number {
  return item === 'upAndGo' ? Math.min(...trials) : Math.max(...trials);
}

/** The session's list with `result` in it: an item done again replaces its own earlier entry. */
export function withSeniorResult(
  results: readonly SeniorResult[] | null | undefined,
  result: SeniorResult,
): SeniorResult[] {
  return [...(results ?? []).filter((r) => r.item !== result.item), result];
}

/** The score in the unit the norms are published in (yards, inches; counts and seconds as stored). */
export function scoreInNormUnit(item: SeniorItem, score: number): number {
  if (item === 'sixMinuteWalk') return metresToYards(score);
  if (item === 'chairSitAndReach' || item === 'backScratch') return signedCmToInches(score);
  return score;
}

/** A stored result against the normal range of the client's sex and age group (decision 47). */
export function classifySeniorResult(result: SeniorResult, sex: unknown, age: unknown): SeniorClassification {
  return classifySeniorItem(result.item, sex, age, scoreInNormUnit(result.item, result.score));
}

/** What the tester types a score in, in the user's units. */
export function seniorEntryUnit(item: SeniorItem, metric: boolean): string {
  switch (item) {
    case 'chairStand':
      return 'stands';
    case 'armCurl':
      return 'curls';
    case 'twoMinuteStep':
      return 'steps';
    case 'sixMinuteWalk':
      return metric ? 'm' : 'yd';
    case 'upAndGo':
      return 's';
    case 'chairSitAndReach':
    case 'backScratch':
      return metric ? 'cm' : 'in';
  }
}

/** A score typed in the user's units, in the record's unit. */
export function seniorEntryToStored(item: SeniorItem, value: number, metric: boolean): number {
  if (metric) return value;
  if (item === 'sixMinuteWalk') return yardsToMetres(value);
  if (item === 'chairSitAndReach' || item === 'backScratch') return signedInchesToCm(value);
  return value;
}

/** A stored score in the user's units, rounded as it is measured (whole yards or metres, 0.1 cm or in, 0.1 s). */
export function seniorStoredToEntry(item: SeniorItem, score: number, metric: boolean): number {
  if (item === 'sixMinuteWalk') return roundHalfUp(metric ? score : metresToYards(score));
  if (item === 'chairSitAndReach' || item === 'backScratch')
    return roundHalfUp(metric ? score : signedCmToInches(score), 1);
  if (item === 'upAndGo') return roundHalfUp(score, 1);
  return score;
}

const signed = (value: number) => (value > 0 ? `+${value}` : String(value));

/** A score as shown, in the user's units: '14 stands', '480 yd', '+1.5 in', '6.3 s'. */
export function seniorScoreText(item: SeniorItem, score: number, metric: boolean): string {
  const shown = seniorStoredToEntry(item, score, metric);
  const unit = seniorEntryUnit(item, metric);
  if (item === 'chairSitAndReach' || item === 'backScratch') return `${signed(shown)} ${unit}`;
  return `${shown} ${unit}`;
}

/** What was measured: '-2 in (best of -2 in, -3.5 in)', '14 stands'. */
export function seniorMeasuredText(result: SeniorResult, metric: boolean): string {
  const score = seniorScoreText(result.item, result.score, metric);
  const trials =
    result.trials && result.trials.length > 1
      ? ` (best of ${result.trials.map((t) => seniorScoreText(result.item, t, metric)).join(', ')})`
      : '';
  return `${score}${trials}`;
}

/** 'Back Scratch: -2 in (best of -2 in, -3.5 in)'. */
export function seniorResultText(result: SeniorResult, metric: boolean): string {
  return `${SENIOR_ITEM_LABELS[result.item]}: ${seniorMeasuredText(result, metric)}`;
}

/** One stored entry, checked field by field; undefined when it cannot be read. */
function readOne(raw: unknown): SeniorResult | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const r = raw as Record<string, unknown>;
  const item = SENIOR_ITEMS.find((id) => id === r.item);
  if (!item || !inLimits(item, r.score)) return undefined;
  if (r.trials === null || r.trials === undefined) return { item, score: r.score, trials: null };
  if (!Array.isArray(r.trials) || r.trials.length === 0 || r.trials.length > 2) return undefined;
  if (!r.trials.every((t) => inLimits(item, t))) return undefined;
  return { item, score: r.score, trials: [...(r.trials as number[])] };
}

/**
 * A stored list (the profile's or a saved record's), read entry by entry: undefined when it is not a list or an entry
 * cannot be read (the caller reports it), the entries otherwise (one per item, the last kept).
 */
export function readSeniorResults(raw: unknown): SeniorResult[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const read = raw.map(readOne);
  if (read.some((r) => r === undefined)) return undefined;
  return (read as SeniorResult[]).reduce<SeniorResult[]>((list, r) => withSeniorResult(list, r), []);
}
