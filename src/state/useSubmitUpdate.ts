// Sends a computed profile update; on success shows 'form submitted' (SPEC section 4) and reports whether it was stored.
import { useCallback } from 'react';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { useAppActors } from './AppActorsContext';

export function useSubmitUpdate(): (update: ProfileUpdate) => boolean {
  const { profile, alert } = useAppActors();
  return useCallback(
    (update: ProfileUpdate) => {
      profile.send({ type: 'UPDATE', update });
      const accepted = profile.getSnapshot().context.error === null;
      if (accepted) alert.send({ type: 'SHOW', alertType: 'success', message: 'form submitted' });
      return accepted;
    },
    [profile, alert],
  );
}

/** Shows a refusal or a calculator error in the error banner, keeping what the user typed (DECISIONS 18). */
export function useShowError(): (message: string) => void {
  const { profile } = useAppActors();
  return useCallback((message: string) => profile.send({ type: 'ERROR', message }), [profile]);
}
