// One client as a file for another device (import merges by stable ids), and the client's sessions as CSV.
import { useAppActors } from '@/state/AppActorsContext';
import { useSessionDatabase } from '@/state/records/useSessionDatabase';
import { downloadClientCsv, downloadClientFile } from '@/state/records/clientFiles';
import { useShowFailure } from '@/state/useSubmitUpdate';

export function ClientExportActions({ clientId }: { clientId: string }) {
  const { profile } = useAppActors();
  const showFailure = useShowFailure();
  const database = useSessionDatabase();
  const run = (action: typeof downloadClientFile) => {
    action(database, clientId, profile.getSnapshot().context.user).catch((error: unknown) =>
      showFailure(error, 'The file was not made.'),
    );
  };
  return (
    <>
      <button type="button" className="button" onClick={() => run(downloadClientFile)}>
        Export client file
      </button>
      <button type="button" className="button" onClick={() => run(downloadClientCsv)}>
        Export CSV
      </button>
    </>
  );
}
