// The browser database of saved sessions (spec §3 and §7): database 'sessions', version 7, one object
// store 'sessions' keyed by the in-line, auto-increment 'timestamp', with an index on every record field.
// The predecessor app used the same database; opening it keeps its records (see docs/storage.md).
import { openDB, type DBSchema, type IDBPDatabase, type IDBPObjectStore } from 'idb';
import * as v from 'valibot';
import { SESSION_FIELDS, type NewSessionRecord, type StoredSessionRecord } from '@/profile/sessionRecord';
import { NewSessionRecordSchema, describeIssues, readSessionRecord } from './sessionSchema';
import { ExplainedError, SESSION_UNCHANGED, explainFailure, initDbErrorMessage } from '@/domain/errorMessages';
import { announceRecordsChanged } from './recordsChannel';

export const SESSIONS_DB_NAME = 'sessions';
export const SESSIONS_DB_VERSION = 7;
/** spec §3 names the database but not its store; the store has the database's name. */
export const SESSIONS_STORE = 'sessions';
export const SESSIONS_KEY_PATH = 'timestamp';

/** The value type is `unknown` on purpose: whatever is read goes through the schema first. */
export interface SessionsDbSchema extends DBSchema {
  sessions: {
    key: number;
    value: unknown;
    indexes: Record<(typeof SESSION_FIELDS)[number], IDBValidKey>;
  };
}
export type SessionsDb = IDBPDatabase<SessionsDbSchema>;

// ---------------------------------------------------------------------------------------------------------
// Errors

export type SessionStorageErrorKind = 'open' | 'add' | 'read' | 'quota' | 'invalid-record';

/**
 * Every failure of this module is one of these: `message` is written for the user (what happened, what to do next,
 * decision 0071) and `detail` keeps the browser's own words (from `cause`).
 */
export class SessionStorageError extends ExplainedError {
  override readonly name = 'SessionStorageError';
  constructor(
    readonly kind: SessionStorageErrorKind,
    message: string,
    options?: { cause?: unknown; detail?: string | null },
  ) {
    super(message, options);
  }
}

