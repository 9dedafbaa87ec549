// Submits a strength or flexibility result: builds the update (an invalid entry shows its message in the error banner and
// focuses its field, DECISIONS 18), then sends it; a refused update shows the profile machine's message.
import { useCallback } from 'react';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { useShowError, useSubmitUpdate } from '@/state/useSubmitUpdate';

/** Returns true when the update was stored; false when the entry or the update was refused (the form keeps its text). */
export function useResultSubmit(): (build: () => ProfileUpdate) => boolean {
  const submitUpdate = useSubmitUpdate();
  const showError = useShowError();
  return useCallback(
    (build: () => ProfileUpdate) => {
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
    },
    [submitUpdate, showError],
  );
}
