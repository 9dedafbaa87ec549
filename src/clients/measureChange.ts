// The change of one measure between two comparable sessions, with its category change and whether it is larger than
// the test's measurement error (decision 49).
import { roundHalfUp } from '@/calculators/rounding';
import { formatCategory } from '@/norms/formatCategory';
import { categoryLabel } from '@/norms/categoryLabel';
import { toUserUnits } from '@/profile/userUnits';
import { type StoredSessionRecord } from '@/profile/sessionRecord';
import { realChangeVerdict, verdictSourceText, verdictText, type RealChangeVerdict } from './realChange';
import { type Measure, measureUnit, trimNumber, measureValue } from './historyMeasures';

/** A change between two comparable sessions of one measure. */
export interface Change {
  /** In the user's units, rounded to 2 decimals. */
  readonly delta: number;
  /** '+6 pushups', '-4 cm', '0 kg'. */
  readonly text: string;
  /** 'Fair -> Good' when the category changed, else null. */
  readonly categoryText: string | null;
  /** Whether the change is larger than the test's measurement error (decision 49). */
  readonly verdict: RealChangeVerdict;
  /** 'real change', 'within measurement error (±2 pushups)', 'no reference for measurement error'. */
  readonly verdictText: string;
  /** The MDC, how it was reached and its source (the one-tap disclosure), or null without a reference. */
  readonly verdictSource: string | null;
}

/** '+6 pushups' / '-4 cm': the signed difference with the unit (counts take their noun). */
export function changeText(measure: Measure, delta: number, metric: boolean): string {
  const sign = delta > 0 ? '+' : delta < 0 ? '-' : '';
  const unit = measure.countNoun ?? measureUnit(measure, metric);
  const magnitude = trimNumber(Math.abs(delta));
  return unit ? `${sign}${magnitude} ${unit}` : `${sign}${magnitude}`;
}

/** The change from `before` to `after` (both with a value and comparable), or null. */
export function changeBetween(
  measure: Measure,
  before: StoredSessionRecord,
  after: StoredSessionRecord,
  metric: boolean,
): Change | null {
  if (!comparable(measure, before, after)) return null;
  const a = valueInUserUnits(measure, before, metric);
  const b = valueInUserUnits(measure, after, metric);
  if (a === null || b === null) return null;
  const delta = roundHalfUp(b - a, 2);
  const from = measure.category?.(before) ?? '';
  const to = measure.category?.(after) ?? '';
  // With the noun of what it rates (decision 0175), but a blood pressure row's class is one reading's, not the pressure's.
  const norm = measure.norm === 'bloodPressure' ? undefined : measure.norm;
  const named = (category: string) => (norm ? categoryLabel(norm, category) : formatCategory(category));
  const categoryText = from && to && from !== to ? `${named(from)} -> ${named(to)}` : null;
  const verdict = realChangeVerdict(measure.field, a, delta, metric);
  const unit = measure.countNoun ?? measureUnit(measure, metric);
  return {
    delta,
    text: changeText(measure, delta, metric),
    categoryText,
    verdict,
    verdictText: verdictText(verdict, unit),
    verdictSource: verdictSourceText(verdict, unit),
  };
}

/** Like with like: both have a value and the same like-key (for VO2 max, the same test). */
export function comparable(measure: Measure, a: StoredSessionRecord, b: StoredSessionRecord): boolean {
  if (measureValue(measure, a) === null || measureValue(measure, b) === null) return false;
  return !measure.likeKey || measure.likeKey(a) === measure.likeKey(b);
}

export function valueInUserUnits(measure: Measure, record: StoredSessionRecord, metric: boolean): number | null {
  const value = measureValue(measure, record);
  return value === null ? null : toUserUnits(value, measure.unitKind, metric);
}
