// The sessions database actor for a session screen: created (and opened) on first use, failures sent to the error banner.
import { useMemo } from 'react';
import { useAppActors } from '@/state/AppActorsContext';
import type { AppActors } from '@/state/createAppActors';
import { sessionDatabase, type SessionDatabaseActor } from './sessionDatabase';

const reportTo = (profile: AppActors['profile']) => (message: string, detail: string | null) =>
  profile.send({ type: 'ERROR', message, detail, origin: 'database' });

export function useSessionDatabase(): SessionDatabaseActor {
  const { profile } = useAppActors();
  return useMemo(() => sessionDatabase(reportTo(profile)), [profile]);
}

/**
 * Opens the database before the screen has rendered, for a page loaded at a session route (decision 0079): the open
 * runs beside the screen's code and the state module instead of after them. A failure reaches the error banner once
 * the app state has loaded. The screen then finds the same actor (sessionDatabase is one per page).
 */
export function openSessionDatabaseEarly(actors: Promise<AppActors>): void {
  sessionDatabase((message, detail) => void actors.then(({ profile }) => reportTo(profile)(message, detail)));
}
