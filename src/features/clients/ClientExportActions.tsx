// One client as a file for another device (import merges by stable ids), and the client's sessions as CSV.
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { useSessionDatabase } from '@/state/session/useSessionDatabase';
import { rosterStores } from '@/state/clients/clientsActor';
import { exportClient, readClientSessions } from '@/storage/clientRoster';
import { clientsCsv } from '@/clients/clientCsv';
import { clientLabel } from '@/clients/clientTypes';
import { downloadFile } from '@/effects/downloadFile';
import { UTF8_BOM } from '@/state/session/sessionFiles';
import { errorMessageOf } from '@/storage/sessionsDb';

/** 'alex-smith' for file names. */
function slug(name: string | null): string {
  return clientLabel(name).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'client';
}

export function ClientExportActions({ clientId }: { clientId: string }) {
  const { profile } = useAppActors();
  const database = useSessionDatabase();
  const metric = useProfile((c) => c.user.prefers_metric);
  const fail = (error: unknown) => profile.send({ type: 'ERROR', message: errorMessageOf(error) ?? 'Unknown Error' });

  const onExport = async () => {
    try {
      const file = await exportClient(await rosterStores(database), clientId, profile.getSnapshot().context.user, new Date());
      downloadFile({ name: `fitness-client-${slug(file.name)}.json`, type: 'application/json', text: file.text });
    } catch (error) {
      fail(error);
    }
  };
  const onCsv = async () => {
    try {
      const stores = await rosterStores(database);
      const records = await readClientSessions(stores, clientId);
      const file = await exportClient(stores, clientId, profile.getSnapshot().context.user, new Date());
      downloadFile({
        name: `fitness-client-${slug(file.name)}.csv`, type: 'text/csv;charset=utf-8',
        text: UTF8_BOM + clientsCsv(records, new Map([[clientId, file.name]]), metric),
      });
    } catch (error) {
      fail(error);
    }
  };
  return (
    <>
      <button type="button" className="button" onClick={() => { void onExport(); }}>Export client file</button>
      <button type="button" className="button" onClick={() => { void onCsv(); }}>Export CSV</button>
    </>
  );
}
