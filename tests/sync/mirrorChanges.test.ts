// The mirror between two devices without HTTP: each device's app databases (fake IndexedDB) and mirror (PouchDB's
// memory adapter) replicate through a third memory database standing in for the server. What a write costs (only the
// changed record is encrypted and written), deletions both ways, and arrivals that cannot be read.
import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';
import { IDBFactory } from 'fake-indexeddb';
import { openClientsDb, deleteClientEntry, CLIENT_SCHEMA_VERSION } from '@/storage/clientsDb';
import { openSessionsDb, getAllSessions, addSession } from '@/storage/sessionsDb';
import { SESSION_NUMBER_FIELDS, type NewSessionRecord } from '@/profile/sessionRecord';
import type { AppStores } from '@/sync/bridge/recordStores';
import { MASS_DELETION_GUARD, Mirror, type MirrorDatabase } from '@/sync/bridge/mirror';
import { deriveSyncKeys, documentId, seal, type SyncKeys } from '@/sync/core/syncCrypto';
import { SYNC_FORMAT, encodeRecord } from '@/sync/core/syncDocuments';

const require = createRequire(import.meta.url);
const PouchDB = require('pouchdb-core')
  .plugin(require('pouchdb-adapter-memory'))
  .plugin(require('pouchdb-replication'));

interface MemoryPouch extends MirrorDatabase {
  bulkDocs: MirrorDatabase['bulkDocs'];
}

let dbCounter = 0;
const memoryDb = (): MemoryPouch => {
  dbCounter += 1;
  return new PouchDB(`mirror-test-${dbCounter}-${Date.now()}`, { adapter: 'memory' }) as MemoryPouch;
};

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

const clientRow = (id: string, name: string) => ({
  schemaVersion: CLIENT_SCHEMA_VERSION,
  id,
  name,
  archived: false,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  profile: null,
  mostRecentKey: null,
});

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

async function twoDevices() {
  const keys = await deriveSyncKeys('pass phrase', 'c2FsdHNhbHRzYWx0c2FsdA==', 1_000);
  const server = memoryDb();
  const make = async () => {
    const stores = await newDevice();
    const db = memoryDb();
    const mirror = new Mirror({ db, stores, keys });
    await mirror.load();
    return { stores, db, mirror };
  };
  const a = await make();
  const b = await make();
  /** A's mirror up to the server and down to B, then B takes it in. */
  const carry = async () => {
    await PouchDB.replicate(a.db, server);
    await PouchDB.replicate(server, b.db);
    await b.mirror.pullChanges();
  };
  return { keys, server, a, b, carry };
}

describe('a write costs only the record it changed', () => {
  it('encrypts and writes one document for one new session among many, and none for a write that changed nothing', async () => {
    const { a } = await twoDevices();
    await a.stores.clients.put('clients', clientRow('client-1', 'Alex'));
    for (let i = 0; i < 40; i += 1) await addSession(a.stores.sessions, sessionRecord('client-1', `rec-${i}`, 40 + i));
    expect(await a.mirror.pushLocalChanges()).toBe(41);

    await addSession(a.stores.sessions, sessionRecord('client-1', 'rec-new', 50));
    a.mirror.noteLocalWrite('sessions');
    const written: unknown[] = [];
    const bulkDocs = a.db.bulkDocs.bind(a.db);
    a.db.bulkDocs = (docs, options) => {
      written.push(...docs);
      return bulkDocs(docs, options);
    };
    expect(await a.mirror.pushLocalChanges()).toBe(1);
    expect(written).toHaveLength(1);

    a.mirror.noteLocalWrite('clients');
    expect(await a.mirror.pushLocalChanges()).toBe(0);
    expect(written).toHaveLength(1);
  });
});

describe('a notice that names the sessions written', () => {
  it('reads only the sessions it names, a deletion among them; a notice naming none scans them all', async () => {
    const { a, b, carry } = await twoDevices();
    await a.stores.clients.put('clients', clientRow('client-1', 'Alex'));
    const keys: number[] = [];
    for (let i = 0; i < 3; i += 1)
      keys.push(await addSession(a.stores.sessions, sessionRecord('client-1', `rec-${i}`, 40 + i)));
    await a.mirror.pushLocalChanges();
    const [first, second, third] = keys as [number, number, number];
    const edit = async (key: number, vo2: number) => {
      const row = { ...((await a.stores.sessions.get('sessions', key)) as Record<string, unknown>), vo2_max: vo2 };
      await a.stores.sessions.put('sessions', row);
    };

    await edit(first, 50);
    await edit(second, 51);
    await a.stores.sessions.delete('sessions', third);
    a.mirror.noteLocalWrite('sessions', [first, third]);
    expect(await a.mirror.pushLocalChanges()).toBe(2);
    await carry();
    const onB = async () =>
      Object.fromEntries((await getAllSessions(b.stores.sessions)).records.map((r) => [r.recordId, r.vo2_max]));
    expect(await onB()).toEqual({ 'rec-0': 50, 'rec-1': 41 });

    a.mirror.noteLocalWrite('sessions');
    expect(await a.mirror.pushLocalChanges()).toBe(1);
    await carry();
    expect(await onB()).toEqual({ 'rec-0': 50, 'rec-1': 51 });
  });
});

