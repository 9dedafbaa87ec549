// putSession: "Update Most Recent Session" replaces the record under its key; a failure changes nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { SessionStorageError, addSession, getAllSessions, openSessionsDb, type SessionsDb } from '@/storage/sessionsDb';
import { putSession } from '@/storage/updateSession';
import { fullProfile, useFreshIndexedDb } from './storageTestHelpers';

const FIRST = new Date('2024-05-01T09:30:00.000Z');
const LATER = new Date('2024-05-02T10:00:00.000Z');
let db: SessionsDb;

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

beforeEach(async () => {
  useFreshIndexedDb();
  db = await openSessionsDb();
});

afterEach(() => {
  vi.restoreAllMocks();
  db.close();
});

describe('putSession', () => {
  it('replaces the record stored under the key: same key, new values, no second record', async () => {
    const other = await addSession(
      db,
      sessionRecordFromProfile({ ...fullProfile(), fname: 'Grace', lname: 'Hopper' }, FIRST),
    );
    const key = await addSession(db, sessionRecordFromProfile(fullProfile(), FIRST));
    const updated = sessionRecordFromProfile({ ...fullProfile(), currentWeight: 60, pushups: null }, LATER);
    expect(await putSession(db, key, updated)).toBe(key);
    const { records } = await getAllSessions(db);
    expect(records).toHaveLength(2);
    expect(records.find((r) => r.timestamp === other)?.name).toBe('Grace Hopper');
    const replaced = records.find((r) => r.timestamp === key);
    expect(replaced).toMatchObject({
      date: LATER.toISOString(),
      current_weight: 60,
      pushups: null,
      name: 'Ada Lovelace',
    });
  });

  it('ignores a timestamp on the record: the key argument decides', async () => {
    const key = await addSession(db, sessionRecordFromProfile(fullProfile(), FIRST));
    await putSession(db, key, { ...sessionRecordFromProfile(fullProfile(), LATER), timestamp: 99 });
    const { records } = await getAllSessions(db);
    expect(records.map((r) => r.timestamp)).toEqual([key]);
  });

  it('creates the record when the key is free (the stored one was removed)', async () => {
    expect(await putSession(db, 5, sessionRecordFromProfile(fullProfile(), LATER))).toBe(5);
    expect((await getAllSessions(db)).records.map((r) => r.timestamp)).toEqual([5]);
  });

  it('refuses an invalid key or record with a message and writes nothing', async () => {
    const record = sessionRecordFromProfile(fullProfile(), LATER);
    expect((await rejection(putSession(db, 0, record))).kind).toBe('invalid-record');
    const bad = await rejection(putSession(db, 1, { ...record, age: Number.NaN as unknown as number }));
    expect(bad.kind).toBe('invalid-record');
    expect(bad.message).toMatch(
      /^The session was not updated\. One of its values cannot be stored\..* Your current session has not been changed\.$/,
    );
    expect(bad.detail).toMatch(/^age: /);
    expect((await getAllSessions(db)).records).toEqual([]);
  });

  it('storage full: a quota message, and the stored record stays as it was', async () => {
    const key = await addSession(db, sessionRecordFromProfile(fullProfile(), FIRST));
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const error = await rejection(putSession(db, key, sessionRecordFromProfile({ ...fullProfile(), age: 40 }, LATER)));
    expect(error.kind).toBe('quota');
    expect(error.message).toMatch(/storage for this site is full.*Your current session has not been changed\.$/);
    vi.restoreAllMocks();
    expect((await getAllSessions(db)).records[0]).toMatchObject({ age: 36, date: FIRST.toISOString() });
  });

  it('a closed connection: asks to reload', async () => {
    db.close();
    const error = await rejection(putSession(db, 1, sessionRecordFromProfile(fullProfile(), LATER)));
    expect(error.message).toMatch(/^The session was not updated\. .*Reload the page, then try again\./);
  });
});
