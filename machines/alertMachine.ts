// Transient alert banner: shows `type: message` and removes itself after 3 s (spec §2, §4 and §9).
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
  delays: { dismissAfter: ALERT_DISMISS_MS },
}).createMachine({
  id: 'alert',
  initial: 'hidden',
  context: { alertType: null, message: null },
  states: {
    hidden: {
      on: { SHOW: { target: 'visible', actions: 'showAlert' } },
    },
    visible: {
      after: { dismissAfter: { target: 'hidden', actions: 'clearAlert' } },
      on: {
        // A new alert replaces the shown one and restarts its 3 s.
        SHOW: { target: 'visible', reenter: true, actions: 'showAlert' },
        DISMISS: { target: 'hidden', actions: 'clearAlert' },
        CLEAR: { target: 'hidden', actions: 'clearAlert' },
      },
    },
  },
});
