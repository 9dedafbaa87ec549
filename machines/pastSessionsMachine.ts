// Past Sessions as a state machine: load every saved session, page through them, restore a backup.
// Generic: the app provides the actors (read, restore) and the notification actions (see pastSessionsActor.ts).
//
//   loading --done--> ready --RESTORE--> restoring --done--> loading
//   loading --error--> failed --RELOAD--> loading          restoring --error--> ready
import { assign, fromPromise, setup } from 'xstate';
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import { PAGE_SIZE, newestFirst, pageCount } from '@/summary/pastSessionsRows';

export interface ReadOutcome {
  records: StoredSessionRecord[];
  /** Rows that failed validation and are not shown. */
  skipped: number;
}

export interface RestoreOutcome {
  added: number;
  skipped: number;
  /** Records of the file that could not be read and were not imported, by row (1 = first) and reason. */
  rejected?: readonly { row: number; reason: string }[];
}

export interface PastSessionsContext {
  /** Newest first. */
  records: StoredSessionRecord[];
  unreadable: number;
  page: number;
  loadError: string | null;
  restoreResult: RestoreOutcome | null;
  restoreError: string | null;
}

export type PastSessionsEvent =
  | { type: 'RELOAD' }
  | { type: 'NEXT_PAGE' }
  | { type: 'PREVIOUS_PAGE' }
  | { type: 'RESTORE'; file: Blob };

function messageOf(error: unknown, fallback: string): string {
  return typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message
    ? error.message
    : fallback;
}

/** The read failed because the database never became ready (spec §8: 'Init Not complete'). */
function notReady(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'DatabaseUnavailableError';
}

export const pastSessionsMachine = setup({
  types: {
    context: {} as PastSessionsContext,
    events: {} as PastSessionsEvent,
  },
  actors: {
    readSessions: fromPromise<ReadOutcome>(async () => {
      throw new Error('readSessions is not provided');
    }),
    restoreBackup: fromPromise<RestoreOutcome, { file: Blob }>(async () => {
      throw new Error('restoreBackup is not provided');
    }),
  },
  actions: {
    notifyNotReady: () => {},
    notifyRestored: (_args, _params: RestoreOutcome) => {},
    notifyRestoreFailed: (_args, _params: { message: string }) => {},
  },
  guards: {
    hasNextPage: ({ context }) => context.page < pageCount(context.records.length, PAGE_SIZE) - 1,
    hasPreviousPage: ({ context }) => context.page > 0,
  },
}).createMachine({
  id: 'pastSessions',
  context: { records: [], unreadable: 0, page: 0, loadError: null, restoreResult: null, restoreError: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: null }),
      invoke: {
        src: 'readSessions',
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            records: newestFirst(event.output.records),
            unreadable: event.output.skipped,
            page: Math.min(context.page, pageCount(event.output.records.length, PAGE_SIZE) - 1),
          })),
        },
        onError: [
          {
            guard: ({ event }) => notReady(event.error),
            target: 'failed',
            actions: [
              assign(({ event }) => ({ records: [], page: 0, loadError: messageOf(event.error, 'Init Not complete') })),
              'notifyNotReady',
            ],
          },
          {
            target: 'failed',
            actions: assign(({ event }) => ({
              records: [], page: 0, loadError: messageOf(event.error, 'The saved sessions could not be read.'),
            })),
          },
        ],
      },
    },
    ready: {
      on: {
        NEXT_PAGE: { guard: 'hasNextPage', actions: assign({ page: ({ context }) => context.page + 1 }) },
        PREVIOUS_PAGE: { guard: 'hasPreviousPage', actions: assign({ page: ({ context }) => context.page - 1 }) },
        RESTORE: { target: 'restoring', actions: assign({ restoreResult: null, restoreError: null }) },
        RELOAD: 'loading',
      },
    },
    restoring: {
      invoke: {
        src: 'restoreBackup',
        input: ({ event }) => ({ file: event.type === 'RESTORE' ? event.file : new Blob([]) }),
        onDone: {
          target: 'loading',
          actions: [
            assign(({ event }) => ({ restoreResult: event.output, page: 0 })),
            { type: 'notifyRestored', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            assign(({ event }) => ({ restoreError: messageOf(event.error, 'The backup could not be restored.') })),
            { type: 'notifyRestoreFailed', params: ({ event }) => ({ message: messageOf(event.error, 'The backup could not be restored.') }) },
          ],
        },
      },
    },
    failed: {
      on: { RELOAD: 'loading' },
    },
  },
});
