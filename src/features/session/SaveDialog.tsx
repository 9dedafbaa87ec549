// The save confirmation dialog (spec §4 "Saving", decision 0102): it names the client and the session's date; "I'm
// sure" saves, Close cancels; a failure shows its text with Try again, and the current session stays as it is
// (decision 0018).
import { useSelector } from '@xstate/react';
import { ModalDialog } from '@/components/ModalDialog';
import { TechnicalDetail } from '@/components/TechnicalDetail';
import type { SaveDialogActors } from '@/state/records/saveConfirmActor';
import { useProfile } from '@/state/AppActorsContext';
import { savedOpenSession } from '@/state/records/openSession';
import { clientLabel } from '@/clients/clientLabel';
import { sessionName } from '@/profile/sessionRecordFromProfile';
import { formatDate } from '@/domain/dates';

export function SaveDialog({ save }: { save: SaveDialogActors }) {
  // Read from the dialog; every choice goes to the records actor, its one entry point (decision 0162).
  const { dialog: actor, records } = save;
  const open = useSelector(actor, (snapshot) => snapshot.hasTag('dialog'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const updating = useSelector(actor, (snapshot) => snapshot.context.savedBefore);
  const user = useProfile((c) => c.user);
  const errorMessage = useSelector(actor, (snapshot) => snapshot.context.errorMessage);
  const errorDetail = useSelector(actor, (snapshot) => snapshot.context.errorDetail);
  const state = useSelector(actor, (snapshot) => String(snapshot.value));
  if (!open) return null;
  const close = () => records.send({ type: 'CLOSE_SAVE' });
  const name = clientLabel(sessionName(user.fname, user.lname));
  // The date of the record it writes: an update keeps its record's date; a first save is dated the day it is saved.
  const date = formatDate(savedOpenSession(user)?.date ?? new Date().toISOString());
  return (
    <ModalDialog titleId="save-dialog-title" descriptionId="save-dialog-text" onClose={close} focusKey={state}>
      <h2 id="save-dialog-title">
        {updating ? `Update ${name}'s session of ${date}?` : `Save ${name}'s session of ${date}?`}
      </h2>
      <p id="save-dialog-text">
        {updating
          ? `This replaces the saved results of ${name}'s session of ${date} with the results shown here. No other session and no other client changes.`
          : `This adds the session of ${date} to ${name}'s history, with the results entered in it. You will find it under Past Sessions and in ${name}'s history.`}
      </p>
      {failed && errorMessage ? (
        <div className="inline-error">
          <p role="alert">{errorMessage}</p>
          <TechnicalDetail detail={errorDetail} />
        </div>
      ) : null}
      {busy ? <p role="status">Saving…</p> : null}
      <div className="form-actions">
        {failed ? (
          <button
            type="button"
            className="button button-primary"
            data-autofocus
            onClick={() => records.send({ type: 'RETRY_SAVE' })}
          >
            Try again
          </button>
        ) : (
          <button
            type="button"
            className="button button-primary"
            data-autofocus
            disabled={busy}
            onClick={() => records.send({ type: 'CONFIRM_SAVE' })}
          >
            I&apos;m sure
          </button>
        )}
        <button type="button" className="button" disabled={busy} onClick={close}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
