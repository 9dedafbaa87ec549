// The records model on real (fake) IndexedDB (decisions 0100-0102, 0110-0112): a session's save adds its own record
// once and updates only that record after (idempotent by record id, a retry included), a re-test stores null for what
// it did not measure and never touches the day-1 record, a rename keeps one client, opening a client continues today's
// session or starts a new one, and an earlier build's data is migrated in place with one notice.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { newSessionProfile } from '@/profile/sessionStart';
import * as clientsDb from '@/storage/clientsDb';
import { CLIENTS_DB_NAME, CLIENTS_DB_VERSION, openClientsDb, readClient, readClients } from '@/storage/clientsDb';
import { createClient, switchClient } from '@/storage/openClient';
import { readClientSessions, type RosterStores } from '@/storage/clientRoster';
import { readRosterView } from '@/storage/rosterView';
import { renameClient } from '@/storage/clientEntryEdits';
import { saveOpenSession } from '@/storage/saveOpenSession';
import { startRoster } from '@/storage/rosterStart';
import { MOST_RECENT_SESSION_KEY } from '@/storage/mostRecentSession';
import { SESSIONS_STORE, openSessionsDb } from '@/storage/sessionsDb';
import { visibleClients } from '@/clients/clientTypes';
import { rawAdd, rawGetAll, rawOpen, useFreshIndexedDb } from './storageTestHelpers';

const DAY1 = new Date('2026-01-10T10:00:00.000Z');
const DAY1_LATER = new Date('2026-01-10T15:00:00.000Z');
const DAY40 = new Date('2026-02-19T10:00:00.000Z');

/** Sam on day 1: demographics, weight, blood pressure, waist, grip, pushups. */
const SAM: UserProfile = {
  ...emptyProfile('client-sam'),
  sessionId: 'session-sam-1',
  sessionStartedAt: DAY1.toISOString(),
  fname: 'Sam',
  lname: 'Jones',
  age: 34,
  sex: 'MALE',
  height: 180,
  currentWeight: 82,
  goalWeight: 78,
  activityLevel: 'moderately active',
  bmi: { bmi: 25.3, classification: 'overweight' },
  bloodPressure: { sbp: 120, dbp: 80, classification: 'normal' },
  waistCircumference: { wc: 88, category: 'low' },
  gripStrength: { gripStrength: 90, category: 'good' },
  pushups: { pushups: 20, category: 'good' },
};

async function stores(): Promise<RosterStores> {
  return { clients: await openClientsDb(), sessions: await openSessionsDb() };
}

beforeEach(() => useFreshIndexedDb());

describe('saving the open session (decision 0101, decision 0102)', () => {
  it('a pushups-only re-test on day 40 stores null for everything else and never changes the day-1 record', async () => {
    const s = await stores();
    await startRoster(s, SAM, DAY1);
    const day1 = await saveOpenSession(s, SAM, DAY1);
    const storedDay1 = (await s.sessions.get(SESSIONS_STORE, day1.key)) as Record<string, unknown>;
    expect(day1.record).toMatchObject({
      clientId: 'client-sam',
      recordId: 'session-sam-1',
      measuredOnly: true,
      pushups: 20,
      current_weight: 82,
    });

    const day40 = {
      ...newSessionProfile(SAM, 'session-sam-2', DAY40),
      pushups: { pushups: 26, category: 'very good' },
    };
    const retest = await saveOpenSession(s, day40, DAY40);
    expect(retest.updated).toBe(false);
    expect(retest.key).not.toBe(day1.key);
    expect(retest.record).toMatchObject({
      pushups: 26,
      current_weight: null,
      bmi: null,
      systolic_blood_pressure: null,
      waist_circumference: null,
      grip_strength: null,
      age: 34,
      sex: 'MALE',
      height: 180,
      measuredOnly: true,
      recordId: 'session-sam-2',
    });
    // Updating the re-test later the same day changes only the re-test.
    await saveOpenSession(
      s,
      { ...day40, pushups: { pushups: 27, category: 'very good' } },
      new Date('2026-02-19T11:00:00.000Z'),
    );
    expect(await s.sessions.get(SESSIONS_STORE, day1.key)).toEqual(storedDay1);
    expect((await readClientSessions(s, 'client-sam')).map((r) => [r.date, r.pushups, r.current_weight])).toEqual([
      [DAY1.toISOString(), 20, 82],
      [DAY40.toISOString(), 27, null],
    ]);
  });

  it('a second save of the same session updates its own record and keeps its date: one record per session', async () => {
    const s = await stores();
    await startRoster(s, SAM, DAY1);
    const first = await saveOpenSession(s, SAM, DAY1);
    const second = await saveOpenSession(s, { ...SAM, pushups: { pushups: 22, category: 'good' } }, DAY1_LATER);
    expect(second).toMatchObject({ updated: true, key: first.key });
    expect(second.record.date).toBe(DAY1.toISOString());
    expect(second.record.updatedAt).toBe(DAY1_LATER.toISOString());
    expect(await s.sessions.count(SESSIONS_STORE)).toBe(1);
  });

  it('a retry after a failed write never stores the session twice', async () => {
    const s = await stores();
    await startRoster(s, SAM, DAY1);
    // The record is written, then the client entry's write fails: the save rejects and the coach retries.
    const put = vi
      .spyOn(clientsDb, 'putClients')
      .mockRejectedValueOnce(clientsDb.writeFailure(new Error('QuotaExceededError')));
    await expect(saveOpenSession(s, SAM, DAY1)).rejects.toThrow(/client list was not changed/);
    put.mockRestore();
    const retry = await saveOpenSession(s, SAM, DAY1);
    expect(retry.updated).toBe(true);
    expect(await s.sessions.count(SESSIONS_STORE)).toBe(1);
  });

  it("updating one client's session never writes another client's record", async () => {
    const s = await stores();
    await startRoster(s, SAM, DAY1);
    const sam = await saveOpenSession(s, SAM, DAY1);
    const alex = await createClient(s, SAM, 'Alex Kim', DAY1);
    const alexProfile = {
      ...alex.profile,
      age: 50,
      sex: 'FEMALE' as const,
      pushups: { pushups: 11, category: 'fair' },
    };
    const alexSaved = await saveOpenSession(s, alexProfile, DAY1);
    const samRow = await s.sessions.get(SESSIONS_STORE, sam.key);
    await saveOpenSession(s, { ...alexProfile, pushups: { pushups: 12, category: 'fair' } }, DAY1_LATER);
    expect(await s.sessions.get(SESSIONS_STORE, sam.key)).toEqual(samRow);
    expect((await readClientSessions(s, alexSaved.clientId)).map((r) => r.pushups)).toEqual([12]);
  });
});

