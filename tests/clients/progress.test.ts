// Change figures and the like-with-like rule of a client's history (issue 12).
import { describe, expect, it } from 'vitest';
import { classifyPushups } from '@/norms/classifiers';
import { emptyProfile } from '@/profile/profileTypes';
import {
  MEASURES, changeBetween, clientHistory, compareSessions, measureChart, type Measure,
} from '@/clients/progress';
import { sessionRecordFromProfile, type StoredSessionRecord } from '@/profile/sessionRecord';
import norms from '@/norms/data/norms.json';

function session(key: number, date: string, fields: Partial<StoredSessionRecord>): StoredSessionRecord {
  const base = sessionRecordFromProfile({ ...emptyProfile('u'), fname: 'Alex', age: 34, sex: 'MALE' }, new Date(date));
  return { ...base, ...fields, timestamp: key };
}
const measure = (field: string): Measure => MEASURES.find((m) => m.field === field)!;

describe('change figures', () => {
  const first = session(1, '2026-01-10T10:00:00Z', { pushups: 20, waist_circumference: 90, current_weight: 80 });
  const second = session(2, '2026-03-15T10:00:00Z', { pushups: 26, waist_circumference: 86, current_weight: 81.5 });

  it('counts take their noun, lengths and masses their unit, in the user units', () => {
    expect(changeBetween(measure('pushups'), first, second, true)?.text).toBe('+6 pushups');
    expect(changeBetween(measure('waist_circumference'), first, second, true)?.text).toBe('-4 cm');
    expect(changeBetween(measure('current_weight'), first, second, true)?.text).toBe('+1.5 kg');
    // 80 kg = 176 lb, 81.5 kg = 179.3 lb (kg x 2.2, the app's own conversion): +3.3 lb.
    expect(changeBetween(measure('current_weight'), first, second, false)?.text).toBe('+3.3 lb');
  });

  it('names a change of category, from the classifier', () => {
    const change = changeBetween(measure('pushups'), first, second, true);
    const from = classifyPushups('MALE', 34, 20);
    const to = classifyPushups('MALE', 34, 26);
    expect(from).not.toBe(to);
    expect(change?.categoryText).toBe(`${from.replace(/\b([a-z])/g, (l) => l.toUpperCase())} -> ${to.replace(/\b([a-z])/g, (l) => l.toUpperCase())}`);
    expect(changeBetween(measure('pushups'), first, session(3, '2026-04-01T10:00:00Z', { pushups: 20 }), true)?.categoryText).toBeNull();
  });

  it('the history has one column per session, oldest first, and the change since the previous and the first', () => {
    const third = session(3, '2026-05-20T10:00:00Z', { pushups: 31 });
    const history = clientHistory([third, second, first], true);
    expect(history.sessions.map((s) => s.timestamp)).toEqual([1, 2, 3]);
    const row = history.rows.find((r) => r.measure.field === 'pushups')!;
    expect(row.cells.map((c) => c.text)).toEqual(['20 pushups', '26 pushups', '31 pushups']);
    expect(row.cells[0]?.sincePrevious).toBeNull();
    expect(row.cells[1]?.sincePrevious?.text).toBe('+6 pushups');
    expect(row.cells[1]?.sinceFirst).toBeNull(); // the first is the previous: said once
    expect(row.cells[2]?.sincePrevious?.text).toBe('+5 pushups');
    expect(row.cells[2]?.sinceFirst?.text).toBe('+11 pushups');
    // A measure without any value has no row; a session without a value is skipped by the next change.
    expect(history.rows.some((r) => r.measure.field === 'vo2_max')).toBe(false);
    const waist = history.rows.find((r) => r.measure.field === 'waist_circumference')!;
    expect(waist.cells[2]?.text).toBe('');
  });
});

describe('like with like', () => {
  const step = session(1, '2026-01-10T10:00:00Z', { vo2_max: 40, vo2MaxTest: 'McArdle Step Test' });
  const treadmill = session(2, '2026-02-10T10:00:00Z', { vo2_max: 45, vo2MaxTest: 'Bruce Protocol' });
  const step2 = session(3, '2026-03-10T10:00:00Z', { vo2_max: 42, vo2MaxTest: 'McArdle Step Test' });

  it('a step-test VO2 max is never compared with a treadmill one, only with the same test', () => {
    expect(changeBetween(measure('vo2_max'), step, treadmill, true)).toBeNull();
    const history = clientHistory([step, treadmill, step2], true);
    const row = history.rows.find((r) => r.measure.field === 'vo2_max')!;
    expect(row.cells[1]?.sincePrevious).toBeNull();
    expect(row.cells[2]?.sincePrevious?.text).toBe('+2 mL/kg/min');
    expect(row.cells.map((c) => c.note)).toEqual(['McArdle Step Test', 'Bruce Protocol', 'McArdle Step Test']);
    const compared = compareSessions(step, treadmill, true).find((r) => r.measure.field === 'vo2_max');
    expect(compared?.change).toBeNull();
  });

  it('the chart draws one series per test', () => {
    const history = clientHistory([step, treadmill, step2], true);
    const chart = measureChart(history, history.rows.find((r) => r.measure.field === 'vo2_max')!, true);
    expect(chart.series.map((s) => [s.label, s.values])).toEqual([
      ['McArdle Step Test', [40, null, 42]],
      ['Bruce Protocol', [null, 45, null]],
    ]);
  });
});

describe('chart bands', () => {
  it('are the norm categories of the person age group and sex, straight from the norm data', () => {
    const history = clientHistory([session(1, '2026-01-10T10:00:00Z', { pushups: 20 })], true);
    const chart = measureChart(history, history.rows.find((r) => r.measure.field === 'pushups')!, true);
    const bounds = norms.pushups.lowerBounds.MALE['30-39'] as Record<string, number | null>;
    expect(chart.bands[0]).toEqual({ category: 'excellent', from: bounds.excellent, to: null });
    expect(chart.bands[1]).toEqual({ category: 'very good', from: bounds['very good'], to: bounds.excellent });
    expect(chart.bands.at(-1)).toEqual({ category: 'poor', from: null, to: bounds.fair });
  });

  it('are absent outside the table age window', () => {
    const history = clientHistory([session(1, '2026-01-10T10:00:00Z', { pushups: 20, age: 80 })], true);
    expect(measureChart(history, history.rows.find((r) => r.measure.field === 'pushups')!, true).bands).toEqual([]);
  });
});
