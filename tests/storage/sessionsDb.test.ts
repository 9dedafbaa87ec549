import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forceCloseDatabase } from 'fake-indexeddb';
import { unwrap } from 'idb';
import { emptyProfile } from '@/profile/profileTypes';
import { SESSION_FIELDS, SESSION_VALUE_FIELDS } from '@/profile/sessionRecord';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import {
  SESSIONS_DB_NAME,
  SESSIONS_DB_VERSION,
  SESSIONS_STORE,
  SessionStorageError,
  addSession,
  getAllSessions,
  getSessionCount,
  openSessionsDb,
  type SessionsDb,
} from '@/storage/sessionsDb';
import { INIT_DB_GENERIC_ADVICE, initDbErrorMessage } from '@/domain/errorMessages';
import { createLegacyDatabase, fullProfile, rawAdd, rawGetAll, rawOpen, useFreshIndexedDb } from './storageTestHelpers';

const NOW = new Date('2024-05-01T09:30:00.000Z');
const open: SessionsDb[] = [];

async function openDb(options?: Parameters<typeof openSessionsDb>[0]): Promise<SessionsDb> {
  const db = await openSessionsDb(options);
  open.push(db);
  return db;
}

async function rejection(promise: Promise<unknown>): Promise<SessionStorageError> {
  const error = await promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SessionStorageError);
  return error as SessionStorageError;
}

beforeEach(() => {
  useFreshIndexedDb();
});

afterEach(() => {
  vi.restoreAllMocks();
  for (const db of open.splice(0)) db.close();
});

describe('schema on create', () => {
  it("creates database 'sessions' version 7 with store 'sessions', in-line auto-increment key 'timestamp' and an index per field", async () => {
    const db = await openDb();
    expect(db.name).toBe('sessions');
    expect(db.version).toBe(7);
    expect([...db.objectStoreNames]).toEqual(['sessions']);
    const store = db.transaction(SESSIONS_STORE).store;
    expect(store.keyPath).toBe('timestamp');
    expect(store.autoIncrement).toBe(true);
    expect([...store.indexNames].sort()).toEqual([...SESSION_FIELDS].sort());
    expect([...store.indexNames]).toEqual(
      expect.arrayContaining(['resting_heart_rate', 'max_heart_rate', 'date', 'name']),
    );
    for (const name of store.indexNames) {
      const index = store.index(name as (typeof SESSION_FIELDS)[number]);
      expect(index.keyPath).toBe(name);
      expect(index.unique).toBe(false);
      expect(index.multiEntry).toBe(false);
    }
  });
});

describe('add and read', () => {
  it('adds records with keys 1, 2 and reads them all back in key order', async () => {
    const db = await openDb();
    const first = sessionRecordFromProfile(fullProfile(), NOW);
    const second = sessionRecordFromProfile(
      { ...fullProfile(), pushups: { pushups: 30, category: 'very good' } },
      new Date('2024-06-01T10:00:00.000Z'),
    );
    expect(await addSession(db, first)).toBe(1);
    expect(await addSession(db, second)).toBe(2);
    const result = await getAllSessions(db);
    expect(result).toEqual({
      records: [
        { ...first, timestamp: 1 },
        { ...second, timestamp: 2 },
      ],
      skipped: 0,
      invalid: [],
    });
    expect(await getSessionCount(db)).toBe(2);
  });

  it('stores a field without a value as null, never undefined or missing', async () => {
    const db = await openDb();
    await addSession(db, sessionRecordFromProfile({ ...emptyProfile('u'), fname: 'Ada' }, NOW));
    const [row] = (await rawGetAll(unwrap(db))) as Record<string, unknown>[];
    expect(Object.keys(row!).sort()).toEqual(['timestamp', ...SESSION_VALUE_FIELDS].sort());
    for (const field of SESSION_VALUE_FIELDS) {
      if (field === 'date' || field === 'name') continue;
      expect(row![field], field).toBeNull();
    }
    expect(row).toMatchObject({ timestamp: 1, name: 'Ada', date: NOW.toISOString() });
  });

  it('ignores a key passed in: the database assigns it', async () => {
    const db = await openDb();
    const key = await addSession(db, { ...sessionRecordFromProfile(fullProfile(), NOW), timestamp: 500 });
    expect(key).toBe(1);
  });

  it('refuses an invalid record with a message and writes nothing', async () => {
    const db = await openDb();
    const bad = { ...sessionRecordFromProfile(fullProfile(), NOW), age: Number.NaN };
    const error = await rejection(addSession(db, bad));
    expect(error.kind).toBe('invalid-record');
    // Plain words for the user; the schema's words (naming the field) under "Technical detail" (decision 0071).
    expect(error.message).toMatch(
      /^The session was not saved\. One of its values cannot be stored\..* Your current session has not been changed\.$/,
    );
    expect(error.detail).toMatch(/age/);
    const withUndefined = { ...sessionRecordFromProfile(fullProfile(), NOW), height: undefined } as never;
    expect((await rejection(addSession(db, withUndefined))).kind).toBe('invalid-record');
    expect(await getSessionCount(db)).toBe(0);
  });

  it('skips and counts invalid rows instead of throwing', async () => {
    const db = await openDb();
    const good = sessionRecordFromProfile(fullProfile(), NOW);
    await rawAdd(unwrap(db), [
      good,
      { ...good, age: 'forty' },
      { ...good, sex: 'robot' },
      { name: 'no date' },
      { ...good, height: { cm: 180 } },
      { ...good, pushups: '31' },
    ]);
    const result = await getAllSessions(db);
    expect(result.records.map((record) => record.timestamp)).toEqual([1, 6]);
    expect(result.records[1]!.pushups).toBe(31);
    expect(result.skipped).toBe(4);
    expect(result.invalid.map((row) => row.key)).toEqual([2, 3, 4, 5]);
    expect(result.invalid[0]!.reason).toMatch(/age/);
    expect(await getSessionCount(db)).toBe(6);
  });
});

