// The one way a form sends a profile update: useSubmitBuiltUpdate runs the form's builder, shows a builder's input error
// in the banner (focusing its field) or sends the update with the 'form submitted' alert. Also reset and show-an-error.
import { useCallback } from 'react';
import type { ProfileUpdate } from '@/profile/profileUpdate';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import { presentError } from '@/domain/errorMessages';
import { useAppActors } from './AppActorsContext';
import { checkDayNow } from './records/dayCheck';

/** The success alert of a form submit (spec §4; docs/spec-figures.md). */
export const FORM_SUBMITTED_MESSAGE = 'form submitted';

/** Sends a computed update; on success shows 'form submitted' (spec §4). Returns whether it was stored. */
function useSubmitUpdate(): (update: ProfileUpdate) => boolean {
  const { profile, alert } = useAppActors();
  return useCallback(
    (update: ProfileUpdate) => {
      // An entry never lands in a session of an earlier day (decision 0172): a session over is closed first.
      checkDayNow();
      profile.send({ type: 'UPDATE', update });
      const accepted = profile.getSnapshot().context.error === null;
      if (accepted) alert.send({ type: 'SHOW', alertType: 'success', message: FORM_SUBMITTED_MESSAGE });
      return accepted;
    },
    [profile, alert],
  );
}

/** Shows a refusal or a calculator error in the error banner, keeping what the user typed (decision 0018). */
export function useShowError(): (message: string) => void {
  const { profile } = useAppActors();
  return useCallback((message: string) => profile.send({ type: 'ERROR', message, origin: 'form' }), [profile]);
}

/**
 * Shows any failure in the error banner in plain words (decision 0071): an ExplainedError as written, anything else
 * as `happened` plus what to do next, with the browser's own words under "Technical detail".
 */
export function useShowFailure(): (error: unknown, happened: string, options?: { nextStep?: string }) => void {
  const { profile } = useAppActors();
  return useCallback(
    (error: unknown, happened: string, options?: { nextStep?: string }) => {
      const { message, detail } = presentError(error, happened, options);
      profile.send({ type: 'ERROR', message, detail, origin: 'form' });
    },
    [profile],
  );
}

/**
 * Builds an update with a builder and sends it. A builder's MeasurementInputError shows its message in the error
 * banner and focuses the field; a refused update shows the machine's message. Returns true when it was stored.
 */
export function useSubmitBuiltUpdate(): (build: () => ProfileUpdate) => boolean {
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

/** Reset: sends a builder's clearing update and confirms it in the alert banner ('{label} cleared'). */
export function useResetUpdate(): (update: ProfileUpdate) => void {
  const { profile, alert } = useAppActors();
  return useCallback(
    (update: ProfileUpdate) => {
      checkDayNow();
      profile.send({ type: 'UPDATE', update });
      if (profile.getSnapshot().context.error === null) {
        alert.send({ type: 'SHOW', alertType: 'success', message: `${update.label} cleared` });
      }
    },
    [profile, alert],
  );
}
