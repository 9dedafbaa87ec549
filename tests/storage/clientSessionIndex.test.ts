// The session index of decision 0083 on real (fake) IndexedDB: kept up to date by the roster's own writes, found stale
// (and rebuilt) after any other write to the sessions store, and never trusted over the records it points at.
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { openClientsDb } from '@/storage/clientsDb';
import { deleteClient, mergeClients, moveSession } from '@/storage/clientEntryEdits';
import { readClientSessions, type RosterStores } from '@/storage/clientRoster';
import { readRosterView } from '@/storage/rosterView';
import { saveOpenSession } from '@/storage/saveOpenSession';
import { startRoster } from '@/storage/rosterStart';
import { createClient } from '@/storage/openClient';
import {
  applySessionIndexChange,
  clientSessionIndex,
  readSessionIndex,
  sessionsFingerprint,
} from '@/storage/clientSessionIndex';
import { SESSIONS_STORE, addSession, openSessionsDb } from '@/storage/sessionsDb';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { useFreshIndexedDb } from './storageTestHelpers';

const T1 = new Date('2026-01-10T10:00:00.000Z');
const T2 = new Date('2026-03-15T10:00:00.000Z');

function person(fname: string, pushups: number, session = 1): UserProfile {
  return {
    ...emptyProfile(`uid-${fname}`),
    sessionId: `session-${fname}-${session}`,
    fname,
    lname: 'Test',
    age: 34,
    sex: 'MALE',
    pushups: { pushups, category: '' },
  };
}

async function stores(): Promise<RosterStores> {
  return { clients: await openClientsDb(), sessions: await openSessionsDb() };
}

/** The index as client id -> keys, from the stored index only (null when stale). */
async function storedIndex(s: RosterStores): Promise<Record<string, number[]> | null> {
  const index = await readSessionIndex(s);
  return index ? Object.fromEntries([...index].map(([id, sessions]) => [id, sessions.map((x) => x.key)])) : null;
}

/** Alex with one saved session, the usual start of a case. */
async function alexSavedOnce() {
  const s = await stores();
  const alex = person('Alex', 20);
  await startRoster(s, alex, T1);
  const saved = await saveOpenSession(s, alex, T1);
  return { s, alex, saved };
}

beforeEach(() => useFreshIndexedDb());

describe('the session index follows the roster writes (decision 0083)', () => {
  it('saves, a re-test, a move, a merge and a delete keep it matching the sessions store', async () => {
    const s = await stores();
    const alex = person('Alex', 20);
    await startRoster(s, alex, T1);
    const a1 = await saveOpenSession(s, alex, T1);
    const a2 = await saveOpenSession(s, person('Alex', 24, 2), T2);
    expect(await storedIndex(s)).toEqual({ [a1.clientId]: [a1.key, a2.key] });

    const sam = await createClient(s, alex, 'Sam Test', T2);
    await moveSession(s, a2.key, sam.clientId, T2);
    expect(await storedIndex(s)).toEqual({ [a1.clientId]: [a1.key], [sam.clientId]: [a2.key] });

    await mergeClients(s, a1.clientId, sam.clientId, T2);
    expect(await storedIndex(s)).toEqual({ [sam.clientId]: [a2.key, a1.key] });
    const view = await readRosterView(s);
    expect(view.clients.map((c) => [c.name, c.sessionCount, c.lastTestDate])).toEqual([
      ['Sam Test', 2, T2.toISOString()],
    ]);

    expect(await deleteClient(s, sam.clientId)).toBe(2);
    expect(await storedIndex(s)).toEqual({});
  });

  it('a session added behind its back (a backup restored on Past Sessions) makes it stale, and the next read rebuilds it', async () => {
    const { s, alex, saved } = await alexSavedOnce();
    const key = await addSession(s.sessions, {
      ...sessionRecordFromProfile(alex, T2),
      clientId: saved.clientId,
      recordId: 'restored',
    });
    expect(await storedIndex(s)).toBeNull();
    expect((await clientSessionIndex(s)).get(saved.clientId)?.map((x) => x.key)).toEqual([saved.key, key]);
    expect(await storedIndex(s)).toEqual({ [saved.clientId]: [saved.key, key] });
    expect((await readRosterView(s)).clients[0]?.sessionCount).toBe(2);
  });

  it('a change it cannot explain (another tab wrote in between) leaves it stale instead of wrong', async () => {
    const { s, alex, saved } = await alexSavedOnce();
    const other = await addSession(s.sessions, {
      ...sessionRecordFromProfile(alex, T2),
      clientId: saved.clientId,
      recordId: 'other-tab',
    });
    const mine = await addSession(s.sessions, {
      ...sessionRecordFromProfile(alex, T2),
      clientId: saved.clientId,
      recordId: 'mine',
    });
    await applySessionIndexChange(s, { placed: [{ key: mine, clientId: saved.clientId, date: T2.toISOString() }] });
    expect(await storedIndex(s)).toBeNull();
    expect((await readClientSessions(s, saved.clientId)).map((r) => r.timestamp)).toEqual([saved.key, other, mine]);
  });

  it('a record that no longer belongs to the client is never shown as theirs: the index is rebuilt', async () => {
    const { s, saved } = await alexSavedOnce();
    // Rewritten in place (same count, same largest key): only the check of each record read can notice.
    const row = (await s.sessions.get(SESSIONS_STORE, saved.key)) as Record<string, unknown>;
    await s.sessions.put(SESSIONS_STORE, { ...row, clientId: 'someone-else' });
    expect(await storedIndex(s)).not.toBeNull();
    expect(await readClientSessions(s, saved.clientId)).toEqual([]);
    expect(await storedIndex(s)).toEqual({ 'someone-else': [saved.key] });
  });

  it('a start with an index that matches the store reads no session; the fingerprint is the count and the largest key', async () => {
    const { s, alex, saved } = await alexSavedOnce();
    expect(await sessionsFingerprint(s.sessions)).toEqual({ count: 1, lastKey: saved.key });
    const started = await startRoster(s, alex, T2);
    expect(started.grouped).toBe(0);
    expect(started.view.clients.map((c) => c.sessionCount)).toEqual([1]);
  });
});
