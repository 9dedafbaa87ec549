// Changes to client entries (decision 0100, decision 0147): rename, the open profile stored, archive, delete, merge two
// clients and move one session to another client.
import { type UserProfile } from '@/profile/profileTypes';
import { splitName } from '@/clients/sessionModel';
import {
  deleteClientEntry,
  newStoredClient,
  putClients,
  readActiveClientId,
  readClient,
  writeActiveClientId,
} from './clientsDb';
import { newUid } from './profileStore';
import { sessionName } from '@/profile/sessionRecordFromProfile';
import { applySessionIndexChange, readSessionRowsByKey } from './clientSessionIndex';
import { SessionStorageError } from './sessionsDb';
import { mergeClientNotes, moveSessionNote } from './reportNotesStore';
import { clientLabel } from '@/clients/clientLabel';
import { type RosterStores, requireClient, readClientRows, deleteSessionKeys, patchSessionRows } from './clientRoster';

/**
 * Renames a client (decision 0100): the name of the entry and of its stored profile, nothing else; every session stays
 * theirs. Resolves with the name parts, for the open profile when the client is the open one.
 */
export async function renameClient(
  stores: RosterStores,
  id: string,
  name: string,
  now: Date,
): Promise<{ fname: string | null; lname: string | null }> {
  const client = await requireClient(stores, id);
  const parts = splitName(name.trim() || null);
  await putClients(stores.clients, [
    {
      ...client,
      name: name.trim() || null,
      profile: client.profile ? { ...client.profile, ...parts } : null,
      updatedAt: now.toISOString(),
    },
  ]);
  return parts;
}

/**
 * The open profile was submitted on the demographics form (decision 0100): the client entry takes its name and profile
 * at once, so a client named on the form is listed and found by search before anything is saved. Creates the entry
 * when the open client has none yet.
 */
export async function storeOpenProfile(stores: RosterStores, profile: UserProfile, now: Date): Promise<void> {
  const client = await readClient(stores.clients, profile.uid);
  const name = sessionName(profile.fname, profile.lname);
  const entry = client
    ? { ...client, name: name ?? client.name, profile, updatedAt: now.toISOString() }
    : newStoredClient(profile.uid, name, profile, now);
  await putClients(stores.clients, [entry]);
  if ((await readActiveClientId(stores.clients)) !== profile.uid)
    await writeActiveClientId(stores.clients, profile.uid);
}

export async function setClientArchived(stores: RosterStores, id: string, archived: boolean, now: Date): Promise<void> {
  const client = await requireClient(stores, id);
  await putClients(stores.clients, [{ ...client, archived, updatedAt: now.toISOString() }]);
}

/** Deletes a client and every session of theirs; resolves with how many sessions went. */
export async function deleteClient(stores: RosterStores, id: string): Promise<number> {
  const keys = (await readClientRows(stores, id)).map((r) => r.key);
  await deleteSessionKeys(stores.sessions, keys);
  await applySessionIndexChange(stores, { deleted: keys });
  await deleteClientEntry(stores.clients, id);
  if ((await readActiveClientId(stores.clients)) === id) await writeActiveClientId(stores.clients, null);
  return keys.length;
}

/**
 * Moves every session of `sourceId` to `targetId` and removes the source client. Resolves with the count moved. The
 * notes and goals follow (decision 0147): checked first, so a merge that would lose a note changes nothing; written
 * after the sessions moved and before the source goes, so a failed step can be retried and loses nothing.
 */
export async function mergeClients(
  stores: RosterStores,
  sourceId: string,
  targetId: string,
  now: Date,
): Promise<number> {
  await requireClient(stores, targetId);
  const sourceName = clientLabel((await readClient(stores.clients, sourceId))?.name);
  await mergeClientNotes(stores.clients, sourceId, targetId, sourceName, { write: false });
  const rows = await readClientRows(stores, sourceId);
  const updatedAt = now.toISOString();
  await patchSessionRows(
    stores.sessions,
    rows.map((row) => ({
      row,
      fields: { clientId: targetId, recordId: row.record.recordId ?? newUid(), updatedAt },
    })),
  );
  await applySessionIndexChange(stores, {
    placed: rows.map((row) => ({ key: row.key, clientId: targetId, date: row.record.date })),
  });
  await mergeClientNotes(stores.clients, sourceId, targetId, sourceName, { write: true });
  await deleteClientEntry(stores.clients, sourceId);
  if ((await readActiveClientId(stores.clients)) === sourceId) await writeActiveClientId(stores.clients, targetId);
  return rows.length;
}

/** Moves one session to another client; its note goes with it (decision 0147), checked before anything moves. */
export async function moveSession(stores: RosterStores, key: number, toClientId: string, now: Date): Promise<void> {
  await requireClient(stores, toClientId);
  const [row] = await readSessionRowsByKey(stores.sessions, [key]);
  if (!row) throw new SessionStorageError('read', 'That session could not be found. Reload the page to try again.');
  const { clientId: fromId, recordId } = row.record;
  const noteMoves = fromId && recordId && fromId !== toClientId ? { fromId, recordId } : null;
  if (noteMoves)
    await moveSessionNote(stores.clients, noteMoves.fromId, toClientId, noteMoves.recordId, { write: false });
  await patchSessionRows(stores.sessions, [
    {
      row,
      fields: { clientId: toClientId, recordId: row.record.recordId ?? newUid(), updatedAt: now.toISOString() },
    },
  ]);
  await applySessionIndexChange(stores, { placed: [{ key, clientId: toClientId, date: row.record.date }] });
  if (noteMoves)
    await moveSessionNote(stores.clients, noteMoves.fromId, toClientId, noteMoves.recordId, { write: true });
  const from = row.record.clientId ? await readClient(stores.clients, row.record.clientId) : null;
  if (from?.mostRecentKey === key) await putClients(stores.clients, [{ ...from, mostRecentKey: null }]);
}
