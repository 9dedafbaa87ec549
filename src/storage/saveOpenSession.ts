// Saving the open client's open session (decision 0101, decision 0102): its own record, added once and then updated in
// place.
import { type UserProfile } from '@/profile/profileTypes';
import { holdsOnlyMeasured, openSessionRecord } from '@/clients/sessionModel';
import {
  newStoredClient,
  putClients,
  readActiveClientId,
  readClient,
  writeActiveClientId,
  type StoredClient,
} from './clientsDb';
import { sessionName } from '@/profile/sessionRecordFromProfile';
import { type StoredSessionRecord } from '@/profile/sessionRecord';
import { applySessionIndexChange } from './clientSessionIndex';
import { SessionStorageError, addSession } from './sessionsDb';
import { putSession } from './updateSession';
import { type RosterStores, readClientRows } from './clientRoster';

export interface SaveOutcome {
  readonly key: number;
  readonly record: StoredSessionRecord;
  /** True when the open session's own record was updated (it was saved before). */
  readonly updated: boolean;
  readonly clientId: string;
}

/**
 * Saves the open session of the open client (decision 0101, decision 0102): the client is the profile's uid and the
 * record is the session's own (recordId === sessionId). Its first save adds it; every later save, a retry after a
 * failed write included, finds it by its record id and updates it in place, keeping its date: a session is never
 * stored twice, and no other session or client is ever written. The record is marked measured-only unless the
 * session is one the upgrade opened on an earlier build's filled profile, or updates a record saved without it.
 */
export async function saveOpenSession(
  stores: RosterStores,
  profile: UserProfile,
  now: Date,
  options: { readonly activate?: boolean } = {},
): Promise<SaveOutcome> {
  const { client, own, record } = await openSessionWrite(stores, profile, now);
  const key = own ? await putSession(stores.sessions, own.key, record) : await addSession(stores.sessions, record);
  await applySessionIndexChange(stores, { placed: [{ key, clientId: client.id, date: record.date }] });
  await putClients(stores.clients, [clientAfterSave(client, profile, key, now)]);
  // A group test saves a client that is not open (decision 0154): the active client stays the open one.
  if (options.activate !== false && (await readActiveClientId(stores.clients)) !== client.id)
    await writeActiveClientId(stores.clients, client.id);
  return { key, record: { ...record, timestamp: key }, updated: own !== null, clientId: client.id };
}

/** What saving an open session writes: its client (stored or new), its own stored row (null before its first save), the record. */
export async function openSessionWrite(stores: RosterStores, profile: UserProfile, now: Date) {
  if (profile.sessionId === null)
    throw new SessionStorageError(
      'invalid-record',
      'The session was not saved: it has not been started. Reload the page to try again.',
    );
  const stored = await readClient(stores.clients, profile.uid);
  const client = stored ?? newStoredClient(profile.uid, sessionName(profile.fname, profile.lname), profile, now);
  const own = stored
    ? ((await readClientRows(stores, client.id)).find((row) => row.record.recordId === profile.sessionId) ?? null)
    : null;
  const measuredOnly = own ? holdsOnlyMeasured(own.record) : client.carriedSessionId !== profile.sessionId;
  const record = {
    ...openSessionRecord(profile, now, { measuredOnly, firstSavedAt: own?.record.date ?? null }),
    ...(own?.record.editedAt ? { editedAt: own.record.editedAt } : {}),
  };
  return { client, own, record };
}

/** The client entry after its session was saved under `key`: its name, profile and most recent record follow. */
export function clientAfterSave(client: StoredClient, profile: UserProfile, key: number, now: Date): StoredClient {
  return {
    ...client,
    name: sessionName(profile.fname, profile.lname) ?? client.name,
    profile,
    mostRecentKey: key,
    updatedAt: now.toISOString(),
  };
}
