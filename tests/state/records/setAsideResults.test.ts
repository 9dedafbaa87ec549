// Unsaved results set aside with their session, never cleared (decision 0163): 'Start a new session' keeps them under
// the client and session; Restore reopens that session with them (setting the open session's own unsaved results
// aside in turn), Discard forgets them; an entry that cannot be read whole is left untouched and not offered.
import { describe, expect, it } from 'vitest';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { workKeyOf } from '@/profile/workKey';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { readMostRecentSession, writeMostRecentSession } from '@/storage/mostRecentSession';
import { SET_ASIDE_KEY_PREFIX, setAsideSession, setAsideSessionsOf } from '@/storage/setAsideSessions';
import { startNewSession } from '@/state/records/startNewSession';
import { discardSetAside, restoreSetAside, unsavedResults } from '@/state/records/setAsideResults';
import { actorsWithProfile } from '../../support/renderWithApp';

const SAM: UserProfile = {
  ...emptyProfile('sam'),
  sessionId: 'day-1',
  sessionStartedAt: '2026-01-10T10:00:00.000Z',
  fname: 'Sam',
  lname: 'Jones',
  age: 34,
  sex: 'MALE',
  height: 180,
  currentWeight: 82,
  pushups: { pushups: 24, category: 'good' },
};
const DAY_2 = new Date('2026-02-21T09:00:00.000Z');

function withSam() {
  const actors = actorsWithProfile();
  actors.profile.send({ type: 'REPLACE_PROFILE', user: SAM });
  return actors;
}
const open = (actors: ReturnType<typeof withSam>) => actors.profile.getSnapshot().context.user;

describe('a new session sets unsaved results aside', () => {
  it('keeps the left session whole under its client and session; the new session holds none of it', () => {
    const actors = withSam();
    expect(startNewSession(actors, DAY_2)).toBe(true);
    expect(open(actors)).toMatchObject({ uid: 'sam', pushups: null, currentWeight: null });
    expect(open(actors).sessionId).not.toBe('day-1');
    const [kept, ...others] = setAsideSessionsOf('sam');
    expect(others).toEqual([]);
    expect(kept!.workKey).toBe('sam/day-1');
    expect(kept!.setAsideAt).toBe(DAY_2.toISOString());
    expect(kept!.profile).toEqual(SAM);
    expect(setAsideSessionsOf('alex')).toEqual([]); // never shown for another client
  });

  it('sets nothing aside when the open session was saved and nothing was entered since', () => {
    const actors = withSam();
    writeMostRecentSession({
      ...sessionRecordFromProfile(SAM, new Date('2026-01-10T11:00:00Z')),
      timestamp: 4,
      clientId: 'sam',
      recordId: 'day-1',
      measuredOnly: true,
    });
    expect(unsavedResults(SAM)).toBe(false);
    startNewSession(actors, DAY_2);
    expect(setAsideSessionsOf('sam')).toEqual([]);
  });
});

