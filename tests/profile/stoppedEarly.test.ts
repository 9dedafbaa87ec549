// A test stopped early (decision 50): the reason travels with the VO2 max from the update to the profile, the saved
// record and back, and the history writes it under the value.
import { describe, expect, it } from 'vitest';
import { vo2MaxUpdate } from '@/profile/builders/vo2MaxUpdate';
import { treadmillResultUpdate } from '@/profile/builders/treadmillVo2Update';
import { emptyProfile } from '@/profile/profileTypes';
import { readStoredProfile } from '@/profile/readStoredProfile';
import { canonicalRecord } from '@/profile/canonicalRecord';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { treadmillVo2Max, BRUCE } from '@/calculators/treadmillProtocols';
import { clientHistory } from '@/clients/progress';
import { readSessionRecord } from '@/storage/sessionSchema';

const man34 = { ...emptyProfile('u'), fname: 'Alex', sex: 'MALE' as const, age: 34, currentWeight: 80 };
const NOW = new Date('2026-01-10T10:00:00Z');

describe('stopped early', () => {
  it('the update keeps the result and labels it with the reason', () => {
    const update = treadmillResultUpdate(man34, treadmillVo2Max(BRUCE, 2), BRUCE, undefined, 'Dizziness');
    expect(update.patch.vo2Max).toMatchObject({
      vo2Max: 24.5,
      test: 'Bruce treadmill protocol',
      stoppedEarly: 'Dizziness',
    });
    expect(vo2MaxUpdate(man34, treadmillVo2Max(BRUCE, 2), 'Bruce').patch.vo2Max).not.toHaveProperty('stoppedEarly');
  });

  it('is read back from the stored profile and saved with the session record', () => {
    const vo2Max = { vo2Max: 24.5, category: 'poor', test: 'Bruce treadmill protocol', stoppedEarly: 'Dizziness' };
    const profile = { ...man34, vo2Max };
    expect(readStoredProfile(JSON.parse(JSON.stringify(profile)), () => 'u').user.vo2Max).toEqual(vo2Max);
    const record = { ...sessionRecordFromProfile(profile, NOW), timestamp: 1 };
    expect(record.vo2MaxStoppedEarly).toBe('Dizziness');
    expect(canonicalRecord(record).vo2MaxStoppedEarly).toBe('Dizziness');
    expect(readSessionRecord(JSON.parse(JSON.stringify(record)))).toMatchObject({
      ok: true,
      record: { vo2MaxStoppedEarly: 'Dizziness' },
    });
    const [row] = clientHistory([record], true).rows.filter((r) => r.measure.field === 'vo2_max');
    expect(row?.cells[0]?.note).toBe('Bruce treadmill protocol; Stopped early: Dizziness');
  });
});
