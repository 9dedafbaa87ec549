// One client as a file, for a hand-off without a server: the file's type and version, and the export.
import { type UserProfile } from '@/profile/profileTypes';
import { storedForm, readActiveClientId } from './clientsDb';
import { canonicalRecord } from '@/profile/canonicalRecord';
import { rawNotesOfClient } from './reportNotesStore';
import { type RosterStores, requireClient, readClientSessions } from './clientRoster';

export const CLIENT_FILE_TYPE = 'fitness-client-export';

export const CLIENT_FILE_VERSION = 1;

/** The client (profile and every session) as one JSON text; the current profile when the client is the open one. */
export async function exportClient(
  stores: RosterStores,
  id: string,
  current: UserProfile,
  now: Date,
): Promise<{ name: string | null; text: string }> {
  const client = await requireClient(stores, id);
  const activeId = await readActiveClientId(stores.clients);
  const sessions = await readClientSessions(stores, id);
  const profile = activeId === id ? current : client.profile;
  // Notes and goals (decision 0150) travel with the client, as stored; a file without them (an older one) still imports.
  const notes = await rawNotesOfClient(stores.clients, id);
  const file = {
    type: CLIENT_FILE_TYPE,
    schemaVersion: CLIENT_FILE_VERSION,
    exportedAt: now.toISOString(),
    client: storedForm({ ...client, profile }),
    sessions: sessions.map((s) => canonicalRecord(s)),
    ...(notes === undefined ? {} : { notes }),
  };
  return { name: client.name, text: JSON.stringify(file, null, 1) };
}
