// Each client's sessions by key and date (decision 0083), kept in the roster's database so the Clients list and a
// history never read the whole sessions store (the spec keeps that store at version 7: no index on clientId can be
// added there). The index is a cache of the sessions store: it carries the store's row count and largest key as they
// were when it was last written, and it is rebuilt from a full read whenever they no longer match (a backup restored
// on Past Sessions, a predecessor's records, another tab saving at the same moment, a write that stopped halfway).
import * as v from 'valibot';
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import { readSessionRecord } from './sessionSchema';
import { SESSIONS_STORE, sessionsReadFailure, type SessionsDb } from './sessionsDb';
import { readFailure, writeFailure, type ClientsDb } from './clientsDb';

export const SESSION_INDEX_SCHEMA_VERSION = 1;
const FINGERPRINT_KEY = 'sessionIndex';

/** One session in a client's index entry. */
export interface IndexedSession {
  readonly key: number;
  /** The session's date (ISO), for the list's last test date. */
  readonly date: string;
}

/** Where a session belongs after a write: the index is told the key, the client and the date. */
export interface IndexedPlacement extends IndexedSession {
  readonly clientId: string;
}

/** The sessions store as the index last saw it: how many rows, and the largest key. */
export interface SessionsFingerprint {
  readonly count: number;
  readonly lastKey: number;
}

/** One stored session row with its key, as it was stored (kept for writes that add only the client fields). */
export interface SessionRow {
  readonly key: number;
  readonly raw: Record<string, unknown>;
  readonly record: StoredSessionRecord;
}

export type SessionIndex = ReadonlyMap<string, readonly IndexedSession[]>;

const FingerprintSchema = v.object({
  key: v.literal(FINGERPRINT_KEY),
  schemaVersion: v.literal(SESSION_INDEX_SCHEMA_VERSION),
  count: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  lastKey: v.pipe(v.number(), v.minValue(0)),
});

async function fingerprintIn(store: {
  count(): Promise<number>;
  openKeyCursor(q: null, d: 'prev'): Promise<{ key: IDBValidKey } | null>;
}): Promise<SessionsFingerprint> {
  const [count, cursor] = await Promise.all([store.count(), store.openKeyCursor(null, 'prev')]);
  return { count, lastKey: cursor ? Number(cursor.key) : 0 };
}

/** The sessions store's row count and largest key; reads no record. */
export async function sessionsFingerprint(db: SessionsDb): Promise<SessionsFingerprint> {
  try {
    const tx = db.transaction(SESSIONS_STORE, 'readonly');
    const [fingerprint] = await Promise.all([fingerprintIn(tx.store), tx.done]);
    return fingerprint;
  } catch (error) {
    throw sessionsReadFailure(error);
  }
}

/** The readable rows among raw stored values (an unreadable one is left out). */
export function rowsOf(raws: readonly unknown[]): SessionRow[] {
  const out: SessionRow[] = [];
  for (const raw of raws) {
    const read = readSessionRecord(raw);
    if (read.ok) out.push({ key: read.record.timestamp, raw: raw as Record<string, unknown>, record: read.record });
  }
  return out;
}

/** Every readable session with its stored row (invalid rows are left alone and not listed), and the store's fingerprint. */
export async function readAllSessionRows(
  db: SessionsDb,
): Promise<{ rows: SessionRow[]; fingerprint: SessionsFingerprint }> {
  try {
    const tx = db.transaction(SESSIONS_STORE, 'readonly');
    const [raws, fingerprint] = await Promise.all([tx.store.getAll(), fingerprintIn(tx.store), tx.done]);
    return { rows: rowsOf(raws), fingerprint };
  } catch (error) {
    throw sessionsReadFailure(error);
  }
}

/** The readable rows stored under `keys` (in that order; a missing or unreadable key is left out). */
export async function readSessionRowsByKey(db: SessionsDb, keys: readonly number[]): Promise<SessionRow[]> {
  if (keys.length === 0) return [];
  try {
    const tx = db.transaction(SESSIONS_STORE, 'readonly');
    const [raws] = await Promise.all([Promise.all(keys.map((key) => tx.store.get(key))), tx.done]);
    return rowsOf(raws.filter((raw) => raw !== undefined));
  } catch (error) {
    throw sessionsReadFailure(error);
  }
}

function sameFingerprint(a: SessionsFingerprint | null, b: SessionsFingerprint): boolean {
  return a !== null && a.count === b.count && a.lastKey === b.lastKey;
}

function readFingerprint(row: unknown): SessionsFingerprint | null {
  const result = v.safeParse(FingerprintSchema, row);
  return result.success ? { count: result.output.count, lastKey: result.output.lastKey } : null;
}

