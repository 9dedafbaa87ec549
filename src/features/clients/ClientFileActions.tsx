// Hand-off without a server (issue 12): import a client file exported on another device, and the CSV of every client.
import { useRef, useState } from 'react';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { useSessionDatabase } from '@/state/session/useSessionDatabase';
import { rosterStores } from '@/state/clients/clientsActor';
import { useClientsActor } from '@/state/clients/useClients';
import { importClient, readAllClientSessions } from '@/storage/clientRoster';
import { importMessage } from '@/clients/importMerge';
import { clientLabel } from '@/clients/clientTypes';
import { clientsCsv } from '@/clients/clientCsv';
import { downloadFile } from '@/effects/downloadFile';
import { UTF8_BOM } from '@/state/session/sessionFiles';
import { errorMessageOf } from '@/storage/sessionsDb';

function today(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function ClientFileActions() {
  const { profile, alert } = useAppActors();
  const database = useSessionDatabase();
  const clients = useClientsActor();
  const metric = useProfile((c) => c.user.prefers_metric);
  const input = useRef<HTMLInputElement>(null);
  const [working, setWorking] = useState(false);

  const fail = (error: unknown) => profile.send({ type: 'ERROR', message: errorMessageOf(error) ?? 'Unknown Error' });

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    setWorking(true);
    try {
      const outcome = await importClient(await rosterStores(database), await file.text());
      clients.send({ type: 'REFRESH' });
      alert.send({ type: 'SHOW', alertType: 'success', message: importMessage(clientLabel(outcome.name), outcome.added, outcome.replaced, outcome.unchanged) });
    } catch (error) {
      fail(error);
    } finally {
      setWorking(false);
      if (input.current) input.current.value = '';
    }
  };

  const onCsv = async () => {
    try {
      const { records, names } = await readAllClientSessions(await rosterStores(database));
      downloadFile({ name: `fitness-clients-${today(new Date())}.csv`, type: 'text/csv;charset=utf-8', text: UTF8_BOM + clientsCsv(records, names, metric) });
    } catch (error) {
      fail(error);
    }
  };

  return (
    <section className="client-files no-print" aria-labelledby="client-files-title">
      <h2 id="client-files-title">Files</h2>
      <div className="field">
        <label htmlFor="client-import">Import a client file</label>
        <input ref={input} id="client-import" type="file" accept="application/json,.json" disabled={working}
          onChange={(e) => { void onImport(e.target.files?.[0]); }} />
      </div>
      <div className="form-actions">
        <button type="button" className="button" onClick={() => { void onCsv(); }}>Export all clients as CSV</button>
      </div>
    </section>
  );
}
