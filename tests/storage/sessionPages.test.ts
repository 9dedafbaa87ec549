// The paging reader of Past Sessions over stored databases: a predecessor's version-7 database with its date formats
// (weekday-first date text, Date objects) followed by this app's ISO dates, newest first page by page; only the page's
// rows are validated; unreadable rows are counted, kept, and included in the total; the export reader reads them all.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { SESSIONS_STORE, addSession, openSessionsDb, type SessionsDb } from '@/storage/sessionsDb';
import { readEverySession, readSessionPage } from '@/storage/sessionPages';
import { createLegacyDatabase, fullProfile, useFreshIndexedDb } from './storageTestHelpers';

const open: SessionsDb[] = [];

async function openDb(): Promise<SessionsDb> {
  const db = await openSessionsDb();
  open.push(db);
  return db;
}

beforeEach(() => {
  useFreshIndexedDb();
});

afterEach(() => {
  for (const db of open.splice(0)) db.close();
});

/** Sessions the predecessor saved, oldest first (keys 1-4), in the date formats it left. */
const PREDECESSOR_ROWS = [
  { date: 'Mon Jan 02 2023', name: 'Grace Hopper', age: 45, sex: 'female' },
  { date: new Date('2023-03-04T05:06:07.000Z'), name: 'Grace Hopper', age: '45', sex: 'FEMALE' },
  { date: 'Wed May 10 2023 18:30:00 GMT+0000 (Coordinated Universal Time)', name: 'Alan Turing', age: 41, sex: 'MALE' },
  { date: new Date('2023-07-01T08:00:00.000Z'), name: 'Alan Turing', age: 41, sex: 'male' },
];

/** This app's saves after the predecessor's (keys 5-7). */
const APP_DATES = ['2024-01-15T10:00:00.000Z', '2024-06-01T12:30:00.000Z', '2025-02-20T07:45:00.000Z'];

async function mixedDatabase(indexes: readonly string[] = ['date', 'name']): Promise<SessionsDb> {
  await createLegacyDatabase(7, indexes, PREDECESSOR_ROWS);
  const db = await openDb();
  for (const date of APP_DATES) await addSession(db, sessionRecordFromProfile(fullProfile(), new Date(date)));
  return db;
}

