// Reading saved sessions a page at a time (decision 0075): a key cursor over the store's primary key, newest first,
// finds the page's key range, only its rows are read (getAll over that range) and validated, and the total comes from
// count(). The time and memory of showing a page do not grow with the number of stored sessions. See decision 0075 for
// why the order is the key order (the save order) and not the `date` index.
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import { readSessionRecord } from './sessionSchema';
import type { IDBPObjectStore } from 'idb';
import { SESSIONS_STORE, sessionsReadFailure, type SessionsDb, type SessionsDbSchema } from './sessionsDb';

export interface SessionPageRequest {
  /** 0-based; clamped to the pages there are. */
  page: number;
  /** Rows per page (at least 1). */
  size: number;
}

export interface SessionPage {
  /** The page's valid records, newest first. */
  records: StoredSessionRecord[];
  /** The page's rows that failed validation: left out and counted, never thrown, never deleted. */
  invalid: { key: IDBValidKey; reason: string }[];
  /** The page actually read (after clamping). */
  page: number;
  pageCount: number;
  /** Every stored row, readable or not. */
  total: number;
}

type SessionsStore = IDBPObjectStore<SessionsDbSchema, [typeof SESSIONS_STORE], typeof SESSIONS_STORE, 'readonly'>;

/**
 * The rows of one page, newest first, in four requests whatever the page size: a key cursor (keys only) finds the
 * page's newest key `skip` keys below the top and its oldest key `size - 1` further on, then getAll and getAllKeys read
 * the rows between them. A cursor that stepped row by row cost one request (one task) per row.
 */
async function readKeyRangeOfPage(
  store: SessionsStore,
  skip: number,
  size: number,
): Promise<{ key: IDBValidKey; value: unknown }[]> {
  let cursor = await store.openKeyCursor(null, 'prev');
  if (cursor && skip > 0) cursor = await cursor.advance(skip);
  if (!cursor) return [];
  const newest = cursor.primaryKey;
  const oldestCursor = size > 1 ? await cursor.advance(size - 1) : cursor;
  // A short last page has fewer than `size` keys below its newest: then it runs to the lowest key.
  const range = oldestCursor ? IDBKeyRange.bound(oldestCursor.primaryKey, newest) : IDBKeyRange.upperBound(newest);
  const [values, keys] = await Promise.all([store.getAll(range), store.getAllKeys(range)]);
  return keys.map((key, index) => ({ key, value: values[index] })).reverse();
}

/**
 * One page of the saved sessions, newest first. Keys grow with every save whatever the format of `date` (the
 * predecessor's date text or Date objects, this app's ISO text), so the descending key order is the save order for
 * all of them; the `date` index is not used: it may be missing in a predecessor's version-7 database, and it orders
 * Date objects before all text and weekday-first text alphabetically.
 */
export async function readSessionPage(db: SessionsDb, { page, size }: SessionPageRequest): Promise<SessionPage> {
  const perPage = Math.max(1, Math.floor(size));
  try {
    const tx = db.transaction(SESSIONS_STORE, 'readonly');
    const total = await tx.store.count();
    const pageCount = Math.max(1, Math.ceil(total / perPage));
    const current = Math.min(Math.max(0, Math.floor(page)), pageCount - 1);
    const rows = await readKeyRangeOfPage(tx.store, current * perPage, perPage);
    await tx.done;
    const records: StoredSessionRecord[] = [];
    const invalid: { key: IDBValidKey; reason: string }[] = [];
    for (const row of rows) {
      const read = readSessionRecord(row.value);
      if (read.ok) records.push(read.record);
      else invalid.push({ key: row.key, reason: read.reason });
    }
    return { records, invalid, page: current, pageCount, total };
  } catch (error) {
    throw sessionsReadFailure(error);
  }
}

/** Rows read per transaction by readEverySession: bounded work per step, so the page stays responsive. */
export const EXPORT_BATCH = 1000;

/**
 * Every valid saved session, newest first (the order of readSessionPage), for the exports: read in batches of
 * EXPORT_BATCH in key order, each row validated; invalid rows are counted in `skipped`.
 */
export async function readEverySession(
  db: SessionsDb,
  batch = EXPORT_BATCH,
): Promise<{ records: StoredSessionRecord[]; skipped: number }> {
  const records: StoredSessionRecord[] = [];
  let skipped = 0;
  let after: number | null = null;
  try {
    for (;;) {
      const range: IDBKeyRange | null = after === null ? null : IDBKeyRange.lowerBound(after, true);
      const tx = db.transaction(SESSIONS_STORE, 'readonly');
      const [rows, keys]: [unknown[], number[], void] = await Promise.all([
        tx.store.getAll(range, batch),
        tx.store.getAllKeys(range, batch),
        tx.done,
      ]);
      rows.forEach((row) => {
        const read = readSessionRecord(row);
        if (read.ok) records.push(read.record);
        else skipped += 1;
      });
      if (keys.length < batch) break;
      after = keys[keys.length - 1] ?? null;
    }
  } catch (error) {
    throw sessionsReadFailure(error);
  }
  return { records: records.reverse(), skipped };
}
