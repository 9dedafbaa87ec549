// Replaces one saved session in place ("Update Most Recent Session", spec §4): a put with the record's key.
import * as v from 'valibot';
import type { NewSessionRecord, StoredSessionRecord } from '@/profile/sessionRecord';
import { NewSessionRecordSchema, describeIssues } from './sessionSchema';
import { SESSIONS_STORE, SessionStorageError, type SessionsDb } from './sessionsDb';
import { errorMessageOrUnknown } from '@/domain/errorMessages';

const KEPT = 'Your current session has not been changed.';

function errorName(error: unknown): string | null {
  return typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' ? error.name : null;
}

function putFailure(error: unknown): SessionStorageError {
  if (error instanceof SessionStorageError) return error;
  const name = errorName(error);
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') {
    return new SessionStorageError(
      'quota',
      `The session was not updated: the browser's storage for this site is full. Free some space (for example remove other sites' data in the browser settings), then try again. ${KEPT}`,
      { cause: error },
    );
  }
  if (name === 'InvalidStateError') {
    return new SessionStorageError(
      'add',
      `The session was not updated: the connection to the sessions database is closed (the app may have been updated in another tab). Reload the page, then save again. ${KEPT}`,
      { cause: error },
    );
  }
  return new SessionStorageError(
    'add',
    `The session was not updated: ${errorMessageOrUnknown(error)}. ${KEPT}`,
    { cause: error },
  );
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
    throw new SessionStorageError('invalid-record', `The session was not updated: its key ${String(key)} is not valid. ${KEPT}`);
  }
  const { timestamp: _ignored, ...data } = record as StoredSessionRecord;
  const parsed = v.safeParse(NewSessionRecordSchema, data);
  if (!parsed.success) {
    throw new SessionStorageError(
      'invalid-record',
      `The session was not updated: it holds an invalid value (${describeIssues(parsed.issues)}). ${KEPT}`,
    );
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
