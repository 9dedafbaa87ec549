// The day check of an open tab (decision 0136) with fake time and the app's real profile actor: a session saved on
// an earlier local day with nothing entered since gives way to a new session of the same client within a minute of
// local midnight, or at once when the page is shown again; a session with entries not saved yet continues.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppActors } from '@/state/createAppActors';
import { newDayMessage, recordsActor, resetRecordsActor } from '@/state/records/recordsActor';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { openSessionRecord } from '@/clients/sessionModel';
import { toStoredProfile } from '@/profile/readStoredProfile';
import { writeMostRecentSession } from '@/storage/mostRecentSession';
import { DAY_CHECK_INTERVAL_MS } from '@machines/recordsMachine';

const SAVED_AT = new Date(2026, 0, 10, 23, 30); // local time: half an hour before midnight
const SAM: UserProfile = {
  ...emptyProfile('client-sam'),
  sessionId: 'session-1',
  sessionStartedAt: new Date(2026, 0, 10, 22, 0).toISOString(),
  fname: 'Sam',
  lname: 'Jones',
  age: 34,
  sex: 'MALE',
  height: 180,
  currentWeight: 82,
  pushups: { pushups: 20, category: 'good' },
};

/** Sam's open session, saved at 23:30 (the browser's last saved record is its own). */
function savedTonight(profile: UserProfile = SAM) {
  localStorage.setItem('user', JSON.stringify(toStoredProfile(profile)));
  writeMostRecentSession({ ...openSessionRecord(SAM, SAVED_AT, { measuredOnly: true }), timestamp: 1 });
}

describe('the day check while the tab stays open (decision 0136)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date(2026, 0, 10, 23, 45));
  });
  afterEach(() => {
    resetRecordsActor();
    vi.useRealTimers();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('past local midnight the next minute opens a new session of the same client, once, and says so', async () => {
    savedTonight();
    const actors = createAppActors();
    const shown = vi.fn();
    actors.alert.subscribe((s) => {
      if (s.context.message) shown(s.context.message);
    });
    recordsActor(actors);
    await vi.advanceTimersByTimeAsync(DAY_CHECK_INTERVAL_MS * 10); // 23:55: still the same day
    expect(actors.profile.getSnapshot().context.user.sessionId).toBe('session-1');
    await vi.advanceTimersByTimeAsync(DAY_CHECK_INTERVAL_MS * 6); // 00:01
    const user = actors.profile.getSnapshot().context.user;
    expect(user.sessionId).not.toBe('session-1');
    expect(user).toMatchObject({ uid: 'client-sam', fname: 'Sam', height: 180, currentWeight: null, pushups: null });
    expect(shown).toHaveBeenCalledWith(newDayMessage('Sam Jones'));
    const next = user.sessionId;
    await vi.advanceTimersByTimeAsync(DAY_CHECK_INTERVAL_MS * 5);
    expect(actors.profile.getSnapshot().context.user.sessionId).toBe(next);
  });

  it('a computer woken the next morning: the page shown again checks at once', async () => {
    savedTonight();
    const actors = createAppActors();
    recordsActor(actors);
    vi.setSystemTime(new Date(2026, 0, 11, 8, 0)); // the timers slept with the computer
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(actors.profile.getSnapshot().context.user.sessionId).not.toBe('session-1');
  });

  it('entries not saved yet keep the session open across midnight: nothing typed is dropped', async () => {
    savedTonight({ ...SAM, pushups: { pushups: 24, category: 'good' } });
    const actors = createAppActors();
    recordsActor(actors);
    await vi.advanceTimersByTimeAsync(DAY_CHECK_INTERVAL_MS * 30);
    expect(actors.profile.getSnapshot().context.user).toMatchObject({
      sessionId: 'session-1',
      pushups: { pushups: 24 },
    });
  });
});
