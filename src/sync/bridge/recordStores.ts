// What the mirror reads from the app's own databases and writes back into them (decision 44). The app's databases stay
// the source of truth: each synced record is read here in the shape it travels (without what only this device keeps:
// a session's local key, a client's pointer to a local key), and what arrives is checked by the store's own reader,
// field by field, before it is written, all of a batch in one transaction per database. Preferences, runs in progress,
// drafts, set-aside work, the index of sessions (rebuilt from the sessions) and the coach's settings are not synced.
import * as v from 'valibot';
import type { ClientsDb } from '@/storage/clientsDb';
import { readStoredClient } from '@/storage/clientsDb';
import type { SessionsDb } from '@/storage/sessionsDb';
import { SESSIONS_STORE } from '@/storage/sessionsDb';
import { NewSessionRecordSchema, readSessionRecord } from '@/storage/sessionSchema';
import { writeSessionsAtOnce, type SessionWrite } from '@/storage/updateSession';
import { markSessionIndexStale } from '@/storage/clientSessionIndex';
import { newUid } from '@/storage/profileStore';
import { readClientNotes } from '@/clients/reportNotes';
import { readStoredAssignment, readStoredBattery } from '@/profile/batteries';
import type { RecordKind } from '@/sync/core/syncDocuments';

export interface AppStores {
  readonly clients: ClientsDb;
  readonly sessions: SessionsDb;
}

/** A record as it travels: its kind, its stable id and its body. */
export interface LocalRecord {
  readonly kind: RecordKind;
  readonly id: string;
  readonly body: Record<string, unknown>;
}

