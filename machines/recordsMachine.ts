// The records machine (issue 18 'One home', decisions 0101, 0136, 0137 and 0162): the one owner of which client and
// which session are open, and the one entry point for opening a client, a new client, renaming, saving and updating,
// the open session's day, and editing an earlier session of a client on purpose. The roster (clientsMachine) and the
// Save / Update dialog (saveConfirmMachine) are its named children 'clients' and 'saveConfirm': their code (and the
// storage behind it) loads when a screen needs it, which hands the provided machine over with ATTACH_ROSTER or
// ATTACH_SAVE, so the first paint carries none of it. Pure: the clock check, storage and the notices are named guards,
// actors and actions the app provides with .provide() (src/state/records/recordsActor.ts), so it runs in a test with
// fake time.
//
//   session (which client and session are open, as the profile holds them):
//     SESSION_OPENED [another client or session] --> open := that one; the save dialog is told (SESSION_CHANGED)
//   roster:
//     detached --ATTACH_ROSTER--> attached (child 'clients')
//     attached: OPEN_CLIENT -> SWITCH, NEW_CLIENT -> CREATE, RENAME_CLIENT -> RENAME, sent to 'clients'
//   save:
//     detached --ATTACH_SAVE--> attached (child 'saveConfirm', savedBefore as stored)
//     attached: SAVE -> OPEN, CONFIRM_SAVE -> CONFIRM, CLOSE_SAVE -> CLOSE, RETRY_SAVE -> RETRY, sent to 'saveConfirm';
//               ATTACH_SAVE again (the screen shown again) -> CLOSE, then SESSION_CHANGED with savedBefore as stored
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
import { assign, fromPromise, sendTo, setup, type AnyActorLogic } from 'xstate';
import { presentError, type ExplainedText } from '@/domain/errorMessages';
import type { SessionEditValues } from '@/clients/sessionEdit';
import type { clientsMachine } from './clientsMachine';
import type { saveConfirmMachine } from './saveConfirmMachine';

/** The open client and session (the profile's uid and sessionId). */
export interface OpenSession {
  readonly clientId: string;
  readonly sessionId: string | null;
}

/** The roster's machine with its storage provided (src/state/records/clientsActor.ts). */
export type RosterLogic = typeof clientsMachine;
/** The Save / Update dialog's machine with its save provided (src/state/records/saveConfirmActor.ts). */
export type SaveDialogLogic = typeof saveConfirmMachine;

/** How often an open tab checks whether the local day changed under its open session (decision 0136). */
export const DAY_CHECK_INTERVAL_MS = 60_000;

/** The earlier session being edited: its key in the sessions store and its client. */
export interface EditTarget {
  readonly key: number;
  readonly clientId: string;
}

export interface RecordsContext {
  /** Which client and session are open; null until the profile is known. */
  open: OpenSession | null;
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
  | { type: 'DISMISS' }
  /** The profile holds this client and session now (opened, switched, a new session, another tab). */
  | ({ type: 'SESSION_OPENED'; savedBefore: boolean } & OpenSession)
  | { type: 'ATTACH_ROSTER'; logic: RosterLogic }
  | { type: 'ATTACH_SAVE'; logic: SaveDialogLogic; savedBefore: boolean }
  | { type: 'OPEN_CLIENT'; clientId: string }
  | { type: 'NEW_CLIENT'; name?: string | null }
  | { type: 'RENAME_CLIENT'; clientId: string; name: string }
  /** The Save / Update button, with the profile's first name for the dialog's guard. */
  | { type: 'SAVE'; firstName: string | null | undefined }
  | { type: 'CONFIRM_SAVE' }
  | { type: 'CLOSE_SAVE' }
  | { type: 'RETRY_SAVE' };

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
    anotherSession: ({ context, event }) =>
      event.type === 'SESSION_OPENED' &&
      (context.open === null || context.open.clientId !== event.clientId || context.open.sessionId !== event.sessionId),
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
    takeOpenSession: assign(({ event }) =>
      event.type === 'SESSION_OPENED' ? { open: { clientId: event.clientId, sessionId: event.sessionId } } : {},
    ),
    // The child's logic comes with the event (its code loads with the screen that needs it), so XState cannot check
    // it against a declared source; the id is what every sendTo below names.
    attachRoster: assign(({ event, spawn }) => {
      if (event.type === 'ATTACH_ROSTER') spawn(event.logic as AnyActorLogic, { id: 'clients' } as never);
      return {};
    }),
    attachSaveDialog: assign(({ event, spawn }) => {
      if (event.type !== 'ATTACH_SAVE') return {};
      const options = { id: 'saveConfirm', input: { savedBefore: event.savedBefore } };
      spawn(event.logic as AnyActorLogic, options as never);
      return {};
    }),
    toRoster: sendTo('clients', ({ event }) => {
      if (event.type === 'OPEN_CLIENT') return { type: 'SWITCH' as const, clientId: event.clientId };
      if (event.type === 'RENAME_CLIENT')
        return { type: 'RENAME' as const, clientId: event.clientId, name: event.name };
      return { type: 'CREATE' as const, name: event.type === 'NEW_CLIENT' ? (event.name ?? null) : null };
    }),
    toSaveDialog: sendTo('saveConfirm', ({ event }) => {
      if (event.type === 'SAVE') return { type: 'OPEN' as const, firstName: event.firstName };
      if (event.type === 'CONFIRM_SAVE') return { type: 'CONFIRM' as const };
      if (event.type === 'RETRY_SAVE') return { type: 'RETRY' as const };
      return { type: 'CLOSE' as const };
    }),
    /** The dialog follows the open session: its button reads Update only when that session was saved before. */
    sessionToSaveDialog: sendTo('saveConfirm', ({ event }) => ({
      type: 'SESSION_CHANGED' as const,
      savedBefore: event.type === 'SESSION_OPENED' || event.type === 'ATTACH_SAVE' ? event.savedBefore : false,
    })),
  },
}).createMachine({
  id: 'records',
  type: 'parallel',
  context: { open: null, editing: null, editError: null, lastEdited: null },
  states: {
    session: {
      on: { SESSION_OPENED: { guard: 'anotherSession', actions: 'takeOpenSession' } },
    },
    roster: {
      initial: 'detached',
      states: {
        detached: { on: { ATTACH_ROSTER: { target: 'attached', actions: 'attachRoster' } } },
        attached: {
          on: {
            OPEN_CLIENT: { actions: 'toRoster' },
            NEW_CLIENT: { actions: 'toRoster' },
            RENAME_CLIENT: { actions: 'toRoster' },
          },
        },
      },
    },
    save: {
      initial: 'detached',
      states: {
        detached: { on: { ATTACH_SAVE: { target: 'attached', actions: 'attachSaveDialog' } } },
        attached: {
          on: {
            ATTACH_SAVE: { actions: [{ type: 'toSaveDialog' }, { type: 'sessionToSaveDialog' }] },
            SESSION_OPENED: { guard: 'anotherSession', actions: 'sessionToSaveDialog' },
            SAVE: { actions: 'toSaveDialog' },
            CONFIRM_SAVE: { actions: 'toSaveDialog' },
            CLOSE_SAVE: { actions: 'toSaveDialog' },
            RETRY_SAVE: { actions: 'toSaveDialog' },
          },
        },
      },
    },
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
