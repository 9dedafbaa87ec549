// Submits a measurement: builds the update (a refused entry shows its message and focuses the field), then sends it.
import { useCallback } from 'react';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { useShowError, useSubmitUpdate } from '@/state/useSubmitUpdate';

/** Returns true when the update was stored; false when the entry or the update was refused (the form keeps its text). */
export function useMeasurementSubmit(): (build: () => ProfileUpdate) => boolean {
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
