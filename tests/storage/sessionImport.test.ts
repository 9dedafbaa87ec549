import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyProfile } from '@/profile/profileTypes';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { type StoredSessionRecord } from '@/profile/sessionRecord';
import { createSessionsBackup, sessionsBackupToJson, type SessionsBackup } from '@/storage/sessionExport';
import {
  SessionImportError,
  importSessionsBackup,
  parseSessionsBackup,
  restoreSessionsBackup,
} from '@/storage/sessionImport';
import { MAX_ORDINARY_KEY, addSession, getAllSessions, openSessionsDb, type SessionsDb } from '@/storage/sessionsDb';
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
  await addSession(
    db,
    sessionRecordFromProfile({ ...emptyProfile('u'), fname: 'Grace', age: 45 }, new Date('2024-06-01T08:00:00.000Z')),
  );
  return (await getAllSessions(db)).records;
}

async function importError(text: string): Promise<SessionImportError> {
  const error = await importSessionsBackup(db, text).then(
    () => {
      throw new Error('expected a rejection');
    },
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
    [
      "another app's type",
      '{"type": "other-backup", "schemaVersion": 1, "records": []}',
      'foreign',
      /not a sessions backup/,
    ],
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
    const error = await importError(
      backupText(before, (json) => {
        json.schemaVersion = version;
      }),
    );
    expect(error.kind).toBe('unsupported-version');
    expect(error.message).toMatch(message);
    expect((await getAllSessions(db)).records).toEqual(before);
  });

  it.each([
    [
      'records that are not a list',
      (json: Record<string, unknown>) => {
        json.records = { a: 1 };
      },
      /records: must be a list/,
    ],
    [
      'no export date',
      (json: Record<string, unknown>) => {
        delete json.exportedAt;
      },
      /exportedAt/,
    ],
  ])('a damaged backup: %s', async (_label, patch, message) => {
    const before = await seed();
    const error = await importError(backupText([record({}, 1), record({ pushups: 3 }, 2)], patch));
    expect(error.kind).toBe('damaged');
    expect(error.message).toMatch(/^This backup is damaged and cannot be restored\. /);
    // What is wrong with the file, in the schema's words, is the technical detail (decision 0071).
    expect(error.detail).toMatch(message);
    expect((await getAllSessions(db)).records).toEqual(before);
  });

  it('a write that fails half-way writes none of the records', async () => {
    const before = await seed();
    const backup = createSessionsBackup(
      [record({ pushups: 1 }, 10), record({ pushups: 2 }, 11), record({ pushups: 3 }, 12)],
      NOW,
    );
    const realAdd = IDBObjectStore.prototype.add;
    let calls = 0;
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(function (
      this: IDBObjectStore,
      value: unknown,
      key?: IDBValidKey,
    ) {
      calls += 1;
      if (calls === 2) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      return realAdd.call(this, value, key);
    });
    const error = await restoreSessionsBackup(db, backup).then(
      () => {
        throw new Error('expected a rejection');
      },
      (reason: unknown) => reason as SessionImportError,
    );
    expect(error.kind).toBe('write');
    expect(error.message).toMatch(/storage for this site is full.*Nothing was imported/);
    vi.restoreAllMocks();
    expect((await getAllSessions(db)).records).toEqual(before);
  });
});

describe('a partly bad backup (issue: 3 good and 2 bad records used to be refused whole)', () => {
  it('imports the good records, lists the bad ones by row and reason, and changes nothing else', async () => {
    const before = await seed();
    const text = backupText(
      [
        record({ pushups: 11 }, 21),
        record({ pushups: 12 }, 22),
        record({ pushups: 13 }, 23),
        record({ pushups: 14 }, 24),
        record({ pushups: 15 }, 25),
      ],
      (json) => {
        const rows = json.records as Record<string, unknown>[];
        rows[1]!.age = 'forty';
        delete rows[3]!.timestamp;
      },
    );
    const result = await importSessionsBackup(db, text);
    expect(result.added).toBe(3);
    expect(result.rejected.map((r) => r.row)).toEqual([2, 4]);
    expect(result.rejected[0]!.reason).toMatch(/age/);
    expect(result.rejected[1]!.reason).toMatch(/timestamp/);
    const after = (await getAllSessions(db)).records;
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.slice(before.length).map((r) => r.pushups)).toEqual([11, 13, 15]);
  });

  it('the same key twice in one file: both sessions are kept, the second under a fresh key', async () => {
    const text = backupText([record({ pushups: 1 }, 7), record({ pushups: 2 }, 7)]);
    expect(await importSessionsBackup(db, text)).toEqual({ added: 2, skipped: 0, rejected: [] });
    expect((await getAllSessions(db)).records.map((r) => r.pushups)).toEqual([1, 2]);
  });
});