describe('a database left by the predecessor app', () => {
  const legacyRows = [
    { date: 'Mon Jan 02 2023', name: 'Grace Hopper', age: '45', sex: 'female', height: 170, current_weight: 65 },
    { date: new Date('2023-03-04T05:06:07.000Z'), name: 'Grace Hopper', age: 45, sex: 'FEMALE', pushups: 18 },
  ];

  it('opens a version-7 database with the same store and keeps its records (missing indexes are left alone)', async () => {
    await createLegacyDatabase(7, ['date', 'name'], legacyRows);
    const db = await openDb();
    expect(db.version).toBe(7);
    expect([...db.transaction(SESSIONS_STORE).store.indexNames].sort()).toEqual(['date', 'name']);
    const { records, skipped } = await getAllSessions(db);
    expect(skipped).toBe(0);
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      timestamp: 1,
      date: 'Mon Jan 02 2023',
      age: 45,
      sex: 'FEMALE',
      height: 170,
      pushups: null,
    });
    expect(records[1]).toMatchObject({ timestamp: 2, date: '2023-03-04T05:06:07.000Z', pushups: 18, height: null });
    expect(await addSession(db, sessionRecordFromProfile(fullProfile(), NOW))).toBe(3);
  });

  it('upgrades an older version: keeps the records and adds only the missing indexes', async () => {
    await createLegacyDatabase(6, ['date', 'max_heart_rate'], legacyRows);
    const db = await openDb();
    expect(db.version).toBe(7);
    expect([...db.transaction(SESSIONS_STORE).store.indexNames].sort()).toEqual([...SESSION_FIELDS].sort());
    expect((await getAllSessions(db)).records.map((record) => record.name)).toEqual(['Grace Hopper', 'Grace Hopper']);
    const byName = await db.getAllFromIndex(SESSIONS_STORE, 'name', 'Grace Hopper');
    expect(byName).toHaveLength(2);
  });

  it('creates the store in an older database that has none', async () => {
    const raw = await rawOpen(SESSIONS_DB_NAME, 3, (database) => database.createObjectStore('other'));
    raw.close();
    const db = await openDb();
    expect([...db.objectStoreNames].sort()).toEqual(['other', 'sessions']);
  });
});

describe('other tabs', () => {
  it('closes itself when another tab opens version 8, calls onVersionChange, and never blocks that tab', async () => {
    const onVersionChange = vi.fn();
    const db = await openDb({ onVersionChange });
    const otherBlocked = vi.fn();
    const other = await rawOpen(SESSIONS_DB_NAME, 8, undefined, { onblocked: otherBlocked });
    expect(other.version).toBe(8);
    other.close();
    expect(otherBlocked).not.toHaveBeenCalled();
    expect(onVersionChange).toHaveBeenCalledTimes(1);
    const error = await rejection(addSession(db, sessionRecordFromProfile(fullProfile(), NOW)));
    expect(error.kind).toBe('add');
    expect(error.message).toMatch(
      /^The session was not saved\. The connection to the saved data was closed.*Reload the page/,
    );
    expect(error.detail).toMatch(/^InvalidStateError: /);
  });

  it('reports onBlocked while an older connection holds the database, then opens once it closes', async () => {
    const old = await rawOpen(SESSIONS_DB_NAME, 6, (database) =>
      database.createObjectStore('sessions', { keyPath: 'timestamp', autoIncrement: true }),
    );
    old.onversionchange = null; // the old tab does not react
    const onBlocked = vi.fn();
    const opening = openSessionsDb({ onBlocked });
    await vi.waitFor(() => expect(onBlocked).toHaveBeenCalledTimes(1));
    old.close();
    const db = await opening;
    open.push(db);
    expect(db.version).toBe(SESSIONS_DB_VERSION);
  });

  it('calls onTerminated when the browser closes the connection abnormally', async () => {
    const onTerminated = vi.fn();
    const db = await openDb({ onTerminated });
    // fake-indexeddb types the parameter as the class instead of an instance.
    forceCloseDatabase(unwrap(db) as unknown as Parameters<typeof forceCloseDatabase>[0]);
    await vi.waitFor(() => expect(onTerminated).toHaveBeenCalledTimes(1));
  });
});

