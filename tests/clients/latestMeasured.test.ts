// What a re-test report leads with: only the values measured in the latest session, each with its change since the
// last comparable session and that session's date.
import { describe, expect, it } from 'vitest';
import { emptyProfile } from '@/profile/profileTypes';
import { clientHistory } from '@/clients/progress';
import { latestMeasured } from '@/clients/latestMeasured';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { type StoredSessionRecord } from '@/profile/sessionRecord';

function session(key: number, date: string, fields: Partial<StoredSessionRecord>): StoredSessionRecord {
  const base = sessionRecordFromProfile({ ...emptyProfile('u'), fname: 'Alex', age: 34, sex: 'MALE' }, new Date(date));
  return { ...base, ...fields, timestamp: key };
}

describe('latestMeasured', () => {
  const day1 = session(1, '2026-01-10T10:00:00Z', { pushups: 20, waist_circumference: 90, current_weight: 80 });
  const day43 = session(2, '2026-02-21T10:00:00Z', { sit_and_reach: 30 });
  const day83 = session(3, '2026-04-02T10:00:00Z', { pushups: 26, sit_and_reach: 33 });

  it('a one-test re-test: only what was measured that day, with its change since last time', () => {
    const latest = latestMeasured(clientHistory([day1, day43, day83], true))!;
    expect(latest.date).toBe(day83.date);
    expect(latest.rows.map((r) => r.label)).toEqual(['Pushups', 'Sit and Reach']);
    const [pushups, sitAndReach] = latest.rows;
    expect(pushups).toMatchObject({ text: '26 pushups', noChange: null });
    expect(pushups!.change).toEqual({
      text: '+6 pushups',
      categoryText: expect.any(String) as string,
      sinceDate: day1.date,
    });
    expect(sitAndReach!.change).toMatchObject({ text: '+3 cm', sinceDate: day43.date });
  });

  it('says a measure is new rather than inventing a change', () => {
    const latest = latestMeasured(clientHistory([day1, day43], true))!;
    expect(latest.rows).toEqual([expect.objectContaining({ label: 'Sit and Reach', change: null, noChange: 'first' })]);
  });

  it('has nothing to lead with without a session', () => {
    expect(latestMeasured(clientHistory([], true))).toBeNull();
  });
});
