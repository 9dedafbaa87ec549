// The Senior Fitness Test columns of every CSV (decision 47): one column per item any of the exported records holds,
// in the battery's order, after the columns whose positions are fixed; the score in the user's units. The sessions
// CSV and the clients' CSV (a client's file and a group's day) both read their senior columns from here.
import { seniorVerdictText } from '@/norms/seniorVerdict';
import type { SavedSessionRecord } from './sessionRecord';
import {
  SENIOR_ITEM_LABELS,
  SENIOR_ITEM_ORDER,
  classifySeniorResult,
  seniorEntryUnit,
  seniorStoredToEntry,
  type SeniorItem,
} from './seniorFitnessResults';

type SeniorRecord = Pick<SavedSessionRecord, 'seniorFitness' | 'sex' | 'age'>;

/** The items any of the records holds, in the battery's order: none without items, so no empty columns. */
export function seniorColumnItems(records: readonly SeniorRecord[]): SeniorItem[] {
  return SENIOR_ITEM_ORDER.filter((item) => records.some((r) => r.seniorFitness?.some((s) => s.item === item)));
}

/** 'SFT 30-Second Chair Stand (stands)', 'SFT 6-Minute Walk (SFT course) (yd)'. */
export function seniorColumnHeader(item: SeniorItem, metric: boolean): string {
  return `SFT ${SENIOR_ITEM_LABELS[item]} (${seniorEntryUnit(item, metric)})`;
}

/** The score of the item in the user's units, rounded as it is measured; null when the record has none. */
export function seniorColumnValue(record: SeniorRecord, item: SeniorItem, metric: boolean): number | null {
  const result = record.seniorFitness?.find((s) => s.item === item);
  return result ? seniorStoredToEntry(item, result.score, metric) : null;
}

/** The verdict for the record's own sex and age, or why there is none; null when the record has no score. */
export function seniorColumnVerdict(record: SeniorRecord, item: SeniorItem): string | null {
  const result = record.seniorFitness?.find((s) => s.item === item);
  return result ? seniorVerdictText(classifySeniorResult(result, record.sex, record.age)) : null;
}
