// The Senior Fitness Test's items as group grid tests (decision 47): the score, or the two trials of a best-of-two item,
// typed in the user's units and built by the item's own builder, so a row stores what the item's screen stores. Each
// row is compared with the normal range of the client's sex and age, in the words and colour of the item's result
// screen, or says why it is not. Checked against groupTests.ts's GroupTest where it is registered (this file does not
// import it: no import cycle).
import { typedNumber } from '@/domain/typedNumber';
import type { CategoryLevel } from '@/norms/categoryLevel';
import { SENIOR_ITEMS, type SeniorItem } from '@/norms/seniorFitness';
import { normalRangeLevel, seniorVerdictText } from '@/norms/seniorVerdict';
import { seniorItemUpdate } from '@/profile/builders/seniorFitnessUpdate';
import type { UserProfile } from '@/profile/profileTypes';
import {
  BEST_OF_TWO_ITEMS,
  SENIOR_ITEM_LABELS,
  SENIOR_SCORE_LIMITS,
  classifySeniorResult,
  seniorEntryUnit,
  seniorMeasuredText,
} from '@/profile/seniorFitnessResults';

/** The items' keys in the grid and in a battery, apart from the grid's own 6-minute walk (a VO2 max test). */
export const SENIOR_TEST_KEYS = {
  chairStand: 'seniorChairStand',
  armCurl: 'seniorArmCurl',
  twoMinuteStep: 'seniorTwoMinuteStep',
  sixMinuteWalk: 'seniorSixMinuteWalk',
  upAndGo: 'seniorUpAndGo',
  chairSitAndReach: 'seniorChairSitAndReach',
  backScratch: 'seniorBackScratch',
} as const satisfies Record<SeniorItem, string>;
export type SeniorTestKey = (typeof SENIOR_TEST_KEYS)[SeniorItem];

/** In the battery's order. */
export const SENIOR_GRID_KEYS: readonly SeniorTestKey[] = SENIOR_ITEMS.map((item) => SENIOR_TEST_KEYS[item]);

/** A row's comparison as the grid shows it: the verdict and its colour step, or why there is none. */
export interface GroupVerdict {
  readonly category: string | null;
  readonly level: CategoryLevel | null;
  readonly noCategory: string | null;
}

const resultOf = (profile: UserProfile, item: SeniorItem) => profile.seniorFitness.find((r) => r.item === item);

function seniorVerdict(profile: UserProfile, item: SeniorItem): GroupVerdict {
  const result = resultOf(profile, item);
  if (!result) return { category: null, level: null, noCategory: null };
  const classification = classifySeniorResult(result, profile.sex, profile.age);
  return classification.kind === 'classified'
    ? { category: seniorVerdictText(classification), level: normalRangeLevel(classification.level), noCategory: null }
    : { category: null, level: null, noCategory: seniorVerdictText(classification) };
}

function seniorGridTest(item: SeniorItem) {
  const unit = { unit: seniorEntryUnit(item, true), imperialUnit: seniorEntryUnit(item, false) };
  const integer = SENIOR_SCORE_LIMITS[item].integer === true;
  const fields = BEST_OF_TWO_ITEMS.has(item)
    ? [
        { key: 'trial1', label: 'Trial 1', ...unit, integer },
        { key: 'trial2', label: 'Trial 2', ...unit, integer },
      ]
    : [{ key: 'score', label: 'Score', ...unit, integer }];
  return {
    key: SENIOR_TEST_KEYS[item],
    label: `SFT: ${SENIOR_ITEM_LABELS[item]}`,
    fields,
    // A second trial left blank is not done: the one trial is the score, as on the item's own form.
    build: (profile: UserProfile, texts: readonly string[]) =>
      seniorItemUpdate(
        profile,
        item,
        fields.map((_, index) => typedNumber(texts[index] ?? '')),
        profile.prefers_metric,
      ),
    resultText: (p: UserProfile) => {
      const result = resultOf(p, item);
      return result ? seniorMeasuredText(result, p.prefers_metric) : null;
    },
    category: () => null,
    gaugeKey: null,
    verdict: (p: UserProfile) => seniorVerdict(p, item),
  };
}

export const GROUP_SENIOR_TESTS = Object.fromEntries(
  SENIOR_ITEMS.map((item) => [SENIOR_TEST_KEYS[item], seniorGridTest(item)]),
) as Record<SeniorTestKey, ReturnType<typeof seniorGridTest>>;
