// The app's clients actor (decision 0080, decision 0100): clientsMachine with the roster storage provided, run as the
// records actor's child 'clients' (decision 0162: the records machine is the one entry point for opening a client, a
// new client and renaming; the list's upkeep is sent here). Created on first use by a screen that needs it (never by
// the home page); opening a client replaces the open profile and the
// mostRecentSession entry, renaming the open client renames the open profile at once, and every notice or failure goes
// to the app's banners.
import { fromPromise, waitFor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { clientsMachine, type PendingDelete, type RosterChange, type RosterWrite } from '@machines/clientsMachine';
import { clientLabel } from '@/clients/clientTypes';
import { groupingMessage } from '@/clients/grouping';
import { type UserProfile } from '@/profile/profileTypes';
import { profileForSessionDate, sessionDateOf } from '@/profile/builders/profileForSessionDate';
import type { AppActors } from '@/state/createAppActors';
import { openSessionDatabaseEarly } from '@/state/records/useSessionDatabase';
import { createClient, switchClient, type OpenedClient } from '@/storage/openClient';
import {
  deleteClient,
  mergeClients,
  moveSession,
  renameClient,
  setClientArchived,
  storeOpenProfile,
} from '@/storage/clientEntryEdits';
import { readRosterView } from '@/storage/rosterView';
import { startRoster } from '@/storage/rosterStart';
import { clearMostRecentSession, writeMostRecentSession } from '@/storage/mostRecentSession';
import {
  sessionDatabase,
  type SessionDatabaseActor,
  type SessionDatabaseSnapshot,
} from '@/state/records/sessionDatabase';
import { onClientsDbOpened, openedClientsDb, resetRosterStores, rosterStores } from './rosterStores';
import { followRecordsChanges } from '@/state/useRecordsChanged';
import { performRosterWrite } from './rosterWrites';
import { formatDate } from '@/domain/dates';
import { existingRecordsActor, recordsActor, recordsChild, resetRecordsActor, type RecordsActor } from './recordsActor';

export type ClientsActor = ActorRefFrom<typeof clientsMachine>;

export interface ClientsDeps {
  database: SessionDatabaseActor;
  profile: AppActors['profile'];
  alert: AppActors['alert'];
  now?: () => Date;
}

let instance: ClientsActor | null = null;
/** The records actor whose child `instance` is. */
let instanceParent: RecordsActor | null = null;
let stopFollowing: (() => void) | null = null;

/**
 * What opening a client said of the earlier session it left with results not saved (decision 0152): set aside and
 * offered back, or (the browser refused to keep them) that session stays open. `error` when it is a failure.
 */
function reopenSetAsideNotice(setAside: { startedAt: string | null; kept: boolean }): {
  message: string;
  error: boolean;
} {
  const session = setAside.startedAt ? `the session of ${formatDate(setAside.startedAt)}` : 'the earlier session';
  return setAside.kept
    ? { message: `The unsaved results of ${session} are set aside: Current Session offers them back.`, error: false }
    : {
        message: `${session.charAt(0).toUpperCase()}${session.slice(1)} holds results not saved and this browser refused to set them aside, so that session stays open: save it on Current Session.`,
        error: true,
      };
}

/** The roster's machine with its storage provided. */
export function clientsLogic(deps: ClientsDeps) {
  const { database, profile } = deps;
  const now = deps.now ?? (() => new Date());
  const current = (): UserProfile => profile.getSnapshot().context.user;
  const change = async (notice: string | null = null): Promise<RosterChange> => ({
    roster: await readRosterView(await rosterStores(database)),
    notice,
  });
  const open = async (opened: OpenedClient, notice: string | null): Promise<RosterChange> => {
    // Decision 0105: a client with a date of birth opens with the age on the session's date.
    const user = profileForSessionDate(opened.profile, sessionDateOf(opened.profile, now()));
    // The opened session's own record first: whoever follows the profile (the records actor, the save dialog's
    // button) then reads whether that session was saved.
    if (opened.mostRecent) writeMostRecentSession(opened.mostRecent);
    else clearMostRecentSession();
    profile.send({ type: 'REPLACE_PROFILE', user });
    // An earlier session's unsaved results were set aside as this one opened, or kept open (decision 0152).
    const setAside = opened.setAside ? reopenSetAsideNotice(opened.setAside) : null;
    if (setAside?.error) profile.send({ type: 'ERROR', message: setAside.message, origin: 'storage' });
    return change(setAside && !setAside.error ? `${notice ?? ''} ${setAside.message}`.trim() : notice);
  };

  return clientsMachine.provide({
    actors: {
      loadRoster: fromPromise(async () => {
        const started = await startRoster(await rosterStores(database), current(), now());
        // An earlier build's open profile joins the records model (decision 0110): its client's id, a session. Only
        // those are applied, onto the profile as it is now: an entry made while the roster loaded (a unit choice on
        // the first screen) is not replaced by the snapshot the load started from.
        if (started.openProfile) {
          const { uid, sessionId, sessionStartedAt } = started.openProfile;
          profile.send({ type: 'REPLACE_PROFILE', user: { ...current(), uid, sessionId, sessionStartedAt } });
        }
        const notices = [
          started.upgradeNotice,
          started.grouped > 0 ? groupingMessage(started.grouped, started.groupedClients) : null,
        ];
        return { roster: started.view, notice: notices.filter(Boolean).join(' ') || null };
      }),
      createClient: fromPromise(async ({ input }) => {
        const name = (input as { name?: string | null }).name ?? null;
        return open(
          await createClient(await rosterStores(database), current(), name, now()),
          'New client: fill out the demographic form.',
        );
      }),
      switchClient: fromPromise(async ({ input }) => {
        const { clientId } = input as { clientId: string };
        const opened = await switchClient(await rosterStores(database), current(), clientId, now());
        return open(
          opened,
          `Opened ${clientLabel(opened.profile.fname ? `${opened.profile.fname} ${opened.profile.lname ?? ''}` : null)}.`,
        );
      }),
      renameClient: fromPromise(async ({ input }) => {
        const { clientId, name } = input as { clientId: string; name: string };
        const parts = await renameClient(await rosterStores(database), clientId, name, now());
        // The open client: the header, the summary and the form show the new name at once (decision 0100).
        if (current().uid === clientId) profile.send({ type: 'REPLACE_PROFILE', user: { ...current(), ...parts } });
        return change(`Renamed to ${name.trim()}.`);
      }),
      archiveClient: fromPromise(async ({ input }) => {
        const { clientId, archived } = input as { clientId: string; archived: boolean };
        await setClientArchived(await rosterStores(database), clientId, archived, now());
        return change(archived ? 'Client archived.' : 'Client restored from the archive.');
      }),
      deleteClient: fromPromise(async ({ input }) => {
        const pending = input as PendingDelete;
        const stores = await rosterStores(database);
        const wasActive = (await readRosterView(stores)).activeClientId === pending.clientId;
        const removed = await deleteClient(stores, pending.clientId);
        const notice = `Deleted ${pending.name} and ${removed} session${removed === 1 ? '' : 's'}.`;
        // The open session belonged to the deleted client: a blank one opens in its place.
        if (wasActive) return open(await createClient(stores, current(), null, now()), notice);
        return change(notice);
      }),
      mergeClients: fromPromise(async ({ input }) => {
        const { sourceId, targetId } = input as { sourceId: string; targetId: string };
        const stores = await rosterStores(database);
        const wasActive = (await readRosterView(stores)).activeClientId === sourceId;
        const moved = await mergeClients(stores, sourceId, targetId, now());
        const notice = `Merged: ${moved} session${moved === 1 ? '' : 's'} moved.`;
        if (wasActive) return open(await switchClient(stores, current(), targetId, now()), notice);
        return change(notice);
      }),
      moveSession: fromPromise(async ({ input }) => {
        const { sessionKey, toClientId } = input as { sessionKey: number; toClientId: string };
        await moveSession(await rosterStores(database), sessionKey, toClientId, now());
        return change('Session moved.');
      }),
      storeProfile: fromPromise(async () => {
        await storeOpenProfile(await rosterStores(database), current(), now());
        return change();
      }),
      write: fromPromise<unknown, RosterWrite>(({ input }) => performRosterWrite(deps, input)),
    },
  });
}

/**
 * Hands the roster to the records actor as its child 'clients' (once per records actor) and follows it: other tabs'
 * changes, the blocking tab closing, and its notices and failures for the banners.
 */
function attachRoster(deps: ClientsDeps, records: RecordsActor): ClientsActor {
  const { profile, alert } = deps;
  if (!recordsChild(records, 'clients')) records.send({ type: 'ATTACH_ROSTER', logic: clientsLogic(deps) });
  const actor = recordsChild<ClientsActor>(records, 'clients')!;
  // Another tab changed clients or sessions (decision 0133): the roster is read again (a busy roster keeps the REFRESH
  // until it is ready), so this tab never decides or saves from a stale list.
  stopFollowing?.();
  const unfollow = followRecordsChanges(() => actor.send({ type: 'REFRESH' }));
  // The other tab that blocked the client list closed (decision 0134): the roster loads without a click.
  const retryWhenOpen = () => {
    if (actor.getSnapshot().matches('failed')) actor.send({ type: 'RETRY' });
  };
  const stopRetrying = onClientsDbOpened(retryWhenOpen);
  stopFollowing = () => {
    unfollow();
    stopRetrying();
  };
  let reportedError: unknown = null;
  actor.subscribe({
    next: (snapshot) => {
      const { notice, error } = snapshot.context;
      if (snapshot.matches('ready') && notice) {
        alert.send({ type: 'SHOW', alertType: 'success', message: notice });
        actor.send({ type: 'DISMISS' });
      }
      // Each failure once: an event the failed roster ignores (the form's STORE_PROFILE) shows the same snapshot again,
      // and reporting it again would push the form's 'form submitted' out of the banner.
      if ((snapshot.matches('ready') || snapshot.matches('failed')) && error && error !== reportedError) {
        reportedError = error;
        profile.send({ type: 'ERROR', message: error.message, detail: error.detail, origin: 'roster' });
        if (snapshot.matches('ready')) actor.send({ type: 'DISMISS' });
      }
    },
  });
  return actor;
}

/** The one clients actor of the app state: the records actor's child, handed over on the first call. */
export function clientsActor(deps: ClientsDeps): ClientsActor {
  const records = recordsActor({ profile: deps.profile, alert: deps.alert });
  if (instance && instanceParent === records) return instance;
  instance = attachRoster(deps, records);
  instanceParent = records;
  return instance;
}

/**
 * For a page loaded at the Clients list or a history (decision 0084): both databases open beside the screen's code
 * and the state module, and the roster starts loading as soon as the app state is there, not after the screen's
 * first render. The screen then finds the same actor.
 */
export function startClientsEarly(actors: Promise<AppActors>): void {
  openSessionDatabaseEarly(actors);
  void openedClientsDb().catch(() => undefined); // a failure is reported by the roster's own read
  void actors
    .then(({ profile, alert }) => {
      const database = sessionDatabase((message, detail) =>
        profile.send({ type: 'ERROR', message, detail, origin: 'database' }),
      );
      clientsActor({ database, profile, alert });
    })
    .catch(() => undefined); // the app shows a state module that failed to load
}

/** The actor when a screen has created it, else null (the save path refreshes it after a save). */
export function existingClientsActor(): ClientsActor | null {
  return instance && instanceParent === existingRecordsActor() ? instance : null;
}

/**
 * The roster once it has loaded and no change is under way: started here when no screen has started it yet. The
 * demographics form waits for it before deciding whether a new name is a new person (the reload race of decision
 * 0083: right after a reload the roster is not there yet, and deciding without it would rename the open client).
 * Resolves with the ready snapshot, or the failed one when the roster cannot be read, or at once with the roster as it
 * is when the sessions database cannot open (the form then names the open client without the check).
 */
export async function settledRoster(
  deps: Pick<ClientsDeps, 'profile' | 'alert'>,
): Promise<SnapshotFrom<typeof clientsMachine>> {
  const database = sessionDatabase((message, detail) =>
    deps.profile.send({ type: 'ERROR', message, detail, origin: 'database' }),
  );
  const roster = clientsActor({ ...deps, database });
  // A database that cannot open (refused, closed by another tab, or held by another tab) is not waited for: the
  // profile lives in local storage and a form never waits on saved sessions (decision 0019).
  const unusable = (snapshot: SessionDatabaseSnapshot) =>
    snapshot.matches('failed') ||
    snapshot.matches('closed') ||
    (snapshot.matches('opening') && snapshot.context.blocked);
  const settled = (snapshot: SnapshotFrom<typeof clientsMachine>) =>
    snapshot.matches('ready') || snapshot.matches('failed');
  if (settled(roster.getSnapshot()) || unusable(database.getSnapshot())) return roster.getSnapshot();
  const stop = new AbortController();
  const signal = stop.signal;
  // The loser's wait is aborted once the race is decided; its rejection then is no failure.
  const quietly = <T>(waiting: Promise<T>) =>
    waiting.catch((error: unknown) => (signal.aborted ? new Promise<T>(() => {}) : Promise.reject(error)));
  try {
    return await Promise.race([
      quietly(waitFor(roster, settled, { signal })),
      quietly(waitFor(database, unusable, { signal })).then(() => roster.getSnapshot()),
    ]);
  } finally {
    stop.abort();
  }
}

/** Tests start each case fresh (the records actor too: the roster is its child). */
export function resetClientsActor(): void {
  stopFollowing?.();
  stopFollowing = null;
  resetRecordsActor();
  instance = null;
  instanceParent = null;
  resetRosterStores();
}
