// The app's records actor (decisions 0101, 0136, 0137, 0162, 0172): recordsMachine with its
// effects. It follows the profile, so the machine knows which client and session are open and when the open one was
// saved (SESSION_OPENED), and is the parent of the roster and the save dialog once a screen hands them over
// (clientsActor.ts, saveConfirmActor.ts). The machine holds the day rule; closing a session of an earlier day here
// sets its unsaved entries aside (setAsideResults.ts) and opens a new session of the same client. Editing an earlier
// session writes that one record through src/storage (loaded when an edit is saved). Started by main.tsx once the
// app state is there (its first check is the app-start rule), and by the history screen.
// Chunk: state (build/stateRoots.ts): every page starts it right after the state (src/main.tsx); outside it, it
// would land in the common chunk and the home page would load that whole chunk for it (decision 0170).
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { recordsMachine, type SaveEditInput } from '@machines/recordsMachine';
import { newSessionProfile } from '@/clients/sessionModel';
import { clientLabel } from '@/clients/clientLabel';
import { sessionName } from '@/profile/sessionRecordFromProfile';
import { newUid } from '@/storage/profileStore';
import { readMostRecentSession, writeMostRecentSession } from '@/storage/mostRecentSession';
import type { UserProfile } from '@/profile/profileTypes';
import type { AppActors } from '@/state/createAppActors';
import { savedOpenSession } from './openSession';
import { onDayCheck } from './dayCheck';
import { setAsideIfUnsaved } from './setAsideResults';

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

/** Added when the session closed held entries not saved (decision 0172): they are set aside, never merged or dropped. */
export const EARLIER_ENTRIES_SET_ASIDE =
  'What was entered in it and not saved is set aside: Current Session offers it back.';

export function createRecordsActor(deps: RecordsDeps): RecordsActor {
  const { profile, alert } = deps;
  const now = deps.now ?? (() => new Date());
  const actor = createActor(
    recordsMachine.provide({
      actions: {
        // The machine found the open session saved on an earlier day (decision 0172). Its entries not saved are set
        // aside first; when the browser refuses that, the session stays open, the banner says why, and the machine
        // still refuses to write into it.
        closeEarlierDay: () => {
          const user = profile.getSnapshot().context.user;
          const at = now();
          const setAside = setAsideIfUnsaved(profile, at);
          if (setAside === 'refused') return;
          profile.send({ type: 'REPLACE_PROFILE', user: newSessionProfile(user, newUid(), at) });
          // At the app's start a new day's session opens before anything is shown: only what was set aside is told.
          if (starting && setAside !== 'kept') return;
          const message = newDayMessage(sessionName(user.fname, user.lname));
          alert.send({
            type: 'SHOW',
            alertType: 'success',
            message: setAside === 'kept' ? `${message} ${EARLIER_ENTRIES_SET_ASIDE}` : message,
          });
        },
        editSaved: () => {
          profile.send({ type: 'CLEAR_ERROR', origin: 'edit' });
          alert.send({ type: 'SHOW', alertType: 'success', message: SESSION_EDITED_MESSAGE });
        },
      },
      actors: {
        saveEdit: fromPromise<number, SaveEditInput>(async ({ input }) => {
          // The roster's storage is loaded with the first edit, so the day check stays small.
          const [{ sessionDatabase }, { rosterStores }, { editPastSession }] = await Promise.all([
            import('./sessionDatabase'),
            import('./rosterStores'),
            import('@/storage/editPastSession'),
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
    { input: { clock: now } },
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

/** What the records machine is told when the profile holds another client or session: whether and when it was saved. */
export function sessionOpened(user: UserProfile) {
  const saved = savedOpenSession(user);
  return {
    type: 'SESSION_OPENED' as const,
    clientId: user.uid,
    sessionId: user.sessionId,
    savedBefore: saved !== null,
    savedOn: saved?.date ?? null,
  };
}

let instance: RecordsActor | null = null;
/** True while the records actor is told the session the app starts with (its first check: the app-start rule). */
let starting = false;
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
  // Another screen shown, or a form's entry about to be kept: the day is checked first (decision 0172).
  const checkDay = () => actor.send({ type: 'DAY_CHECK' });
  window.addEventListener('hashchange', checkDay);
  const stopChecks = onDayCheck(checkDay);
  // Which client and session are open: the machine is told at once and after every change of either. Followed before
  // it is told: its first check (the app-start rule) may open a new session at once.
  let told: UserProfile | null = null;
  const tell = (user: UserProfile) => {
    if (told && user.uid === told.uid && user.sessionId === told.sessionId) return;
    told = user;
    actor.send(sessionOpened(user));
  };
  const following = deps.profile.subscribe(({ context: { user } }) => tell(user));
  starting = true;
  try {
    tell(deps.profile.getSnapshot().context.user);
  } finally {
    starting = false;
  }
  stopWatching = () => {
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('hashchange', checkDay);
    stopChecks();
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
