// A client's progress charts carry each Senior Fitness Test item: the scores in the user's units, and the normal range
// of the latest session's sex and age as bands (faster is the better band for the up-and-go), or why there are none.
import { describe, expect, it } from 'vitest';
import { seniorCharts } from '@/clients/seniorChart';
import { emptyProfile } from '@/profile/profileTypes';
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';

function session(age: number, date: string, seniorFitness: StoredSessionRecord['seniorFitness']) {
  const record = sessionRecordFromProfile({ ...emptyProfile('u'), sex: 'FEMALE', age }, new Date(date));
  return { ...record, seniorFitness, timestamp: Date.parse(date) } as StoredSessionRecord;
}

const sessions = [
  session(75, '2026-01-10', [
    { item: 'chairStand', score: 9, trials: null },
    { item: 'sixMinuteWalk', score: 457.2, trials: null },
  ]),
  session(76, '2026-03-10', [
    { item: 'chairStand', score: 12, trials: null },
    { item: 'upAndGo', score: 6.1, trials: [6.1, 6.6] },
    { item: 'armCurl', score: 13, trials: null },
  ]),
];

describe('Senior Fitness Test charts', () => {
  it('one chart per item done, in the battery order, each session a point in the user units', () => {
    const charts = seniorCharts(sessions, false);
    expect(charts.map((c) => c.id)).toEqual([
      'senior-chairStand',
      'senior-armCurl',
      'senior-sixMinuteWalk',
      'senior-upAndGo',
    ]);
    expect(charts[0]!.series[0]!.values).toEqual([9, 12]);
    expect(charts[2]!.series[0]!.values).toEqual([500, null]);
    expect(charts[2]!.unit).toBe('yd');
    expect(seniorCharts(sessions, true)[2]!.series[0]!.values).toEqual([457, null]);
  });

  it('bands the normal range of the latest age and sex, better band first', () => {
    const [stand, , walk, upAndGo] = seniorCharts(sessions, true);
    // Women 75-79: chair stand 10-15 stands, up-and-go 5.2-7.4 s, 6-minute walk 435-585 yd.
    expect(stand!.bands.map((b) => [b.category, b.from, b.to, b.level])).toEqual([
      ['above normal range', 15, null, 1],
      ['within normal range', 10, 15, 4],
      ['below normal range', null, 10, 6],
    ]);
    expect(stand!.wholeNumbers).toBe(true);
    expect(upAndGo!.bands.map((b) => [b.category, b.from, b.to])).toEqual([
      ['above normal range', null, 5.2],
      ['within normal range', 5.2, 7.4],
      ['below normal range', 7.4, null],
    ]);
    expect(walk!.bands[1]).toMatchObject({ from: 397.8, to: 534.9 });
    expect(stand!.bandsNote).toContain('75-79');
  });

  it("bands women's arm curl; draws no band past the ages of the norms, and says why", () => {
    // Women 75-79: 11-17 curls.
    const curl = seniorCharts(sessions, false)[1]!;
    expect(curl.bands.map((b) => [b.from, b.to])).toEqual([
      [17, null],
      [11, 17],
      [null, 11],
    ]);
    const older = [...sessions, session(96, '2026-06-01', [{ item: 'chairStand', score: 8, trials: null }])];
    const stand = seniorCharts(older, false)[0]!;
    expect(stand.bands).toEqual([]);
    expect(stand.bandsNote).toBe('No bands: no published norm for age 96 in this test.');
    expect(stand.series[0]!.values).toEqual([9, 12, 8]);
  });
});
