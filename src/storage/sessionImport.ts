// Restoring a JSON backup made by sessionExport.ts: parse and validate the whole file first, then add the
// records that are not already there, all in one transaction (all or nothing). See docs/storage.md.
// A file that is not a backup of this app is refused whole; inside a good file, each record is judged on its own:
// the good ones are imported and the bad ones listed by row and reason, nothing else changes. A backup key too large
// for the database's key generator to keep counting after it is not kept: that record gets a fresh key, so saving
// keeps working (a key of 9007199254740991 used to make every later save fail).
import * as v from 'valibot';
import { BACKUP_SCHEMA_VERSION, BACKUP_TYPE, type SessionsBackup } from './sessionExport';
import { sessionContentKey } from '@/profile/canonicalRecord';
import { type StoredSessionRecord } from '@/profile/sessionRecord';
import { describeIssues, outOfRangeReason, readSessionRecord } from './sessionSchema';
import { MAX_ORDINARY_KEY, SESSIONS_STORE, type SessionsDb } from './sessionsDb';
import { ExplainedError, explainFailure } from '@/domain/errorMessages';
import { announceRecordsChanged } from './recordsChannel';

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

/**
 * Every import failure; `message` is written for the user, `detail` keeps the technical reason (decision 0071).
 * Nothing in the database has changed.
 */
export class SessionImportError extends ExplainedError {
  override readonly name = 'SessionImportError';
  constructor(
    readonly kind: SessionImportErrorKind,
    message: string,
    options?: { cause?: unknown; detail?: string | null },
  ) {
    super(message, options);
  }
}

const NOTHING_CHANGED = 'Nothing was imported and your saved sessions are unchanged.';

const EnvelopeSchema = v.object({ type: v.literal(BACKUP_TYPE) });
const VersionSchema = v.object({ schemaVersion: v.literal(BACKUP_SCHEMA_VERSION) });

/** The file around the records: checked whole. */
const BackupEnvelopeSchema = v.object({
  type: v.literal(BACKUP_TYPE),
  schemaVersion: v.literal(BACKUP_SCHEMA_VERSION),
  exportedAt: v.pipe(v.string('must be text'), v.isoTimestamp('must be an ISO date-time')),
  records: v.array(v.unknown(), 'must be a list of records'),
});

/** A record of the file that was not imported: its row (1 = the first record) and why. */
export interface RejectedBackupRow {
  row: number;
  reason: string;
}

/** A parsed backup: the records that can be imported, and the rows that cannot. */
export interface ParsedSessionsBackup extends SessionsBackup {
  rejected: RejectedBackupRow[];
}

/**
 * Parses and validates the text of a backup file. Throws a SessionImportError ('not-json', 'foreign',
 * 'unsupported-version' or 'damaged') with a message for the user; it never touches the database.
 */
export function parseSessionsBackup(text: string): ParsedSessionsBackup {
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
  const result = v.safeParse(BackupEnvelopeSchema, json);
  if (!result.success) {
    throw new SessionImportError(
      'damaged',
      `This backup is damaged and cannot be restored. Choose another file made with "Export backup". ${NOTHING_CHANGED}`,
      { detail: describeIssues(result.issues) },
    );
  }
  const records: StoredSessionRecord[] = [];
  const rejected: RejectedBackupRow[] = [];
  result.output.records.forEach((row, index) => {
    const read = readSessionRecord(row);
    // A number out of its form's bounds is not imported (decision 0135): the row is listed, never stored without it.
    if (read.ok && read.outOfRange.length === 0) records.push(read.record);
    else rejected.push({ row: index + 1, reason: read.ok ? outOfRangeReason(read.outOfRange) : read.reason });
  });
  return { ...result.output, records, rejected };
}

export interface RestoreResult {
  /** Records written to the database. */
  added: number;
  /** Records left out because the same session is already there (or earlier in the same file). */
  skipped: number;
  /** Records of the file that could not be read and were not imported. */
  rejected: RejectedBackupRow[];
}

function writeFailure(error: unknown): SessionImportError {
  const { message, detail } = explainFailure('The backup was not restored.', error, { unchanged: NOTHING_CHANGED });
  return new SessionImportError('write', message, { cause: error, detail });
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
export async function restoreSessionsBackup(
  db: SessionsDb,
  backup: SessionsBackup & { rejected?: RejectedBackupRow[] },
): Promise<RestoreResult> {
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
      const keyFree = record.timestamp <= MAX_ORDINARY_KEY && !usedKeys.has(record.timestamp);
      if (keyFree) usedKeys.add(record.timestamp);
      (keyFree ? keepKey : newKey).push(record);
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
    if (writes.length > 0) announceRecordsChanged({ store: 'sessions' });
    return { added: writes.length, skipped, rejected: backup.rejected ?? [] };
  } catch (error) {
    try {
      tx.abort();
    } catch {
      // already aborted or finished
    }
    throw writeFailure(error);
  }
}

/** parseSessionsBackup then restoreSessionsBackup: the good records are imported, the bad ones listed. */
export async function importSessionsBackup(db: SessionsDb, text: string): Promise<RestoreResult> {
  return restoreSessionsBackup(db, parseSessionsBackup(text));
}
