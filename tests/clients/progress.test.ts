// Change figures and the like-with-like rule of a client's history.
import { describe, expect, it } from 'vitest';
import { classifyBodyFat, classifyPushups } from '@/norms/classifiers';
import { bodyFatFromSkinfolds } from '@/calculators/siriBodyFat';
import { roundHalfUp } from '@/calculators/rounding';
import { emptyProfile } from '@/profile/profileTypes';
import { MEASURES, type Measure } from '@/clients/historyMeasures';
import { changeBetween, comparable } from '@/clients/measureChange';
import { clientHistory, compareSessions, sortByDate } from '@/clients/progress';
import { measureChart } from '@/clients/measureChart';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { type StoredSessionRecord } from '@/profile/sessionRecord';
import norms from '@/norms/data/norms.json';
import { categoryLevel } from '@/norms/categoryLevel';
import { bandLegendText } from '@/clients/bandRange';

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
    expect(change?.categoryText).toBe(
      `${from.replace(/\b([a-z])/g, (l) => l.toUpperCase())} -> ${to.replace(/\b([a-z])/g, (l) => l.toUpperCase())}`,
    );
    expect(
      changeBetween(measure('pushups'), first, session(3, '2026-04-01T10:00:00Z', { pushups: 20 }), true)?.categoryText,
    ).toBeNull();
  });

  it('a waist change of category says risk (a man: 100 cm is high, 86 cm low)', () => {
    const wider = session(4, '2026-01-10T10:00:00Z', { waist_circumference: 100 });
    expect(changeBetween(measure('waist_circumference'), wider, second, true)?.categoryText).toBe(
      'High risk -> Low risk',
    );
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

describe('the changes of every cell', () => {
  it('are against the first and the latest earlier comparable session, as the definition says, over many sessions', () => {
    // Gaps, two VO2 max tests and two body-fat methods mixed, dates out of key order: every row of every session is
    // checked against the definition (filter all earlier sessions with comparable()).
    const tests = ['McArdle Step Test', 'Bruce Protocol', undefined];
    const records = Array.from({ length: 40 }, (_, i) =>
      session(
        100 - i,
        `2026-01-${String(1 + ((i * 7) % 28)).padStart(2, '0')}T${String(10 + (i % 9)).padStart(2, '0')}:00:00Z`,
        {
          pushups: i % 5 === 0 ? null : 10 + ((i * 3) % 17),
          vo2_max: i % 4 === 1 ? null : 30 + ((i * 5) % 13),
          vo2MaxTest: tests[i % 3] ?? null,
          current_weight: i % 3 === 0 ? null : 70 + (i % 6),
          triceps_skin: i % 2 === 0 ? 12 + (i % 5) : null,
          chest_skin: i % 6 === 0 ? 10 : null,
          abdominal_skin: i % 6 === 0 ? 20 : null,
          thigh_skin: i % 2 === 0 ? 14 : null,
        },
      ),
    );
    const history = clientHistory(records, true);
    const sessions = sortByDate(records);
    expect(history.sessions).toEqual(sessions);
    expect(history.rows.length).toBeGreaterThan(3);
    let checked = 0;
    for (const row of history.rows) {
      row.cells.forEach((cell, index) => {
        const record = sessions[index]!;
        const earlier = sessions.slice(0, index).filter((s) => comparable(row.measure, s, record));
        const previous = earlier.at(-1);
        const first = earlier[0];
        expect(cell.sincePrevious).toEqual(previous ? changeBetween(row.measure, previous, record, true) : null);
        expect(cell.sinceFirst).toEqual(
          first && first !== previous ? changeBetween(row.measure, first, record, true) : null,
        );
        if (cell.sincePrevious) checked += 1;
      });
    }
    expect(checked).toBeGreaterThan(50);
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
    const chart = measureChart(
      history,
      history.rows.find((r) => r.measure.field === 'vo2_max')!,
      true,
    );
    expect(chart.series.map((s) => [s.label, s.values])).toEqual([
      ['McArdle Step Test', [40, null, 42]],
      ['Bruce Protocol', [null, 45, null]],
    ]);
  });
});

describe('a body fat measured another way (decision 0151)', () => {
  // Skinfolds of a man of 34 giving a Jackson-Pollock 3-site estimate.
  const skinfolds = { chest_skin: 12, abdominal_skin: 20, thigh_skin: 15 };
  const estimated = session(1, '2026-01-10T10:00:00Z', skinfolds);
  const scale = session(2, '2026-02-10T10:00:00Z', { measuredBodyFat: 24, measuredBodyFatMethod: 'bioimpedance' });
  const dexa = session(3, '2026-03-10T10:00:00Z', { measuredBodyFat: 21, measuredBodyFatMethod: 'dexa' });
  const scale2 = session(4, '2026-04-10T10:00:00Z', {
    ...skinfolds,
    measuredBodyFat: 22.5,
    measuredBodyFatMethod: 'bioimpedance',
  });
  const history = clientHistory([estimated, scale, dexa, scale2], true);
  const measuredRow = history.rows.find((r) => r.measure.field === 'measuredBodyFat')!;
  const estimateRow = history.rows.find((r) => r.measure.field === 'body_fat_percentage')!;

  it("is its own row, never in the skinfold estimate's row, classed by the same table", () => {
    expect(measuredRow.measure.label).toBe('Measured Body Fat');
    expect(measuredRow.cells.map((c) => c.value)).toEqual([null, 24, 21, 22.5]);
    expect(estimateRow.cells.map((c) => c.value === null)).toEqual([false, true, true, false]);
    expect(measuredRow.cells[1]?.category).toBe(classifyBodyFat('MALE', 34, 24));
    expect(measuredRow.cells.map((c) => c.note)).toEqual([null, 'Bioimpedance scale', 'DEXA', 'Bioimpedance scale']);
  });

  it('compares a method only with itself, never with the skinfold estimate or another method', () => {
    expect(changeBetween(measure('measuredBodyFat'), scale, dexa, true)).toBeNull();
    expect(measuredRow.cells[2]?.sincePrevious).toBeNull();
    expect(measuredRow.cells[3]?.sincePrevious?.text).toBe('-1.5 %');
    // The estimate of the last session is compared with the first session's estimate, not with any measured value.
    expect(estimateRow.cells[3]?.sincePrevious?.delta).toBe(0);
    expect(compareSessions(scale, dexa, true).find((r) => r.measure.field === 'measuredBodyFat')?.change).toBeNull();
  });

  it('draws one chart line per method', () => {
    const chart = measureChart(history, measuredRow, true);
    expect(chart.series.map((s) => [s.label, s.values])).toEqual([
      ['Bioimpedance scale', [null, 24, null, 22.5]],
      ['DEXA', [null, null, 21, null]],
    ]);
  });

  it('a value without a known method is not shown', () => {
    const odd = session(5, '2026-05-10T10:00:00Z', { measuredBodyFat: 20, measuredBodyFatMethod: 'calipers' });
    expect(clientHistory([odd], true).rows.some((r) => r.measure.field === 'measuredBodyFat')).toBe(false);
  });
});

describe('chart bands', () => {
  it('are the norm categories of the person age group and sex, straight from the norm data', () => {
    const history = clientHistory([session(1, '2026-01-10T10:00:00Z', { pushups: 20 })], true);
    const chart = measureChart(
      history,
      history.rows.find((r) => r.measure.field === 'pushups')!,
      true,
    );
    const bounds = norms.pushups.lowerBounds.MALE['30-39'] as Record<string, number | null>;
    // A lower bound starts its band (bound <= value < better bound), and each band has its gauge's colour step.
    expect(chart.bands[0]).toEqual({
      category: 'excellent',
      from: bounds.excellent,
      fromInclusive: true,
      to: null,
      toInclusive: false,
      level: 1,
    });
    expect(chart.bands[1]).toEqual({
      category: 'very good',
      from: bounds['very good'],
      fromInclusive: true,
      to: bounds.excellent,
      toInclusive: false,
      level: 2,
    });
    expect(chart.bands.at(-1)).toEqual({
      category: 'poor',
      from: null,
      fromInclusive: true,
      to: bounds.fair,
      toInclusive: false,
      level: 6,
    });
    expect(chart.bands.map((b) => b.level)).toEqual(chart.bands.map((b) => categoryLevel('pushups', b.category)));
    expect(chart.wholeNumbers).toBe(true);
  });

  it('legend ranges never overlap and hold the values the classifier puts in each band', () => {
    const history = clientHistory([session(1, '2026-01-10T10:00:00Z', { pushups: 20 })], true);
    const chart = measureChart(
      history,
      history.rows.find((r) => r.measure.field === 'pushups')!,
      true,
    );
    expect(chart.bands.map((b) => bandLegendText(b, chart.wholeNumbers, chart.unit))).toEqual([
      'Excellent: 30 pushups or more',
      'Very Good: 22–29 pushups',
      'Good: 17–21 pushups',
      'Fair: 12–16 pushups',
      'Poor: up to 11 pushups',
    ]);
    // Every number a legend line names is classed in that line's category (34-year-old man).
    for (const band of chart.bands) {
      const named = (bandLegendText(band, true, null).match(/\d+/g) ?? []).map(Number);
      expect(named.length).toBeGreaterThan(0);
      for (const value of named) expect(classifyPushups('MALE', 34, value)).toBe(band.category);
    }
  });
});

describe('body fat in the history (its Past Sessions column)', () => {
  const threeSite = { chest_skin: 10, abdominal_skin: 20, thigh_skin: 14 };
  const sevenSite = { ...threeSite, triceps_skin: 12, subscapular_skin: 15, suprailiac_skin: 14, midaxillary_skin: 11 };
  const first = session(1, '2026-01-10T10:00:00Z', threeSite);
  const second = session(2, '2026-02-10T10:00:00Z', { ...threeSite, chest_skin: 8, abdominal_skin: 17 });
  const third = session(3, '2026-03-10T10:00:00Z', sevenSite);

  it('shows the percentage the summary computes, with its unit, category and equation', () => {
    const history = clientHistory([first, second], true);
    const row = history.rows.find((r) => r.measure.label === 'Body Fat')!;
    const expected = bodyFatFromSkinfolds('MALE', 34, { chest: 10, abdominal: 20, thigh: 14 })!;
    expect(row.cells[0]?.value).toBe(expected.value);
    expect(row.cells[0]?.text).toBe(`${roundHalfUp(expected.value, 2)} %`);
    expect(row.cells[0]?.category).toBe(classifyBodyFat('MALE', 34, expected.value));
    expect(row.cells[0]?.note).toBe(expected.method);
    expect(row.cells[1]?.sincePrevious?.text).toMatch(/^-\d+(\.\d+)? %$/);
  });

  it('compares a 7-site figure only with 7-site figures', () => {
    const history = clientHistory([first, second, third], true);
    const row = history.rows.find((r) => r.measure.label === 'Body Fat')!;
    expect(row.cells[2]?.note).not.toBe(row.cells[0]?.note);
    expect(row.cells[2]?.value).not.toBeNull();
    expect(row.cells[2]?.sincePrevious).toBeNull();
    const chart = measureChart(history, row, true);
    expect(chart.series).toHaveLength(2);
  });

  it('has the body-fat bands of the person age group, leanest first (norms.json#bodyFat)', () => {
    const history = clientHistory([first], true);
    const chart = measureChart(
      history,
      history.rows.find((r) => r.measure.label === 'Body Fat')!,
      true,
    );
    const bounds = norms.bodyFat.upperBounds.MALE['30-39'] as Record<string, number | null>;
    // An upper bound ends its band (leaner bound < value <= bound).
    expect(chart.bands[0]).toEqual({
      category: 'very lean',
      from: null,
      fromInclusive: false,
      to: bounds['very lean'],
      toInclusive: true,
      level: 1,
    });
    expect(chart.bands.at(-1)).toEqual({
      category: 'very poor',
      from: bounds.poor,
      fromInclusive: false,
      to: null,
      toInclusive: true,
      level: 6,
    });
    expect(chart.wholeNumbers).toBe(false);
  });
});

describe('bands of every chart that has a norm', () => {
  it('bench and leg press: the ratio limits times the latest body weight, in the user units, with a note', () => {
    const records = [
      session(1, '2026-01-10T10:00:00Z', { bench_press: 70, leg_press: 150, current_weight: 80 }),
      session(2, '2026-02-10T10:00:00Z', { bench_press: 75, leg_press: 160, current_weight: 78 }),
    ];
    const history = clientHistory(records, true);
    const bench = measureChart(
      history,
      history.rows.find((r) => r.measure.field === 'bench_press')!,
      true,
    );
    const ratio = norms.benchPress.lowerBounds.MALE['30-39'] as Record<string, number | null>;
    expect(bench.bands[0]).toMatchObject({
      category: 'superior',
      from: roundHalfUp(ratio.superior! * 78, 2),
      to: null,
    });
    expect(bench.bands[1]).toMatchObject({
      category: 'excellent',
      from: roundHalfUp(ratio.excellent! * 78, 2),
      to: roundHalfUp(ratio.superior! * 78, 2),
    });
    expect(bench.bandsNote).toContain('78 kg');
    const leg = measureChart(
      history,
      history.rows.find((r) => r.measure.field === 'leg_press')!,
      false,
    );
    const legRatio = norms.legPress.lowerBounds.MALE['30-39'] as Record<string, number | null>;
    const first = Object.values(legRatio)[0]!;
    expect(leg.bands[0]?.from).toBe(roundHalfUp(first * 78 * 2.2, 2)); // lb, the app's own conversion
    expect(leg.bandsNote).toContain('171.6 lb');
  });

  it('blood pressure: each reading shaded by its own JNC 7 limits, and the note says the category takes both', () => {
    const history = clientHistory(
      [session(1, '2026-01-10T10:00:00Z', { systolic_blood_pressure: 128, diastolic_blood_pressure: 84 })],
      true,
    );
    const systolic = measureChart(
      history,
      history.rows.find((r) => r.measure.field === 'systolic_blood_pressure')!,
      true,
    );
    const diastolic = measureChart(
      history,
      history.rows.find((r) => r.measure.field === 'diastolic_blood_pressure')!,
      true,
    );
    expect(systolic.bands.map((b) => [b.category, b.from, b.to])).toEqual([
      ['normal', null, 120],
      ['prehypertension', 120, 140],
      ['stage 1 hypertension', 140, 160],
      ['stage 2 hypertension', 160, null],
    ]);
    expect(diastolic.bands.map((b) => [b.from, b.to])).toEqual([
      [null, 80],
      [80, 90],
      [90, 100],
      [100, null],
    ]);
    expect(systolic.bandsNote).toMatch(/more severe class of the systolic and the diastolic/);
  });

  it('blood pressure: each reading is labelled with its own class, the class of both under it', () => {
    const history = clientHistory(
      [session(1, '2026-01-10T10:00:00Z', { systolic_blood_pressure: 130, diastolic_blood_pressure: 76 })],
      true,
    );
    const cell = (field: string) => history.rows.find((r) => r.measure.field === field)!.cells[0]!;
    expect(cell('systolic_blood_pressure')).toMatchObject({
      text: '130 mmHg',
      category: 'prehypertension',
      note: 'Blood pressure class: Prehypertension',
    });
    expect(cell('diastolic_blood_pressure')).toMatchObject({
      text: '76 mmHg',
      category: 'normal',
      note: 'Blood pressure class: Prehypertension',
    });
    const diastolic = measureChart(
      history,
      history.rows.find((r) => r.measure.field === 'diastolic_blood_pressure')!,
      true,
    );
    expect(diastolic.bands.map((b) => bandLegendText(b, diastolic.wholeNumbers, diastolic.unit))).toEqual([
      'Normal: up to 79 mmHg',
      'Prehypertension: 80–89 mmHg',
      'Stage 1 Hypertension: 90–99 mmHg',
      'Stage 2 Hypertension: 100 mmHg or more',
    ]);
  });

  it('a measure without a norm says so; a measure with one but no row for the person says why', () => {
    const history = clientHistory(
      [session(1, '2026-01-10T10:00:00Z', { current_weight: 80, pushups: 20, age: 80 })],
      true,
    );
    expect(
      measureChart(
        history,
        history.rows.find((r) => r.measure.field === 'current_weight')!,
        true,
      ).bandsNote,
    ).toBe('Weight has no norm categories: the chart shows the change over time only.');
    expect(
      measureChart(
        history,
        history.rows.find((r) => r.measure.field === 'pushups')!,
        true,
      ).bandsNote,
    ).toMatch(/^No norm bands: the norm table has no row for this person's age and sex/);
  });
});

describe('real change in the history (decision 49)', () => {
  const first = session(1, '2026-01-10T10:00:00Z', {
    pushups: 20,
    grip_strength: 80,
    vo2_max: 40,
    vo2MaxTest: 'Step test',
  });
  const second = session(2, '2026-02-21T10:00:00Z', {
    pushups: 21,
    grip_strength: 86,
    vo2_max: 44,
    vo2MaxTest: 'Bruce treadmill',
  });
  const third = session(3, '2026-04-04T10:00:00Z', { vo2_max: 42, vo2MaxTest: 'Step test' });
  const history = clientHistory([first, second, third], true);
  const row = (field: string) => history.rows.find((r) => r.measure.field === field)!;

  it('reads each change against the test’s measurement error', () => {
    expect(row('grip_strength').cells[1]?.sincePrevious).toMatchObject({ text: '+6 kg', verdictText: 'real change' });
    expect(row('pushups').cells[1]?.sincePrevious).toMatchObject({
      text: '+1 pushups',
      verdictText: 'within measurement error (±2 pushups)',
    });
    expect(changeBetween(measure('grip_strength'), first, second, false)?.verdictText).toBe('real change');
  });

  it('flags the first session of a test and a change of protocol', () => {
    expect(row('pushups').cells[0]?.comparisonFlag?.kind).toBe('first');
    expect(row('pushups').cells[1]?.comparisonFlag).toBeNull();
    const vo2 = row('vo2_max').cells;
    expect(vo2[0]?.comparisonFlag?.kind).toBe('first');
    expect(vo2[1]?.comparisonFlag).toMatchObject({ kind: 'protocol-changed' });
    expect(vo2[1]?.comparisonFlag?.text).toContain('not compared');
    expect(vo2[1]?.sincePrevious).toBeNull();
    expect(vo2[2]?.comparisonFlag?.text).toContain('compared only with earlier Step test sessions');
    expect(vo2[2]?.sincePrevious).toMatchObject({
      text: '+2 mL/kg/min',
      verdictText: 'no reference for measurement error',
    });
  });
});

describe('the chart marks real changes', () => {
  it('lists each change since the previous session with its verdict', () => {
    const history = clientHistory(
      [
        session(1, '2026-01-10T10:00:00Z', { grip_strength: 80, pushups: 20 }),
        session(2, '2026-02-21T10:00:00Z', { grip_strength: 86, pushups: 21 }),
      ],
      true,
    );
    const chartOf = (field: string) =>
      measureChart(
        history,
        history.rows.find((r) => r.measure.field === field)!,
        true,
      );
    expect(chartOf('grip_strength').changes).toMatchObject([
      { value: 86, real: true, text: '+6 kg since previous: real change' },
    ]);
    expect(chartOf('pushups').changes).toMatchObject([
      { value: 21, real: false, text: '+1 pushups since previous: within measurement error (±2 pushups)' },
    ]);
  });
});
