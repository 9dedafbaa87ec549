// A group test's save on real (fake) IndexedDB (decision 0154): each row goes into that client's own session for the
// day exactly as their own screen's save writes it (continued when saved today, started when the last was an earlier
// day), the active client stays the open one, nothing else is written, and a refused row writes nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { openClientsDb, readActiveClientId, readClient } from '@/storage/clientsDb';
import { readClientSessions, type RosterStores } from '@/storage/clientRoster';
import {
  readGroupClients,
  saveClientResult,
  saveClientResults,
  SET_ASIDE_REFUSED_FOR_GROUP,
} from '@/storage/groupClientSessions';
import { saveOpenSession } from '@/storage/saveOpenSession';
import { startRoster } from '@/storage/rosterStart';
import { switchClient } from '@/storage/openClient';
import { SET_ASIDE_KEY_PREFIX, setAsideSessionsOf } from '@/storage/setAsideSessions';
import { SESSIONS_STORE, openSessionsDb } from '@/storage/sessionsDb';
import { GROUP_TESTS, groupRowOutcome } from '@/profile/groupTests';
import type { UpdateOutcome } from '@/profile/profileUpdate';
import { IDBDatabase, IDBFactory } from 'fake-indexeddb';
import { useFreshIndexedDb } from './storageTestHelpers';

const DAY1 = new Date('2026-01-10T10:00:00.000Z');
const DAY1_LATER = new Date('2026-01-10T16:00:00.000Z');
const DAY40 = new Date('2026-02-19T10:00:00.000Z');

function person(id: string, fname: string, age: number | null, sex: UserProfile['sex']): UserProfile {
  return {
    ...emptyProfile(id),
    sessionId: `${id}-s1`,
    sessionStartedAt: DAY1.toISOString(),
    fname,
    lname: 'Test',
    age,
    sex,
    height: 170,
  };
}
const ALEX = person('alex', 'Alex', 34, 'MALE');
const SAM = {
  ...person('sam', 'Sam', 45, 'FEMALE'),
  currentWeight: 70,
  bloodPressure: { sbp: 120, dbp: 80, classification: 'normal' },
};
const OLD = person('old', 'Old', 75, 'MALE');

async function stores(): Promise<RosterStores> {
  return { clients: await openClientsDb(), sessions: await openSessionsDb() };
}

const pushups =
  (text: string) =>
  (profile: UserProfile): UpdateOutcome => {
    const outcome = groupRowOutcome(GROUP_TESTS.pushups, profile, { pushups: text });
    return outcome.kind === 'valid'
      ? { ok: true, user: outcome.user }
      : { ok: false, message: outcome.kind === 'empty' ? '' : outcome.message };
  };

/** Alex is open; Sam saved a session on day 1; Old has never been saved. */
async function roster(): Promise<RosterStores> {
  const s = await stores();
  await startRoster(s, SAM, DAY1);
  await saveOpenSession(s, SAM, DAY1);
  await switchClient(s, SAM, 'sam', DAY1); // Sam's entry keeps her profile
  const toOld = await saveOpenSession(s, OLD, DAY1, { activate: false });
  await s.sessions.delete(SESSIONS_STORE, toOld.key); // Old exists with a stored profile and no session
  await saveOpenSession(s, ALEX, DAY1); // Alex is the active client
  return s;
}

beforeEach(() => useFreshIndexedDb());

