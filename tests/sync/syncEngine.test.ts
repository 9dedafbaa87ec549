// Two devices (two IndexedDB factories, two mirror databases) syncing through a CouchDB-protocol server on loopback:
// express-pouchdb on the memory adapter (scripts/sync/couchTestServer.mjs), or a real CouchDB when COUCH_URL is set
// (docs/sync.md). The same replication protocol a browser speaks; the browser itself is covered by e2e/sync.spec.ts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { IDBFactory } from 'fake-indexeddb';
import { openClientsDb, readStoredClient, CLIENT_SCHEMA_VERSION } from '@/storage/clientsDb';
import { openSessionsDb, getAllSessions, addSession } from '@/storage/sessionsDb';
import { SESSION_NUMBER_FIELDS, type NewSessionRecord } from '@/profile/sessionRecord';
import type { AppStores } from '@/sync/bridge/recordStores';
import { checkServer, unlockDatabase, type SyncCredentials } from '@/sync/engine/serverChecks';
import { SyncSession, type PouchFactory } from '@/sync/engine/syncSession';
import { SyncError } from '@/sync/core/syncMessages';
import { fieldDifferences, mergeChoices } from '@/sync/core/fieldDifferences';
import { DEVICE_FIELDS } from '@/sync/bridge/recordStores';
// @ts-expect-error: a plain script without types
import { startCouchTestServer, SYNC_TEST_ADMIN } from '../../scripts/sync/couchTestServer.mjs';

const require = createRequire(import.meta.url);
const PouchDB = require('pouchdb-core')
  .plugin(require('pouchdb-adapter-memory'))
  .plugin(require('pouchdb-adapter-http'))
  .plugin(require('pouchdb-replication'));
const pouch: PouchFactory = (name, options) =>
  new PouchDB(name, name.startsWith('http') ? options : { adapter: 'memory', ...options });

const ITERATIONS = 1_000;
let server: { url: string; close: () => Promise<void> } | null = null;
let baseUrl = process.env.COUCH_URL ?? '';
const admin = {
  username: process.env.COUCH_ADMIN ?? SYNC_TEST_ADMIN.username,
  password: process.env.COUCH_ADMIN_PASSWORD ?? SYNC_TEST_ADMIN.password,
};
let dbCounter = 0;

async function adminFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const auth = `Basic ${btoa(`${admin.username}:${admin.password}`)}`;
  return fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { Authorization: auth, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });
}

/** A new database with one member, as hosting/couchdb/init.sh makes it. */
async function newCoachDatabase(): Promise<SyncCredentials> {
  dbCounter += 1;
  const database = `coach_${Date.now().toString(36)}_${dbCounter}`;
  const user = `ann_${dbCounter}_${Date.now().toString(36)}`;
  await adminFetch(`/${database}`, { method: 'PUT' });
  await adminFetch(`/_users/org.couchdb.user:${user}`, {
    method: 'PUT',
    body: JSON.stringify({ name: user, password: 'pw-ann', roles: [], type: 'user' }),
  });
  await adminFetch(`/${database}/_security`, {
    method: 'PUT',
    body: JSON.stringify({ admins: { names: [], roles: [] }, members: { names: [user], roles: [] } }),
  });
  return { target: { origin: baseUrl, database, user }, password: 'pw-ann' };
}

async function newDevice(): Promise<AppStores> {
  const previous = globalThis.indexedDB;
  globalThis.indexedDB = new IDBFactory();
  try {
    const [clients, sessions] = await Promise.all([openClientsDb(), openSessionsDb()]);
    return { clients, sessions };
  } finally {
    globalThis.indexedDB = previous;
  }
}

function clientRow(id: string, name: string, weight = 80) {
  return {
    schemaVersion: CLIENT_SCHEMA_VERSION,
    id,
    name,
    archived: false,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    profile: null,
    mostRecentKey: null,
    note: `weight ${weight}`,
  };
}

function sessionRecord(clientId: string, recordId: string, vo2: number): NewSessionRecord {
  const numbers = Object.fromEntries(SESSION_NUMBER_FIELDS.map((field) => [field, null]));
  return {
    ...numbers,
    vo2_max: vo2,
    date: '2026-02-03T09:00:00.000Z',
    name: 'Alex Example',
    sex: 'MALE' as const,
    activity_level: null,
    clientId,
    recordId,
  } as NewSessionRecord;
}

const sessions: SyncSession[] = [];
function sessionOf(
  device: AppStores,
  credentials: SyncCredentials,
  keys: CryptoKeyPair | Awaited<ReturnType<typeof unlockDatabase>>,
  name: string,
) {
  const session = new SyncSession({
    pouch,
    credentials,
    keys: keys as Awaited<ReturnType<typeof unlockDatabase>>,
    stores: device,
    localName: name,
    quietMs: 20,
  });
  sessions.push(session);
  return session;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  if (!baseUrl) {
    server = await startCouchTestServer({ port: 0 });
    baseUrl = server!.url;
  }
});
afterEach(async () => {
  for (const session of sessions.splice(0)) await session.stop();
});
afterAll(async () => {
  await server?.close();
});

