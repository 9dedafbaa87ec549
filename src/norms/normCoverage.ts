// Past the end of a norm table (decision 47): pushups, VO2 max, sit and reach and grip are published up to age 69, and
// the form accepts clients up to 100. Such a result gets no category; it says there is no published norm for that
// age and names the Senior Fitness Test item that compares the same quality for ages 60-94.
import { isFiniteNumber } from './classifyByBounds';
import { GRIP_STRENGTH, PUSHUPS, SIT_AND_REACH, VO2MAX } from './normTables';
import type { ThresholdTable } from './normTables';
import { SENIOR_AGE_WINDOW, type SeniorItem } from './seniorFitness';

export type TableEndingBeforeOldAge = 'pushups' | 'vo2max' | 'sitAndReach' | 'gripStrength';

const TABLES: Readonly<Record<TableEndingBeforeOldAge, ThresholdTable>> = {
  pushups: PUSHUPS,
  vo2max: VO2MAX,
  sitAndReach: SIT_AND_REACH,
  gripStrength: GRIP_STRENGTH,
};

/**
 * The senior item that measures the same quality: upper-body strength (arm curl) for pushups and grip, aerobic
 * endurance (6-minute walk) for VO2 max, lower-body flexibility (chair sit-and-reach) for sit and reach.
 */
export const SENIOR_ALTERNATIVE: Readonly<Record<TableEndingBeforeOldAge, SeniorItem>> = {
  pushups: 'armCurl',
  vo2max: 'sixMinuteWalk',
  sitAndReach: 'chairSitAndReach',
  gripStrength: 'armCurl',
};

export interface NoNormForAge {
  /** 'No published norm for age 76 in this test' */
  readonly text: string;
  /** The Senior Fitness Test item to use instead, when the client is within its ages (60-94). */
  readonly seniorItem: SeniorItem | null;
}

/** Set when `age` is past the end of the test's table; null when the table covers the age (or no age is known). */
export function noNormForAge(test: TableEndingBeforeOldAge, age: unknown): NoNormForAge | null {
  if (!isFiniteNumber(age)) return null;
  const years = Math.floor(age);
  if (years <= TABLES[test].appliesTo.maxAge) return null;
  const inSeniorAges = years >= SENIOR_AGE_WINDOW.min && years <= SENIOR_AGE_WINDOW.max;
  return {
    text: `No published norm for age ${years} in this test`,
    seniorItem: inSeniorAges ? SENIOR_ALTERNATIVE[test] : null,
  };
}
