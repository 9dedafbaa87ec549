// The sessions database actor for a session screen: created (and opened) on first use, failures sent to the error banner.
import { useMemo } from 'react';
import { useAppActors } from '@/state/AppActorsContext';
import { sessionDatabase, type SessionDatabaseActor } from './sessionDatabase';

export function useSessionDatabase(): SessionDatabaseActor {
  const { profile } = useAppActors();
  return useMemo(() => sessionDatabase((message, detail) => profile.send({ type: 'ERROR', message, detail })), [profile]);
}
