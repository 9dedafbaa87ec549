// The clients actor for a screen (created and loaded on first use) and a selector over its snapshot.
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import type { clientsMachine } from '@machines/clientsMachine';
import { useAppActors } from '@/state/AppActorsContext';
import { useSelector } from '@xstate/react';
import { useSessionDatabase } from '@/state/records/useSessionDatabase';
import { clientsActor, type ClientsActor } from './clientsActor';

export function useClientsActor(): ClientsActor {
  const { profile, alert } = useAppActors();
  const database = useSessionDatabase();
  return useMemo(() => clientsActor({ database, profile, alert }), [database, profile, alert]);
}

export function useClients<T>(select: (snapshot: SnapshotFrom<typeof clientsMachine>) => T): T {
  return useSelector(useClientsActor(), select);
}
