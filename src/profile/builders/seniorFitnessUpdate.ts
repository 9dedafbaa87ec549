// Builds the profile update for one Senior Fitness Test item (decision 47): the score (or the two trials of a
// best-of-two item) typed in the user's units, stored in the record's units and added to the session's senior results.
// Offered to anyone: no category is stored, so the update needs no age or sex (the result is compared when shown).
import type { SeniorItem } from '@/norms/seniorFitness';
import type { UserProfile } from '@/profile/profileTypes';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import {
  BEST_OF_TWO_ITEMS,
  SENIOR_ITEM_LABELS,
  SENIOR_SCORE_LIMITS,
  bestOfTrials,
  seniorEntryToStored,
  seniorEntryUnit,
  seniorStoredToEntry,
  withSeniorResult,
} from '@/profile/seniorFitnessResults';
import { MeasurementInputError, isInMeasurementRange } from './measurementInputError';

/** The form field of a score ('score') or of a trial ('trial1', 'trial2'). */
export type SeniorField = 'score' | 'trial1' | 'trial2';

/** 'Chair Sit-and-Reach must be a number from -31.5 to 31.5 in'. */
export function seniorScoreMessage(item: SeniorItem, metric: boolean): string {
  const limit = SENIOR_SCORE_LIMITS[item];
  const unit = seniorEntryUnit(item, metric);
  const min = seniorStoredToEntry(item, limit.min, metric);
  const max = seniorStoredToEntry(item, limit.max, metric);
  return `${SENIOR_ITEM_LABELS[item]} must be ${limit.integer ? 'a whole number' : 'a number'} from ${min} to ${max} ${unit}`;
}

function stored(item: SeniorItem, value: number, metric: boolean, field: SeniorField): number {
  const metricValue = Number.isFinite(value) ? seniorEntryToStored(item, value, metric) : Number.NaN;
  if (!isInMeasurementRange(metricValue, SENIOR_SCORE_LIMITS[item]))
    throw new MeasurementInputError(seniorScoreMessage(item, metric), field);
  return metricValue;
}

/**
 * One item's result from what was typed, in the user's units (`metric`): `values` is the score, or the two trials of
 * a best-of-two item (a second trial not done may be NaN: the one trial is then the score). Throws
 * MeasurementInputError on the first entry out of range.
 */
export function seniorItemUpdate(
  user: UserProfile,
  item: SeniorItem,
  values: readonly number[],
  metric: boolean,
): ProfileUpdate {
  const bestOfTwo = BEST_OF_TWO_ITEMS.has(item);
  const fields: SeniorField[] = bestOfTwo ? ['trial1', 'trial2'] : ['score'];
  const typed = fields
    .map((field, index) => ({ field, value: values[index] ?? Number.NaN }))
    .filter(({ value }, index) => index === 0 || Number.isFinite(value));
  const scores = typed.map(({ field, value }) => stored(item, value, metric, field));
  const result = {
    item,
    score: bestOfTwo ? bestOfTrials(item, scores) : scores[0]!,
    trials: bestOfTwo ? scores : null,
  };
  return {
    label: SENIOR_ITEM_LABELS[item],
    requires: [],
    patch: { seniorFitness: withSeniorResult(user.seniorFitness, result) },
  };
}

/** Reset: the item taken out of the session. */
export function seniorItemReset(user: UserProfile, item: SeniorItem): ProfileUpdate {
  return {
    label: SENIOR_ITEM_LABELS[item],
    requires: [],
    patch: { seniorFitness: user.seniorFitness.filter((r) => r.item !== item) },
  };
}
