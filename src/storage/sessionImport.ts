// Restoring a JSON backup made by sessionExport.ts: parse and validate the whole file first, then add the
// records that are not already there, all in one transaction (all or nothing). See docs/storage.md.
import * as v from 'valibot';
import { BACKUP_SCHEMA_VERSION, BACKUP_TYPE, type SessionsBackup } from './sessionExport';
import { sessionContentKey, type StoredSessionRecord } from '@/profile/sessionRecord';
import { StoredSessionRecordSchema, describeIssues, readSessionRecord } from './sessionSchema';
import { SESSIONS_STORE, type SessionsDb } from './sessionsDb';
import { errorMessageOrUnknown } from '@/domain/errorMessages';

export type SessionImportErrorKind =
  /** The text is not JSON at all (or it was cut off). */
  | 'not-json'
  /** JSON, but not a sessions backup of this app. */
  | 'foreign'
  /** A sessions backup of another schema version. */
  | 'unsupported-version'
  /** A sessions backup with a missing or invalid part. */
  | 'damaged'
  /** The file was fine but the database refused the write (storage full, connection closed). */
  | 'write';

/** Every import failure; `message` is written for the user. Nothing in the database has changed. */
export class SessionImportError extends Error {
  override readonly name = 'SessionImportError';
  constructor(
    readonly kind: SessionImportErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const NOTHING_CHANGED = 'Nothing was imported and your saved sessions are unchanged.';

const EnvelopeSchema = v.object({ type: v.literal(BACKUP_TYPE) });
const VersionSchema = v.object({ schemaVersion: v.literal(BACKUP_SCHEMA_VERSION) });

export const SessionsBackupSchema = v.pipe(
  v.object({
    type: v.literal(BACKUP_TYPE),
    schemaVersion: v.literal(BACKUP_SCHEMA_VERSION),
    exportedAt: v.pipe(v.string('must be text'), v.isoTimestamp('must be an ISO date-time')),
    records: v.array(StoredSessionRecordSchema, 'must be a list of records'),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const seen = new Set<number>();
    dataset.value.records.forEach((record, index) => {
      if (seen.has(record.timestamp)) {
        addIssue({
          message: `key ${record.timestamp} appears more than once`,
          path: [{ type: 'array', origin: 'value', input: dataset.value.records, key: index, value: record }],
        });
      }
      seen.add(record.timestamp);
    });
  }),
);

/**
 * Parses and validates the text of a backup file. Throws a SessionImportError ('not-json', 'foreign',
 * 'unsupported-version' or 'damaged') with a message for the user; it never touches the database.
 */
export function parseSessionsBackup(text: string): SessionsBackup {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new SessionImportError(
      'not-json',
      `This file is not a sessions backup: it is not valid JSON, or it is damaged or incomplete. ${NOTHING_CHANGED}`,
      { cause: error },
    );
  }
  if (!v.is(EnvelopeSchema, json)) {
    throw new SessionImportError(
      'foreign',
      `This file is not a sessions backup of this app (it has no "type": "${BACKUP_TYPE}"). Choose a file made with "Export backup". ${NOTHING_CHANGED}`,
    );
  }
  if (!v.is(VersionSchema, json)) {
    const found = (json as { schemaVersion?: unknown }).schemaVersion;
    throw new SessionImportError(
      'unsupported-version',
      `This backup has schema version ${JSON.stringify(found) ?? 'none'}, but this app reads version ${BACKUP_SCHEMA_VERSION} only. ${NOTHING_CHANGED}`,
    );
  }
  const result = v.safeParse(SessionsBackupSchema, json);
  if (!result.success) {
    throw new SessionImportError(
      'damaged',
      `This backup is damaged: ${describeIssues(result.issues)}. ${NOTHING_CHANGED}`,
    );
  }
  return result.output;
}

export interface RestoreResult {
  /** Records written to the database. */
  added: number;
  /** Records left out because the same session is already there (or earlier in the same file). */
  skipped: number;
}

function writeFailure(error: unknown): SessionImportError {
  const name = typeof error === 'object' && error !== null && 'name' in error ? String(error.name) : '';
  if (name === 'QuotaExceededError') {
    return new SessionImportError(
      'write',
      `The backup was not restored: the browser's storage for this site is full. Free some space, then try again. ${NOTHING_CHANGED}`,
      { cause: error },
    );
  }
  return new SessionImportError(
    'write',
    `The backup was not restored: ${errorMessageOrUnknown(error)}. ${NOTHING_CHANGED}`,
    { cause: error },
  );
}

/**
 * Adds the backup's records that are not already in the database, in one readwrite transaction: either
 * all of them are written or none (a failure rejects with a SessionImportError of kind 'write').
 *
 * Duplicates: a record is skipped when a stored record (or an earlier record of the same file) has the
 * same content, i.e. equal values in every field but the key (sessionContentKey). Keys: a new record keeps
 * its backup key when that key is free; otherwise it gets a fresh auto-increment key, so nothing stored
 * is ever overwritten. Records keeping their keys are written first, so a fresh key cannot collide.
 */
export async function restoreSessionsBackup(db: SessionsDb, backup: SessionsBackup): Promise<RestoreResult> {
  let tx;
  try {
    tx = db.transaction(SESSIONS_STORE, 'readwrite');
  } catch (error) {
    throw writeFailure(error);
  }
  const done = tx.done;
  done.catch(() => undefined); // observed below
  try {
    const [rows, keys] = await Promise.all([tx.store.getAll(), tx.store.getAllKeys()]);
    const usedKeys = new Set<IDBValidKey>(keys);
    const present = new Set<string>();
    for (const row of rows) {
      const read = readSessionRecord(row);
      if (read.ok) present.add(sessionContentKey(read.record));
    }

    const keepKey: StoredSessionRecord[] = [];
    const newKey: StoredSessionRecord[] = [];
    let skipped = 0;
    for (const record of backup.records) {
      const contentKey = sessionContentKey(record);
      if (present.has(contentKey)) {
        skipped += 1;
        continue;
      }
      present.add(contentKey);
      (usedKeys.has(record.timestamp) ? newKey : keepKey).push(record);
    }

    const writes: Promise<number>[] = [];
    const write = (value: unknown) => {
      const request = tx.store.add(value);
      request.catch(() => undefined); // observed by Promise.all; kept quiet if a later add throws first
      writes.push(request);
    };
    keepKey.forEach((record) => write(record));
    newKey.forEach(({ timestamp: _oldKey, ...data }) => write(data));
    await Promise.all(writes);
    await done;
    return { added: writes.length, skipped };
  } catch (error) {
    try {
      tx.abort();
    } catch {
      // already aborted or finished
    }
    throw writeFailure(error);
  }
}

/** parseSessionsBackup then restoreSessionsBackup. */
export async function importSessionsBackup(db: SessionsDb, text: string): Promise<RestoreResult> {
  return restoreSessionsBackup(db, parseSessionsBackup(text));
}
