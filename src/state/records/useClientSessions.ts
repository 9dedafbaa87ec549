// A client's saved sessions for the history screen: read once per visit, and again when the roster says this client's
// sessions changed (a save, a move, a merge). The roster's first arrival does not read them a second time.
import { useEffect, useState } from 'react';
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import { readClientSessions } from '@/storage/clientRoster';
import { presentError, type ExplainedText } from '@/domain/errorMessages';
import { useSessionDatabase } from '@/state/records/useSessionDatabase';
import { rosterStores } from './rosterStores';
import { useClients } from './useClients';
import { useRecordsChanged } from '@/state/useRecordsChanged';
import { useRecords } from './useRecords';

export type ClientSessionsState =
  | { status: 'loading' }
  | { status: 'failed'; failure: ExplainedText }
  | { status: 'ready'; records: StoredSessionRecord[] };

export function useClientSessions(clientId: string): ClientSessionsState {
  const database = useSessionDatabase();
  // What the roster says of this client's sessions; null until the roster has loaded.
  const summary = useClients((s) => {
    const client = s.context.roster?.clients.find((c) => c.id === clientId);
    return client ? `${client.sessionCount} ${client.lastTestDate ?? ''}` : null;
  });
  // A change of that summary is a new revision, but its first arrival is not: the read started before the roster
  // arrived already reads the database as it is (decision 0083), and drawing the history and its charts twice would
  // double the time to the first full view.
  const [seen, setSeen] = useState({ summary, revision: 0 });
  if (seen.summary !== summary)
    setSeen({ summary, revision: seen.summary === null ? seen.revision : seen.revision + 1 });
  // Another tab saved, moved or imported this client's sessions (decision 0133): read them again.
  const [followed, setFollowed] = useState(0);
  useRecordsChanged((changes) => {
    if (changes.some((c) => c.store === 'sessions' && (c.clientId === undefined || c.clientId === clientId)))
      setFollowed((n) => n + 1);
  });
  // An earlier session edited from this page (decision 0137): read again when its write ends, so the edit shows at once.
  const savingEdit = useRecords((s) => s.matches({ edit: 'savingEdit' }));
  const [state, setState] = useState<ClientSessionsState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    rosterStores(database)
      .then((stores) => readClientSessions(stores, clientId))
      .then((records) => {
        if (current) setState({ status: 'ready', records });
      })
      .catch((error: unknown) => {
        if (current)
          setState({ status: 'failed', failure: presentError(error, "This client's sessions could not be read.") });
      });
    return () => {
      current = false;
    };
  }, [database, clientId, seen.revision, followed, savingEdit]);
  return state;
}
