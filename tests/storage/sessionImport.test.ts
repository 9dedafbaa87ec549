import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyProfile } from '@/profile/profileTypes';
import { sessionRecordFromProfile, type StoredSessionRecord } from '@/profile/sessionRecord';
import { createSessionsBackup, sessionsBackupToJson, type SessionsBackup } from '@/storage/sessionExport';
import {
  SessionImportError,
  importSessionsBackup,
  parseSessionsBackup,
  restoreSessionsBackup,
} from '@/storage/sessionImport';
import { addSession, getAllSessions, openSessionsDb, type SessionsDb } from '@/storage/sessionsDb';
import { fullProfile, useFreshIndexedDb } from './storageTestHelpers';

const NOW = new Date('2024-05-01T09:30:00.000Z');
let db: SessionsDb;

function record(overrides: Partial<StoredSessionRecord>, timestamp: number): StoredSessionRecord {
  return { ...sessionRecordFromProfile(fullProfile(), NOW), ...overrides, timestamp };
}

function backupText(records: StoredSessionRecord[], patch: (json: Record<string, unknown>) => void = () => {}): string {
  const json = JSON.parse(sessionsBackupToJson(records, NOW)) as Record<string, unknown>;
  patch(json);
  return JSON.stringify(json);
}

async function seed(): Promise<StoredSessionRecord[]> {
  await addSession(db, sessionRecordFromProfile(fullProfile(), NOW));
  await addSession(db, sessionRecordFromProfile({ ...emptyProfile('u'), fname: 'Grace', age: 45 }, new Date('2024-06-01T08:00:00.000Z')));
  return (await getAllSessions(db)).records;
}

async function importError(text: string): Promise<SessionImportError> {
  const error = await importSessionsBackup(db, text).then(
    () => { throw new Error('expected a rejection'); },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SessionImportError);
  return error as SessionImportError;
}

beforeEach(async () => {
  useFreshIndexedDb();
  db = await openSessionsDb();
});

afterEach(() => {
  vi.restoreAllMocks();
  db.close();
});

describe('refusing a file leaves the database unchanged', () => {
  it.each([
    ['truncated JSON', '{"type": "fitness-sessions-backup", "schemaVers', 'not-json', /not valid JSON/],
    ['an empty file', '', 'not-json', /not valid JSON/],
    ['a CSV file', 'Session,Date\r\n1,2024', 'not-json', /not valid JSON/],
    ['foreign JSON', '{"users": [1, 2]}', 'foreign', /not a sessions backup of this app/],
    ['a JSON list', '[{"timestamp": 1}]', 'foreign', /not a sessions backup of this app/],
    ['JSON null', 'null', 'foreign', /not a sessions backup of this app/],
    ['another app\'s type', '{"type": "other-backup", "schemaVersion": 1, "records": []}', 'foreign', /not a sessions backup/],
  ])('%s', async (_label, text, kind, message) => {
    const before = await seed();
    const error = await importError(text);
    expect(error.kind).toBe(kind);
    expect(error.message).toMatch(message);
    expect(error.message).toMatch(/Nothing was imported and your saved sessions are unchanged\.$/);
    expect((await getAllSessions(db)).records).toEqual(before);
  });

  it.each([
    ['a newer schema version', 2, /schema version 2, but this app reads version 1 only/],
    ['a version as text', '1', /schema version "1"/],
    ['no version', undefined, /schema version none/],
  ])('%s', async (_label, version, message) => {
    const before = await seed();
    const error = await importError(backupText(before, (json) => { json.schemaVersion = version; }));
    expect(error.kind).toBe('unsupported-version');
    expect(error.message).toMatch(message);
    expect((await getAllSessions(db)).records).toEqual(before);
  });

  it.each([
    ['an invalid value in a record', (json: Record<string, unknown>) => {
      (json.records as Record<string, unknown>[])[1]!.age = 'forty';
    }, /records\.1\.age/],
    ['a record without a key', (json: Record<string, unknown>) => {
      delete (json.records as Record<string, unknown>[])[0]!.timestamp;
    }, /records\.0\.timestamp/],
    ['records that are not a list', (json: Record<string, unknown>) => { json.records = { a: 1 }; }, /records: must be a list/],
    ['no export date', (json: Record<string, unknown>) => { delete json.exportedAt; }, /exportedAt/],
    ['the same key twice', (json: Record<string, unknown>) => {
      const records = json.records as Record<string, unknown>[];
      records[1]!.timestamp = records[0]!.timestamp;
    }, /key 1 appears more than once/],
  ])('a damaged backup: %s', async (_label, patch, message) => {
    const before = await seed();
    const error = await importError(backupText([record({}, 1), record({ pushups: 3 }, 2)], patch));
    expect(error.kind).toBe('damaged');
    expect(error.message).toMatch(/^This backup is damaged: /);
    expect(error.message).toMatch(message);
    expect((await getAllSessions(db)).records).toEqual(before);
  });

  it('a write that fails half-way writes none of the records', async () => {
    const before = await seed();
    const backup = createSessionsBackup([record({ pushups: 1 }, 10), record({ pushups: 2 }, 11), record({ pushups: 3 }, 12)], NOW);
    const realAdd = IDBObjectStore.prototype.add;
    let calls = 0;
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      calls += 1;
      if (calls === 2) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return realAdd.call(this, value, key);
    });
    const error = await restoreSessionsBackup(db, backup).then(
      () => { throw new Error('expected a rejection'); },
      (reason: unknown) => reason as SessionImportError,
    );
    expect(error.kind).toBe('write');
    expect(error.message).toMatch(/storage for this site is full.*Nothing was imported/);
    vi.restoreAllMocks();
    expect((await getAllSessions(db)).records).toEqual(before);
  });
});

