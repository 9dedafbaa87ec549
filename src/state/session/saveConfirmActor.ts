// The Save / Update dialog's actor: saveConfirmMachine with its saveSession effect (add the first time, then replace
// the most recent record by its key), the persistent-storage request and the messages for the banners.
import { sessionRecordFromProfile } from '@/storage/sessionRecord';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { saveConfirmMachine, saveErrorMessage } from '@machines/saveConfirmMachine';
import type { AppActors } from '@/state/createAppActors';
import { addSession } from '@/storage/sessionsDb';
import { putSession } from '@/storage/updateSession';
import { readMostRecentSession, writeMostRecentSession } from '@/storage/mostRecentSession';
import { requestPersistentStorage, type PersistentStorageResult } from '@/storage/requestPersistentStorage';
import { DatabaseUnavailableError, openedSessionsDb, type SessionDatabaseActor } from './sessionDatabase';

export type SaveConfirmActor = ActorRefFrom<typeof saveConfirmMachine>;

export const SAVED_MESSAGE = 'Session saved';
export const UPDATED_MESSAGE = 'Most recent session updated';
export const NOT_PERSISTENT_MESSAGE =
  'Session saved. The browser did not grant persistent storage, so it may clear saved sessions when the device runs low on space: export a backup from Past Sessions to keep a copy.';

const KEPT = 'Your current session has not been changed.';

export interface SaveSessionDeps {
  database: SessionDatabaseActor;
  profile: AppActors['profile'];
  alert: AppActors['alert'];
  /** Injected in tests; the browser's StorageManager by default. */
  persist?: () => Promise<PersistentStorageResult>;
  now?: () => Date;
}

function failureText(error: unknown): string {
  if (error instanceof DatabaseUnavailableError) {
    const reason = /[.!?]$/.test(error.message) ? error.message : `${error.message}.`;
    return `The session was not saved: ${reason} ${KEPT}`;
  }
  return saveErrorMessage(error);
}

/** Saves the current profile; resolves with the record's key. Rejects with the text the dialog and banner show. */
export async function saveCurrentSession(deps: SaveSessionDeps): Promise<number> {
  const { database, profile, alert } = deps;
  try {
    const db = await openedSessionsDb(database);
    const record = sessionRecordFromProfile(profile.getSnapshot().context.user, (deps.now ?? (() => new Date()))());
    const previous = readMostRecentSession();
    const key = previous ? await putSession(db, previous.timestamp, record) : await addSession(db, record);
    writeMostRecentSession({ ...record, timestamp: key });
    // First save from this browser: ask the browser to keep the sessions (DECISIONS 18: say so if it will not).
    const persistence = previous ? null : await (deps.persist ?? requestPersistentStorage)();
    if (persistence === 'denied') alert.send({ type: 'SHOW', alertType: 'info', message: NOT_PERSISTENT_MESSAGE });
    else alert.send({ type: 'SHOW', alertType: 'success', message: previous ? UPDATED_MESSAGE : SAVED_MESSAGE });
    const shown = profile.getSnapshot().context.error;
    if (shown?.startsWith('The session was not')) profile.send({ type: 'CLEAR_ERROR' });
    return key;
  } catch (error) {
    const message = failureText(error);
    profile.send({ type: 'ERROR', message });
    throw new Error(message, { cause: error });
  }
}

/** The dialog's actor, not started (the screen owns it: useScreenActor); its button reads 'Update Most Recent Session' when a session was saved from this browser before. */
export function createSaveConfirmActor(deps: SaveSessionDeps): SaveConfirmActor {
  return createActor(
    saveConfirmMachine.provide({ actors: { saveSession: fromPromise(() => saveCurrentSession(deps)) } }),
    { input: { savedBefore: readMostRecentSession() !== null } },
  );
}
