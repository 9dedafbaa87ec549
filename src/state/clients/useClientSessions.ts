// A client's saved sessions for the history screen: read once per visit and again after the roster changes.
import { useEffect, useState } from 'react';
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import { readClientSessions } from '@/storage/clientRoster';
import { presentError, type ExplainedText } from '@/domain/errorMessages';
import { useSessionDatabase } from '@/state/session/useSessionDatabase';
import { rosterStores } from './clientsActor';
import { useClients } from './useClients';

export type ClientSessionsState =
  | { status: 'loading' }
  | { status: 'failed'; failure: ExplainedText }
  | { status: 'ready'; records: StoredSessionRecord[] };

export function useClientSessions(clientId: string): ClientSessionsState {
  const database = useSessionDatabase();
  const roster = useClients((s) => s.context.roster); // a new roster (save, move, merge) reads again
  const [state, setState] = useState<ClientSessionsState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    rosterStores(database)
      .then((stores) => readClientSessions(stores, clientId))
      .then((records) => { if (current) setState({ status: 'ready', records }); })
      .catch((error: unknown) => { if (current) setState({ status: 'failed', failure: presentError(error, "This client's sessions could not be read.") }); });
    return () => { current = false; };
  }, [database, clientId, roster]);
  return state;
}