describe('clients (decision 0100)', () => {
  it('rename keeps one client with every session; the stored profile takes the new name', async () => {
    const s = await stores();
    await startRoster(s, SAM, DAY1);
    await saveOpenSession(s, SAM, DAY1);
    await saveOpenSession(
      s,
      { ...newSessionProfile(SAM, 'session-sam-2', DAY40), pushups: { pushups: 26, category: '' } },
      DAY40,
    );
    expect(await renameClient(s, 'client-sam', 'Samantha Jones', DAY40)).toEqual({ fname: 'Samantha', lname: 'Jones' });
    const view = await readRosterView(s);
    expect(view.clients.map((c) => [c.id, c.name, c.sessionCount])).toEqual([['client-sam', 'Samantha Jones', 2]]);
    expect((await readClient(s.clients, 'client-sam'))?.profile).toMatchObject({
      uid: 'client-sam',
      fname: 'Samantha',
    });
  });

  it('New client is blank, and is not listed until it has a name (no phantom clients)', async () => {
    const s = await stores();
    await startRoster(s, SAM, DAY1);
    await saveOpenSession(s, SAM, DAY1);
    const opened = await createClient(s, SAM, null, DAY1);
    expect(opened.profile).toMatchObject({
      uid: opened.clientId,
      fname: null,
      lname: null,
      age: null,
      sex: null,
      height: null,
      currentWeight: null,
      pushups: null,
    });
    expect(opened.profile.sessionId).not.toBeNull();
    const view = await readRosterView(s);
    expect(view.clients).toHaveLength(2);
    expect(visibleClients(view.clients, { query: '', sort: 'name', showArchived: false }).map((c) => c.name)).toEqual([
      'Sam Jones',
    ]);
  });

  it('opening a client continues a session saved today, and starts a new one (demographics, no result) on a later day', async () => {
    const s = await stores();
    await startRoster(s, SAM, DAY1);
    const saved = await saveOpenSession(s, SAM, DAY1);
    const other = await createClient(s, SAM, 'Alex Kim', DAY1);
    const sameDay = await switchClient(s, other.profile, 'client-sam', DAY1_LATER);
    expect(sameDay.profile).toMatchObject({ sessionId: 'session-sam-1', pushups: { pushups: 20 } });
    expect(sameDay.mostRecent?.timestamp).toBe(saved.key);

    const away = await switchClient(s, sameDay.profile, other.clientId, DAY40);
    const later = await switchClient(s, away.profile, 'client-sam', DAY40);
    expect(later.profile.sessionId).not.toBe('session-sam-1');
    expect(later.profile).toMatchObject({
      uid: 'client-sam',
      fname: 'Sam',
      age: 34,
      height: 180,
      goalWeight: 78,
      currentWeight: null,
      pushups: null,
      bloodPressure: null,
      sessionStartedAt: DAY40.toISOString(),
    });
    expect(later.mostRecent).toBeNull();
  });

  it('an unsaved session continues on any later day (nothing entered is dropped)', async () => {
    const s = await stores();
    await startRoster(s, SAM, DAY1);
    const other = await createClient(s, SAM, 'Alex Kim', DAY1);
    const back = await switchClient(s, other.profile, 'client-sam', DAY40);
    expect(back.profile).toMatchObject({ sessionId: 'session-sam-1', pushups: { pushups: 20 } });
  });
});

