// The application state of spec §3-§4: the user profile plus the error message. (The SPEC's LOADING event and
// isLoading flag are not modelled: nothing in the app loads asynchronously before the profile is read.)
import { assign, emit, setup } from 'xstate';
import type { UserProfile } from '@/profile/profileTypes';
import { applyProfileUpdate, type ProfileUpdate } from '@/profile/profileUpdate';
import type { ErrorOrigin } from '@/domain/errorMessages';

export interface ProfileContext {
  user: UserProfile;
  error: string | null;
  /** The technical text behind `error` (decision 0071), offered under "Technical detail"; null when there is none. */
  errorDetail: string | null;
  /** Which step showed `error` (a refused update is 'form'), so that step alone clears it when it next succeeds. */
  errorOrigin: ErrorOrigin | null;
}

export type ProfileEvent =
  | { type: 'ERROR'; message: string; detail?: string | null; origin: ErrorOrigin }
  /** The banner's Dismiss clears any error; a step that succeeded names its origin and clears only its own. */
  | { type: 'CLEAR_ERROR'; origin?: ErrorOrigin }
  | { type: 'UPDATE'; update: ProfileUpdate }
  | { type: 'SET_PREFERS_METRIC'; prefersMetric: boolean }
  /** Another client was opened (decision 0080): their profile replaces the open one as a whole. */
  | { type: 'REPLACE_PROFILE'; user: UserProfile }
  /** Another tab stored a newer profile: shown here, not written again. */
  | { type: 'EXTERNAL_CHANGE'; user: UserProfile };

export type ProfileEmitted = { type: 'alertCleared' };

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    input: {} as { user: UserProfile },
    emitted: {} as ProfileEmitted,
  },
  guards: {
    updateAccepted: ({ context, event }) =>
      event.type === 'UPDATE' && applyProfileUpdate(context.user, event.update).ok,
  },
  actions: {
    // Named effect: the app mirrors the profile to browser storage.
    persistProfile: (_args, _params: { user: UserProfile }) => {},
  },
}).createMachine({
  id: 'profile',
  context: ({ input }) => ({ user: input.user, error: null, errorDetail: null, errorOrigin: null }),
  on: {
    // A newer error replaces a stale success alert, so the two never stand side by side.
    ERROR: {
      actions: [
        assign(({ event }) => ({ error: event.message, errorDetail: event.detail ?? null, errorOrigin: event.origin })),
        emit({ type: 'alertCleared' }),
      ],
    },
    CLEAR_ERROR: {
      guard: ({ context, event }) => event.origin === undefined || event.origin === context.errorOrigin,
      actions: assign({ error: null, errorDetail: null, errorOrigin: null }),
    },
    UPDATE: [
      {
        guard: 'updateAccepted',
        actions: [
          assign(({ context, event }) => {
            const outcome = applyProfileUpdate(context.user, event.update);
            return outcome.ok ? { user: outcome.user, error: null, errorDetail: null, errorOrigin: null } : {};
          }),
          emit({ type: 'alertCleared' }),
          { type: 'persistProfile', params: ({ context }) => ({ user: context.user }) },
        ],
      },
      {
        // Refused (spec §4, decision 0018): nothing changes, the message names what is missing, and a stale success
        // alert goes (the error is newer).
        actions: [
          assign(({ context, event }) => {
            const outcome = applyProfileUpdate(context.user, event.update);
            return {
              error: outcome.ok ? null : outcome.message,
              errorDetail: null,
              errorOrigin: outcome.ok ? null : ('form' as const),
            };
          }),
          emit({ type: 'alertCleared' }),
        ],
      },
    ],
    REPLACE_PROFILE: {
      actions: [
        assign(({ event }) => ({ user: event.user, error: null, errorDetail: null, errorOrigin: null })),
        { type: 'persistProfile', params: ({ context }) => ({ user: context.user }) },
      ],
    },
    EXTERNAL_CHANGE: { actions: assign(({ event }) => ({ user: event.user })) },
    SET_PREFERS_METRIC: {
      actions: [
        assign(({ context, event }) => ({ user: { ...context.user, prefers_metric: event.prefersMetric } })),
        { type: 'persistProfile', params: ({ context }) => ({ user: context.user }) },
      ],
    },
  },
});
