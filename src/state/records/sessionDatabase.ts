// The app's one connection to the sessions database: the databaseInitMachine, created on first use by a session
// screen (not on the home page), opened once per page, with the connection's callbacks forwarded as events.
import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  CONNECTION_LOST_MESSAGE,
  VERSION_CHANGE_MESSAGE,
  createDatabaseInitMachine,
} from '@machines/databaseInitMachine';
import { openSessionsDb, type SessionsDb } from '@/storage/sessionsDb';
import { ExplainedError } from '@/domain/errorMessages';

/** What this tab says when another tab upgraded or deleted the database (the machine's text). */
export const DATABASE_CHANGED_MESSAGE = VERSION_CHANGE_MESSAGE;

const sessionsDbMachine = createDatabaseInitMachine<SessionsDb>();
export type SessionDatabaseActor = ActorRefFrom<typeof sessionsDbMachine>;
export type SessionDatabaseSnapshot = SnapshotFrom<typeof sessionsDbMachine>;

/**
 * Thrown when the database cannot be used (open failed, or closed by another tab); `message` is for the user, `detail`
 * the browser's own words when the open failed.
 */
export class DatabaseUnavailableError extends ExplainedError {
  override readonly name = 'DatabaseUnavailableError';
}

/** The text for a closed connection: another tab changed the database, or the browser dropped it. */
export function closedDatabaseMessage(snapshot: SessionDatabaseSnapshot): string {
  return snapshot.context.closedMessage === CONNECTION_LOST_MESSAGE
    ? CONNECTION_LOST_MESSAGE
    : DATABASE_CHANGED_MESSAGE;
}

/** The technical detail of a failed open (decision 0071), or null. */
export function databaseProblemDetail(snapshot: SessionDatabaseSnapshot): string | null {
  return snapshot.matches('failed') ? snapshot.context.errorDetail : null;
}

/** The user-facing reason the database is unusable, or null while it is opening or ready. */
export function databaseProblem(snapshot: SessionDatabaseSnapshot): string | null {
  if (snapshot.matches('failed')) return snapshot.context.errorMessage ?? 'request.onerror - initDB: Unknown Error';
  if (snapshot.matches('closed')) return closedDatabaseMessage(snapshot);
  return null;
}

let instance: SessionDatabaseActor | null = null;

/**
 * The database actor, created and opened on the first call. `report` receives every failure text once, when it
 * first happens (the app shows it in the error banner, decision 0019); a retry failing with the same text is not
 * reported again. Later calls return the same actor.
 */
export function sessionDatabase(report: (message: string, detail: string | null) => void): SessionDatabaseActor {
  if (instance) return instance;
  const actor: SessionDatabaseActor = createActor(
    sessionsDbMachine.provide({
      actors: {
        openDatabase: fromPromise(() =>
          openSessionsDb({
            onVersionChange: () => actor.send({ type: 'VERSION_CHANGE' }),
            onBlocked: () => actor.send({ type: 'BLOCKED' }),
            onTerminated: () => actor.send({ type: 'CONNECTION_LOST' }),
          }),
        ),
      },
    }),
  );
  let previous: unknown = actor.getSnapshot().value;
  let reported: string | null = null;
  actor.subscribe((snapshot) => {
    if (snapshot.value === previous) return;
    previous = snapshot.value;
    const problem = databaseProblem(snapshot);
    // A read's retry that fails the same way is no news: reported again, it would push a newer message out of the
    // banners (a form's 'form submitted' right after it, decision 0019: the rest of the app stays usable).
    if (problem && problem !== reported) {
      console.error(problem);
      report(problem, databaseProblemDetail(snapshot));
    }
    reported = problem ?? reported;
    if (snapshot.matches('ready')) reported = null;
  });
  actor.start();
  actor.send({ type: 'OPEN' });
  instance = actor;
  return actor;
}

/**
 * The open connection: waits while the database opens, tries again once if the last open failed, and rejects
 * with DatabaseUnavailableError when it cannot be opened or another tab closed it.
 */
export function openedSessionsDb(actor: SessionDatabaseActor): Promise<SessionsDb> {
  return new Promise((resolve, reject) => {
    let retried = false;
    let settled = false;
    let subscription: { unsubscribe(): void } | null = null;
    const check = (snapshot: SessionDatabaseSnapshot) => {
      if (settled) return;
      if (snapshot.matches('ready') && snapshot.context.connection) {
        settled = true;
        resolve(snapshot.context.connection);
      } else if (snapshot.matches('idle')) {
        actor.send({ type: 'OPEN' });
        return;
      } else if (snapshot.matches('failed') && !retried) {
        retried = true;
        actor.send({ type: 'RETRY' });
        return;
      } else {
        const problem = databaseProblem(snapshot);
        if (problem === null) return; // still opening
        settled = true;
        reject(new DatabaseUnavailableError(problem, { detail: databaseProblemDetail(snapshot) }));
      }
      subscription?.unsubscribe();
    };
    subscription = actor.subscribe(check);
    check(actor.getSnapshot());
    if (settled) subscription.unsubscribe();
  });
}

/** Closes and forgets the actor (tests start each case with a fresh database). */
export function resetSessionDatabase(): void {
  if (!instance) return;
  instance.getSnapshot().context.connection?.close();
  instance.stop();
  instance = null;
}
