// Replaces one saved session in place ("Update Most Recent Session", spec §4): a put with the record's key.
import * as v from 'valibot';
import type { NewSessionRecord, StoredSessionRecord } from '@/profile/sessionRecord';
import { NewSessionRecordSchema, describeIssues } from './sessionSchema';
import { SESSION_UNCHANGED } from '@/domain/errorMessages';
import { SESSIONS_STORE, SessionStorageError, invalidRecordError, storageFailure, type SessionsDb } from './sessionsDb';
import { announceRecordsChanged } from './recordsChannel';

function putFailure(error: unknown): SessionStorageError {
  return storageFailure('add', 'The session was not updated.', error, { unchanged: SESSION_UNCHANGED });
}

/**
 * Writes `record` under `key`, replacing what is stored there (or creating it when that key is free), and
 * resolves with the key. The record is validated first like addSession's. Any failure (invalid record,
 * closed connection, storage full) rejects with a SessionStorageError for the user, and the transaction is
 * aborted, so the stored record stays as it was.
 */
export async function putSession(
  db: SessionsDb,
  key: number,
  record: NewSessionRecord | StoredSessionRecord,
): Promise<number> {
  if (!Number.isInteger(key) || key < 1) {
    throw invalidRecordError('The session was not updated.', `key ${String(key)} is not a positive whole number`);
  }
  const { timestamp: _ignored, ...data } = record as StoredSessionRecord;
  const parsed = v.safeParse(NewSessionRecordSchema, data);
  if (!parsed.success) {
    throw invalidRecordError('The session was not updated.', describeIssues(parsed.issues));
  }
  let tx;
  try {
    tx = db.transaction(SESSIONS_STORE, 'readwrite');
  } catch (error) {
    throw putFailure(error);
  }
  const done = tx.done;
  done.catch(() => undefined); // observed below; keeps an early failure from going unhandled
  try {
    const stored = await tx.store.put({ ...parsed.output, timestamp: key });
    await done;
    announceRecordsChanged(
      parsed.output.clientId ? { store: 'sessions', clientId: parsed.output.clientId } : { store: 'sessions' },
    );
    return stored;
  } catch (error) {
    try {
      tx.abort();
    } catch {
      // already aborted or finished
    }
    throw putFailure(error);
  }
}