describe('open failures', () => {
  it("rejects with 'request.onerror - initDB: {message}' when the stored version is newer", async () => {
    const raw = await rawOpen(SESSIONS_DB_NAME, 9);
    raw.close();
    const error = await rejection(openSessionsDb());
    expect(error.kind).toBe('open');
    expect(error.message).toMatch(/^request\.onerror - initDB: \S/);
    expect(error.message).not.toMatch(/Unknown Error/);
    expect((error.cause as DOMException).name).toBe('VersionError');
    expect(initDbErrorMessage(error)).toBe(error.message);
  });

  it('rejects with the same text when IndexedDB is missing', async () => {
    globalThis.indexedDB = undefined as unknown as IDBFactory;
    const error = await rejection(openSessionsDb());
    expect(error.message).toBe(
      `request.onerror - initDB: IndexedDB is not available in this browser. ${INIT_DB_GENERIC_ADVICE}`,
    );
  });

  it('rejects when a version-7 database has no sessions store', async () => {
    const raw = await rawOpen(SESSIONS_DB_NAME, 7, (database) => database.createObjectStore('other'));
    raw.close();
    const error = await rejection(openSessionsDb());
    expect(error.message).toBe(
      `request.onerror - initDB: The 'sessions' database has no 'sessions' store. ${INIT_DB_GENERIC_ADVICE}`,
    );
  });

  it.each([
    ['an Error', new Error('disk full'), 'request.onerror - initDB: disk full'],
    [
      'a DOMException',
      new DOMException('The operation failed', 'UnknownError'),
      'request.onerror - initDB: The operation failed',
    ],
    ['text', 'plain text', 'request.onerror - initDB: plain text'],
    ['an Error without message', new Error(''), 'request.onerror - initDB: Unknown Error'],
    ['null', null, 'request.onerror - initDB: Unknown Error'],
    ['undefined', undefined, 'request.onerror - initDB: Unknown Error'],
    ['a non-text message', { message: 42 }, 'request.onerror - initDB: Unknown Error'],
  ])('formats %s as %j, then plain words', (_label, error, text) => {
    // spec §8's text first and whole, then what to do (decision 0071).
    expect(initDbErrorMessage(error).startsWith(`${text}. `)).toBe(true);
  });

  it('leaves an already formatted text as it is', () => {
    expect(initDbErrorMessage(new Error('request.onerror - initDB: already'))).toBe(
      'request.onerror - initDB: already',
    );
  });
});

describe('add failures change nothing', () => {
  it('QuotaExceededError: a clear message, the stored records intact', async () => {
    const db = await openDb();
    await addSession(db, sessionRecordFromProfile(fullProfile(), NOW));
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const error = await rejection(addSession(db, sessionRecordFromProfile(fullProfile(), NOW)));
    expect(error.kind).toBe('quota');
    expect(error.message).toMatch(/storage for this site is full/);
    expect(error.message).toMatch(/Your current session has not been changed/);
    vi.restoreAllMocks();
    expect(await getSessionCount(db)).toBe(1);
  });

  it('a request that fails after it started: the message names the error, nothing is written', async () => {
    const db = await openDb();
    const realAdd = IDBObjectStore.prototype.add;
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (this: IDBObjectStore, value: unknown) {
      realAdd.call(this, value);
      // The same key again: a ConstraintError that aborts the transaction, so the first add is rolled back too.
      return realAdd.call(this, { ...(value as object), timestamp: 1 });
    });
    const error = await rejection(addSession(db, sessionRecordFromProfile(fullProfile(), NOW)));
    expect(error.kind).toBe('add');
    expect(error.message).toMatch(/^The session was not saved\. .+\. Your current session has not been changed\.$/);
    expect(error.detail).toMatch(/^(ConstraintError|AbortError): /);
    vi.restoreAllMocks();
    expect(await getSessionCount(db)).toBe(0);
  });

  it('a closed connection: a clear message', async () => {
    const db = await openDb();
    db.close();
    const error = await rejection(addSession(db, sessionRecordFromProfile(fullProfile(), NOW)));
    expect(error.message).toMatch(/Reload the page/);
    const readError = await rejection(getAllSessions(db));
    expect(readError.kind).toBe('read');
    expect((await rejection(getSessionCount(db))).kind).toBe('read');
  });
});
