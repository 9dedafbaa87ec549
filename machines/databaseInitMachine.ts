// Opening the sessions database (spec §8 "Database open failure", decision 0019), as a state machine.
// Generic: the app provides the `openDatabase` actor (src/storage/sessionsDb.ts openSessionsDb) and forwards
// the connection's callbacks as events. No storage import here (machines/ may import only the pure layers).
//
//   idle --OPEN--> opening --(openDatabase resolves)--> ready --VERSION_CHANGE / CONNECTION_LOST--> closed (final)
//                  opening --(openDatabase rejects)---> failed --RETRY--> opening
//                  opening --BLOCKED--> opening (context.blocked: another tab holds an older version open)
//
// The app wires it like this:
//   const actor = createActor(databaseInitMachine.provide({ actors: { openDatabase: fromPromise(() =>
//     openSessionsDb({ onVersionChange: () => actor.send({ type: 'VERSION_CHANGE' }),
//                      onBlocked: () => actor.send({ type: 'BLOCKED' }),
//                      onTerminated: () => actor.send({ type: 'CONNECTION_LOST' }) })) } }));
//   actor.start(); actor.send({ type: 'OPEN' });
import { assign, fromPromise, setup } from 'xstate';
import { initDbErrorMessage, technicalDetailOf } from '@/domain/errorMessages';

/** What this tab says when another tab upgraded or deleted the database (this tab's connection is already closed). */
export const VERSION_CHANGE_MESSAGE = 'The session database was changed in another tab. Please reload this page.';
export const CONNECTION_LOST_MESSAGE =
  'The browser closed the connection to the saved sessions (for example after site data was cleared). Reload this page to continue.';
export const BLOCKED_MESSAGE =
  'Waiting for another tab of this app to close: close or reload the other tabs to continue.';

export interface DatabaseInitContext<TConnection> {
  /** The open connection while in `ready`; null otherwise. */
  connection: TConnection | null;
  /** The text for the error banner while in `failed`. */
  errorMessage: string | null;
  /** The browser's own words behind errorMessage (decision 0071), for "Technical detail". */
  errorDetail: string | null;
  /** True while an open request waits for another tab (BLOCKED). */
  blocked: boolean;
  /** Set in `closed`: the user must reload the page. */
  mustReload: boolean;
  /** Set in `closed`: what to tell the user. */
  closedMessage: string | null;
}

export type DatabaseInitEvent =
  { type: 'OPEN' } | { type: 'RETRY' } | { type: 'BLOCKED' } | { type: 'VERSION_CHANGE' } | { type: 'CONNECTION_LOST' };

/** The machine for any connection type; `databaseInitMachine` is the one with an unknown connection type. */
export function createDatabaseInitMachine<TConnection>() {
  return setup({
    types: {
      context: {} as DatabaseInitContext<TConnection>,
      events: {} as DatabaseInitEvent,
    },
    actors: {
      openDatabase: fromPromise<TConnection>(async () => {
        throw new Error('openDatabase is not provided: pass it with machine.provide({ actors })');
      }),
    },
  }).createMachine({
    id: 'databaseInit',
    context: {
      connection: null,
      errorMessage: null,
      errorDetail: null,
      blocked: false,
      mustReload: false,
      closedMessage: null,
    },
    initial: 'idle',
    states: {
      idle: {
        on: { OPEN: 'opening' },
      },
      opening: {
        entry: assign({ errorMessage: null, errorDetail: null, blocked: false }),
        invoke: {
          id: 'openDatabase',
          src: 'openDatabase',
          onDone: { target: 'ready', actions: assign({ connection: ({ event }) => event.output, blocked: false }) },
          onError: {
            target: 'failed',
            actions: assign({
              errorMessage: ({ event }) => initDbErrorMessage(event.error),
              errorDetail: ({ event }) => technicalDetailOf(event.error),
              blocked: false,
            }),
          },
        },
        on: { BLOCKED: { actions: assign({ blocked: true }) } },
      },
      ready: {
        on: {
          VERSION_CHANGE: {
            target: 'closed',
            actions: assign({ connection: null, mustReload: true, closedMessage: VERSION_CHANGE_MESSAGE }),
          },
          CONNECTION_LOST: {
            target: 'closed',
            actions: assign({ connection: null, mustReload: true, closedMessage: CONNECTION_LOST_MESSAGE }),
          },
        },
      },
      failed: {
        // The rest of the app stays usable (decision 0019); the banner offers to try again.
        on: { RETRY: 'opening' },
      },
      closed: {
        // Opening version 7 again would fail or block the newer tab: only a reload helps.
        type: 'final',
      },
    },
  });
}

export const databaseInitMachine = createDatabaseInitMachine<unknown>();
