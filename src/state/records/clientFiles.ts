// The clients' files: one client as a JSON file and as CSV, every client as CSV, and a client file's
// import. Reads go through the roster storage; downloads through the download effect.
import { clientsCsv } from '@/storage/clientCsv';
import { clientLabel } from '@/clients/clientTypes';
import { importMessage } from '@/clients/importMerge';
import type { UserProfile } from '@/profile/profileTypes';
import { localDayKey } from '@/profile/calendarDate';
import { downloadFile } from '@/effects/downloadFile';
import { exportClient } from '@/storage/clientFileExport';
import { readAllClientSessions, readClientSessions } from '@/storage/clientRoster';
import { UTF8_BOM } from '@/state/records/sessionFiles';
import type { SessionDatabaseActor } from '@/state/records/sessionDatabase';
import type { ClientsActor } from './clientsActor';
import { rosterStores } from './rosterStores';
import { writeToRoster } from './rosterWrites';

/** 'alex-smith' for file names. */
function slug(name: string | null): string {
  return (
    clientLabel(name)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'client'
  );
}

export async function downloadClientFile(
  database: SessionDatabaseActor,
  clientId: string,
  current: UserProfile,
): Promise<void> {
  const file = await exportClient(await rosterStores(database), clientId, current, new Date());
  downloadFile({ name: `fitness-client-${slug(file.name)}.json`, type: 'application/json', text: file.text });
}

export async function downloadClientCsv(
  database: SessionDatabaseActor,
  clientId: string,
  current: UserProfile,
): Promise<void> {
  const stores = await rosterStores(database);
  const records = await readClientSessions(stores, clientId);
  const file = await exportClient(stores, clientId, current, new Date());
  downloadFile({
    name: `fitness-client-${slug(file.name)}.csv`,
    type: 'text/csv;charset=utf-8',
    text: UTF8_BOM + clientsCsv(records, new Map([[clientId, file.name]]), current.prefers_metric),
  });
}

export async function downloadAllClientsCsv(database: SessionDatabaseActor, metric: boolean): Promise<void> {
  const { records, names } = await readAllClientSessions(await rosterStores(database));
  downloadFile({
    name: `fitness-clients-${localDayKey(new Date())}.csv`,
    type: 'text/csv;charset=utf-8',
    text: UTF8_BOM + clientsCsv(records, names, metric),
  });
}

/**
 * Imports a client file; resolves with the message for the banner, a warning (it stays until dismissed) when a
 * session was kept beside another client's with the same record id (decision 0132). The roster performs it once no
 * roster change is under way, as a save: the roster's start ends by replacing the open profile, which clears the
 * error banner, so a failure said before it was wiped unseen.
 */
export async function importClientFile(
  clients: ClientsActor,
  file: File,
): Promise<{ message: string; warning: boolean }> {
  const outcome = await writeToRoster(clients, { kind: 'importClientFile', text: await file.text() });
  return {
    message: importMessage(
      clientLabel(outcome.name),
      outcome.added,
      outcome.replaced,
      outcome.unchanged,
      outcome.conflicts,
    ),
    warning: outcome.conflicts > 0,
  };
}
