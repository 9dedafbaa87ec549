// What the Fitness Categories tables show for this person: with a known sex, only that sex's tables and the person's
// own age group, their category row highlighted and their result marked; "show all" brings back every group of both
// sexes (the person's sex first). Without a sex in the profile, every table in full as before.
import { findAgeGroup } from '@/norms/classifyByBounds';
import type { CategoryGauge, GaugeResult } from '@/norms/categoryGauge';
import { THRESHOLD_TABLES, type NormTableKey, type ThresholdTableKey } from '@/norms/normTables';
import { SEXES, type Sex } from '@/domain/person';

export interface CategoryView {
  readonly sex: Sex | null;
  readonly age: number | null;
  readonly showAll: boolean;
  /** The gauge of each stored result (absent when the result is not stored). */
  readonly gauges: Readonly<Partial<Record<NormTableKey, GaugeResult>>>;
}

export const FULL_VIEW: CategoryView = { sex: null, age: null, showAll: true, gauges: {} };

/** The sexes whose tables are shown: the person's own first; only theirs unless "show all". */
export function sexesShown(view: CategoryView): Sex[] {
  if (view.sex === null) return [...SEXES];
  if (!view.showAll) return [view.sex];
  return [view.sex, ...SEXES.filter((sex) => sex !== view.sex)];
}

/** The person's age group in a table (null without an age, or outside the table's window). */
export function personalGroup(view: CategoryView, key: ThresholdTableKey): string | null {
  return findAgeGroup(THRESHOLD_TABLES[key], view.age)?.label ?? null;
}

/** The age groups shown for one sex: only the person's own group when the view is personal and the age fits. */
export function groupsShown(
  view: CategoryView,
  key: ThresholdTableKey,
  sex: Sex,
  all: readonly string[],
): readonly string[] {
  const own = view.sex === sex && !view.showAll ? personalGroup(view, key) : null;
  return own === null ? all : all.filter((group) => group === own);
}

/** The person's placed result on a table of `sex` (null for the other sex, without a result, or without a gauge). */
export function personalResult(view: CategoryView, key: NormTableKey, sex: Sex | null): CategoryGauge | null {
  const gauge = view.gauges[key];
  if (gauge === undefined || !gauge.available) return null;
  if (sex !== null && view.sex !== sex) return null;
  return gauge;
}
