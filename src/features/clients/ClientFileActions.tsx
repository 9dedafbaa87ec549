// Hand-off without a server: import a client file exported on another device, and the CSV of every client.
import { useRef, useState } from 'react';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { useSessionDatabase } from '@/state/records/useSessionDatabase';
import { useClientsActor } from '@/state/records/useClients';
import { downloadAllClientsCsv, importClientFile } from '@/state/records/clientFiles';
import { useShowFailure } from '@/state/useSubmitUpdate';

export function ClientFileActions() {
  const { alert } = useAppActors();
  const database = useSessionDatabase();
  const clients = useClientsActor();
  const metric = useProfile((c) => c.user.prefers_metric);
  const input = useRef<HTMLInputElement>(null);
  const [working, setWorking] = useState(false);

  const showFailure = useShowFailure();

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    setWorking(true);
    try {
      const { message, warning } = await importClientFile(clients, file);
      alert.send({ type: 'SHOW', alertType: warning ? 'warning' : 'success', message });
    } catch (error) {
      showFailure(error, 'The client file was not imported.');
    } finally {
      setWorking(false);
      if (input.current) input.current.value = '';
    }
  };

  const onCsv = async () => {
    try {
      await downloadAllClientsCsv(database, metric);
    } catch (error) {
      showFailure(error, 'The CSV file was not made.');
    }
  };

  return (
    <section className="client-files no-print" aria-labelledby="client-files-title">
      <h2 id="client-files-title">Files</h2>
      <div className="field">
        <label htmlFor="client-import">Import a client file</label>
        <input
          ref={input}
          id="client-import"
          type="file"
          accept="application/json,.json"
          disabled={working}
          onChange={(e) => {
            void onImport(e.target.files?.[0]);
          }}
        />
      </div>
      <div className="form-actions">
        <button
          type="button"
          className="button"
          onClick={() => {
            void onCsv();
          }}
        >
          Export all clients as CSV
        </button>
      </div>
    </section>
  );
}
