// A profile on a session's date (decision 0105): the age from the date of birth, and everything that follows from it.
import { describe, expect, it } from 'vitest';
import { profileForSessionDate, sessionDateOf } from '@/profile/builders/profileForSessionDate';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { classifyPushups } from '@/norms/classifiers';
import { estimateHrMax } from '@/calculators/heartRateMax';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';

const client: UserProfile = {
  ...emptyProfile('c1'),
  fname: 'Sam',
  lname: 'Jones',
  sex: 'MALE',
  age: 29,
  dateOfBirth: '1996-06-15',
  height: 180,
  currentWeight: 80,
  goalWeight: 80,
  activityLevel: 'sedentary',
  hrMax: estimateHrMax(29).value,
  pushups: { pushups: 30, category: classifyPushups('MALE', 29, 30) },
};

describe('profileForSessionDate', () => {
  it('keeps the same profile the day before the birthday', () => {
    expect(profileForSessionDate(client, '2026-06-14')).toBe(client);
  });

  it('on the birthday the age moves on and the categories and maximum heart rate follow it', () => {
    const next = profileForSessionDate(client, '2026-06-15');
    expect(next.age).toBe(30);
    expect(next.hrMax).toBe(estimateHrMax(30).value);
    expect(next.pushups).toEqual({ pushups: 30, category: classifyPushups('MALE', 30, 30) });
    // The 29 → 30 boundary of the pushup norms changes the category: the re-test is classified with the new age.
    expect(next.pushups?.category).not.toBe(client.pushups?.category);
    expect(next.uid).toBe(client.uid);
  });

  it('a year later gives the age then, whatever age was stored', () => {
    expect(profileForSessionDate({ ...client, age: 40 }, '2027-07-01').age).toBe(31);
  });

  it('without a date of birth the typed age stands', () => {
    const typed = { ...client, dateOfBirth: null, age: 29 };
    expect(profileForSessionDate(typed, '2040-01-01')).toBe(typed);
  });

  it('an age no stored profile may hold leaves the profile as it is', () => {
    const old = { ...client, dateOfBirth: '1896-01-01', age: 100 };
    expect(profileForSessionDate(old, '2026-06-15')).toBe(old);
  });

  it('a saved record keeps the age of its session: recomputing later changes the profile, not the record', () => {
    const day1 = profileForSessionDate(client, '2026-06-14');
    const record = sessionRecordFromProfile(day1, new Date(2026, 5, 14, 12));
    profileForSessionDate(client, '2027-06-20');
    expect(record.age).toBe(29);
    expect(sessionRecordFromProfile(profileForSessionDate(client, '2027-06-20'), new Date(2027, 5, 20, 12)).age).toBe(
      31,
    );
  });
});

describe('sessionDateOf', () => {
  it("is the local day of the session's start, else today's", () => {
    const started = new Date(2026, 0, 10, 9, 30);
    expect(sessionDateOf({ sessionStartedAt: started.toISOString() }, new Date(2026, 5, 1, 12))).toBe('2026-01-10');
    expect(sessionDateOf({ sessionStartedAt: null }, new Date(2026, 5, 1, 12))).toBe('2026-06-01');
  });
});
