// Importing one client file (decision 0132, decision 0177): the whole file checked first, then its sessions written in
// one transaction and the client entry after it, undone when the entry cannot be written.
import * as v from 'valibot';
import { importedClientWins, planSessionMerge, type SessionMergePlan } from '@/clients/importMerge';
import { putClients, readClient, readStoredClient, CLIENT_SCHEMA_VERSION } from './clientsDb';
import { newUid } from './profileStore';
import { type StoredSessionRecord } from '@/profile/sessionRecord';
import { NewSessionRecordSchema, describeIssues, outOfRangeReason, readSessionRecord } from './sessionSchema';
import { ExplainedError } from '@/domain/errorMessages';
import { applySessionIndexChange, rowsOf, type IndexedPlacement, type SessionRow } from './clientSessionIndex';
import { SESSIONS_STORE, nextOrdinaryKey, storageFailure, type SessionsDb } from './sessionsDb';
import { announceRecordsChanged } from './recordsChannel';
import { importNotes } from './reportNotesStore';
import { CLIENT_FILE_TYPE, CLIENT_FILE_VERSION } from './clientFileExport';
import type { RosterStores } from './clientRoster';

/** A client file that cannot be imported: plain words for the user, the reason as the detail (decision 0071). */
export class ClientImportError extends ExplainedError {
  override readonly name = 'ClientImportError';
}

const NOTHING = 'Nothing was imported.';

const FileSchema = v.object({
  type: v.literal(CLIENT_FILE_TYPE, 'is not a client file of this app'),
  schemaVersion: v.literal(CLIENT_FILE_VERSION, 'has a version this app cannot read'),
  exportedAt: v.string(),
  client: v.unknown(),
  sessions: v.array(v.unknown()),
  notes: v.optional(v.unknown()),
});

export interface ClientImportOutcome {
  readonly clientId: string;
  readonly name: string | null;
  readonly added: number;
  readonly replaced: number;
  readonly unchanged: number;
  /** Sessions whose record id was another client's: added beside it (decision 0132). */
  readonly conflicts: number;
}

/**
 * Imports one client file. The whole file is checked first (every session must read, carry this client's id and a
 * recordId, and be storable); then the sessions are written in ONE transaction (added, replaced when the same client's
 * copy is newer, or added beside another client's record with the same id: decision 0132) and the client entry after
 * it. When the client entry cannot be written, the sessions' transaction is undone, so a failure leaves nothing
 * written and the message says so; when even the undo fails, the message says what was left. Other clients'
 * sessions are never touched.
 */
export async function importClient(stores: RosterStores, text: string): Promise<ClientImportOutcome> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ClientImportError(
      `This file is not a client file: it is damaged or not made with "Export client file". ${NOTHING}`,
      { cause: error },
    );
  }
  const file = v.safeParse(FileSchema, json);
  if (!file.success) {
    // A sentence a person can act on; the validator's own words go under Technical detail.
    const notOurs = typeof json !== 'object' || json === null || (json as { type?: unknown }).type !== CLIENT_FILE_TYPE;
    const message = notOurs
      ? `This file is not a client file of this app. Choose a file made with "Export client file" on a client's history. ${NOTHING}`
      : (json as { schemaVersion?: unknown }).schemaVersion !== CLIENT_FILE_VERSION
        ? `This client file was made by a version of the app this one cannot read. Update the app where it was made, export it again, then import the new file. ${NOTHING}`
        : `This client file is damaged and cannot be imported. Export it again, then import the new file. ${NOTHING}`;
    throw new ClientImportError(message, { detail: describeIssues(file.issues) });
  }
  const client = readStoredClient(file.output.client);
  if (!client || client.schemaVersion !== CLIENT_SCHEMA_VERSION) {
    throw new ClientImportError(`This file cannot be imported: its client is damaged. ${NOTHING}`);
  }
  const sessions: StoredSessionRecord[] = [];
  for (const [index, row] of file.output.sessions.entries()) {
    const read = readSessionRecord(row);
    if (!read.ok || read.record.clientId !== client.id || !read.record.recordId) {
      throw new ClientImportError(`This file cannot be imported: session ${index + 1} is damaged. ${NOTHING}`, {
        detail: read.ok ? 'the session belongs to another client or has no recordId' : read.reason,
      });
    }
    if (read.outOfRange.length > 0) {
      // Decision 0135: imported without the value would lose it; imported with it would compute with it.
      throw new ClientImportError(
        `This file cannot be imported: session ${index + 1} holds a value no form of this app accepts. ${NOTHING}`,
        { detail: outOfRangeReason(read.outOfRange) },
      );
    }
    const storable = v.safeParse(NewSessionRecordSchema, withoutKey(read.record));
    if (!storable.success) {
      throw new ClientImportError(
        `This file cannot be imported: session ${index + 1} holds a value this app cannot store. ${NOTHING}`,
        { detail: describeIssues(storable.issues) },
      );
    }
    sessions.push(read.record);
  }
  const stored = await readClient(stores.clients, client.id);
  const { written, plan, rows } = await writeImportedSessions(stores.sessions, sessions);
  if (file.output.notes !== undefined) {
    try {
      await importNotes(stores.clients, client.id, file.output.notes);
    } catch (error) {
      await undoImportedSessions(stores.sessions, written, rows, error);
      throw storageFailure('add', 'The client file was not imported.', error, { unchanged: NOTHING_CHANGED });
    }
  }
  if (importedClientWins(stored, client)) {
    try {
      await putClients(stores.clients, [{ ...client, mostRecentKey: stored?.mostRecentKey ?? null }]);
    } catch (error) {
      await undoImportedSessions(stores.sessions, written, rows, error);
      throw storageFailure('add', 'The client file was not imported.', error, { unchanged: NOTHING_CHANGED });
    }
  }
  // The index is a cache of the sessions store (decision 0083): when it cannot be brought up to date it no longer
  // matches the store and is rebuilt on the next read, so the import stands.
  await applySessionIndexChange(stores, { placed: written.placed }).catch(() => undefined);
  announceRecordsChanged({ store: 'sessions', clientId: client.id });
  return {
    clientId: client.id,
    name: client.name,
    added: plan.add.length,
    replaced: plan.replace.length,
    unchanged: plan.unchanged,
    conflicts: plan.conflicts.length,
  };
}