describe('arriving clients', () => {
  it('are written a batch at once, each keeping this device’s pointer to its latest session', async () => {
    const { a, b, carry } = await twoDevices();
    await a.stores.clients.put('clients', clientRow('client-1', 'Alex'));
    await a.stores.clients.put('clients', clientRow('client-2', 'Sam'));
    await a.mirror.pushLocalChanges();
    await carry();
    await b.stores.clients.put('clients', { ...clientRow('client-1', 'Alex'), mostRecentKey: 7 });

    await a.stores.clients.put('clients', clientRow('client-1', 'Alex Renamed'));
    await a.stores.clients.put('clients', clientRow('client-2', 'Sam Renamed'));
    a.mirror.noteLocalWrite('clients');
    await a.mirror.pushLocalChanges();
    await carry();

    expect(await b.stores.clients.get('clients', 'client-1')).toMatchObject({ name: 'Alex Renamed', mostRecentKey: 7 });
    expect(await b.stores.clients.get('clients', 'client-2')).toMatchObject({
      name: 'Sam Renamed',
      mostRecentKey: null,
    });
  });
});

describe('deletions', () => {
  it('a client deleted on A, with a session of theirs, disappears on B', async () => {
    const { a, b, carry } = await twoDevices();
    await a.stores.clients.put('clients', clientRow('client-1', 'Alex'));
    await a.stores.clients.put('clients', clientRow('client-2', 'Sam'));
    await addSession(a.stores.sessions, sessionRecord('client-1', 'rec-1', 41));
    const keep = await addSession(a.stores.sessions, sessionRecord('client-2', 'rec-2', 42));
    await a.mirror.pushLocalChanges();
    await carry();
    expect((await getAllSessions(b.stores.sessions)).records).toHaveLength(2);
    expect(await b.stores.clients.get('clients', 'client-1')).toBeDefined();

    await deleteClientEntry(a.stores.clients, 'client-1');
    const rows = (await getAllSessions(a.stores.sessions)).records;
    const tx = a.stores.sessions.transaction('sessions', 'readwrite');
    for (const row of rows) if (row.timestamp !== keep) await tx.store.delete(row.timestamp);
    await tx.done;
    a.mirror.noteLocalWrite();
    expect(await a.mirror.pushLocalChanges()).toBe(2);
    await carry();

    expect(await b.stores.clients.get('clients', 'client-1')).toBeUndefined();
    expect(await b.stores.clients.get('clients', 'client-2')).toBeDefined();
    expect((await getAllSessions(b.stores.sessions)).records.map((r) => r.recordId)).toEqual(['rec-2']);
  });

  it('a database found empty sends no deletions (storage cleared is not the coach deleting everything)', async () => {
    const { a, b, carry } = await twoDevices();
    for (let i = 0; i < MASS_DELETION_GUARD; i += 1)
      await a.stores.clients.put('clients', clientRow(`client-${i}`, `Client ${i}`));
    await a.mirror.pushLocalChanges();
    await carry();
    await a.stores.clients.clear('clients');
    a.mirror.noteLocalWrite('clients');
    expect(await a.mirror.pushLocalChanges()).toBe(0);
    expect(a.mirror.problems.heldDeletions).toBe(MASS_DELETION_GUARD);
    await carry();
    expect(await b.stores.clients.count('clients')).toBe(MASS_DELETION_GUARD);
  });
});

describe('arrivals that cannot be read', () => {
  it('skips a newer document and one that fails its store’s reader, counts each, and writes the rest', async () => {
    const { keys, b } = await twoDevices();
    const put = async (kind: string, id: string, body: Record<string, unknown>, format = SYNC_FORMAT) => {
      const doc = await encodeRecord(keys as SyncKeys, { kind: kind as 'session', id, body, savedAt: 'now' });
      await b.db.put({ ...doc, format });
    };
    await put('session', 'rec-newer', { ...sessionRecord('client-1', 'rec-newer', 40) }, SYNC_FORMAT + 1);
    await put('session', 'rec-bad', { ...sessionRecord('client-1', 'rec-bad', 40), vo2_max: 'forty' });
    await put('session', 'rec-good', { ...sessionRecord('client-1', 'rec-good', 44) });
    const forged = await documentId(keys, 'session', 'rec-forged');
    await b.db.put({ _id: forged, format: SYNC_FORMAT, ...(await seal(keys, 'another-id', { kind: 'session' })) });

    await expect(b.mirror.pullChanges()).resolves.toBe(1);
    expect((await getAllSessions(b.stores.sessions)).records.map((r) => r.recordId)).toEqual(['rec-good']);
    expect(b.mirror.problems).toMatchObject({ newer: 1, unreadable: 2 });
  });
});
