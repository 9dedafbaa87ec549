// Reset on a result page: sends a builder's clearing update and confirms it in the alert banner.
import { useCallback } from 'react';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { useAppActors } from '@/state/AppActorsContext';

export function useResultReset(): (update: ProfileUpdate) => void {
  const { profile, alert } = useAppActors();
  return useCallback(
    (update: ProfileUpdate) => {
      profile.send({ type: 'UPDATE', update });
      if (profile.getSnapshot().context.error === null) {
        alert.send({ type: 'SHOW', alertType: 'success', message: `${update.label} cleared` });
      }
    },
    [profile, alert],
  );
}