describe('saveClientResult (decision 0154)', () => {
  it("the same day continues the client's saved session: the record gains the value and keeps the rest", async () => {
    const s = await roster();
    const outcome = await saveClientResult(s, 'sam', pushups('18'), false, DAY1_LATER);
    expect(outcome.ok).toBe(true);
    const sessions = await readClientSessions(s, 'sam');
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      recordId: 'sam-s1',
      pushups: 18,
      systolic_blood_pressure: 120,
      current_weight: 70,
      date: DAY1.toISOString(),
    });
    expect(await readActiveClientId(s.clients)).toBe('alex');
    expect((await readClient(s.clients, 'sam'))?.profile?.pushups).toEqual({
      pushups: 18,
      category: expect.any(String),
    });
  });

  it('a later day starts a new session holding only the value (decision 0101); the day-1 record is unchanged', async () => {
    const s = await roster();
    const before = await readClientSessions(s, 'sam');
    await saveClientResult(s, 'sam', pushups('25'), false, DAY40);
    const after = await readClientSessions(s, 'sam');
    expect(after).toHaveLength(2);
    expect(after[0]).toEqual(before[0]);
    expect(after[1]).toMatchObject({
      pushups: 25,
      current_weight: null,
      systolic_blood_pressure: null,
      age: 45,
      sex: 'FEMALE',
      measuredOnly: true,
    });
    expect(after[1]?.recordId).not.toBe('sam-s1');
  });

  it('a refused row writes nothing and says what the form says', async () => {
    const s = await roster();
    const count = await s.sessions.count(SESSIONS_STORE);
    const outcome = await saveClientResult(s, 'sam', pushups('1000'), false, DAY1_LATER);
    expect(outcome).toEqual({ ok: false, message: 'Pushups must be a whole number from 0 to 999' });
    expect(await s.sessions.count(SESSIONS_STORE)).toBe(count);
  });

  it("readGroupClients gives each client's session of the day, as opening them would, and skips a client that is gone", async () => {
    const s = await roster();
    const clients = await readGroupClients(s, ['old', 'nobody', 'sam'], false, DAY40);
    expect(clients.map((c) => c.clientId)).toEqual(['old', 'sam']);
    const sam = clients[1]!;
    expect(sam.profile.sessionId).not.toBe('sam-s1');
    expect(sam.profile.bloodPressure).toBeNull();
    expect(sam.profile.age).toBe(45);
    expect(clients[0]?.profile.sessionId).toBe('old-s1'); // never saved: continues
    // Beside a later day's row: the session saved on day 1 and its date, to be shown dated, never as an entry.
    expect(sam.previous?.profile.bloodPressure).toEqual(SAM.bloodPressure);
    expect(sam.previous?.date).toBe(DAY1.toISOString());
    expect(clients[0]?.previous).toBeNull();
    // The same day: today's session continues, and there is no earlier one beside it.
    const sameDay = await readGroupClients(s, ['sam'], false, DAY1_LATER);
    expect(sameDay[0]?.previous).toBeNull();
  });
});

describe('saveClientResults: every row written together (decision 0154)', () => {
  /** The records and client entries of sam and old after saving each row alone, through the single-client save. */
  async function savedOneByOne(): Promise<unknown[]> {
    globalThis.indexedDB = new IDBFactory(); // a database of its own
    const s = await roster();
    for (const client of await readGroupClients(s, ['sam', 'old'], false, DAY1_LATER)) {
      const applied = pushups(client.clientId === 'sam' ? '18' : '20')(client.profile);
      if (applied.ok) await saveOpenSession(s, applied.user, DAY1_LATER, { activate: false });
    }
    return stored(s);
  }

  async function stored(s: RosterStores): Promise<unknown[]> {
    const withoutKeys = async (id: string) =>
      (await readClientSessions(s, id)).map(({ timestamp: _key, ...record }) => record);
    const entry = async (id: string) => (await readClient(s.clients, id))?.profile;
    return [await withoutKeys('sam'), await withoutKeys('old'), await entry('sam'), await entry('old')];
  }

  it('writes what saving each row alone writes; a refused row and a client that is gone fail alone', async () => {
    const expected = await savedOneByOne();
    globalThis.indexedDB = new IDBFactory();
    const s = await roster();
    const count = await s.sessions.count(SESSIONS_STORE);
    const outcomes = await saveClientResults(
      s,
      [
        { clientId: 'sam', apply: pushups('18') },
        { clientId: 'nobody', apply: pushups('5') },
        { clientId: 'old', apply: pushups('20') },
        { clientId: 'alex', apply: pushups('1000') },
      ],
      false,
      DAY1_LATER,
    );
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value.ok : 'rejected'))).toEqual([
      true,
      'rejected',
      true,
      false,
    ]);
    expect(await stored(s)).toEqual(expected);
    expect(await s.sessions.count(SESSIONS_STORE)).toBe(count + 1); // sam's record updated, old's added, alex's untouched
    expect(await readActiveClientId(s.clients)).toBe('alex');
  });

  afterEach(() => vi.restoreAllMocks());

  it('writes ten rows in a fixed number of write transactions, not a number per row', async () => {
    const s = await roster();
    const ids = ['sam', 'old'];
    for (let i = 0; i < 8; i += 1) {
      const id = `extra${i}`;
      await saveOpenSession(s, person(id, `Extra${i}`, 30 + i, 'MALE'), DAY1, { activate: false });
      ids.push(id);
    }
    await readClientSessions(s, 'sam'); // the index roster() left stale (a session deleted behind it) rebuilt first
    const transaction = vi.spyOn(IDBDatabase.prototype, 'transaction');
    const writes = () => transaction.mock.calls.filter(([, mode]) => mode === 'readwrite').length;
    const outcomes = await saveClientResults(
      s,
      ids.map((clientId) => ({ clientId, apply: pushups('20') })),
      false,
      DAY1_LATER,
    );
    expect(outcomes.every((o) => o.status === 'fulfilled' && o.value.ok)).toBe(true);
    // One sessions transaction, one index change, one clients write.
    expect(writes()).toBe(3);
    transaction.mockClear();
    await saveClientResult(s, 'sam', pushups('21'), false, DAY1_LATER);
    expect(writes()).toBe(3); // one row costs what ten cost
  });

  it('a stale session index is rebuilt once for the whole save, not once per row', async () => {
    const s = await roster(); // roster() deletes a session behind the index: it is stale
    const transaction = vi.spyOn(IDBDatabase.prototype, 'transaction');
    const writes = () => transaction.mock.calls.filter(([, mode]) => mode === 'readwrite').length;
    await saveClientResults(
      s,
      ['sam', 'old', 'alex'].map((clientId) => ({ clientId, apply: pushups('20') })),
      false,
      DAY1_LATER,
    );
    expect(writes()).toBe(4); // the rebuilt index, then the three writes of the save
  });
});

