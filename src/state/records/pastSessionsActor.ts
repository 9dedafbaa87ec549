// The Past Sessions actor: pastSessionsMachine with the page reads and the backup restore provided, and its
// messages sent to the app's alert and error banners; and the export files, read from the whole store on demand.
// The restore and export code (with papaparse) is fetched only when the user restores or exports (decision 0076).
import { useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { useActorRef } from '@xstate/react';
import type { AppActors } from '@/state/createAppActors';
import { readEverySession, readSessionPage } from '@/storage/sessionPages';
import { PAGE_SIZE } from '@/summary/pastSessionsRows';
import { openedSessionsDb, type SessionDatabaseActor } from './sessionDatabase';
import { pastSessionsMachine, type ReadOutcome, type RestoreOutcome } from '@machines/pastSessionsMachine';

export type PastSessionsActor = ActorRefFrom<typeof pastSessionsMachine>;

/** spec §8: reading before the database is ready. */
export const INIT_NOT_COMPLETE = 'Init Not complete';

/** 'Restored 3 sessions; 2 were already saved and were skipped.' (+ how many rows could not be read). */
export function restoreMessage({ added, skipped, rejected = [] }: RestoreOutcome): string {
  const addedText = `Restored ${added} session${added === 1 ? '' : 's'}`;
  const skippedText =
    skipped === 0
      ? ''
      : `; ${skipped} ${skipped === 1 ? 'was' : 'were'} already saved and ${skipped === 1 ? 'was' : 'were'} skipped`;
  const rejectedText =
    rejected.length === 0
      ? ''
      : ` ${rejected.length} record${rejected.length === 1 ? '' : 's'} of the file could not be read and ${rejected.length === 1 ? 'was' : 'were'} not imported (listed below); nothing else was changed.`;
  return `${addedText}${skippedText}.${rejectedText}`;
}

export interface PastSessionsDeps {
  database: SessionDatabaseActor;
  profile: AppActors['profile'];
  alert: AppActors['alert'];
}

/** The Past Sessions machine with its effects provided. */
export function pastSessionsLogic({ database, profile, alert }: PastSessionsDeps) {
  return pastSessionsMachine.provide({
    actors: {
      readSessions: fromPromise(async ({ input }): Promise<ReadOutcome> => {
        const page = await readSessionPage(await openedSessionsDb(database), { page: input.page, size: PAGE_SIZE });
        return {
          records: page.records,
          skipped: page.invalid.length,
          page: page.page,
          pageCount: page.pageCount,
          total: page.total,
        };
      }),
      restoreBackup: fromPromise(async ({ input }) => {
        const [text, { importSessionsBackup }] = await Promise.all([
          input.file.text(),
          import('@/storage/sessionImport'),
        ]);
        return importSessionsBackup(await openedSessionsDb(database), text);
      }),
    },
    actions: {
      notifyNotReady: () => alert.send({ type: 'SHOW', alertType: 'error', message: INIT_NOT_COMPLETE }),
      // Rows left out are something the user must look at, so that message stays until dismissed (a warning).
      notifyRestored: (_args, outcome) =>
        alert.send({
          type: 'SHOW',
          alertType: outcome.rejected?.length ? 'warning' : 'success',
          message: restoreMessage(outcome),
        }),
      notifyRestoreFailed: (_args, { message, detail }) =>
        profile.send({ type: 'ERROR', message, detail, origin: 'restore' }),
    },
  });
}

/** The Past Sessions actor, owned by the screen: @xstate/react's useActorRef starts it on mount and stops it on unmount. */
export function usePastSessionsActor({ database, profile, alert }: PastSessionsDeps): PastSessionsActor {
  return useActorRef(useMemo(() => pastSessionsLogic({ database, profile, alert }), [database, profile, alert]));
}

export type SessionsExportKind = 'csv' | 'backup';

/**
 * Saves every readable saved session, newest first, as CSV in the user's units or as the JSON backup. The records
 * are read from the whole store only now; rejects with a message for the user when the database cannot be read.
 */
export async function downloadSessionsExport(
  database: SessionDatabaseActor,
  kind: SessionsExportKind,
  metric: boolean,
): Promise<void> {
  const db = await openedSessionsDb(database);
  const [{ records }, files] = await Promise.all([readEverySession(db), import('./sessionFiles')]);
  if (kind === 'csv') files.downloadSessionsCsv(records, metric);
  else files.downloadSessionsBackup(records);
}
