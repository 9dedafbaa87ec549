// Decision 0105 at start-up: a stored client with a date of birth opens with the age on today's date (no session
// started) or on the open session's date, and the new age is stored; without a date of birth nothing changes.
import { afterEach, describe, expect, it } from 'vitest';
import { createAppActors } from '@/state/createAppActors';
import { emptyProfile } from '@/profile/profileTypes';
import { toStoredProfile } from '@/profile/readStoredProfile';
import { classifyPushups } from '@/norms/classifiers';
import { FAKE_DATE, onFakeClocks } from '../support/fakeClock';

const stored = {
  ...emptyProfile('c1'),
  fname: 'Sam',
  lname: 'Jones',
  sex: 'MALE' as const,
  age: 29,
  dateOfBirth: '1996-06-15',
  height: 180,
  currentWeight: 80,
  goalWeight: 80,
  pushups: { pushups: 30, category: classifyPushups('MALE', 29, 30) },
};
const store = (patch: object) => localStorage.setItem('user', JSON.stringify(toStoredProfile({ ...stored, ...patch })));
const storedAge = () => (JSON.parse(localStorage.getItem('user') ?? '{}') as { age?: number }).age;

describe('the age when the app opens', () => {
  onFakeClocks(FAKE_DATE, new Date(2027, 5, 20, 10)); // a year after the first test
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("with a date of birth: today's age, the categories follow, and it is stored", () => {
    store({});
    const { profile } = createAppActors();
    const user = profile.getSnapshot().context.user;
    expect(user.age).toBe(31);
    expect(user.pushups?.category).toBe(classifyPushups('MALE', 31, 30));
    expect(storedAge()).toBe(31);
  });

  it("with an open session: the age on the session's start date", () => {
    store({ sessionId: 's1', sessionStartedAt: new Date(2026, 5, 14, 9).toISOString() });
    expect(createAppActors().profile.getSnapshot().context.user.age).toBe(29);
  });

  it('without a date of birth the typed age stays', () => {
    store({ dateOfBirth: null });
    expect(createAppActors().profile.getSnapshot().context.user.age).toBe(29);
  });
});
