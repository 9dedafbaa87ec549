// A new version of the app is announced, never applied behind the user's back (decision 0122).
// The service worker installs the new version and leaves it waiting; this machine offers it ("A new version is ready –
// Reload") and applies it only when the user asks. While work would be lost by a reload (a timed run, a form with
// entries not yet submitted) the work holds the update: Reload then asks first. While the worker is registered the
// machine asks it to look for a new version every UPDATE_CHECK_MS (a page left open all day still hears of one).
//
//   current --REGISTERED--> current.watching (checkForUpdate every UPDATE_CHECK_MS)
//   current --UPDATE_READY--> ready.offered --RELOAD--> applying             (nothing held)
//                                           --RELOAD--> ready.confirming     (work held) --RELOAD_ANYWAY--> applying
//                                                                                         --NOT_NOW-------> ready.offered
//   HOLD / RELEASE (any state): the work that holds the update, one entry per holder.
import { assign, setup } from 'xstate';

/** How often an open page asks the service worker to look for a new version (the browser checks on navigations only). */
export const UPDATE_CHECK_MS = 30 * 60 * 1000;

/** What holds an update back: each is work that a reload would cut short. */
export type UpdateHold = 'timedRun' | 'unsubmittedForm';

export interface AppUpdateContext {
  /** One entry per holder still holding (two open forms with entries: two 'unsubmittedForm'). */
  holds: readonly UpdateHold[];
}

export type AppUpdateEvent =
  | { type: 'REGISTERED' }
  | { type: 'UPDATE_READY' }
  | { type: 'RELOAD' }
  | { type: 'RELOAD_ANYWAY' }
  | { type: 'NOT_NOW' }
  | { type: 'HOLD'; hold: UpdateHold }
  | { type: 'RELEASE'; hold: UpdateHold };

/** The holds after one holder let go: one entry of its kind fewer (none left: unchanged). */
export function releasedHolds(holds: readonly UpdateHold[], hold: UpdateHold): readonly UpdateHold[] {
  const index = holds.indexOf(hold);
  return index === -1 ? holds : [...holds.slice(0, index), ...holds.slice(index + 1)];
}

/** The kinds of work holding the update, each once, in a fixed order (for the confirmation's text). */
export function heldWork(holds: readonly UpdateHold[]): UpdateHold[] {
  return (['timedRun', 'unsubmittedForm'] as const).filter((hold) => holds.includes(hold));
}

export const appUpdateMachine = setup({
  types: { context: {} as AppUpdateContext, events: {} as AppUpdateEvent },
  actions: {
    /** Asks the service worker to look for a new version (provided by src/state; a no-op in tests). */
    checkForUpdate: () => {},
    /** Activates the waiting version and reloads the page into it (provided by src/state). */
    applyUpdate: () => {},
    hold: assign({
      holds: ({ context, event }) => (event.type === 'HOLD' ? [...context.holds, event.hold] : context.holds),
    }),
    release: assign({
      holds: ({ context, event }) =>
        event.type === 'RELEASE' ? releasedHolds(context.holds, event.hold) : context.holds,
    }),
  },
  guards: {
    workHeld: ({ context }) => context.holds.length > 0,
  },
  delays: { updateCheck: UPDATE_CHECK_MS },
}).createMachine({
  id: 'appUpdate',
  context: { holds: [] },
  initial: 'current',
  on: {
    HOLD: { actions: 'hold' },
    RELEASE: { actions: 'release' },
  },
  states: {
    current: {
      initial: 'unregistered',
      on: { UPDATE_READY: 'ready' },
      states: {
        unregistered: { on: { REGISTERED: 'watching' } },
        watching: {
          after: { updateCheck: { target: 'watching', reenter: true, actions: 'checkForUpdate' } },
        },
      },
    },
    ready: {
      initial: 'offered',
      states: {
        offered: {
          on: {
            RELOAD: [{ guard: 'workHeld', target: 'confirming' }, { target: '#appUpdate.applying' }],
          },
        },
        confirming: {
          on: {
            RELOAD_ANYWAY: '#appUpdate.applying',
            NOT_NOW: 'offered',
          },
        },
      },
    },
    // The page reloads into the new version; nothing comes after this state.
    applying: { entry: 'applyUpdate' },
  },
});