function isQuotaError(error: unknown): boolean {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/**
 * A failed storage step as a SessionStorageError in plain words: `happened`, then the advice for the browser's error
 * (storage full, connection closed, another tab on a newer version…) or `nextStep`, then `unchanged`. An error that is
 * already a SessionStorageError passes through.
 */
export function storageFailure(
  kind: SessionStorageErrorKind,
  happened: string,
  error: unknown,
  options?: { nextStep?: string; unchanged?: string },
): SessionStorageError {
  if (error instanceof SessionStorageError) return error;
  const { message, detail } = explainFailure(happened, error, options);
  return new SessionStorageError(kind === 'add' && isQuotaError(error) ? 'quota' : kind, message, {
    cause: error,
    detail,
  });
}

export const RELOAD_TO_RETRY = 'Reload the page to try again.';

/** The saved sessions could not be read (a page, the export, the roster's grouping). */
export function sessionsReadFailure(error: unknown): SessionStorageError {
  return storageFailure('read', 'The saved sessions could not be read.', error, { nextStep: RELOAD_TO_RETRY });
}

/** A record the schema refuses: plain words for the user, the schema's issues as the detail. */
export function invalidRecordError(
  happened: string,
  issues: string,
  unchanged = SESSION_UNCHANGED,
): SessionStorageError {
  return new SessionStorageError(
    'invalid-record',
    `${happened} One of its values cannot be stored. Check the values on the Current Session, then try again. ${unchanged}`,
    { detail: issues },
  );
}

function addFailure(error: unknown): SessionStorageError {
  return storageFailure('add', 'The session was not saved.', error, { unchanged: SESSION_UNCHANGED });
}

// ---------------------------------------------------------------------------------------------------------
// Opening

export interface OpenSessionsDbOptions {
  /**
   * Another tab opens a newer version of the database (or deletes it). This connection has already
   * closed itself so the other tab is never blocked; tell the user to reload.
   */
  onVersionChange?: () => void;
  /** An older connection in another tab keeps this open request waiting until that tab closes or reloads. */
  onBlocked?: () => void;
  /** The browser closed the connection abnormally (storage cleared, disk error). */
  onTerminated?: () => void;
}

/**
 * Opens (creating or upgrading when needed) the sessions database.
 * Rejects with a SessionStorageError of kind 'open' whose message is formatInitDbError's text.
 */
export async function openSessionsDb(options: OpenSessionsDbOptions = {}): Promise<SessionsDb> {
  if (typeof indexedDB === 'undefined') {
    throw new SessionStorageError('open', initDbErrorMessage('IndexedDB is not available in this browser'));
  }
  let db: SessionsDb;
  try {
    db = await openDB<SessionsDbSchema>(SESSIONS_DB_NAME, SESSIONS_DB_VERSION, {
      upgrade(database, _oldVersion, _newVersion, transaction) {
        // Create only what is missing: a store left by the predecessor keeps its records and indexes.
        const store = database.objectStoreNames.contains(SESSIONS_STORE)
          ? transaction.objectStore(SESSIONS_STORE)
          : database.createObjectStore(SESSIONS_STORE, { keyPath: SESSIONS_KEY_PATH, autoIncrement: true });
        for (const field of SESSION_FIELDS) {
          if (!store.indexNames.contains(field)) store.createIndex(field, field, { unique: false });
        }
      },
      blocked() {
        options.onBlocked?.();
      },
      blocking(_currentVersion, _blockedVersion, event) {
        // Never hold up the other tab: close first, then let the app tell the user to reload.
        (event.target as IDBDatabase).close();
        options.onVersionChange?.();
      },
      terminated() {
        options.onTerminated?.();
      },
    });
  } catch (error) {
    throw new SessionStorageError('open', initDbErrorMessage(error), { cause: error });
  }
  if (!db.objectStoreNames.contains(SESSIONS_STORE)) {
    // A version-7 database without the store cannot get one without a version change.
    db.close();
    throw new SessionStorageError(
      'open',
      initDbErrorMessage(`The '${SESSIONS_DB_NAME}' database has no '${SESSIONS_STORE}' store`),
    );
  }
  return db;
}

// ---------------------------------------------------------------------------------------------------------
// Writing

/**
 * Adds one session and resolves with its new key. Any `timestamp` on the argument is ignored: the
 * database assigns the key. The record is validated first (no undefined, numbers finite). On any failure
 * (invalid record, closed connection, storage full) it rejects with a SessionStorageError whose message
 * says what happened, and the database is unchanged (one transaction, aborted).
 */
/**
 * The largest key the app relies on. Keys it makes count up from 1; the database's key generator continues after the
 * largest key stored and stops at 2^53, so a record under a larger key (from an old restore) must not stop saving.
 */
export const MAX_ORDINARY_KEY = 2 ** 31 - 1;

/** The key after the largest stored key up to MAX_ORDINARY_KEY (1 for an empty store), or null when none is free. */
export async function nextOrdinaryKey(
  store: IDBPObjectStore<SessionsDbSchema, [typeof SESSIONS_STORE], typeof SESSIONS_STORE, 'readwrite'>,
): Promise<number | null> {
  const cursor = await store.openKeyCursor(IDBKeyRange.upperBound(MAX_ORDINARY_KEY), 'prev');
  const largest = cursor ? Number(cursor.key) : 0;
  return largest < MAX_ORDINARY_KEY ? Math.floor(largest) + 1 : null;
}

/**
 * One add in its own transaction: under the database's own key, or under the next ordinary key when `ordinaryKey`
 * is set or the database's key came out beyond MAX_ORDINARY_KEY (it would not read back).
 */
async function addInTransaction(db: SessionsDb, data: NewSessionRecord, ordinaryKey = false): Promise<number> {
  let tx;
  try {
    tx = db.transaction(SESSIONS_STORE, 'readwrite');
  } catch (error) {
    throw addFailure(error);
  }
  const done = tx.done;
  done.catch(() => undefined); // observed below; this only keeps an early failure from going unhandled
  try {
    let key = ordinaryKey ? null : await tx.store.add(data);
    if (key === null || key > MAX_ORDINARY_KEY) {
      if (key !== null) await tx.store.delete(key);
      const next = await nextOrdinaryKey(tx.store);
      if (next === null) throw new DOMException('No free key is left for a new session.', 'ConstraintError');
      key = await tx.store.add({ ...data, timestamp: next });
    }
    await done;
    return key;
  } catch (error) {
    try {
      tx.abort();
    } catch {
      // already aborted or finished
    }
    throw error;
  }
}

const isConstraintError = (error: unknown) =>
  typeof error === 'object' && error !== null && 'name' in error && error.name === 'ConstraintError';

export async function addSession(db: SessionsDb, record: NewSessionRecord | StoredSessionRecord): Promise<number> {
  const { timestamp: _ignored, ...data } = record as StoredSessionRecord;
  const parsed = v.safeParse(NewSessionRecordSchema, data);
  if (!parsed.success) {
    throw invalidRecordError('The session was not saved.', describeIssues(parsed.issues));
  }
  let key: number;
  try {
    key = await addInTransaction(db, parsed.output);
  } catch (error) {
    if (!isConstraintError(error)) throw addFailure(error);
    // The key generator ran out ("Maximum key generator value reached") because a huge key is stored: the record
    // goes under the next ordinary key instead, so saving keeps working.
    try {
      key = await addInTransaction(db, parsed.output, true);
    } catch (retryError) {
      throw addFailure(retryError);
    }
  }
  announceRecordsChanged(
    parsed.output.clientId
      ? { store: 'sessions', clientId: parsed.output.clientId, keys: [key] }
      : { store: 'sessions', keys: [key] },
  );
  return key;
}

// ---------------------------------------------------------------------------------------------------------
// Reading

export interface ReadSessionsResult {
  /** The valid records, in key order (oldest first). */
  records: StoredSessionRecord[];
  /** How many stored rows failed validation and were left out. */
  skipped: number;
  /** The keys of those rows, with the reason, for diagnostics. */
  invalid: { key: IDBValidKey; reason: string }[];
}

/** Splits raw rows into valid records and counted invalid ones. Never throws. */
export function validateSessionRows(rows: readonly unknown[], keys: readonly IDBValidKey[]): ReadSessionsResult {
  const records: StoredSessionRecord[] = [];
  const invalid: { key: IDBValidKey; reason: string }[] = [];
  rows.forEach((row, index) => {
    const result = readSessionRecord(row);
    if (result.ok) records.push(result.record);
    else invalid.push({ key: keys[index] ?? index, reason: result.reason });
  });
  return { records, skipped: invalid.length, invalid };
}

/**
 * Reads every saved session. Each row goes through the read schema; invalid rows are skipped and
 * counted, never thrown. A failing read rejects with a SessionStorageError of kind 'read'.
 */
export async function getAllSessions(db: SessionsDb): Promise<ReadSessionsResult> {
  try {
    const tx = db.transaction(SESSIONS_STORE, 'readonly');
    const [rows, keys] = await Promise.all([tx.store.getAll(), tx.store.getAllKeys(), tx.done]);
    return validateSessionRows(rows, keys);
  } catch (error) {
    throw sessionsReadFailure(error);
  }
}

/** How many rows the store holds (valid or not). */
export async function getSessionCount(db: SessionsDb): Promise<number> {
  try {
    return await db.count(SESSIONS_STORE);
  } catch (error) {
    throw storageFailure('read', 'The saved sessions could not be counted.', error, { nextStep: RELOAD_TO_RETRY });
  }
}