describe("migrating an earlier build's data (decision 0110)", () => {
  /** The current build's databases: clients v2 with profile uid != client id, records without the marker. */
  async function earlierBuildDevice() {
    const sessions = await openSessionsDb();
    const [k1, k2] = await rawAdd(await rawOpen('sessions', 7), [
      {
        date: DAY1.toISOString(),
        name: 'Sam Jones',
        age: 34,
        sex: 'MALE',
        current_weight: 82,
        pushups: 20,
        clientId: 'c-sam',
        recordId: 'r-1',
        updatedAt: DAY1.toISOString(),
      },
      {
        date: DAY40.toISOString(),
        name: 'Sam Jones',
        age: 34,
        sex: 'MALE',
        current_weight: 82,
        pushups: 26,
        clientId: 'c-sam',
        recordId: 'r-2',
        updatedAt: DAY40.toISOString(),
      },
    ]);
    sessions.close();
    const oldProfile = {
      ...SAM,
      uid: 'profile-uid-1',
      sessionId: undefined,
      sessionStartedAt: undefined,
      pushups: { pushups: 26, category: 'very good' },
    };
    const clients = await rawOpen(CLIENTS_DB_NAME, 2, (db) => {
      db.createObjectStore('clients', { keyPath: 'id' });
      db.createObjectStore('meta', { keyPath: 'key' });
      db.createObjectStore('sessionIndex', { keyPath: 'clientId' });
    });
    await rawAdd(
      clients,
      [
        {
          schemaVersion: 1,
          id: 'c-sam',
          name: 'Sam Jones',
          archived: false,
          createdAt: DAY1.toISOString(),
          updatedAt: DAY40.toISOString(),
          profile: oldProfile,
          mostRecentKey: Number(k2),
        },
        {
          schemaVersion: 1,
          id: 'c-kim',
          name: 'Kim Lee',
          archived: false,
          createdAt: DAY1.toISOString(),
          updatedAt: DAY1.toISOString(),
          profile: { ...emptyProfile('profile-uid-2'), fname: 'Kim', lname: 'Lee' },
          mostRecentKey: null,
        },
        { id: 'broken', schemaVersion: 99, note: 'an unreadable entry' },
      ],
      'clients',
    );
    await rawAdd(clients, [{ key: 'active', clientId: 'c-sam' }], 'meta');
    clients.close();
    const mostRecent = {
      timestamp: Number(k2),
      date: DAY40.toISOString(),
      name: 'Sam Jones',
      age: 34,
      sex: 'MALE',
      current_weight: 82,
      pushups: 26,
      clientId: 'c-sam',
      recordId: 'r-2',
    };
    localStorage.setItem(MOST_RECENT_SESSION_KEY, JSON.stringify(mostRecent));
    return {
      k1: Number(k1),
      k2: Number(k2),
      openProfile: { ...oldProfile, sessionId: null, sessionStartedAt: null } as UserProfile,
    };
  }

  it('gives every profile its client id, opens the open profile on the last record it saved, and says so once', async () => {
    const { k1, k2, openProfile } = await earlierBuildDevice();
    const s = await stores();
    const raw = await rawGetAll(await rawOpen(CLIENTS_DB_NAME, CLIENTS_DB_VERSION), 'clients');
    expect(raw).toContainEqual({ id: 'broken', schemaVersion: 99, note: 'an unreadable entry' }); // reading never destroys
    const { clients, skipped } = await readClients(s.clients);
    expect(skipped).toBe(1);
    expect(clients.map((c) => [c.id, c.profile?.uid]).sort()).toEqual([
      ['c-kim', 'c-kim'],
      ['c-sam', 'c-sam'],
    ]);

    const started = await startRoster(s, openProfile, new Date('2026-02-19T12:00:00.000Z'));
    expect(started.openProfile).toMatchObject({
      uid: 'c-sam',
      sessionId: 'r-2',
      sessionStartedAt: DAY40.toISOString(),
      pushups: { pushups: 26 },
    });
    expect(started.upgradeNotice).toMatch(/2 client profiles now carry their client's id.*Nothing was deleted\./);
    expect((await startRoster(s, started.openProfile!, DAY40)).upgradeNotice).toBeNull(); // once

    // Saving that session updates the record the earlier build saved last for Sam, still without the marker.
    const saved = await saveOpenSession(
      s,
      { ...started.openProfile!, pushups: { pushups: 27, category: '' } },
      new Date('2026-02-19T12:00:00.000Z'),
    );
    expect(saved).toMatchObject({ key: k2, updated: true });
    expect(saved.record.measuredOnly).toBeUndefined();
    const records = await readClientSessions(s, 'c-sam');
    expect(records.map((r) => [r.timestamp, r.pushups, r.measuredOnly ?? null])).toEqual([
      [k1, 20, null],
      [k2, 27, null],
    ]);
  });
});