const NOTHING_CHANGED = 'Nothing was imported: your clients and saved sessions are unchanged.';

interface WrittenImport {
  readonly placed: IndexedPlacement[];
  /** Keys the import added (deleted again by an undo). */
  readonly addedKeys: number[];
  /** Keys the import replaced (written back as they were by an undo). */
  readonly replacedKeys: number[];
}

/**
 * Plans and writes an import's sessions in one readwrite transaction: either all are written or none. The stored
 * sessions are read in that same transaction, so the same file imported at once in two tabs stores each record once:
 * the browser runs the two transactions one after the other, and the second finds every record id the first wrote
 * (decision 0177; a check before the transaction would let both add). New records take the next ordinary keys (so a
 * huge stored key cannot stop the import, decision 0070); a conflict gets a fresh recordId.
 */
async function writeImportedSessions(
  db: SessionsDb,
  sessions: readonly StoredSessionRecord[],
): Promise<{ written: WrittenImport; plan: SessionMergePlan<StoredSessionRecord>; rows: SessionRow[] }> {
  const placed: IndexedPlacement[] = [];
  const addedKeys: number[] = [];
  const replacedKeys: number[] = [];
  try {
    const tx = db.transaction(SESSIONS_STORE, 'readwrite');
    const done = tx.done;
    done.catch(() => undefined); // awaited below; keeps an early abort from going unhandled
    let plan: SessionMergePlan<StoredSessionRecord>;
    let rows: SessionRow[];
    try {
      rows = rowsOf(await tx.store.getAll());
      plan = planSessionMerge(
        rows.map((row) => row.record),
        sessions,
      );
      const toAdd = [...plan.add, ...plan.conflicts.map((record) => ({ ...record, recordId: newUid() }))];
      for (const { key, record } of plan.replace) {
        await tx.store.put({ ...withoutKey(record), timestamp: key });
        placed.push({ key, clientId: record.clientId ?? '', date: record.date });
        replacedKeys.push(key);
      }
      for (const record of toAdd) {
        const key = await nextOrdinaryKey(tx.store);
        if (key === null) throw new DOMException('No free key is left for a new session.', 'ConstraintError');
        await tx.store.add({ ...withoutKey(record), timestamp: key });
        placed.push({ key, clientId: record.clientId ?? '', date: record.date });
        addedKeys.push(key);
      }
    } catch (error) {
      try {
        tx.abort();
      } catch {
        /* already aborted */
      }
      throw error;
    }
    await done;
    return { written: { placed, addedKeys, replacedKeys }, plan, rows };
  } catch (error) {
    throw storageFailure('add', 'The client file was not imported.', error, { unchanged: NOTHING_CHANGED });
  }
}

/** Takes back an import's sessions (one transaction): added keys deleted, replaced rows written back as they were. */
async function undoImportedSessions(
  db: SessionsDb,
  written: WrittenImport,
  before: readonly SessionRow[],
  cause: unknown,
): Promise<void> {
  const rowByKey = new Map(before.map((row) => [row.key, row]));
  try {
    const tx = db.transaction(SESSIONS_STORE, 'readwrite');
    await Promise.all([
      ...written.addedKeys.map((key) => tx.store.delete(key)),
      ...written.replacedKeys.flatMap((key) => {
        const row = rowByKey.get(key);
        return row ? [tx.store.put(row.raw as never)] : [];
      }),
      tx.done,
    ]);
  } catch {
    throw new ClientImportError(
      `The client file was imported only in part: ${written.addedKeys.length + written.replacedKeys.length} of its sessions were ` +
        'written, but the client entry could not be, and taking the sessions back failed too. Open Past Sessions to see them; ' +
        'free some storage space, then import the file again to complete it.',
      { cause },
    );
  }
}

function withoutKey(record: StoredSessionRecord) {
  const { timestamp: _key, ...rest } = record;
  return rest;
}
