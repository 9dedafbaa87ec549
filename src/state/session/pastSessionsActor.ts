// The Past Sessions actor: pastSessionsMachine with the database reads and the backup restore provided, and its
// messages sent to the app's alert and error banners.
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { AppActors } from '@/state/createAppActors';
import { getAllSessions } from '@/storage/sessionsDb';
import { importSessionsBackup } from '@/storage/sessionImport';
import { openedSessionsDb, type SessionDatabaseActor } from './sessionDatabase';
import { pastSessionsMachine, type ReadOutcome, type RestoreOutcome } from '@machines/pastSessionsMachine';

export type PastSessionsActor = ActorRefFrom<typeof pastSessionsMachine>;

/** SPEC section 8: reading before the database is ready. */
export const INIT_NOT_COMPLETE = 'Init Not complete';

/** 'Restored 3 sessions; 2 were already saved and were skipped.' */
export function restoreMessage({ added, skipped }: RestoreOutcome): string {
  const addedText = `Restored ${added} session${added === 1 ? '' : 's'}`;
  if (skipped === 0) return `${addedText}.`;
  return `${addedText}; ${skipped} ${skipped === 1 ? 'was' : 'were'} already saved and ${skipped === 1 ? 'was' : 'were'} skipped.`;
}

export interface PastSessionsDeps {
  database: SessionDatabaseActor;
  profile: AppActors['profile'];
  alert: AppActors['alert'];
}

/** The Past Sessions actor, not started: the screen owns it (useScreenActor starts it and stops it on unmount). */
export function createPastSessionsActor({ database, profile, alert }: PastSessionsDeps): PastSessionsActor {
  return createActor(
    pastSessionsMachine.provide({
      actors: {
        readSessions: fromPromise(async (): Promise<ReadOutcome> => {
          const { records, skipped } = await getAllSessions(await openedSessionsDb(database));
          return { records, skipped };
        }),
        restoreBackup: fromPromise(async ({ input }) => {
          const text = await input.file.text();
          return importSessionsBackup(await openedSessionsDb(database), text);
        }),
      },
      actions: {
        notifyNotReady: () => alert.send({ type: 'SHOW', alertType: 'error', message: INIT_NOT_COMPLETE }),
        notifyRestored: (_args, outcome) => alert.send({ type: 'SHOW', alertType: 'success', message: restoreMessage(outcome) }),
        notifyRestoreFailed: (_args, { message }) => profile.send({ type: 'ERROR', message }),
      },
    }),
  );
}
