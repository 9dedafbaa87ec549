// Past Sessions as a state machine: read one page of the saved sessions at a time, page through them, restore a backup.
// Generic: the app provides the actors (read a page, restore) and the notification actions (see pastSessionsActor.ts).
// Only the page shown is ever read (decision 0075: the time to show a page does not grow with the number of sessions).
//
//   loading --done--> ready --NEXT_PAGE / PREVIOUS_PAGE / RELOAD--> loading
//   ready --RESTORE--> restoring --done--> loading (first page)      restoring --error--> ready
//   loading --error--> failed --RELOAD--> loading      loading --RELOAD--> loading (read again)
import { assign, fromPromise, setup } from 'xstate';
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import { presentError, type ExplainedText } from '@/domain/errorMessages';

export interface ReadPageInput {
  /** 0-based; the reader clamps it to the pages there are. */
  page: number;
}

export interface ReadOutcome {
  /** The page's readable records, newest first. */
  records: StoredSessionRecord[];
  /** Rows of this page that failed validation and are not shown. */
  skipped: number;
  /** The page read (after clamping). */
  page: number;
  pageCount: number;
  /** Every stored row. */
  total: number;
}

export interface RestoreOutcome {
  added: number;
  skipped: number;
  /** Records of the file that could not be read and were not imported, by row (1 = first) and reason. */
  rejected?: readonly { row: number; reason: string }[];
}

export interface PastSessionsContext {
  /** The shown page's records, newest first. */
  records: StoredSessionRecord[];
  /** Unreadable rows on the shown page. */
  unreadable: number;
  /** The shown page (0-based); it changes when the next page has been read, so the rows and the label agree. */
  page: number;
  /** The page to read next. */
  requestedPage: number;
  pageCount: number;
  total: number;
  /** Why the page could not be read, in plain words with the technical detail (decision 0071). */
  loadError: ExplainedText | null;
  restoreResult: RestoreOutcome | null;
  /** Why the backup was not restored, in plain words with the technical detail. */
  restoreError: ExplainedText | null;
}

export type PastSessionsEvent =
  { type: 'RELOAD' } | { type: 'NEXT_PAGE' } | { type: 'PREVIOUS_PAGE' } | { type: 'RESTORE'; file: Blob };

const NOT_RESTORED = 'The backup could not be restored.';
const NOT_READ = 'The saved sessions could not be read.';

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
    readSessions: fromPromise<ReadOutcome, ReadPageInput>(async () => {
      throw new Error('readSessions is not provided');
    }),
    restoreBackup: fromPromise<RestoreOutcome, { file: Blob }>(async () => {
      throw new Error('restoreBackup is not provided');
    }),
  },
  actions: {
    notifyNotReady: () => {},
    notifyRestored: (_args, _params: RestoreOutcome) => {},
    notifyRestoreFailed: (_args, _params: ExplainedText) => {},
  },
  guards: {
    hasNextPage: ({ context }) => context.page < context.pageCount - 1,
    hasPreviousPage: ({ context }) => context.page > 0,
  },
}).createMachine({
  id: 'pastSessions',
  context: {
    records: [],
    unreadable: 0,
    page: 0,
    requestedPage: 0,
    pageCount: 1,
    total: 0,
    loadError: null,
    restoreResult: null,
    restoreError: null,
  },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ loadError: null }),
      // A read that began before another tab's write (decision 0133) starts again: reading changes nothing.
      on: { RELOAD: { target: 'loading', reenter: true } },
      invoke: {
        src: 'readSessions',
        input: ({ context }) => ({ page: context.requestedPage }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            records: event.output.records,
            unreadable: event.output.skipped,
            page: event.output.page,
            requestedPage: event.output.page,
            pageCount: event.output.pageCount,
            total: event.output.total,
          })),
        },
        onError: [
          {
            guard: ({ event }) => notReady(event.error),
            target: 'failed',
            actions: [
              assign(({ event }) => ({
                records: [],
                page: 0,
                requestedPage: 0,
                pageCount: 1,
                total: 0,
                loadError: presentError(event.error, 'Init Not complete'),
              })),
              'notifyNotReady',
            ],
          },
          {
            target: 'failed',
            actions: assign(({ event }) => ({
              records: [],
              page: 0,
              requestedPage: 0,
              pageCount: 1,
              total: 0,
              loadError: presentError(event.error, NOT_READ),
            })),
          },
        ],
      },
    },
    ready: {
      on: {
        NEXT_PAGE: {
          guard: 'hasNextPage',
          target: 'loading',
          actions: assign({ requestedPage: ({ context }) => context.page + 1 }),
        },
        PREVIOUS_PAGE: {
          guard: 'hasPreviousPage',
          target: 'loading',
          actions: assign({ requestedPage: ({ context }) => context.page - 1 }),
        },
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
            assign(({ event }) => ({ restoreResult: event.output, requestedPage: 0 })),
            { type: 'notifyRestored', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            assign(({ event }) => ({ restoreError: presentError(event.error, NOT_RESTORED) })),
            { type: 'notifyRestoreFailed', params: ({ event }) => presentError(event.error, NOT_RESTORED) },
          ],
        },
      },
    },
    failed: {
      on: { RELOAD: 'loading' },
    },
  },
});