/** One stored entry: { schemaVersion: 1, clientId, sessions: [key, date][] }; null when it is not that shape. */
function readEntry(row: unknown): { clientId: string; sessions: IndexedSession[] } | null {
  // Checked by hand rather than with a schema: 25,000 pairs are read on every roster change (decision 0083).
  if (typeof row !== 'object' || row === null) return null;
  const { schemaVersion, clientId, sessions } = row as Record<string, unknown>;
  if (
    schemaVersion !== SESSION_INDEX_SCHEMA_VERSION ||
    typeof clientId !== 'string' ||
    clientId === '' ||
    !Array.isArray(sessions)
  )
    return null;
  const out: IndexedSession[] = [];
  for (const pair of sessions as unknown[]) {
    if (!Array.isArray(pair) || pair.length !== 2) return null;
    const [key, date] = pair as unknown[];
    if (!Number.isSafeInteger(key) || (key as number) < 1 || typeof date !== 'string') return null;
    out.push({ key: key as number, date });
  }
  return { clientId, sessions: out };
}

/** The stored entries as a map; null when one of them cannot be read (the index is then rebuilt). */
function readEntries(rows: readonly unknown[]): Map<string, IndexedSession[]> | null {
  const index = new Map<string, IndexedSession[]>();
  for (const row of rows) {
    const entry = readEntry(row);
    if (!entry) return null;
    index.set(entry.clientId, entry.sessions);
  }
  return index;
}

/** The index when it matches the sessions store as it is now; null when it must be rebuilt. */
export async function readSessionIndex(stores: {
  clients: ClientsDb;
  sessions: SessionsDb;
}): Promise<SessionIndex | null> {
  const [current, stored] = await Promise.all([sessionsFingerprint(stores.sessions), readStoredIndex(stores.clients)]);
  return sameFingerprint(stored.fingerprint, current) ? stored.entries : null;
}

async function readStoredIndex(
  db: ClientsDb,
): Promise<{ fingerprint: SessionsFingerprint | null; entries: Map<string, IndexedSession[]> | null }> {
  try {
    const tx = db.transaction(['meta', 'sessionIndex'], 'readonly');
    const [fingerprint, rows] = await Promise.all([
      tx.objectStore('meta').get(FINGERPRINT_KEY),
      tx.objectStore('sessionIndex').getAll(),
      tx.done,
    ]);
    return { fingerprint: readFingerprint(fingerprint), entries: readEntries(rows) };
  } catch (error) {
    throw readFailure(error);
  }
}

/**
 * One client's sessions from the index (one entry read, not the whole index) when it matches the sessions store;
 * otherwise from the rebuilt index.
 */
export async function clientIndexEntry(
  stores: { clients: ClientsDb; sessions: SessionsDb },
  clientId: string,
): Promise<readonly IndexedSession[]> {
  const [current, stored] = await Promise.all([
    sessionsFingerprint(stores.sessions),
    readStoredEntry(stores.clients, clientId),
  ]);
  if (sameFingerprint(stored.fingerprint, current)) {
    if (stored.row === undefined) return [];
    const entry = readEntry(stored.row);
    if (entry && entry.clientId === clientId) return entry.sessions;
  }
  return (await rebuildSessionIndex(stores)).index.get(clientId) ?? [];
}

async function readStoredEntry(
  db: ClientsDb,
  clientId: string,
): Promise<{ fingerprint: SessionsFingerprint | null; row: unknown }> {
  try {
    const tx = db.transaction(['meta', 'sessionIndex'], 'readonly');
    const [fingerprint, row] = await Promise.all([
      tx.objectStore('meta').get(FINGERPRINT_KEY),
      tx.objectStore('sessionIndex').get(clientId),
      tx.done,
    ]);
    return { fingerprint: readFingerprint(fingerprint), row };
  } catch (error) {
    throw readFailure(error);
  }
}

/** The index entries of the given rows (only sessions with a client), by client. */
export function indexOfRows(rows: readonly SessionRow[]): Map<string, IndexedSession[]> {
  const index = new Map<string, IndexedSession[]>();
  for (const { key, record } of rows) {
    if (!record.clientId) continue;
    const list = index.get(record.clientId) ?? [];
    list.push({ key, date: record.date });
    index.set(record.clientId, list);
  }
  return index;
}

function storedEntry(clientId: string, sessions: readonly IndexedSession[]) {
  return { schemaVersion: SESSION_INDEX_SCHEMA_VERSION, clientId, sessions: sessions.map((s) => [s.key, s.date]) };
}

/**
 * Replaces the whole index with `index`, taken from the sessions store when it had `fingerprint`. Written only when
 * the store still has that fingerprint (nobody wrote in between); otherwise the index stays stale and is rebuilt later.
 */
