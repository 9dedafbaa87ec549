// Replaces saved sessions in place ("Update Most Recent Session", spec §4): a put with the record's key; and a group
// test's rows written at once (decision 0154).
import * as v from 'valibot';
import type { NewSessionRecord, StoredSessionRecord } from '@/profile/sessionRecord';
import { NewSessionRecordSchema, describeIssues } from './sessionSchema';
import { SESSION_UNCHANGED } from '@/domain/errorMessages';
import {
  MAX_ORDINARY_KEY,
  SESSIONS_STORE,
  SessionStorageError,
  invalidRecordError,
  nextOrdinaryKey,
  storageFailure,
  type SessionsDb,
} from './sessionsDb';
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
      parsed.output.clientId
        ? { store: 'sessions', clientId: parsed.output.clientId, keys: [stored] }
        : { store: 'sessions', keys: [stored] },
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

/** One record of a write of several: updated under its key, or added under a new one (key null). */
export interface SessionWrite {
  readonly key: number | null;
  readonly record: NewSessionRecord | StoredSessionRecord;
}

/**
 * Writes several records in ONE readwrite transaction (a group test's rows, decision 0154), all or nothing, and tells
 * the other tabs once. Each record is validated first like addSession's; a new key past the ordinary range is moved to
 * the next ordinary one, as addSession does. Resolves with each record's key, in order. Any failure rejects with a
 * SessionStorageError and nothing is written (the caller may then write the records one at a time).
 */
export async function writeSessionsAtOnce(db: SessionsDb, writes: readonly SessionWrite[]): Promise<number[]> {
  const parsed = writes.map(({ key, record }) => {
    const { timestamp: _ignored, ...data } = record as StoredSessionRecord;
    const result = v.safeParse(NewSessionRecordSchema, data);
    if (!result.success) throw invalidRecordError('The sessions were not saved.', describeIssues(result.issues));
    return { key, data: result.output };
  });
  if (parsed.length === 0) return [];
  let tx;
  try {
    tx = db.transaction(SESSIONS_STORE, 'readwrite');
  } catch (error) {
    throw storageFailure('add', 'The sessions were not saved.', error);
  }
  const done = tx.done;
  done.catch(() => undefined); // observed below; keeps an early failure from going unhandled
  const keys: number[] = [];
  try {
    for (const { key, data } of parsed) {
      if (key !== null) {
        keys.push(await tx.store.put({ ...data, timestamp: key }));
        continue;
      }
      let added = await tx.store.add(data);
      if (added > MAX_ORDINARY_KEY) {
        await tx.store.delete(added);
        const next = await nextOrdinaryKey(tx.store);
        if (next === null) throw new DOMException('No free key is left for a new session.', 'ConstraintError');
        added = await tx.store.add({ ...data, timestamp: next });
      }
      keys.push(added);
    }
    await done;
  } catch (error) {
    try {
      tx.abort();
    } catch {
      // already aborted or finished
    }
    throw storageFailure('add', 'The sessions were not saved.', error);
  }
  announceRecordsChanged({ store: 'sessions', keys });
  return keys;
}
