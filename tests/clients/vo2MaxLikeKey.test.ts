// Which VO2 max results are compared (decision 49: the same test, protocol and units): a timed Bruce result's label
// holds its own time, which must not make every timed Bruce result a test of its own.
import { describe, expect, it } from 'vitest';
import { clientHistory } from '@/clients/progress';
import { emptyProfile } from '@/profile/profileTypes';
import { vo2MaxTestKey } from '@/profile/builders/treadmillVo2Update';
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';

function session(key: number, date: string, vo2: number, test: string): StoredSessionRecord {
  const base = sessionRecordFromProfile({ ...emptyProfile('u'), fname: 'Alex', age: 40, sex: 'MALE' }, new Date(date));
  return { ...base, vo2_max: vo2, vo2MaxTest: test, timestamp: key };
}
const vo2Cells = (records: StoredSessionRecord[]) =>
  clientHistory(records, true).rows.find((r) => r.measure.field === 'vo2_max')!.cells;

describe('the VO2 max like-key', () => {
  it('drops a timed result’s own time, keeps the test, the protocol and the method', () => {
    expect(vo2MaxTestKey('Bruce treadmill protocol, from 8:59 on the treadmill')).toBe(
      'Bruce treadmill protocol, from the time on the treadmill',
    );
    expect(vo2MaxTestKey('Bruce treadmill protocol, from 10:30 on the treadmill')).toBe(
      vo2MaxTestKey('Bruce treadmill protocol, from 8:59 on the treadmill'),
    );
    expect(vo2MaxTestKey('Bruce treadmill protocol')).toBe('Bruce treadmill protocol');
    expect(vo2MaxTestKey('McArdle Step Test')).toBe('McArdle Step Test');
    expect(vo2MaxTestKey(null)).toBe('');
  });

  it('two timed Bruce sessions 6 weeks apart are compared', () => {
    const [, second] = vo2Cells([
      session(1, '2026-01-10T10:00:00Z', 30.07, 'Bruce treadmill protocol, from 8:59 on the treadmill'),
      session(2, '2026-02-21T10:00:00Z', 34.5, 'Bruce treadmill protocol, from 10:30 on the treadmill'),
    ]);
    expect(second?.comparisonFlag).toBeNull();
    expect(second?.sincePrevious?.delta).toBeCloseTo(4.43, 2);
    // No cited measurement error for a VO2 max (decision 0187): said, never guessed.
    expect(second?.sincePrevious?.verdictText).toBe('no reference for measurement error');
  });

  it('a Bruce result from its final stage (another equation) is a change of method, not compared', () => {
    const [, second] = vo2Cells([
      session(1, '2026-01-10T10:00:00Z', 45.5, 'Bruce treadmill protocol'),
      session(2, '2026-02-21T10:00:00Z', 34.5, 'Bruce treadmill protocol, from 10:30 on the treadmill'),
    ]);
    expect(second?.sincePrevious).toBeNull();
    expect(second?.comparisonFlag?.kind).toBe('protocol-changed');
  });
});
