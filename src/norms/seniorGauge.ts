// The gauge of a Senior Fitness Test score (decision 47): three bands, below / within / above the normal range, on a
// scale in the item's own unit, the range's two bounds marked and the score's place on it. The bands run from the
// worse end to the better: for the up-and-go (lower is better) the scale runs from slow to fast.
import type { NormalRangeLevel, SeniorItem, VerifiedCell } from './seniorFitness';
import { SENIOR_NORMS } from './seniorFitness';
import { NORMAL_RANGE_TEXT, normalRangeLevel } from './seniorVerdict';

export interface SeniorGaugeBand {
  readonly level: NormalRangeLevel;
  /** The colour step on the app's category scale. */
  readonly colour: 1 | 4 | 6;
}

export interface SeniorGauge {
  /** Worse to better, left to right. */
  readonly bands: readonly [SeniorGaugeBand, SeniorGaugeBand, SeniorGaugeBand];
  /** The score's place, 0 (left end) to 1 (right end); the middle band spans 1/3 to 2/3. */
  readonly marker: number;
  /** The bounds as shown under the band edges, left then right ('10', '15'). */
  readonly limits: readonly [string, string];
  /** The whole gauge in words, for a screen reader. */
  readonly description: string;
}

const BANDS: readonly NormalRangeLevel[] = ['below', 'within', 'above'];

const shown = (value: number) => String(Math.round(value * 10) / 10);

/**
 * The gauge of `score` (in the item's unit, as classified) against a verified cell. Each outer band is drawn as wide as
 * the range itself, so a score a whole range away from it sits at the end of the scale.
 */
export function seniorGauge(item: SeniorItem, cell: VerifiedCell, score: number, level: NormalRangeLevel): SeniorGauge {
  const norms = SENIOR_NORMS[item];
  const [lower, upper] = cell.range;
  const width = upper - lower || 1;
  // Position along worse → better: for a lower-is-better item the scale is read from the upper bound down.
  const along = norms.betterIs === 'higher' ? (score - lower) / width : (upper - score) / width;
  const marker = Math.min(1, Math.max(0, (along + 1) / 3));
  const limits: [string, string] =
    norms.betterIs === 'higher' ? [shown(lower), shown(upper)] : [shown(upper), shown(lower)];
  const bands = BANDS.map((band) => ({
    level: band,
    colour: normalRangeLevel(band),
  })) as unknown as SeniorGauge['bands'];
  const description = `${shown(score)} ${norms.unit}: ${NORMAL_RANGE_TEXT[level].toLowerCase()}; the normal range is ${shown(lower)} to ${shown(upper)} ${norms.unit}${norms.betterIs === 'lower' ? ' (lower is better)' : ''}.`;
  return { bands, marker, limits, description };
}
