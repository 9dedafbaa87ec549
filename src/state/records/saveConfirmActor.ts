// The Save / Update dialog's actor: saveConfirmMachine with its saveSession effect (decision 0102: the open session of
// the open client; its first save adds it, later saves update that same record and nothing else), the
// persistent-storage request and the messages for the banners. It runs as the records actor's child 'saveConfirm'
// (decision 0162): the screen hands it over, sends SAVE / CONFIRM_SAVE / CLOSE_SAVE / RETRY_SAVE to the records actor,
// and reads the dialog's state from the child; the records machine tells it when another session opens, so the
// button's label follows that session.
import { useMemo } from 'react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { saveConfirmMachine, saveErrorText } from '@machines/saveConfirmMachine';
import {
  CANNOT_SAVE_NOW,
  ENTRIES_KEPT,
  ExplainedError,
  technicalDetailOf,
  type ExplainedText,
} from '@/domain/errorMessages';
import type { AppActors } from '@/state/createAppActors';
import { SessionStorageError } from '@/storage/sessionsDb';
import { clientsActor } from '@/state/records/clientsActor';
import { writeToRoster } from '@/state/records/rosterWrites';
import { savedOpenSession } from '@/state/records/openSession';
import { requestPersistentStorage, type PersistentStorageResult } from '@/storage/requestPersistentStorage';
import { DatabaseUnavailableError, type SessionDatabaseActor } from './sessionDatabase';
import { recordsActor, recordsChild, type RecordsActor } from './recordsActor';

export type SaveConfirmActor = ActorRefFrom<typeof saveConfirmMachine>;

export const SAVED_MESSAGE = 'Session saved';
export const UPDATED_MESSAGE = 'Session updated';
export const NOT_PERSISTENT_MESSAGE =
  'Session saved. The browser did not grant persistent storage, so it may clear saved sessions when the device runs low on space: export a backup from Past Sessions to keep a copy.';

export interface SaveSessionDeps {
  database: SessionDatabaseActor;
  profile: AppActors['profile'];
  alert: AppActors['alert'];
  /** Injected in tests; the browser's StorageManager by default. */
  persist?: () => Promise<PersistentStorageResult>;
  now?: () => Date;
}

function failureText(error: unknown): ExplainedText {
  if (error instanceof DatabaseUnavailableError || (error instanceof SessionStorageError && error.kind === 'open')) {
    // The database-open text (spec §8) already says what happened and what to do; it is kept whole. The entries live
    // with the open profile in local storage (decision 0019), so the person learns that none of them is lost.
    const reason = /[.!?]$/.test(error.message) ? error.message : `${error.message}.`;
    return { message: `${CANNOT_SAVE_NOW} ${reason} ${ENTRIES_KEPT}`, detail: technicalDetailOf(error) };
  }
  return saveErrorText(error);
}

/** Saves the open session; resolves with the record's key. Rejects with the text the dialog and banner show. */
export async function saveCurrentSession(deps: SaveSessionDeps): Promise<number> {
  const { profile, alert } = deps;
  try {
    const at = (deps.now ?? (() => new Date()))().toISOString();
    // The roster (started here when no screen has) saves once no roster change is under way, and reads itself again.
    const saved = await writeToRoster(clientsActor(deps), { kind: 'saveSession', at });
    // First save from this browser: ask the browser to keep the sessions (decision 0018: say so if it will not).
    const persistence = saved.firstSave ? await (deps.persist ?? requestPersistentStorage)() : null;
    const savedText = saved.updated ? UPDATED_MESSAGE : SAVED_MESSAGE;
    if (persistence === 'denied') alert.send({ type: 'SHOW', alertType: 'warning', message: NOT_PERSISTENT_MESSAGE });
    else alert.send({ type: 'SHOW', alertType: 'success', message: savedText });
    // A save that failed before said so in the banner: this save clears that error, and no other (its origin).
    profile.send({ type: 'CLEAR_ERROR', origin: 'save' });
    return saved.key;
  } catch (error) {
    const { message, detail } = failureText(error);
    profile.send({ type: 'ERROR', message, detail, origin: 'save' });
    throw new ExplainedError(message, { cause: error, detail });
  }
}

/** The dialog's machine with its saveSession effect provided. */
export function saveConfirmLogic(deps: SaveSessionDeps) {
  return saveConfirmMachine.provide({ actors: { saveSession: fromPromise(() => saveCurrentSession(deps)) } });
}

/** The dialog to read (the records actor's child) and the records actor to send its events to. */
export interface SaveDialogActors {
  readonly dialog: SaveConfirmActor;
  readonly records: RecordsActor;
}

/**
 * The dialog for a screen: the records actor's child 'saveConfirm', handed over on the screen's first render (its
 * button reads 'Update Most Recent Session' when the open session was saved before). Shown again, the dialog starts
 * closed with the open session's saved state as stored now. The screen sends its events to `records`.
 */
export function useSaveConfirmActor(deps: SaveSessionDeps): SaveDialogActors {
  const { database, profile, alert, persist, now } = deps;
  const records = useMemo(() => recordsActor({ profile, alert }), [profile, alert]);
  const dialog = useMemo(() => {
    const logic = saveConfirmLogic({
      database,
      profile,
      alert,
      ...(persist ? { persist } : {}),
      ...(now ? { now } : {}),
    });
    const savedBefore = savedOpenSession(profile.getSnapshot().context.user) !== null;
    records.send({ type: 'ATTACH_SAVE', logic, savedBefore });
    return recordsChild<SaveConfirmActor>(records, 'saveConfirm')!;
  }, [records, database, profile, alert, persist, now]);
  return { dialog, records };
}
