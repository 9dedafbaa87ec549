// Records the pushups tapped during the test in the session when its timer stops (decision 0104: a timed result is kept
// when the timer stops), through the one submit path the results form uses. No taps (the tester counted by hand), or
// no sex and age for the norms: nothing is sent, and the results page asks for what is missing.
import { useCallback } from 'react';
import { missingRequirements } from '@/profile/profileUpdate';
import { PUSHUPS_REQUIRES, pushupsUpdate } from '@/profile/builders/pushupsUpdate';
import { useAppActors } from '@/state/AppActorsContext';
import { useSubmitBuiltUpdate } from '@/state/useSubmitUpdate';
import type { PushupResultsState } from './pushupResultsState';

/** `record(elapsedMs, reps)`: the results page's router state, saying whether the count is now in the session. */
export function useRecordTappedPushups(): (elapsedMs: number, reps: number) => PushupResultsState {
  const { profile } = useAppActors();
  const submit = useSubmitBuiltUpdate();
  return useCallback(
    (elapsedMs: number, reps: number) => {
      const user = profile.getSnapshot().context.user;
      if (reps <= 0 || missingRequirements(user, PUSHUPS_REQUIRES).length > 0) return { elapsedMs, reps };
      const replaced = user.pushups && user.pushups.pushups !== reps ? user.pushups.pushups : null;
      const recorded = submit(() => pushupsUpdate(profile.getSnapshot().context.user, reps));
      return { elapsedMs, reps, recorded, replaced: recorded ? replaced : null };
    },
    [profile, submit],
  );
}
