// A client's history and export carry each Senior Fitness Test item per session: the score in the user's units with
// the verdict for that session's sex and age (the age then, not now), the CSV one column per item held.
import { describe, expect, it } from 'vitest';
import { seniorHistoryRows } from '@/clients/seniorHistory';
import { emptyProfile } from '@/profile/profileTypes';
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { sessionsToCsv } from '@/storage/sessionExport';

function session(age: number, seniorFitness: StoredSessionRecord['seniorFitness'], timestamp: number) {
  const record = sessionRecordFromProfile({ ...emptyProfile('u'), sex: 'FEMALE', age }, new Date('2026-01-01'));
  return { ...record, seniorFitness, timestamp } as StoredSessionRecord;
}

describe('Senior Fitness Test items in a client history', () => {
  it('one row per item done in any session; each cell compared for the age of its own session', () => {
    // Women 2-minute step: 70-74 68-101, 75-79 68-100; arm curl 75-79 11-17; no table past 94.
    const sessions = [
      session(74, [{ item: 'twoMinuteStep', score: 101, trials: null }], 1),
      session(
        76,
        [
          { item: 'twoMinuteStep', score: 101, trials: null },
          { item: 'armCurl', score: 12, trials: null },
        ],
        2,
      ),
      session(95, [{ item: 'armCurl', score: 12, trials: null }], 3),
    ];
    const rows = seniorHistoryRows(sessions, true);
    expect(rows.map((r) => r.item)).toEqual(['armCurl', 'twoMinuteStep']);
    const step = rows[1]!;
    expect(step.cells.map((c) => c.verdict)).toEqual([
      'Within the normal range for your age',
      'Above the normal range for your age',
      null,
    ]);
    const curl = rows[0]!;
    expect(curl.cells[0]).toEqual({ text: null, verdict: null, classified: false });
    expect(curl.cells[1]).toEqual({
      text: '12 curls',
      verdict: 'Within the normal range for your age',
      classified: true,
    });
    expect(curl.cells[2]).toEqual({
      text: '12 curls',
      verdict: 'No published norm for age 95 in this test',
      classified: false,
    });
  });

  it('the full CSV export adds a column per item held, in the user units; none without items', () => {
    const walk = session(76, [{ item: 'sixMinuteWalk', score: 400.5, trials: null }], 1);
    const csv = sessionsToCsv([walk, session(76, null, 2)], { metric: false });
    const [header, first, second] = csv.split('\r\n').map((line) => line.split(','));
    expect(header!.at(-1)).toBe('SFT 6-Minute Walk (SFT course) (yd)');
    // 400.5 m = 437.99 yd, whole yards as measured.
    expect(first!.at(-1)).toBe('438');
    expect(second!.at(-1)).toBe('');
    expect(sessionsToCsv([session(76, null, 3)], { metric: true })).not.toContain('SFT');
  });
});
