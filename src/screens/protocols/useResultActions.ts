// Submit and Reset on the step-test and pushup result pages: build the update with a pure builder (an invalid entry
// shows the builder's message in the error banner and focuses its field, DECISIONS 18), send it (the profile machine
// refuses it with its own message when demographics are missing), and confirm a reset in the alert banner.
import { useCallback } from 'react';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { useAppActors } from '@/state/AppActorsContext';
import { useShowError, useSubmitUpdate } from '@/state/useSubmitUpdate';

/** Returns true when the update was stored; false when the entry or the update was refused (the form keeps its text). */
export function useSubmitResult(): (build: () => ProfileUpdate) => boolean {
  const submitUpdate = useSubmitUpdate();
  const showError = useShowError();
  return useCallback((build: () => ProfileUpdate) => {
    let update: ProfileUpdate;
    try {
      update = build();
    } catch (error) {
      if (!(error instanceof MeasurementInputError)) throw error;
      showError(error.message);
      document.getElementById(error.field)?.focus();
      return false;
    }
    return submitUpdate(update);
  }, [submitUpdate, showError]);
}

export function useResetResult(): (update: ProfileUpdate) => void {
  const { profile, alert } = useAppActors();
  return useCallback((update: ProfileUpdate) => {
    profile.send({ type: 'UPDATE', update });
    if (profile.getSnapshot().context.error === null) {
      alert.send({ type: 'SHOW', alertType: 'success', message: `${update.label} cleared` });
    }
  }, [profile, alert]);
}