export async function writeSessionIndex(
  stores: { clients: ClientsDb; sessions: SessionsDb },
  index: SessionIndex,
  fingerprint: SessionsFingerprint,
): Promise<void> {
  if (!sameFingerprint(fingerprint, await sessionsFingerprint(stores.sessions))) return;
  try {
    const tx = stores.clients.transaction(['meta', 'sessionIndex'], 'readwrite');
    const entries = tx.objectStore('sessionIndex');
    await Promise.all([
      entries.clear(),
      ...[...index].map(([clientId, sessions]) => entries.put(storedEntry(clientId, sessions))),
      tx.objectStore('meta').put({ key: FINGERPRINT_KEY, schemaVersion: SESSION_INDEX_SCHEMA_VERSION, ...fingerprint }),
      tx.done,
    ]);
  } catch (error) {
    throw writeFailure(error);
  }
}

/** Reads every session and writes the index from them; resolves with the rows read and the new index. */
export async function rebuildSessionIndex(stores: {
  clients: ClientsDb;
  sessions: SessionsDb;
}): Promise<{ rows: SessionRow[]; index: SessionIndex }> {
  const { rows, fingerprint } = await readAllSessionRows(stores.sessions);
  const index = indexOfRows(rows);
  await writeSessionIndex(stores, index, fingerprint);
  return { rows, index };
}

/** The index as it is now: the stored one when it matches the sessions store, else rebuilt from a full read. */
export async function clientSessionIndex(stores: { clients: ClientsDb; sessions: SessionsDb }): Promise<SessionIndex> {
  return (await readSessionIndex(stores)) ?? (await rebuildSessionIndex(stores)).index;
}

/** Makes the next read rebuild the index (a read found it did not match the sessions store). */
export async function markSessionIndexStale(db: ClientsDb): Promise<void> {
  try {
    await db.delete('meta', FINGERPRINT_KEY);
  } catch (error) {
    throw writeFailure(error);
  }
}

/** What this app just wrote to the sessions store. */
export interface SessionIndexChange {
  /** Sessions added or rewritten: where each belongs now. */
  readonly placed?: readonly IndexedPlacement[];
  /** Keys deleted from the sessions store. */
  readonly deleted?: readonly number[];
}

/**
 * Brings the index up to date after this app wrote the sessions store. It is updated only when it matched the store
 * before the write and the store now holds exactly what the write explains (row count and largest key); any other
 * write in between (another tab) leaves it stale, to be rebuilt on the next read.
 */
export async function applySessionIndexChange(
  stores: { clients: ClientsDb; sessions: SessionsDb },
  change: SessionIndexChange,
): Promise<void> {
  const placed = change.placed ?? [];
  const deleted = change.deleted ?? [];
  if (placed.length === 0 && deleted.length === 0) return;
  const current = await sessionsFingerprint(stores.sessions);
  try {
    const tx = stores.clients.transaction(['meta', 'sessionIndex'], 'readwrite');
    const meta = tx.objectStore('meta');
    const entriesStore = tx.objectStore('sessionIndex');
    const [before, rows] = await Promise.all([meta.get(FINGERPRINT_KEY).then(readFingerprint), entriesStore.getAll()]);
    const entries = readEntries(rows);
    const known = new Set<number>();
    entries?.forEach((sessions) => sessions.forEach((s) => known.add(s.key)));
    const added = placed.filter((p) => !known.has(p.key)).length;
    const largest = Math.max(before?.lastKey ?? 0, ...placed.map((p) => p.key));
    const explained =
      before !== null &&
      entries !== null &&
      current.count === before.count + added - deleted.length &&
      (deleted.length > 0 ? current.lastKey <= largest : current.lastKey === largest);
    if (!explained || entries === null) {
      await Promise.all([meta.delete(FINGERPRINT_KEY), tx.done]);
      return;
    }
    const moved = new Set([...placed.map((p) => p.key), ...deleted]);
    const changed = new Set<string>();
    for (const [clientId, sessions] of entries) {
      if (sessions.some((s) => moved.has(s.key))) {
        entries.set(
          clientId,
          sessions.filter((s) => !moved.has(s.key)),
        );
        changed.add(clientId);
      }
    }
    for (const p of placed) {
      entries.set(p.clientId, [...(entries.get(p.clientId) ?? []), { key: p.key, date: p.date }]);
      changed.add(p.clientId);
    }
    await Promise.all([
      ...[...changed].map((clientId) => {
        const sessions = entries.get(clientId) ?? [];
        return sessions.length ? entriesStore.put(storedEntry(clientId, sessions)) : entriesStore.delete(clientId);
      }),
      meta.put({ key: FINGERPRINT_KEY, schemaVersion: SESSION_INDEX_SCHEMA_VERSION, ...current }),
      tx.done,
    ]);
  } catch (error) {
    throw writeFailure(error);
  }
}