describe('checking the server before syncing', () => {
  it('says what is wrong and writes nothing: not a server, wrong password, a stranger’s database, no database', async () => {
    const good = await newCoachDatabase();
    await expect(checkServer(good)).resolves.toBeUndefined();
    const problem = (credentials: SyncCredentials) =>
      checkServer(credentials).then(
        () => 'none',
        (error: unknown) => (error instanceof SyncError ? error.problem : String(error)),
      );
    expect(await problem({ ...good, target: { ...good.target, origin: 'http://127.0.0.1:9' } })).toBe('unreachable');
    expect(await problem({ ...good, password: 'wrong' })).toBe('credentials');
    const stranger = await newCoachDatabase();
    expect(await problem({ ...stranger, target: { ...stranger.target, database: good.target.database } })).toBe(
      'forbidden',
    );
    expect(await problem({ ...good, target: { ...good.target, database: 'no_such_db' } })).toMatch(
      /no-database|forbidden/,
    );
  });

  it('refuses a wrong passphrase on a second device without writing anything', async () => {
    const credentials = await newCoachDatabase();
    await unlockDatabase(credentials, 'right passphrase', { iterations: ITERATIONS });
    const before = await (await adminFetch(`/${credentials.target.database}`)).json();
    await expect(unlockDatabase(credentials, 'wrong passphrase')).rejects.toMatchObject({ problem: 'passphrase' });
    const after = await (await adminFetch(`/${credentials.target.database}`)).json();
    expect(after.update_seq).toEqual(before.update_seq);
  });
});

describe('two devices', () => {
  it('brings a client and two sessions made on A to B, with nothing readable on the server', async () => {
    const credentials = await newCoachDatabase();
    const a = await newDevice();
    const b = await newDevice();
    await a.clients.put('clients', clientRow('client-1', 'Alex Example'));
    await addSession(a.sessions, sessionRecord('client-1', 'rec-1', 41.7));
    await addSession(a.sessions, sessionRecord('client-1', 'rec-2', 43.9));
    const keysA = await unlockDatabase(credentials, 'pass phrase', { iterations: ITERATIONS });
    await sessionOf(a, credentials, keysA, `a-${credentials.target.database}`).start();
    const keysB = await unlockDatabase(credentials, 'pass phrase');
    await sessionOf(b, credentials, keysB, `b-${credentials.target.database}`).start();

    const arrived = await until(
      () => getAllSessions(b.sessions),
      (read) => read.records.length === 2,
    );
    expect(arrived.records.map((r) => r.vo2_max).sort()).toEqual([41.7, 43.9]);
    expect(readStoredClient(await b.clients.get('clients', 'client-1'))?.name).toBe('Alex Example');

    const stored = await (await adminFetch(`/${credentials.target.database}/_all_docs?include_docs=true`)).text();
    expect(stored).not.toContain('Alex');
    expect(stored).not.toContain('41.7');
    expect(stored).not.toContain('client-1');
    expect(stored).not.toContain('rec-1');
  });

  it('keeps both versions of a record changed on both devices, and settles it the same on both', async () => {
    const credentials = await newCoachDatabase();
    const a = await newDevice();
    const b = await newDevice();
    await a.clients.put('clients', clientRow('client-1', 'Alex', 80));
    const keys = await unlockDatabase(credentials, 'pass', { iterations: ITERATIONS });
    // Each device keeps its own mirror database across a stop and a start.
    const mirrorA = `a-${credentials.target.database}`;
    const mirrorB = `b-${credentials.target.database}`;
    const onA = sessionOf(a, credentials, keys, mirrorA);
    await onA.start();
    const onB = sessionOf(b, credentials, keys, mirrorB);
    await onB.start();
    await until(
      () => b.clients.get('clients', 'client-1'),
      (row) => row !== undefined,
    );
    // Both devices edit while apart.
    await onA.stop();
    await onB.stop();
    await a.clients.put('clients', { ...clientRow('client-1', 'Alex A', 81) });
    await b.clients.put('clients', { ...clientRow('client-1', 'Alex B', 80) });
    const againA = sessionOf(a, credentials, keys, mirrorA);
    const againB = sessionOf(b, credentials, keys, mirrorB);
    await againA.start();
    await againB.start();
    await againA.mirror.pushLocalChanges();
    await againB.mirror.pushLocalChanges();
    const conflictsOn = async (session: SyncSession) => {
      await session.mirror.pullChanges();
      return session.mirror.conflicted.size;
    };
    expect(
      await until(
        () => conflictsOn(againA),
        (n) => n === 1,
      ),
    ).toBe(1);
    expect(
      await until(
        () => conflictsOn(againB),
        (n) => n === 1,
      ),
    ).toBe(1);
    // Every device shows the same version until the coach settles it.
    const shownA = readStoredClient(await a.clients.get('clients', 'client-1'))?.name;
    const shownB = readStoredClient(await b.clients.get('clients', 'client-1'))?.name;
    expect(shownA).toBe(shownB);

    const [docId] = [...againA.mirror.conflicted];
    const versions = await againA.mirror.versionsOf(docId!);
    expect(versions).toHaveLength(2);
    const [shown, other] = versions;
    const differences = fieldDifferences(shown!.record.body, other!.record.body, DEVICE_FIELDS.client);
    expect(differences.map((d) => d.path)).toEqual(expect.arrayContaining(['name', 'note']));
    // The coach keeps the shown name and the other device's note.
    const merged = mergeChoices(shown!.record.body, other!.record.body, ['note']);
    await againA.mirror.resolve(docId!, merged);
    const expected = { name: shown!.record.body.name, note: other!.record.body.note };
    const settled = async (device: AppStores, session: SyncSession) => {
      await session.mirror.pullChanges();
      const row = (await device.clients.get('clients', 'client-1')) as Record<string, unknown>;
      return { name: row.name, note: row.note, conflicts: session.mirror.conflicted.size };
    };
    expect(
      await until(
        () => settled(a, againA),
        (s) => s.conflicts === 0 && s.note === expected.note,
      ),
    ).toEqual({
      ...expected,
      conflicts: 0,
    });
    expect(
      await until(
        () => settled(b, againB),
        (s) => s.conflicts === 0 && s.note === expected.note,
      ),
    ).toEqual({
      ...expected,
      conflicts: 0,
    });
  });
});