describe("a client's earlier session with results not saved (decision 0152)", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  /** Sam opened again on day 1 and given pushups that were not saved; then Alex is open again. */
  async function samWithUnsavedPushups(): Promise<RosterStores> {
    const s = await roster();
    await switchClient(s, ALEX, 'sam', DAY1_LATER);
    await switchClient(s, { ...SAM, pushups: { pushups: 31, category: 'good' } }, 'alex', DAY1_LATER);
    return s;
  }

  it('opening the client a later day sets the unsaved results aside with their session and its record', async () => {
    const s = await samWithUnsavedPushups();
    const opened = await switchClient(s, ALEX, 'sam', DAY40);
    expect(opened.profile).toMatchObject({ uid: 'sam', pushups: null });
    expect(opened.profile.sessionId).not.toBe(SAM.sessionId);
    expect(opened.setAside).toEqual({ startedAt: SAM.sessionStartedAt, kept: true });
    const [kept] = setAsideSessionsOf('sam');
    expect(kept?.profile).toMatchObject({ sessionId: SAM.sessionId, pushups: { pushups: 31 } });
    expect(kept?.savedRecord).toMatchObject({ recordId: SAM.sessionId, pushups: null });
  });

  it('when the browser refuses to keep them, that session continues: nothing is dropped', async () => {
    const s = await samWithUnsavedPushups();
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key.startsWith(SET_ASIDE_KEY_PREFIX)) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    const opened = await switchClient(s, ALEX, 'sam', DAY40);
    expect(opened.profile).toMatchObject({ sessionId: SAM.sessionId, pushups: { pushups: 31 } });
    expect(opened.mostRecent?.recordId).toBe(SAM.sessionId);
    expect(opened.setAside).toEqual({ startedAt: SAM.sessionStartedAt, kept: false });
  });

  it("a group's row sets them aside before the new session replaces the stored one; a read sets nothing aside", async () => {
    const s = await samWithUnsavedPushups();
    await readGroupClients(s, ['sam'], false, DAY40);
    expect(setAsideSessionsOf('sam')).toEqual([]);
    const outcome = await saveClientResult(s, 'sam', pushups('18'), false, DAY40);
    expect(outcome.ok).toBe(true);
    expect(setAsideSessionsOf('sam')[0]?.profile).toMatchObject({ sessionId: SAM.sessionId, pushups: { pushups: 31 } });
    expect((await readClientSessions(s, 'sam')).map((r) => r.pushups)).toEqual([null, 18]);
  });

  it("a group's row is refused when the browser will not keep them: nothing written", async () => {
    const s = await samWithUnsavedPushups();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await expect(saveClientResult(s, 'sam', pushups('18'), false, DAY40)).rejects.toThrow(SET_ASIDE_REFUSED_FOR_GROUP);
    expect(await readClientSessions(s, 'sam')).toHaveLength(1);
    expect((await readClient(s.clients, 'sam'))?.profile?.pushups).toEqual({ pushups: 31, category: 'good' });
  });
});