describe('restoring without duplicates', () => {
  it('importing a backup of the same database adds nothing', async () => {
    const before = await seed();
    expect(await importSessionsBackup(db, sessionsBackupToJson(before, NOW))).toEqual({ added: 0, skipped: 2 });
    expect((await getAllSessions(db)).records).toEqual(before);
  });

  it('importing the same backup twice adds its records once', async () => {
    const text = backupText([record({}, 1), record({ pushups: 40 }, 2)]);
    expect(await importSessionsBackup(db, text)).toEqual({ added: 2, skipped: 0 });
    expect(await importSessionsBackup(db, text)).toEqual({ added: 0, skipped: 2 });
    expect((await getAllSessions(db)).records.map((r) => [r.timestamp, r.pushups])).toEqual([[1, 24], [2, 40]]);
  });

  it('keeps free keys; a different session on a taken key gets a new key and overwrites nothing', async () => {
    const before = await seed(); // keys 1 and 2
    const other = record({ name: 'Someone Else', date: '2022-01-01T00:00:00.000Z' }, 1);
    const free = record({ name: 'Free Key' }, 7);
    const copyOfTwo = { ...before[1]!, timestamp: 9 };
    const result = await restoreSessionsBackup(db, createSessionsBackup([other, free, copyOfTwo], NOW) as SessionsBackup);
    expect(result).toEqual({ added: 2, skipped: 1 });
    const after = (await getAllSessions(db)).records;
    expect(after.slice(0, 2)).toEqual(before);
    expect(after.map((r) => [r.timestamp, r.name])).toEqual([
      [1, 'Ada Lovelace'], [2, 'Grace'], [7, 'Free Key'], [8, 'Someone Else'],
    ]);
    expect(await addSession(db, sessionRecordFromProfile(fullProfile(), NOW))).toBe(9);
  });

  it('a session repeated inside one backup is added once', async () => {
    const text = backupText([record({}, 1), record({}, 2)]);
    expect(await importSessionsBackup(db, text)).toEqual({ added: 1, skipped: 1 });
  });

  it('parses a backup with a byte order mark', () => {
    const text = `\uFEFF${sessionsBackupToJson([record({}, 1)], NOW)}`;
    expect(parseSessionsBackup(text).records).toHaveLength(1);
  });
});
