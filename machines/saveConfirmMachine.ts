// The "Save This Session" confirmation dialog (spec §4 "Saving", decision 0018, decision 0102), as a state machine.
// Generic: the app provides the `saveSession` actor (save the open session of the open client: its first save adds
// it, later saves update that same record, src/storage); the machine never touches the profile, so a failed save
// loses nothing.
//
//   closed / saved --OPEN [first name]--> confirming --CONFIRM ("I'm sure")--> saving --done--> saved
//   closed / saved --OPEN [no first name]--> (not taken: the screen offers no Save without a name, decision 0031)
//   closed / saved --SESSION_CHANGED--> closed (another session is open: savedBefore as the app knows it)
//   confirming --CLOSE--> closed                                     saving --error--> failed
//   failed --RETRY--> saving        failed --CLOSE--> closed
//
// `saving` cannot be cancelled: an add in flight finishes or fails on its own. State tags: 'dialog' while the
// dialog is open (confirming, saving, failed), 'busy' while saving.
import { assign, fromPromise, setup } from 'xstate';
import { SESSION_UNCHANGED, presentError, type ExplainedText } from '@/domain/errorMessages';

export const SAVE_LABEL = 'Save This Session';
export const UPDATE_LABEL = 'Update Most Recent Session';

export interface SaveConfirmContext {
  /** True once a session was saved (this visit, or before when the app passes input.savedBefore). */
  savedBefore: boolean;
  /** The key of the last record saved from this machine. */
  lastKey: number | null;
  /** The failure text while in `failed`, for the dialog. */
  errorMessage: string | null;
  /** The technical detail behind errorMessage (decision 0071), offered under "Technical detail". */
  errorDetail: string | null;
}

export interface SaveConfirmInput {
  /** The open session was saved before (its own record exists, decision 0102). */
  savedBefore?: boolean;
}

export type SaveConfirmEvent =
  /** The Save / Update button; carries the profile's current first name for the guard. */
  | { type: 'OPEN'; firstName: string | null | undefined }
  /** Another session is open now (a new session started, another client opened): whether it was saved before. */
  | { type: 'SESSION_CHANGED'; savedBefore: boolean }
  /** "I'm sure". */
  | { type: 'CONFIRM' }
  | { type: 'CLOSE' }
  | { type: 'RETRY' };

/** The failure text of any thrown value: a storage error's own words, anything else explained in plain words. */
export function saveErrorText(error: unknown): ExplainedText {
  return presentError(error, 'The session was not saved.', { unchanged: SESSION_UNCHANGED });
}

/** The label of the save button for a context. */
export function saveButtonLabel(context: Pick<SaveConfirmContext, 'savedBefore'>): string {
  return context.savedBefore ? UPDATE_LABEL : SAVE_LABEL;
}

const openTransitions = [{ guard: 'hasFirstName' as const, target: 'confirming', actions: 'clearError' as const }];
const sessionChanged = { target: 'closed', actions: 'takeSession' as const };

export const saveConfirmMachine = setup({
  types: {
    context: {} as SaveConfirmContext,
    events: {} as SaveConfirmEvent,
    input: {} as SaveConfirmInput | undefined,
  },
  actors: {
    saveSession: fromPromise<number>(async () => {
      throw new Error('saveSession is not provided: pass it with machine.provide({ actors })');
    }),
  },
  guards: {
    hasFirstName: ({ event }) =>
      event.type === 'OPEN' && typeof event.firstName === 'string' && event.firstName.trim() !== '',
  },
  actions: {
    clearError: assign({ errorMessage: null, errorDetail: null }),
    takeSession: assign(({ event }) =>
      event.type === 'SESSION_CHANGED' ? { savedBefore: event.savedBefore, lastKey: null } : {},
    ),
  },
}).createMachine({
  id: 'saveConfirm',
  context: ({ input }) => ({
    savedBefore: input?.savedBefore ?? false,
    lastKey: null,
    errorMessage: null,
    errorDetail: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: { OPEN: openTransitions, SESSION_CHANGED: sessionChanged },
    },
    confirming: {
      tags: ['dialog'],
      on: { CONFIRM: 'saving', CLOSE: 'closed' },
    },
    saving: {
      tags: ['dialog', 'busy'],
      entry: 'clearError',
      invoke: {
        id: 'saveSession',
        src: 'saveSession',
        onDone: {
          target: 'saved',
          actions: assign({ lastKey: ({ event }) => event.output, savedBefore: true }),
        },
        onError: {
          target: 'failed',
          actions: assign(({ event }) => {
            const { message, detail } = saveErrorText(event.error);
            return { errorMessage: message, errorDetail: detail };
          }),
        },
      },
    },
    failed: {
      tags: ['dialog'],
      on: { RETRY: 'saving', CLOSE: { target: 'closed', actions: 'clearError' } },
    },
    saved: {
      // The dialog is closed; the button now reads UPDATE_LABEL. The app's saveSession actor then updates that record.
      on: { OPEN: openTransitions, SESSION_CHANGED: sessionChanged },
    },
  },
});
