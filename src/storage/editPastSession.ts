// Editing an earlier session on purpose (decision 0102, decision 0137).
import { SESSION_NUMBER_FIELDS, type SessionNumberField, type StoredSessionRecord } from '@/profile/sessionRecord';
import { storedValueInBounds } from '@/profile/sessionRecordLimits';
import { readSessionRowsByKey } from './clientSessionIndex';
import { SessionStorageError, invalidRecordError } from './sessionsDb';
import { type RosterStores, patchSessionRows } from './clientRoster';

function isSessionNumberField(field: string): field is SessionNumberField {
  return (SESSION_NUMBER_FIELDS as readonly string[]).includes(field);
}

export interface PastSessionEdit {
  /** The record's key in the sessions store. */
  readonly key: number;
  /** The client whose history the edit came from: the record must still be theirs. */
  readonly clientId: string;
  /** The open session's id: its own record is changed on the forms and saved with Update, never from the history. */
  readonly openSessionId: string | null;
  /** The new values (metric, as stored; null = not measured), from buildSessionEdit (src/clients/sessionEdit.ts). */
  readonly values: Readonly<Partial<Record<SessionNumberField, number | null>>>;
}

/**
 * Edits an earlier session on purpose (decision 0102, decision 0137): writes the given values into that one record,
 * found by its key, and marks it `editedAt`; its date, its client and every other field stay as stored (fields an
 * older version left included). Refuses a record that is gone, belongs to another client, or is the open session's
 * own, and a value outside its form's bounds, so nothing else is ever written. Resolves with the record as stored.
 */
export async function editPastSession(
  stores: RosterStores,
  edit: PastSessionEdit,
  now: Date,
): Promise<StoredSessionRecord> {
  const [row] = await readSessionRowsByKey(stores.sessions, [edit.key]);
  if (!row || row.record.clientId !== edit.clientId) {
    throw new SessionStorageError(
      'read',
      'That session could not be found: it may have been moved or deleted. Reload the page to try again.',
    );
  }
  if (edit.openSessionId !== null && row.record.recordId === edit.openSessionId) {
    throw new SessionStorageError(
      'invalid-record',
      'This is the open session: change it on the forms and save it with Update Most Recent Session.',
    );
  }
  for (const [field, value] of Object.entries(edit.values)) {
    if (!isSessionNumberField(field) || !storedValueInBounds(field, value ?? null)) {
      throw invalidRecordError('The session was not changed.', `${field} is out of its form's bounds`);
    }
  }
  const stamp = now.toISOString();
  const fields = { ...edit.values, editedAt: stamp, updatedAt: stamp };
  await patchSessionRows(stores.sessions, [{ row, fields }]);
  return { ...row.record, ...fields, timestamp: edit.key };
}
