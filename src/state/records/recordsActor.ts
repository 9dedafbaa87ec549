// The app's records actor (issue 18 'One home'; decisions 0101, 0136, 0137, 0162): recordsMachine with its effects. It
// follows the profile, so the machine knows which client and session are open (SESSION_OPENED), and is the parent of
// the roster and the save dialog once a screen hands them over (clientsActor.ts, saveConfirmActor.ts). The day
// check opens a new session of the open client once the open one was saved on an earlier local day with nothing
// entered since (the app-start rule, sessionAtStart, applied while the tab stays open); editing an earlier session
// writes that one record through src/storage (loaded when an edit is saved). Started by main.tsx once the app
// state is there, and by the history screen.
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { recordsMachine, type SaveEditInput } from '@machines/recordsMachine';
import { sessionAtStart } from '@/clients/sessionModel';
import { clientLabel } from '@/clients/clientLabel';
import { sessionName } from '@/profile/sessionRecord';
import { newUid } from '@/storage/profileStore';
import { readMostRecentSession, writeMostRecentSession } from '@/storage/mostRecentSession';
import type { UserProfile } from '@/profile/profileTypes';
import type { AppActors } from '@/state/createAppActors';
import { savedOpenSession } from './openSession';

export type RecordsActor = ActorRefFrom<typeof recordsMachine>;

export interface RecordsDeps {
  profile: AppActors['profile'];
  alert: AppActors['alert'];
  now?: () => Date;
}

export const SESSION_EDITED_MESSAGE = 'Session edited: only that session changed.';

/** What the coach reads when the day changed under an open, saved session (decision 0136). */
export function newDayMessage(name: string | null): string {
  return `A new day: a new session of ${clientLabel(name)} started. The earlier session stays saved in the history.`;
}

export function createRecordsActor(deps: RecordsDeps): RecordsActor {
  const { profile, alert } = deps;
  const now = deps.now ?? (() => new Date());
  /** The open session as the app-start rule leaves it now: a new profile when the open session is over. */
  const sessionNow = () => {
    const user = profile.getSnapshot().context.user;
    return { user, next: sessionAtStart(user, readMostRecentSession(), now(), newUid) };
  };
  const actor = createActor(
    recordsMachine.provide({
      actions: {
        startNextSession: () => {
          const { user, next } = sessionNow();
          if (next === user) return;
          profile.send({ type: 'REPLACE_PROFILE', user: next });
          alert.send({
            type: 'SHOW',
            alertType: 'success',
            message: newDayMessage(sessionName(next.fname, next.lname)),
          });
        },
        editSaved: () => {
          profile.send({ type: 'CLEAR_ERROR', origin: 'edit' });
          alert.send({ type: 'SHOW', alertType: 'success', message: SESSION_EDITED_MESSAGE });
        },
      },
      actors: {
        checkDay: fromPromise(async () => {
          const { user, next } = sessionNow();
          return next !== user;
        }),
        saveEdit: fromPromise<number, SaveEditInput>(async ({ input }) => {
          // The roster's storage is loaded with the first edit, so the day check stays small.
          const [{ sessionDatabase }, { rosterStores }, { editPastSession }] = await Promise.all([
            import('./sessionDatabase'),
            import('./rosterStores'),
            import('@/storage/clientRoster'),
          ]);
          const database = sessionDatabase((message, detail) =>
            profile.send({ type: 'ERROR', message, detail, origin: 'database' }),
          );
          const stores = await rosterStores(database);
          const open = profile.getSnapshot().context.user;
          const edited = await editPastSession(stores, { ...input, openSessionId: open.sessionId }, now());
          // The browser's last saved record is that session: it holds the edit too (the app-start rule compares with it).
          if (readMostRecentSession()?.recordId === edited.recordId && edited.recordId) writeMostRecentSession(edited);
          return input.key;
        }),
      },
    }),
  );
  actor.start();
  return actor;
}

/**
 * The records actor's named child (the roster 'clients' or the save dialog 'saveConfirm'), or null before a screen
 * handed it over; typed by the module that hands it over (its logic comes with an event, so XState cannot type it).
 */
export function recordsChild<T>(records: RecordsActor, id: 'clients' | 'saveConfirm'): T | null {
  const children = records.getSnapshot().children as Record<string, unknown>;
  return (children[id] as T | undefined) ?? null;
}

/** What the records machine is told when the profile holds another client or session. */
export function sessionOpened(user: UserProfile) {
  return {
    type: 'SESSION_OPENED' as const,
    clientId: user.uid,
    sessionId: user.sessionId,
    savedBefore: savedOpenSession(user) !== null,
  };
}

let instance: RecordsActor | null = null;
let instanceProfile: AppActors['profile'] | null = null;
let stopWatching: (() => void) | null = null;

/**
 * The one records actor of the app state, created on the first call (the app has one profile actor; a test's fresh
 * app state gets a fresh records actor); a page shown again checks the day at once.
 */
export function recordsActor(deps: RecordsDeps): RecordsActor {
  if (instance && instanceProfile === deps.profile) return instance;
  resetRecordsActor();
  const actor = createRecordsActor(deps);
  const onVisible = () => {
    if (document.visibilityState === 'visible') actor.send({ type: 'VISIBLE' });
  };
  document.addEventListener('visibilitychange', onVisible);
  // Which client and session are open: the machine is told at once and after every change of either.
  let told = deps.profile.getSnapshot().context.user;
  actor.send(sessionOpened(told));
  const following = deps.profile.subscribe(({ context: { user } }) => {
    if (user.uid === told.uid && user.sessionId === told.sessionId) return;
    told = user;
    actor.send(sessionOpened(user));
  });
  stopWatching = () => {
    document.removeEventListener('visibilitychange', onVisible);
    following.unsubscribe();
  };
  instance = actor;
  instanceProfile = deps.profile;
  return actor;
}

/** The records actor when the app has started it, else null. */
export function existingRecordsActor(): RecordsActor | null {
  return instance;
}

/** Tests start each case fresh. */
export function resetRecordsActor(): void {
  stopWatching?.();
  stopWatching = null;
  instance?.stop();
  instance = null;
  instanceProfile = null;
}