describe("readSessionPage over a database with the predecessor's dates and the app's own", () => {
  it("pages newest first: the app's saves, then the predecessor's, whatever the date format", async () => {
    const db = await mixedDatabase();
    const pages = await Promise.all([0, 1, 2, 3].map((page) => readSessionPage(db, { page, size: 2 })));
    expect(pages.map((p) => p.records.map((r) => r.timestamp))).toEqual([[7, 6], [5, 4], [3, 2], [1]]);
    expect(pages.map((p) => p.page)).toEqual([0, 1, 2, 3]);
    expect(pages.every((p) => p.pageCount === 4 && p.total === 7 && p.invalid.length === 0)).toBe(true);
    const dates = pages.flatMap((p) => p.records.map((r) => r.date));
    expect(dates).toEqual([
      ...[...APP_DATES].reverse(),
      '2023-07-01T08:00:00.000Z', // a Date object reads as its ISO text
      'Wed May 10 2023 18:30:00 GMT+0000 (Coordinated Universal Time)', // other date text is kept as stored
      '2023-03-04T05:06:07.000Z',
      'Mon Jan 02 2023',
    ]);
    // Newest first in time too: every shown date is at or before the one above it.
    const times = dates.map((d) => Date.parse(d));
    expect(times.every((time, i) => i === 0 || time <= times[i - 1]!)).toBe(true);
    expect(pages[3]!.records[0]).toMatchObject({ name: 'Grace Hopper', age: 45, sex: 'FEMALE' });
  });

  it('does not follow the date index, whose order is wrong for mixed formats', async () => {
    const db = await mixedDatabase();
    // The index puts Date objects before all text and sorts weekday-first text alphabetically ('Mon' < 'Wed').
    const byIndex = (await db.getAllFromIndex(SESSIONS_STORE, 'date')) as { timestamp: number }[];
    expect(byIndex.map((row) => row.timestamp)).toEqual([2, 4, 5, 6, 7, 1, 3]);
    const first = await readSessionPage(db, { page: 0, size: 7 });
    expect(first.records.map((r) => r.timestamp)).toEqual([7, 6, 5, 4, 3, 2, 1]);
  });

  it("pages a predecessor's version-7 database that has no date index at all", async () => {
    const db = await mixedDatabase(['name']);
    expect([...db.transaction(SESSIONS_STORE).store.indexNames]).toEqual(['name']);
    const page = await readSessionPage(db, { page: 1, size: 3 });
    expect(page.records.map((r) => r.timestamp)).toEqual([4, 3, 2]);
    expect(page).toMatchObject({ page: 1, pageCount: 3, total: 7 });
  });

  it('validates only the rows of the page read; unreadable rows are counted, left in place, and in the total', async () => {
    await createLegacyDatabase(
      7,
      ['date'],
      [
        ...PREDECESSOR_ROWS,
        { date: 'Fri Sep 01 2023', name: 'Broken', age: 'forty' }, // key 5: age is not a number
        { name: 'No date at all', age: 30 }, // key 6
      ],
    );
    const db = await openDb();
    const newest = await readSessionPage(db, { page: 0, size: 3 });
    expect(newest.records.map((r) => r.timestamp)).toEqual([4]);
    expect(newest.invalid.map((row) => row.key)).toEqual([6, 5]);
    expect(newest.invalid[1]!.reason).toMatch(/age/);
    expect(newest).toMatchObject({ total: 6, pageCount: 2 });
    const older = await readSessionPage(db, { page: 1, size: 3 });
    expect(older.records.map((r) => r.timestamp)).toEqual([3, 2, 1]);
    expect(older.invalid).toEqual([]); // the bad rows are on the other page: this read never looked at them
    expect(await db.count(SESSIONS_STORE)).toBe(6);
  });

  it('pages by the keys that are there: gaps left by deleted rows and a page of one row', async () => {
    const db = await mixedDatabase();
    await db.delete(SESSIONS_STORE, 5);
    await db.delete(SESSIONS_STORE, 2);
    const pages = await Promise.all([0, 1, 2].map((page) => readSessionPage(db, { page, size: 2 })));
    expect(pages.map((p) => p.records.map((r) => r.timestamp))).toEqual([[7, 6], [4, 3], [1]]);
    const single = await Promise.all([0, 3, 4].map((page) => readSessionPage(db, { page, size: 1 })));
    expect(single.map((p) => p.records.map((r) => r.timestamp))).toEqual([[7], [3], [1]]);
    expect(single[2]).toMatchObject({ page: 4, pageCount: 5, total: 5 });
  });

  it('clamps the page to the pages there are, and reads an empty database as one empty page', async () => {
    const db = await mixedDatabase();
    const beyond = await readSessionPage(db, { page: 99, size: 5 });
    expect(beyond).toMatchObject({ page: 1, pageCount: 2, total: 7 });
    expect(beyond.records.map((r) => r.timestamp)).toEqual([2, 1]);
    expect((await readSessionPage(db, { page: -3, size: 5 })).page).toBe(0);
    useFreshIndexedDb();
    const empty = await readSessionPage(await openDb(), { page: 0, size: 100 });
    expect(empty).toEqual({ records: [], invalid: [], page: 0, pageCount: 1, total: 0 });
  });

  it('rejects with a read error for the user when the connection is closed', async () => {
    const db = await mixedDatabase();
    db.close();
    await expect(readSessionPage(db, { page: 0, size: 10 })).rejects.toMatchObject({
      kind: 'read',
      message: expect.stringMatching(/could not be read\. .*Reload the page/),
      detail: expect.stringMatching(/^InvalidStateError: /),
    });
  });
});

describe('readEverySession (the exports)', () => {
  it('reads every readable record across batches, newest first, counting the unreadable ones', async () => {
    await createLegacyDatabase(7, ['date'], [...PREDECESSOR_ROWS, { date: 'Fri Sep 01 2023', age: 'forty' }]);
    const db = await openDb();
    for (const date of APP_DATES) await addSession(db, sessionRecordFromProfile(fullProfile(), new Date(date)));
    const { records, skipped } = await readEverySession(db, 2);
    expect(records.map((r) => r.timestamp)).toEqual([8, 7, 6, 4, 3, 2, 1]);
    expect(skipped).toBe(1);
    expect((await readEverySession(db, 100)).records).toEqual(records);
  });
});