describe('Restore and Discard', () => {
  it('Restore reopens that session with its results and the client name of today; the open entries go aside in turn', () => {
    const actors = withSam();
    startNewSession(actors, DAY_2);
    const newSessionId = open(actors).sessionId;
    // Renamed since, and a sit and reach entered in the new session.
    actors.profile.send({
      type: 'REPLACE_PROFILE',
      user: { ...open(actors), fname: 'Samantha', sar: { unit: 'cm', value: 30, category: 'good' } },
    });
    const [entry] = setAsideSessionsOf('sam');
    expect(restoreSetAside(actors, entry!, DAY_2)).toBe(true);
    expect(open(actors)).toEqual({ ...SAM, fname: 'Samantha' });
    const kept = setAsideSessionsOf('sam');
    expect(kept.map((e) => e.workKey)).toEqual([`sam/${newSessionId}`]);
    expect(kept[0]!.profile.sar).toEqual({ unit: 'cm', value: 30, category: 'good' });
    expect(actors.alert.getSnapshot().context.message).toMatch(/^The session of 10 Jan 2026 is open again/);
  });

  it("Restore the same day brings back that session's own saved record as the open session's", () => {
    const actors = withSam();
    const record = {
      ...sessionRecordFromProfile({ ...SAM, pushups: null }, new Date('2026-02-21T08:00:00Z')),
      timestamp: 4,
      clientId: 'sam',
      recordId: 'day-1',
      measuredOnly: true,
    };
    writeMostRecentSession(record);
    startNewSession(actors, DAY_2);
    writeMostRecentSession({ ...record, timestamp: 9, recordId: 'another' });
    // Whoever follows the profile (the records actor, the save button) reads at once that the session was saved.
    const seenOnReplace: (string | null | undefined)[] = [];
    const following = actors.profile.subscribe((s) => {
      if (s.context.user.sessionId === 'day-1') seenOnReplace.push(readMostRecentSession()?.recordId);
    });
    restoreSetAside(actors, setAsideSessionsOf('sam')[0]!, DAY_2);
    following.unsubscribe();
    expect(readMostRecentSession()).toMatchObject({ timestamp: 4, recordId: 'day-1' });
    expect(seenOnReplace[0]).toBe('day-1');
  });

  it('Restore a later day never reopens a session saved an earlier day: what was entered since opens in a new session', () => {
    const actors = withSam();
    // Saved on day 1 with 20 pushups and 82 kg; 24 pushups entered since, not saved.
    const record = {
      ...sessionRecordFromProfile(
        { ...SAM, pushups: { pushups: 20, category: 'fair' } },
        new Date('2026-01-10T11:00:00Z'),
      ),
      timestamp: 4,
      clientId: 'sam',
      recordId: 'day-1',
      measuredOnly: true,
    };
    writeMostRecentSession(record);
    startNewSession(actors, DAY_2);
    const opened = open(actors).sessionId;
    expect(restoreSetAside(actors, setAsideSessionsOf('sam')[0]!, DAY_2)).toBe(true);
    const today = open(actors);
    expect(today.sessionId).not.toBe('day-1');
    expect(today.sessionId).not.toBe(opened);
    expect(today.sessionStartedAt).toBe(DAY_2.toISOString());
    // The pushups entered since the save come back; the weight the record holds stays with it.
    expect(today).toMatchObject({ uid: 'sam', fname: 'Sam', pushups: { pushups: 24 }, currentWeight: null });
    expect(readMostRecentSession()).toMatchObject({ recordId: 'day-1' }); // not reopened as the open session's
    expect(setAsideSessionsOf('sam')).toEqual([]);
  });

  it("Restore refuses another client's entry and changes nothing", () => {
    const actors = withSam();
    setAsideSession({ ...SAM, uid: 'alex', sessionId: 'a-1' }, null, DAY_2);
    const [alexEntry] = setAsideSessionsOf('alex');
    expect(restoreSetAside(actors, alexEntry!, DAY_2)).toBe(false);
    expect(open(actors)).toEqual(SAM);
    expect(setAsideSessionsOf('alex')).toHaveLength(1);
  });

  it('Discard forgets only that entry', () => {
    const actors = withSam();
    setAsideSession({ ...SAM, sessionId: 'old-1' }, null, DAY_2);
    setAsideSession({ ...SAM, sessionId: 'old-2' }, null, DAY_2);
    const entry = setAsideSessionsOf('sam').find((e) => e.workKey === 'sam/old-1')!;
    expect(discardSetAside(actors, entry)).toBe(true);
    expect(setAsideSessionsOf('sam').map((e) => e.workKey)).toEqual(['sam/old-2']);
  });
});

describe('reading set-aside results', () => {
  it('an entry that cannot be read whole is not offered and is left exactly as it was', () => {
    const bad = JSON.stringify({ version: 1, setAsideAt: DAY_2.toISOString(), profile: { ...SAM, age: 'old' } });
    const wrongKey = JSON.stringify({ version: 1, setAsideAt: DAY_2.toISOString(), profile: SAM, savedRecord: null });
    localStorage.setItem(`${SET_ASIDE_KEY_PREFIX}sam/day-1`, bad);
    localStorage.setItem(`${SET_ASIDE_KEY_PREFIX}sam/not-its-session`, wrongKey);
    localStorage.setItem(`${SET_ASIDE_KEY_PREFIX}sam/x`, '{not json');
    expect(setAsideSessionsOf('sam')).toEqual([]);
    expect(localStorage.getItem(`${SET_ASIDE_KEY_PREFIX}sam/day-1`)).toBe(bad);
    expect(localStorage.getItem(`${SET_ASIDE_KEY_PREFIX}sam/not-its-session`)).toBe(wrongKey);
    expect(localStorage.getItem(`${SET_ASIDE_KEY_PREFIX}sam/x`)).toBe('{not json');
  });

  it('lists the most recently set aside first, keyed by workKeyOf', () => {
    setAsideSession({ ...SAM, sessionId: 'old-1' }, null, new Date('2026-01-01T00:00:00Z'));
    setAsideSession({ ...SAM, sessionId: 'old-2' }, null, new Date('2026-01-02T00:00:00Z'));
    expect(setAsideSessionsOf('sam').map((e) => e.workKey)).toEqual([
      workKeyOf({ uid: 'sam', sessionId: 'old-2' }),
      workKeyOf({ uid: 'sam', sessionId: 'old-1' }),
    ]);
  });
});