describe('keys beyond what the key generator can follow (issue: a backup key of 9007199254740991)', () => {
  it('re-keys the record, and saving keeps working afterwards', async () => {
    const text = backupText([record({ pushups: 9 }, Number.MAX_SAFE_INTEGER)]);
    expect(await importSessionsBackup(db, text)).toEqual({ added: 1, skipped: 0, rejected: [] });
    const keys = (await getAllSessions(db)).records.map((r) => r.timestamp);
    expect(keys.every((key) => key <= MAX_ORDINARY_KEY)).toBe(true);
    const next = await addSession(db, record({ pushups: 10 }, 1));
    expect(next).toBeLessThanOrEqual(MAX_ORDINARY_KEY);
    expect((await getAllSessions(db)).records.map((r) => r.pushups)).toEqual([9, 10]);
  });
});

describe('a database that already holds a huge key (restored by an older version)', () => {
  it('the next save goes under the next ordinary key instead of failing', async () => {
    await db.add('sessions', { ...record({ pushups: 1 }, 1), timestamp: Number.MAX_SAFE_INTEGER });
    const key = await addSession(db, record({ pushups: 2 }, 1));
    expect(key).toBe(1);
    expect(await addSession(db, record({ pushups: 3 }, 1))).toBe(2);
  });
});

describe('restoring without duplicates', () => {
  it('importing a backup of the same database adds nothing', async () => {
    const before = await seed();
    expect(await importSessionsBackup(db, sessionsBackupToJson(before, NOW))).toEqual({
      added: 0,
      skipped: 2,
      rejected: [],
    });
    expect((await getAllSessions(db)).records).toEqual(before);
  });

  it('importing the same backup twice adds its records once', async () => {
    const text = backupText([record({}, 1), record({ pushups: 40 }, 2)]);
    expect(await importSessionsBackup(db, text)).toEqual({ added: 2, skipped: 0, rejected: [] });
    expect(await importSessionsBackup(db, text)).toEqual({ added: 0, skipped: 2, rejected: [] });
    expect((await getAllSessions(db)).records.map((r) => [r.timestamp, r.pushups])).toEqual([
      [1, 24],
      [2, 40],
    ]);
  });

  it('keeps free keys; a different session on a taken key gets a new key and overwrites nothing', async () => {
    const before = await seed(); // keys 1 and 2
    const other = record({ name: 'Someone Else', date: '2022-01-01T00:00:00.000Z' }, 1);
    const free = record({ name: 'Free Key' }, 7);
    const copyOfTwo = { ...before[1]!, timestamp: 9 };
    const result = await restoreSessionsBackup(
      db,
      createSessionsBackup([other, free, copyOfTwo], NOW) as SessionsBackup,
    );
    expect(result).toEqual({ added: 2, skipped: 1, rejected: [] });
    const after = (await getAllSessions(db)).records;
    expect(after.slice(0, 2)).toEqual(before);
    expect(after.map((r) => [r.timestamp, r.name])).toEqual([
      [1, 'Ada Lovelace'],
      [2, 'Grace'],
      [7, 'Free Key'],
      [8, 'Someone Else'],
    ]);
    expect(await addSession(db, sessionRecordFromProfile(fullProfile(), NOW))).toBe(9);
  });

  it('a session repeated inside one backup is added once', async () => {
    const text = backupText([record({}, 1), record({}, 2)]);
    expect(await importSessionsBackup(db, text)).toEqual({ added: 1, skipped: 1, rejected: [] });
  });

  it('parses a backup with a byte order mark', () => {
    const text = `\uFEFF${sessionsBackupToJson([record({}, 1)], NOW)}`;
    expect(parseSessionsBackup(text).records).toHaveLength(1);
  });
});
