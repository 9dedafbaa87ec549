// The roster's base (decision 0080): its two databases, and reading a client's sessions through the session index.
// Sessions keep their spec §3 fields; a write adds only the client fields to the row as it is stored, so nothing an
// older version left is lost. The roster's operations each have a file of their own beside this one.
import { readClient, readClients, type ClientsDb, type StoredClient } from './clientsDb';
import { type StoredSessionRecord } from '@/profile/sessionRecord';
import {
  clientIndexEntry,
  markSessionIndexStale,
  readAllSessionRows,
  readSessionRowsByKey,
  rebuildSessionIndex,
  type IndexedSession,
  type SessionRow,
} from './clientSessionIndex';
import { SESSIONS_STORE, SessionStorageError, storageFailure, type SessionsDb } from './sessionsDb';
import { announceRecordsChanged } from './recordsChannel';

export interface RosterStores {
  readonly clients: ClientsDb;
  readonly sessions: SessionsDb;
}

/** Writes rows back as they were stored plus the given fields, in one transaction (all or nothing). */
export async function patchSessionRows(
  db: SessionsDb,
  patches: readonly { row: SessionRow; fields: Record<string, unknown> }[],
): Promise<void> {
  if (patches.length === 0) return;
  try {
    const tx = db.transaction(SESSIONS_STORE, 'readwrite');
    await Promise.all([...patches.map(({ row, fields }) => tx.store.put({ ...row.raw, ...fields })), tx.done]);
  } catch (error) {
    throw storageFailure('add', 'The saved sessions were not changed.', error);
  }
  announceRecordsChanged({ store: 'sessions', keys: patches.map(({ row }) => row.key) });
}

export async function deleteSessionKeys(db: SessionsDb, keys: readonly number[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    const tx = db.transaction(SESSIONS_STORE, 'readwrite');
    await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
  } catch (error) {
    throw storageFailure('add', 'The sessions were not deleted.', error);
  }
  announceRecordsChanged({ store: 'sessions', keys });
}

function byDate(a: StoredSessionRecord, b: StoredSessionRecord): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : a.timestamp - b.timestamp;
}

/**
 * A client's stored rows, read by key through the session index (decision 0083). Every row read must still belong
 * to the client; when one does not (the index was behind), the index is rebuilt and the client's rows come from it.
 */
export async function readClientRows(stores: RosterStores, clientId: string): Promise<SessionRow[]> {
  const keys = (await clientIndexEntry(stores, clientId)).map((s) => s.key);
  const rows = await readSessionRowsByKey(stores.sessions, keys);
  if (rows.length === keys.length && rows.every((row) => row.record.clientId === clientId)) return rows;
  await markSessionIndexStale(stores.clients);
  const rebuilt = await rebuildSessionIndex(stores);
  return rebuilt.rows.filter((row) => row.record.clientId === clientId);
}

/** A client's sessions, oldest first. */
export async function readClientSessions(stores: RosterStores, clientId: string): Promise<StoredSessionRecord[]> {
  return (await readClientRows(stores, clientId)).map((row) => row.record).sort(byDate);
}

/** The key of the latest session in an index entry, or null. */
export function latestKey(sessions: readonly IndexedSession[]): number | null {
  let latest: IndexedSession | null = null;
  for (const s of sessions)
    if (!latest || s.date > latest.date || (s.date === latest.date && s.key > latest.key)) latest = s;
  return latest?.key ?? null;
}

export async function requireClient(stores: RosterStores, id: string): Promise<StoredClient> {
  const client = await readClient(stores.clients, id);
  if (!client) throw new SessionStorageError('read', 'That client could not be found. Reload the page to try again.');
  return client;
}

/** Every readable session with a client, and the client names, for the CSV of all clients. */
export async function readAllClientSessions(
  stores: RosterStores,
): Promise<{ records: StoredSessionRecord[]; names: Map<string, string | null> }> {
  const [{ clients }, { rows }] = await Promise.all([readClients(stores.clients), readAllSessionRows(stores.sessions)]);
  return {
    records: rows.map((r) => r.record).filter((r) => r.clientId),
    names: new Map(clients.map((c) => [c.id, c.name])),
  };
}
