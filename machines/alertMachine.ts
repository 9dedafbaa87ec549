// Alert banner: shows `type: message` and removes itself after 3 s (spec §2, §4 and §9). A warning is something
// the user must act on (persistent storage refused: export a backup), so it stays until the user dismisses it.
import { assign, setup } from 'xstate';

export const ALERT_DISMISS_MS = 3000;

export type AlertType = 'success' | 'info' | 'warning' | 'error';

export interface AlertContext {
  alertType: AlertType | null;
  message: string | null;
}

export type AlertEvent =
  | { type: 'SHOW'; alertType: AlertType; message: string }
  | { type: 'DISMISS' }
  | { type: 'CLEAR' };

export const alertMachine = setup({
  types: { context: {} as AlertContext, events: {} as AlertEvent },
  actions: {
    showAlert: assign(({ event }) =>
      event.type === 'SHOW' ? { alertType: event.alertType, message: event.message } : {}),
    clearAlert: assign({ alertType: null, message: null }),
  },
  guards: { isWarning: ({ event }) => event.type === 'SHOW' && event.alertType === 'warning' },
  delays: { dismissAfter: ALERT_DISMISS_MS },
}).createMachine({
  id: 'alert',
  initial: 'hidden',
  context: { alertType: null, message: null },
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
        // Only the user's dismissal removes a warning; a later warning replaces it, other alerts wait behind it.
        SHOW: { guard: 'isWarning', target: 'pinned', reenter: true, actions: 'showAlert' },
        DISMISS: { target: 'hidden', actions: 'clearAlert' },
      },
    },
    visible: {
      after: { dismissAfter: { target: 'hidden', actions: 'clearAlert' } },
      on: {
        // A new alert replaces the shown one and restarts its 3 s.
        SHOW: [
          { guard: 'isWarning', target: 'pinned', actions: 'showAlert' },
          { target: 'visible', reenter: true, actions: 'showAlert' },
        ],
        DISMISS: { target: 'hidden', actions: 'clearAlert' },
        CLEAR: { target: 'hidden', actions: 'clearAlert' },
      },
    },
  },
});
