// The records machine (issue 18 'One home', decisions 0101, 0136 and 0137): the open session's day, and editing an
// earlier session of a client on purpose. Pure: the clock check, storage and the notices are named guards, actors and
// actions the app provides with .provide() (src/state/records/recordsActor.ts), so it runs in a test with fake time.
//
//   day (the open session's local day):
//     watching --DAY_CHECK_INTERVAL elapsed, or VISIBLE--> checking (the checkDay actor: is the open session over?)
//     checking --done [over]--> watching (startNextSession)    checking --done [not over] / error--> watching
//   edit (an earlier session of the history):
//     idle --EDIT_SESSION--> editing --SAVE_EDIT [changes something]--> savingEdit --done--> idle (editSaved)
//     editing --SAVE_EDIT [no change] / CANCEL_EDIT--> idle       savingEdit --error--> editing (editError)
//     editing --EDIT_SESSION--> editing (another session)          idle --DISMISS--> idle (the last edit forgotten)
//
// `savingEdit` cannot be cancelled: a write in flight finishes or fails on its own. Tags: 'editing' while an editor
// is open, 'busy' while its edit is written.
import { assign, fromPromise, setup } from 'xstate';
import { presentError, type ExplainedText } from '@/domain/errorMessages';
import type { SessionEditValues } from '@/clients/sessionEdit';

/** How often an open tab checks whether the local day changed under its open session (decision 0136). */
export const DAY_CHECK_INTERVAL_MS = 60_000;

/** The earlier session being edited: its key in the sessions store and its client. */
export interface EditTarget {
  readonly key: number;
  readonly clientId: string;
}

export interface RecordsContext {
  editing: EditTarget | null;
  /** Why the last attempt to save the edit failed (decision 0071), while the editor stays open with what was typed. */
  editError: ExplainedText | null;
  /** The key of the session last edited and saved, until dismissed (the history says so beside it). */
  lastEdited: number | null;
}

export type RecordsEvent =
  /** The page became visible again (a tab brought back, a computer woken): check the day at once. */
  | { type: 'VISIBLE' }
  | { type: 'EDIT_SESSION'; key: number; clientId: string }
  /** The editor's values, already checked by buildSessionEdit (src/clients/sessionEdit.ts). */
  | { type: 'SAVE_EDIT'; values: SessionEditValues }
  | { type: 'CANCEL_EDIT' }
  | { type: 'DISMISS' };

/** The input of the saveEdit actor: which record, whose, and its new values. */
export interface SaveEditInput extends EditTarget {
  readonly values: SessionEditValues;
}

/** An edit's failure as the user reads it: a storage error's own words, anything else explained. */
export function editErrorText(error: unknown): ExplainedText {
  return presentError(error, 'The session was not changed.');
}

export const recordsMachine = setup({
  types: {
    context: {} as RecordsContext,
    events: {} as RecordsEvent,
  },
  delays: { DAY_CHECK_INTERVAL: DAY_CHECK_INTERVAL_MS },
  guards: {
    sessionOver: ({ event }) => (event as unknown as { output?: unknown }).output === true,
    editChangesSomething: ({ event }) => event.type === 'SAVE_EDIT' && Object.keys(event.values).length > 0,
  },
  actors: {
    /** Whether the open session is over: the app-start rule (sessionAtStart, src/clients/sessionModel.ts). */
    checkDay: fromPromise<boolean>(async () => false),
    saveEdit: fromPromise<number, SaveEditInput>(async () => {
      throw new Error('saveEdit is not provided: pass it with machine.provide({ actors })');
    }),
  },
  actions: {
    takeTarget: assign(({ event }) =>
      event.type === 'EDIT_SESSION' ? { editing: { key: event.key, clientId: event.clientId }, editError: null } : {},
    ),
    /** Named effect: a new session of the open client opens, and the coach is told. */
    startNextSession: () => {},
    /** Named effect: the edit is saved (the notice). */
    editSaved: (_args, _params: { key: number }) => {},
  },
}).createMachine({
  id: 'records',
  type: 'parallel',
  context: { editing: null, editError: null, lastEdited: null },
  states: {
    day: {
      initial: 'watching',
      states: {
        watching: {
          after: { DAY_CHECK_INTERVAL: 'checking' },
          on: { VISIBLE: 'checking' },
        },
        checking: {
          invoke: {
            id: 'checkDay',
            src: 'checkDay',
            onDone: [{ guard: 'sessionOver', target: 'watching', actions: 'startNextSession' }, { target: 'watching' }],
            // A check that fails changes nothing; the next one comes a minute later.
            onError: 'watching',
          },
        },
      },
    },
    edit: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            EDIT_SESSION: { target: 'editing', actions: 'takeTarget' },
            DISMISS: { actions: assign({ lastEdited: null }) },
          },
        },
        editing: {
          tags: ['editing'],
          on: {
            EDIT_SESSION: { target: 'editing', actions: 'takeTarget' },
            SAVE_EDIT: [
              { guard: 'editChangesSomething', target: 'savingEdit' },
              { target: 'idle', actions: assign({ editing: null, editError: null }) },
            ],
            CANCEL_EDIT: { target: 'idle', actions: assign({ editing: null, editError: null }) },
          },
        },
        savingEdit: {
          tags: ['editing', 'busy'],
          invoke: {
            id: 'saveEdit',
            src: 'saveEdit',
            input: ({ context, event }) => ({
              ...(context.editing as EditTarget),
              values: event.type === 'SAVE_EDIT' ? event.values : {},
            }),
            onDone: {
              target: 'idle',
              actions: [
                assign(({ event }) => ({ editing: null, editError: null, lastEdited: event.output })),
                { type: 'editSaved', params: ({ event }) => ({ key: event.output }) },
              ],
            },
            onError: { target: 'editing', actions: assign(({ event }) => ({ editError: editErrorText(event.error) })) },
          },
        },
      },
    },
  },
});
