// The records machine (decisions 0101, 0136, 0137, 0162 and 0172): the one owner of which client
// and which session are open, and the one entry point for opening a client, a new client, renaming, saving and
// updating, the open session's day, and editing an earlier session of a client on purpose. The roster
// (clientsMachine) and the Save / Update dialog (saveConfirmMachine) are its named children 'clients' and
// 'saveConfirm': their code (and the storage behind it) loads when a screen needs it, which hands the provided machine
// over with ATTACH_ROSTER or ATTACH_SAVE, so the first paint carries none of it. Pure: the clock is its input, and
// storage and the notices are named actions and actors the app provides with .provide()
// (src/state/records/recordsActor.ts), so it runs in a test with fake time.
//
// The day rule (decision 0172): no path changes a record dated an earlier day except Edit from the history. The open
// session is over when its own record was saved on an earlier local day than the clock's; DAY_CHECK then closes it
// (closeEarlierDay: its unsaved entries are set aside, a new session of the same client opens). DAY_CHECK is raised
// when a session opens (the app's start included), when the open client is opened again, when Current Session is
// shown, at the next local midnight, and the app sends it when the page is shown again, the route changes and before
// a form's entry; a save or an update of a session that is over is refused and closes it instead.
//
//   session (which client and session are open, as the profile holds them):
//     SESSION_OPENED --> open := that one (its saved date too), then DAY_CHECK; the save dialog is told of another
//     SESSION_SAVED --> the open session's saved date (its first save's)
//     DAY_CHECK / VISIBLE [open session saved on an earlier day] --> closeEarlierDay
//     OPEN_CLIENT [the open client] --> DAY_CHECK
//   roster:
//     detached --ATTACH_ROSTER--> attached (child 'clients')
//     attached: OPEN_CLIENT [another client] -> SWITCH, NEW_CLIENT -> CREATE, RENAME_CLIENT -> RENAME, to 'clients'
//   save:
//     detached --ATTACH_SAVE--> attached (child 'saveConfirm', savedBefore as stored), then DAY_CHECK
//     attached: SAVE -> OPEN, CONFIRM_SAVE -> CONFIRM, CLOSE_SAVE -> CLOSE, RETRY_SAVE -> RETRY, sent to 'saveConfirm';
//               SAVE / CONFIRM_SAVE / RETRY_SAVE [open session saved on an earlier day] -> closeEarlierDay, CLOSE;
//               ATTACH_SAVE again (the screen shown again) -> CLOSE, then SESSION_CHANGED with savedBefore as stored
//
//   day (the next local day):
//     watching --NEXT_DAY (the next local midnight, an hour at most) elapsed--> watching (DAY_CHECK)
//   edit (an earlier session of the history):
//     idle --EDIT_SESSION--> editing --SAVE_EDIT [changes something]--> savingEdit --done--> idle (editSaved)
//     editing --SAVE_EDIT [no change] / CANCEL_EDIT--> idle       savingEdit --error--> editing (editError)
//     editing --EDIT_SESSION--> editing (another session)          idle --DISMISS--> idle (the last edit forgotten)
//
// `savingEdit` cannot be cancelled: a write in flight finishes or fails on its own. Tags: 'editing' while an editor
// is open, 'busy' while its edit is written.
import { assign, fromPromise, not, raise, sendTo, setup, type AnyActorLogic } from 'xstate';
import { localDay } from '@/profile/sessionStart';
import { nextLocalMidnight } from '@/profile/calendarDate';
import { presentError, type ExplainedText } from '@/domain/errorMessages';
import type { SessionEditValues } from '@/clients/sessionEdit';
import type { clientsMachine } from './clientsMachine';
import type { saveConfirmMachine } from './saveConfirmMachine';

/** The open client and session (the profile's uid and sessionId). */
export interface OpenSession {
  readonly clientId: string;
  readonly sessionId: string | null;
  /** When the open session's own record was first saved (ISO); null while it is not saved. */
  readonly savedOn?: string | null;
}

/** The roster's machine with its storage provided (src/state/records/clientsActor.ts). */
export type RosterLogic = typeof clientsMachine;
/** The Save / Update dialog's machine with its save provided (src/state/records/saveConfirmActor.ts). */
export type SaveDialogLogic = typeof saveConfirmMachine;

/** The longest wait for the next day check of a page left open: a clock set by hand is caught within the hour. */
export const DAY_CHECK_LONGEST_MS = 3_600_000;

/** The wait from `now` to just past the next local midnight (a second past it), an hour at most. */
export function untilNextLocalDay(now: Date): number {
  const midnight = nextLocalMidnight(now);
  return Math.min(Math.max(midnight.getTime() - now.getTime(), 0) + 1_000, DAY_CHECK_LONGEST_MS);
}

/**
 * Whether a session whose own record was first saved at `savedOn` is over at `now` (decision 0172): it was saved on
 * an earlier local day. A session not saved is never over (its first save takes the day it is saved).
 */
export function savedOnEarlierDay(savedOn: string | null | undefined, now: Date): boolean {
  const saved = localDay(savedOn);
  const today = localDay(now.toISOString());
  return saved !== null && today !== null && saved < today;
}

/** The earlier session being edited: its key in the sessions store and its client. */
export interface EditTarget {
  readonly key: number;
  readonly clientId: string;
}

export interface RecordsInput {
  /** The clock the day rule reads (a test's fake time); the system clock by default. */
  clock?: () => Date;
}

