// A client's goal per measure: which measures take a goal and which way is better (one table), and how
// far the latest value is from it ('5 pushups to go', 'goal reached'). Pure. Goals are stored metric, as the records
// are (src/profile/sessionRecord.ts), and shown in the user's units.
import { lbToKg, inchesToCm } from '@/calculators/units';
import { roundHalfUp } from '@/calculators/rounding';
import { toUserUnits } from '@/profile/userUnits';
import type { Measure, MeasureField } from './historyMeasures';
import { formatMeasureValue } from './historyMeasures';

/**
 * The one table of goal directions: 'up' when more is better (a goal is reached at or above it), 'down' when less is
 * better. A measure not listed takes no goal (body weight: whether less or more is better depends on the person).
 */
export const GOAL_DIRECTIONS: Readonly<Partial<Record<MeasureField, 'up' | 'down'>>> = {
  waist_circumference: 'down',
  abdomen_circumference: 'down',
  bmi: 'down',
  body_fat_percentage: 'down',
  resting_heart_rate: 'down',
  systolic_blood_pressure: 'down',
  diastolic_blood_pressure: 'down',
  pushups: 'up',
  grip_strength: 'up',
  bench_press: 'up',
  leg_press: 'up',
  vo2_max: 'up',
  sit_and_reach: 'up',
};

/** The largest goal a form accepts (in any unit); a stored goal above it is unreadable. */
export const GOAL_MAX = 10_000;

export function goalDirection(field: MeasureField): 'up' | 'down' | null {
  return GOAL_DIRECTIONS[field] ?? null;
}

/** A goal as typed (in the user's units) as it is stored (metric). */
export function goalToMetric(measure: Pick<Measure, 'unitKind'>, value: number, metric: boolean): number {
  if (metric) return value;
  if (measure.unitKind === 'mass') return lbToKg(value);
  if (measure.unitKind === 'length' || measure.unitKind === 'circumference') return inchesToCm(value);
  return value;
}

export interface GoalProgress {
  /** The goal in the user's units ('30 pushups', '85 cm'). */
  readonly goalText: string;
  /** '5 pushups to go', 'goal reached'. */
  readonly progressText: string;
  readonly reached: boolean;
}

/**
 * How the latest value stands against a goal. `latest` and `goal` are metric (stored); null when the measure takes
 * no goal or has no value yet (then only the goal is shown).
 */
export function goalProgress(
  measure: Measure,
  goal: number,
  latest: number | null,
  metric: boolean,
): GoalProgress | null {
  const direction = goalDirection(measure.field);
  const goalUser = toUserUnits(goal, measure.unitKind, metric);
  if (!direction || goalUser === null) return null;
  const goalText = formatMeasureValue(measure, goalUser, metric);
  const latestUser = latest === null ? null : toUserUnits(latest, measure.unitKind, metric);
  if (latestUser === null) return { goalText, progressText: 'no value yet', reached: false };
  const gap = roundHalfUp(direction === 'up' ? goalUser - latestUser : latestUser - goalUser, 2);
  if (gap <= 0) return { goalText, progressText: 'goal reached', reached: true };
  return { goalText, progressText: `${formatMeasureValue(measure, gap, metric)} to go`, reached: false };
}
