// The day rule of the records actor (decisions 0136, 0172) with fake time and the app's real profile actor: a session
// saved on an earlier local day gives way to a new session of the same client at the app's start, just past local
// midnight, at once when the page is shown again, and before a form's entry is kept; its entries not saved are set
// aside with it (offered back), never merged into the earlier record nor dropped.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppActors } from '@/state/createAppActors';
import {
  EARLIER_ENTRIES_SET_ASIDE,
  newDayMessage,
  recordsActor,
  resetRecordsActor,
} from '@/state/records/recordsActor';
import { checkDayNow } from '@/state/records/dayCheck';
import { setAsideSessionsOf } from '@/storage/setAsideSessions';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { openSessionRecord } from '@/clients/sessionModel';
import { toStoredProfile } from '@/profile/readStoredProfile';
import { writeMostRecentSession } from '@/storage/mostRecentSession';
import { FAKE_DATE_AND_TIMEOUTS, onFakeClocks } from '../../support/fakeClock';
const MINUTE = 60_000;

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

describe('the day rule of an open app (decisions 0136, 0172)', () => {
  onFakeClocks(FAKE_DATE_AND_TIMEOUTS, new Date(2026, 0, 10, 23, 45));
  afterEach(() => {
    resetRecordsActor();
    localStorage.clear();
    sessionStorage.clear();
  });

  it('just past local midnight a new session opens of the same client, once, and says so', async () => {
    savedTonight();
    const actors = createAppActors();
    const shown = vi.fn();
    actors.alert.subscribe((s) => {
      if (s.context.message) shown(s.context.message);
    });
    recordsActor(actors);
    await vi.advanceTimersByTimeAsync(MINUTE * 10); // 23:55: still the same day
    expect(actors.profile.getSnapshot().context.user.sessionId).toBe('session-1');
    await vi.advanceTimersByTimeAsync(MINUTE * 6); // 00:01
    const user = actors.profile.getSnapshot().context.user;
    expect(user.sessionId).not.toBe('session-1');
    expect(user).toMatchObject({ uid: 'client-sam', fname: 'Sam', height: 180, currentWeight: null, pushups: null });
    expect(shown).toHaveBeenCalledWith(newDayMessage('Sam Jones'));
    const next = user.sessionId;
    await vi.advanceTimersByTimeAsync(MINUTE * 5);
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

  it('entries not saved yet: past midnight they are set aside with their session and offered back, never kept open', async () => {
    savedTonight({ ...SAM, pushups: { pushups: 24, category: 'good' } });
    const actors = createAppActors();
    const shown = vi.fn();
    actors.alert.subscribe((s) => {
      if (s.context.message) shown(s.context.message);
    });
    recordsActor(actors);
    await vi.advanceTimersByTimeAsync(MINUTE * 30);
    const user = actors.profile.getSnapshot().context.user;
    expect(user.sessionId).not.toBe('session-1');
    expect(user).toMatchObject({ uid: 'client-sam', pushups: null, currentWeight: null });
    const [kept, ...more] = setAsideSessionsOf('client-sam');
    expect(more).toEqual([]);
    expect(kept?.profile).toMatchObject({ sessionId: 'session-1', pushups: { pushups: 24 } });
    expect(shown).toHaveBeenCalledWith(`${newDayMessage('Sam Jones')} ${EARLIER_ENTRIES_SET_ASIDE}`);
  });

  it('at the app start on a later day, the session saved the day before is closed before anything is entered', () => {
    savedTonight();
    vi.setSystemTime(new Date(2026, 0, 11, 8, 0));
    const actors = createAppActors();
    expect(actors.profile.getSnapshot().context.user.sessionId).toBe('session-1'); // the actor's start decides
    recordsActor(actors);
    expect(actors.profile.getSnapshot().context.user).toMatchObject({ uid: 'client-sam', pushups: null });
    expect(actors.profile.getSnapshot().context.user.sessionId).not.toBe('session-1');
  });

  it("the clock moved on with no timer run yet: a form's entry checks the day first, and lands in a new session", () => {
    savedTonight();
    const actors = createAppActors();
    recordsActor(actors);
    vi.setSystemTime(new Date(2026, 1, 18, 10, 0)); // no timer ran: a jump, as after a sleep
    expect(actors.profile.getSnapshot().context.user.sessionId).toBe('session-1');
    checkDayNow(); // what the one way a form sends its update does first
    expect(actors.profile.getSnapshot().context.user.sessionId).not.toBe('session-1');
    expect(setAsideSessionsOf('client-sam')).toEqual([]); // nothing was entered since the save: nothing to set aside
  });
});
