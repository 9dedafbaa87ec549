// Goals per measure: the direction table, '5 to go' / 'goal reached', and goals typed in pounds or inches.
import { describe, expect, it } from 'vitest';
import { GOAL_DIRECTIONS, goalDirection, goalProgress, goalToMetric } from '@/clients/goals';
import { MEASURES, type Measure, type MeasureField } from '@/clients/historyMeasures';

function measure(field: MeasureField): Measure {
  const found = MEASURES.find((m) => m.field === field);
  if (!found) throw new Error(field);
  return found;
}

describe('goal directions', () => {
  it('waist goes down, pushups go up, body weight takes no goal', () => {
    expect(goalDirection('waist_circumference')).toBe('down');
    expect(goalDirection('pushups')).toBe('up');
    expect(goalDirection('current_weight')).toBeNull();
  });

  it('every measure in the table is a history measure', () => {
    const fields = new Set(MEASURES.map((m) => m.field));
    for (const field of Object.keys(GOAL_DIRECTIONS)) expect(fields.has(field as MeasureField)).toBe(true);
  });
});

describe('goalProgress', () => {
  it('pushups 25 of a goal of 30: 5 pushups to go', () => {
    expect(goalProgress(measure('pushups'), 30, 25, true)).toEqual({
      goalText: '30 pushups',
      progressText: '5 pushups to go',
      reached: false,
    });
  });

  it('pushups at or past the goal: goal reached', () => {
    expect(goalProgress(measure('pushups'), 30, 30, true)?.progressText).toBe('goal reached');
    expect(goalProgress(measure('pushups'), 30, 34, true)?.reached).toBe(true);
  });

  it('waist 90 cm of a goal of 85 cm: 5 cm to go; 84 cm reached it (less is better)', () => {
    expect(goalProgress(measure('waist_circumference'), 85, 90, true)?.progressText).toBe('5 cm to go');
    expect(goalProgress(measure('waist_circumference'), 85, 84, true)?.progressText).toBe('goal reached');
  });

  it('in inches when the user prefers imperial units', () => {
    const waist = measure('waist_circumference');
    const progress = goalProgress(waist, goalToMetric(waist, 34, false), goalToMetric(waist, 36, false), false);
    expect(progress?.goalText).toBe('34 in');
    expect(progress?.progressText).toBe('2 in to go');
  });

  it('no value yet, and no goal for a measure outside the table', () => {
    expect(goalProgress(measure('pushups'), 30, null, true)?.progressText).toBe('no value yet');
    expect(goalProgress(measure('current_weight'), 70, 80, true)).toBeNull();
  });
});
