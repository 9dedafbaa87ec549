// Alert banner: shows `type: message` and removes itself after 3 s (spec §2, §4 and §9). A warning is something
// the user must act on (persistent storage refused: export a backup), so it stays until the user dismisses it.
// Order (decision 0071): an error never waits behind a pinned warning. It shows at once for its 3 s while the warning
// is held aside, and the warning comes back when the error goes; a success or info alert does wait behind a warning
// (it is dropped: the warning the user has not read matters more than a passing confirmation).
//
//   hidden --SHOW warning--> pinned --DISMISS--> hidden
//   hidden --SHOW other----> visible --3 s / DISMISS / CLEAR--> hidden, or pinned again when a warning was held
//   pinned --SHOW error----> visible (the warning held)        pinned --SHOW success/info--> pinned (unchanged)
//   visible --PAGE_LEFT--> hidden (or the held warning) for a success or info: a confirmation belongs to its screen
import { and, assign, setup } from 'xstate';

export const ALERT_DISMISS_MS = 3000;

export type AlertType = 'success' | 'info' | 'warning' | 'error';

/** One alert as shown: its type, its message and the technical detail behind it (decision 0071), if any. */
export interface AlertContent {
  alertType: AlertType;
  message: string;
  detail: string | null;
}

export interface AlertContext {
  alertType: AlertType | null;
  message: string | null;
  detail: string | null;
  /** A pinned warning set aside while an error shows; it comes back when the error goes. */
  held: AlertContent | null;
}

export type AlertEvent =
  | { type: 'SHOW'; alertType: AlertType; message: string; detail?: string | null }
  | { type: 'DISMISS' }
  | { type: 'CLEAR' }
  /** The screen the alert was shown on was left: a passing confirmation goes with it; an error stays its 3 s. */
  | { type: 'PAGE_LEFT' };

const EMPTY = { alertType: null, message: null, detail: null } as const;

export const alertMachine = setup({
  types: { context: {} as AlertContext, events: {} as AlertEvent },
  actions: {
    showAlert: assign(({ event }) =>
      event.type === 'SHOW' ? { alertType: event.alertType, message: event.message, detail: event.detail ?? null } : {},
    ),
    /** A new warning replaces any warning held aside (the newest warning is the one to act on). */
    dropHeld: assign({ held: null }),
    holdWarning: assign(({ context }) => ({
      held:
        context.alertType === 'warning' && context.message !== null
          ? { alertType: 'warning' as const, message: context.message, detail: context.detail }
          : context.held,
    })),
    restoreHeld: assign(({ context }) => (context.held ? { ...context.held, held: null } : {})),
    clearAlert: assign(EMPTY),
  },
  guards: {
    isWarning: ({ event }) => event.type === 'SHOW' && event.alertType === 'warning',
    isError: ({ event }) => event.type === 'SHOW' && event.alertType === 'error',
    warningHeld: ({ context }) => context.held !== null,
    isPassing: ({ context }) => context.alertType === 'success' || context.alertType === 'info',
  },
  delays: { dismissAfter: ALERT_DISMISS_MS },
}).createMachine({
  id: 'alert',
  initial: 'hidden',
  context: { ...EMPTY, held: null },
  states: {
    hidden: {
      on: {
        SHOW: [
          { guard: 'isWarning', target: 'pinned', actions: 'showAlert' },
          { target: 'visible', actions: 'showAlert' },
        ],
      },
    },
    pinned: {
      on: {
        // Only the user's dismissal removes a warning; a later warning replaces it, an error shows at once with the
        // warning held, a success or info alert does not cover it.
        SHOW: [
          { guard: 'isWarning', target: 'pinned', reenter: true, actions: 'showAlert' },
          { guard: 'isError', target: 'visible', actions: ['holdWarning', 'showAlert'] },
        ],
        DISMISS: { target: 'hidden', actions: 'clearAlert' },
      },
    },
    visible: {
      after: {
        dismissAfter: [
          { guard: 'warningHeld', target: 'pinned', actions: 'restoreHeld' },
          { target: 'hidden', actions: 'clearAlert' },
        ],
      },
      on: {
        // A new alert replaces the shown one and restarts its 3 s.
        SHOW: [
          { guard: 'isWarning', target: 'pinned', actions: ['dropHeld', 'showAlert'] },
          { target: 'visible', reenter: true, actions: 'showAlert' },
        ],
        DISMISS: [
          { guard: 'warningHeld', target: 'pinned', actions: 'restoreHeld' },
          { target: 'hidden', actions: 'clearAlert' },
        ],
        CLEAR: [
          { guard: 'warningHeld', target: 'pinned', actions: 'restoreHeld' },
          { target: 'hidden', actions: 'clearAlert' },
        ],
        PAGE_LEFT: [
          { guard: and(['isPassing', 'warningHeld']), target: 'pinned', actions: 'restoreHeld' },
          { guard: 'isPassing', target: 'hidden', actions: 'clearAlert' },
        ],
      },
    },
  },
});