/** Fields a device keeps for itself, never sent and never compared in a conflict. */
export const DEVICE_FIELDS: Record<RecordKind, readonly string[]> = {
  client: ['mostRecentKey'],
  session: ['timestamp'],
  notes: [],
  battery: [],
  assignment: [],
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function withoutDeviceFields(kind: RecordKind, row: Record<string, unknown>): Record<string, unknown> {
  const body = { ...row };
  for (const field of DEVICE_FIELDS[kind]) delete body[field];
  return body;
}

/** Whether an arriving body reads as a record of its kind, by the store's own reader; its id must be its own. */
export function readableBody(kind: RecordKind, id: string, body: Record<string, unknown>): boolean {
  switch (kind) {
    case 'client': {
      const client = readStoredClient({ ...body, mostRecentKey: null });
      return client !== null && client.id === id;
    }
    case 'session':
      return (
        body.recordId === id &&
        readSessionRecord({ ...body, timestamp: 1 }).ok &&
        v.safeParse(NewSessionRecordSchema, body).success
      );
    case 'notes':
      return body.clientId === id && readClientNotes(body, id).unreadable.length === 0;
    case 'battery':
      return readStoredBattery(body)?.id === id;
    case 'assignment':
      return readStoredAssignment(body, id) !== null;
  }
}

/** Which of the app's two databases a scan reads (the records channel names the one a write changed). */
export type StoreScope = 'clients' | 'sessions';
export const ALL_SCOPES: readonly StoreScope[] = ['clients', 'sessions'];

/** The kinds of record each database holds. */
export const KINDS_OF_SCOPE: Record<StoreScope, readonly RecordKind[]> = {
  clients: ['client', 'notes', 'battery', 'assignment'],
  sessions: ['session'],
};

/** A stored row as read, before any check: its kind, its stable id, and (sessions) its local key. */
export interface LocalRow {
  readonly kind: RecordKind;
  readonly id: string;
  readonly row: Record<string, unknown>;
  readonly key?: number;
}

/** The record a stored row travels as (without what only this device keeps). */
export function recordOfRow({ kind, id, row }: LocalRow): LocalRecord {
  return { kind, id, body: withoutDeviceFields(kind, row) };
}

/**
 * Every row of the given databases that has a stable id, unchecked (the mirror checks only the rows that changed). A
 * session saved before sessions had a stable id gets one first (written back in one transaction), so it travels under
 * an id that every device shares.
 */
export async function readLocalRows(
  stores: AppStores,
  scopes: readonly StoreScope[] = ALL_SCOPES,
): Promise<LocalRow[]> {
  const rows: LocalRow[] = [];
  const add = (kind: RecordKind, found: unknown[], idOf: (row: Record<string, unknown>) => unknown) => {
    for (const row of found) {
      if (!isRecord(row)) continue;
      const id = idOf(row);
      if (typeof id === 'string' && id !== '') rows.push({ kind, id, row });
    }
  };
  if (scopes.includes('clients')) {
    const tx = stores.clients.transaction(['clients', 'clientNotes', 'batteries', 'batteryAssignments'], 'readonly');
    const [clients, notes, batteries, assignments] = await Promise.all([
      tx.objectStore('clients').getAll(),
      tx.objectStore('clientNotes').getAll(),
      tx.objectStore('batteries').getAll(),
      tx.objectStore('batteryAssignments').getAll(),
      tx.done,
    ]);
    add('client', clients, (row) => row.id);
    add('notes', notes, (row) => row.clientId);
    add('battery', batteries, (row) => row.id);
    add('assignment', assignments, (row) => row.clientId);
  }
  if (scopes.includes('sessions'))
    for (const row of await sessionRowsWithIds(stores.sessions))
      if (typeof row.recordId === 'string' && row.recordId !== '')
        rows.push({ kind: 'session', id: row.recordId, row, key: Number(row.timestamp) });
  return rows;
}

/**
 * The sessions stored under these keys, unchecked (a notice named them): the rows found, and the keys that hold no
 * session now (deleted). Null when one of them has no stable id yet: only a full read gives it one.
 */
export async function readSessionRowsByKey(
  db: SessionsDb,
  keys: readonly number[],
): Promise<{ rows: LocalRow[]; emptyKeys: number[] } | null> {
  const tx = db.transaction(SESSIONS_STORE, 'readonly');
  const found: unknown[] = await Promise.all(keys.map((key) => tx.store.get(key)));
  await tx.done;
  const rows: LocalRow[] = [];
  const emptyKeys: number[] = [];
  for (const [index, row] of found.entries()) {
    const key = keys[index] as number;
    if (row === undefined) emptyKeys.push(key);
    else if (!isRecord(row) || typeof row.recordId !== 'string' || row.recordId === '') return null;
    else rows.push({ kind: 'session', id: row.recordId, row, key });
  }
  return { rows, emptyKeys };
}

/** Every record this device would sync, each read by its store's own reader; a row that cannot be read stays unsynced. */
export async function readLocalRecords(stores: AppStores): Promise<LocalRecord[]> {
  return (await readLocalRows(stores))
    .map(recordOfRow)
    .filter((record) => readableBody(record.kind, record.id, record.body));
}

async function sessionRowsWithIds(db: SessionsDb): Promise<Record<string, unknown>[]> {
  const rows = (await db.getAll(SESSIONS_STORE)).filter(isRecord);
  const missing = rows.filter((row) => typeof row.recordId !== 'string' || row.recordId === '');
  const readable = missing.filter((row) => readSessionRecord(row).ok && typeof row.timestamp === 'number');
  if (readable.length === 0) return rows;
  const given: Record<string, unknown>[] = readable.map((row) => ({ ...row, recordId: newUid() }));
  await writeSessionsAtOnce(
    db,
    given.map((row) => ({ key: row.timestamp as number, record: row as never })),
  );
  const byKey = new Map(given.map((row) => [row.timestamp, row]));
  return rows.map((row) => byKey.get(row.timestamp) ?? row);
}

/** What one batch of arrivals changed, for this page's screens. */
export interface AppliedBatch {
  readonly clients: boolean;
  readonly sessions: boolean;
}

/** A record by its kind and stable id (one another device deleted). */
export interface RecordRef {
  readonly kind: RecordKind;
  readonly id: string;
}

type ClientsStoreName = 'clients' | 'clientNotes' | 'batteries' | 'batteryAssignments';
const STORE_OF_KIND: Record<Exclude<RecordKind, 'session'>, ClientsStoreName> = {
  client: 'clients',
  notes: 'clientNotes',
  battery: 'batteries',
  assignment: 'batteryAssignments',
};

/**
 * Writes arrived records (each already checked by readableBody) into the app's databases and removes the records
 * another device deleted: the clients database's records in one transaction, the sessions in another (a session
 * already here keeps its local key, looked up in `sessionKeys`, which this keeps current; a new one gets the next
 * key), then the index of sessions is marked for rebuilding.
 */
export async function writeArrivedRecords(
  stores: AppStores,
  records: readonly LocalRecord[],
  sessionKeys: Map<string, number>,
  removed: readonly RecordRef[] = [],
): Promise<AppliedBatch> {
  const ofClients = records.filter((r) => r.kind !== 'session');
  const removedOfClients = removed.filter((r) => r.kind !== 'session');
  const sessions = records.filter((r) => r.kind === 'session');
  const removedSessions = removed.filter((r) => r.kind === 'session' && sessionKeys.has(r.id));
  if (ofClients.length > 0 || removedOfClients.length > 0) {
    const tx = stores.clients.transaction(['clients', 'clientNotes', 'batteries', 'batteryAssignments'], 'readwrite');
    const done = tx.done;
    done.catch(() => undefined);
    // Every read at once, then every write at once (in the batch's order): one wait each, not two per record.
    const clients = tx.objectStore('clients');
    const arrivedClients = ofClients.filter((record) => record.kind === 'client');
    const found: unknown[] = await Promise.all(arrivedClients.map((record) => clients.get(record.id)));
    const here = new Map(arrivedClients.map((record, index) => [record.id, found[index]]));
    await Promise.all([
      ...ofClients.map((record) => {
        if (record.kind !== 'client')
          return tx.objectStore(STORE_OF_KIND[record.kind as Exclude<RecordKind, 'session'>]).put(record.body);
        const kept = here.get(record.id);
        const mostRecentKey = isRecord(kept) && typeof kept.mostRecentKey === 'number' ? kept.mostRecentKey : null;
        return clients.put({ ...record.body, mostRecentKey });
      }),
      ...removedOfClients.map((ref) =>
        tx.objectStore(STORE_OF_KIND[ref.kind as Exclude<RecordKind, 'session'>]).delete(ref.id),
      ),
    ]);
    await done;
  }
  if (sessions.length > 0) {
    const keys = await writeSessionsAtOnce(
      stores.sessions,
      sessions.map((record): SessionWrite => ({
        key: sessionKeys.get(record.id) ?? null,
        record: record.body as never,
      })),
    );
    for (const [index, record] of sessions.entries()) {
      const key = keys[index];
      if (key !== undefined) sessionKeys.set(record.id, key);
    }
  }
  if (removedSessions.length > 0) {
    const tx = stores.sessions.transaction(SESSIONS_STORE, 'readwrite');
    await Promise.all([...removedSessions.map((ref) => tx.store.delete(sessionKeys.get(ref.id) ?? -1)), tx.done]);
    for (const ref of removedSessions) sessionKeys.delete(ref.id);
  }
  const sessionsChanged = sessions.length > 0 || removedSessions.length > 0;
  if (sessionsChanged) await markSessionIndexStale(stores.clients);
  return { clients: ofClients.length > 0 || removedOfClients.length > 0, sessions: sessionsChanged };
}