export interface RecordsContext {
  clock: () => Date;
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
  /** Check the day now: a route shown, a form's entry about to be kept, the next local midnight. */
  | { type: 'DAY_CHECK' }
  /** The open session was saved: its record's date (the first save's date; an update keeps it). */
  | { type: 'SESSION_SAVED'; clientId: string; sessionId: string; date: string }
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

/** A save or update of a session of an earlier day closes that session instead, and the dialog with it. */
const overEarlierDay = {
  guard: 'openSessionOfEarlierDay' as const,
  actions: ['closeEarlierDay' as const, 'closeSaveDialog' as const],
};

export const recordsMachine = setup({
  types: {
    context: {} as RecordsContext,
    events: {} as RecordsEvent,
    input: {} as RecordsInput | undefined,
  },
  delays: { NEXT_DAY: ({ context }) => untilNextLocalDay(context.clock()) },
  guards: {
    /** The day rule (decision 0172): the open session's own record was saved on an earlier local day. */
    openSessionOfEarlierDay: ({ context }) =>
      context.open !== null && savedOnEarlierDay(context.open.savedOn, context.clock()),
    openClient: ({ context, event }) =>
      event.type === 'OPEN_CLIENT' && context.open !== null && context.open.clientId === event.clientId,
    openSessionSaved: ({ context, event }) =>
      event.type === 'SESSION_SAVED' &&
      context.open !== null &&
      context.open.clientId === event.clientId &&
      context.open.sessionId === event.sessionId,
    editChangesSomething: ({ event }) => event.type === 'SAVE_EDIT' && Object.keys(event.values).length > 0,
    anotherSession: ({ context, event }) =>
      event.type === 'SESSION_OPENED' &&
      (context.open === null || context.open.clientId !== event.clientId || context.open.sessionId !== event.sessionId),
  },
  actors: {
    saveEdit: fromPromise<number, SaveEditInput>(async () => {
      throw new Error('saveEdit is not provided: pass it with machine.provide({ actors })');
    }),
  },
  actions: {
    takeTarget: assign(({ event }) =>
      event.type === 'EDIT_SESSION' ? { editing: { key: event.key, clientId: event.clientId }, editError: null } : {},
    ),
    /**
     * Named effect: the open session (of an earlier day) is closed: its entries not saved are set aside with it, a new
     * session of the same client opens (which the app tells with SESSION_OPENED), and the coach is told.
     */
    closeEarlierDay: () => {},
    checkDay: raise({ type: 'DAY_CHECK' }),
    /** Named effect: the edit is saved (the notice). */
    editSaved: (_args, _params: { key: number }) => {},
    takeOpenSession: assign(({ event }) =>
      event.type === 'SESSION_OPENED'
        ? { open: { clientId: event.clientId, sessionId: event.sessionId, savedOn: event.savedOn ?? null } }
        : {},
    ),
    takeSavedDate: assign(({ context, event }) =>
      event.type === 'SESSION_SAVED' && context.open
        ? { open: { ...context.open, savedOn: context.open.savedOn ?? event.date } }
        : {},
    ),
    closeSaveDialog: sendTo('saveConfirm', { type: 'CLOSE' as const }),
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
  context: ({ input }) => ({
    clock: input?.clock ?? (() => new Date()),
    open: null,
    editing: null,
    editError: null,
    lastEdited: null,
  }),
  states: {
    session: {
      on: {
        // A session opened is checked at once: at the app's start, after another tab's change, a restore.
        SESSION_OPENED: { actions: ['takeOpenSession', 'checkDay'] },
        SESSION_SAVED: { guard: 'openSessionSaved', actions: 'takeSavedDate' },
        DAY_CHECK: { guard: 'openSessionOfEarlierDay', actions: 'closeEarlierDay' },
        VISIBLE: { actions: 'checkDay' },
        OPEN_CLIENT: { guard: 'openClient', actions: 'checkDay' },
      },
    },
    roster: {
      initial: 'detached',
      states: {
        detached: { on: { ATTACH_ROSTER: { target: 'attached', actions: 'attachRoster' } } },
        attached: {
          on: {
            OPEN_CLIENT: { guard: not('openClient'), actions: 'toRoster' },
            NEW_CLIENT: { actions: 'toRoster' },
            RENAME_CLIENT: { actions: 'toRoster' },
          },
        },
      },
    },
    save: {
      initial: 'detached',
      states: {
        detached: { on: { ATTACH_SAVE: { target: 'attached', actions: ['attachSaveDialog', 'checkDay'] } } },
        attached: {
          on: {
            ATTACH_SAVE: { actions: ['toSaveDialog', 'sessionToSaveDialog', 'checkDay'] },
            SESSION_OPENED: { guard: 'anotherSession', actions: 'sessionToSaveDialog' },
            // Nothing is written into a session of an earlier day: it is closed instead (decision 0172).
            SAVE: [overEarlierDay, { actions: 'toSaveDialog' }],
            CONFIRM_SAVE: [overEarlierDay, { actions: 'toSaveDialog' }],
            CLOSE_SAVE: { actions: 'toSaveDialog' },
            RETRY_SAVE: [overEarlierDay, { actions: 'toSaveDialog' }],
          },
        },
      },
    },
    day: {
      initial: 'watching',
      states: {
        watching: {
          after: { NEXT_DAY: { target: 'watching', reenter: true, actions: 'checkDay' } },
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
