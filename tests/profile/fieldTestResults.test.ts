// A session keeps every field test with what it measured: a 6-minute walk then a Rockport walk leave both (the walk's
// distance too) in the profile, the saved record and the record read back; the VO2 max is the latest unless the tester
// chooses another.
import { describe, expect, it } from 'vitest';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { applyProfileUpdate, type ProfileUpdate } from '@/profile/profileUpdate';
import {
  chooseFieldTestVo2,
  rockportSubmission,
  sixMinuteWalkSubmission,
  twelveMinuteSubmission,
} from '@/profile/builders/fieldTestUpdates';
import { fieldTestResultText, readFieldTestResults } from '@/profile/fieldTestResults';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { readSessionRecord } from '@/storage/sessionSchema';
import { readStoredProfile, toStoredProfile } from '@/profile/readStoredProfile';

const WOMAN_76: UserProfile = {
  ...emptyProfile('u'),
  sex: 'FEMALE',
  age: 76,
  currentWeight: 62,
  height: 160,
  bloodPressure: { sbp: 130, dbp: 80, classification: 'stage 1' },
};

function apply(user: UserProfile, update: ProfileUpdate): UserProfile {
  const outcome = applyProfileUpdate(user, update);
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.user;
}

function walkThenRockport(): UserProfile {
  const walked = apply(WOMAN_76, sixMinuteWalkSubmission(WOMAN_76, '420', '100').update);
  return apply(walked, rockportSubmission(walked, '18', '30', '110').update);
}

describe('the field tests of a session', () => {
  it('a 6-minute walk then a Rockport walk: both kept with what they measured; the VO2 max is the latest', () => {
    const user = walkThenRockport();
    const walk = sixMinuteWalkSubmission(WOMAN_76, '420', '100').result.value;
    const rockport = rockportSubmission(WOMAN_76, '18', '30', '110').result.value;
    expect(user.fieldTests).toEqual([
      expect.objectContaining({
        test: 'sixMinuteWalk',
        distanceM: 420,
        heartRate: 100,
        timeSeconds: null,
        vo2Max: walk,
      }),
      expect.objectContaining({
        test: 'rockport',
        timeSeconds: 1110,
        heartRate: 110,
        distanceM: null,
        vo2Max: rockport,
      }),
    ]);
    expect(user.vo2Max).toMatchObject({ vo2Max: rockport, test: 'Rockport one-mile walk' });
    expect(fieldTestResultText(user.fieldTests[0]!)).toBe(
      `6 minute walk: 420 m in 6 minutes, heart rate 100 bpm; VO2 max ${walk.toFixed(2)} mL/kg/min`,
    );
  });

  it("the tester chooses the walk: the VO2 max is the walk's, and both tests stay", () => {
    const user = walkThenRockport();
    const chosen = apply(user, chooseFieldTestVo2(user, 'sixMinuteWalk'));
    expect(chosen.vo2Max).toMatchObject({ vo2Max: user.fieldTests[0]!.vo2Max, test: '6 minute walk' });
    expect(chosen.fieldTests).toEqual(user.fieldTests);
  });

  it('the same test done again replaces its own entry only', () => {
    const man = { ...emptyProfile('u'), sex: 'MALE' as const, age: 30 };
    const first = apply(man, twelveMinuteSubmission(man, '2400').update);
    const again = apply(first, twelveMinuteSubmission(first, '2600').update);
    expect(again.fieldTests.map((r) => [r.test, r.distanceM])).toEqual([['twelveMinute', 2600]]);
  });

  it('the saved record holds both tests and vo2_max the chosen one; they read back from storage and the profile', () => {
    const user = walkThenRockport();
    const record = sessionRecordFromProfile(user, new Date('2026-11-28T10:00:00Z'));
    expect(record.vo2_max).toBe(user.vo2Max?.vo2Max);
    expect(record.fieldTests).toEqual(user.fieldTests);
    const read = readSessionRecord({ ...record, timestamp: 1 });
    expect(read.ok && read.record.fieldTests).toEqual(user.fieldTests);
    expect(readStoredProfile(toStoredProfile(user), () => 'new').user.fieldTests).toEqual(user.fieldTests);
  });

  it('a record without field tests stays as it was; an unreadable list reads as none', () => {
    expect('fieldTests' in sessionRecordFromProfile(WOMAN_76, new Date())).toBe(false);
    expect(readFieldTestResults([{ test: 'sixMinuteWalk', distanceM: -4, vo2Max: 9, method: 'x' }])).toBeUndefined();
    expect(readFieldTestResults('420 m')).toBeUndefined();
  });
});
