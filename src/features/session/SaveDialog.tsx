// The save confirmation dialog (spec §4 "Saving"): "I'm sure" saves, Close cancels; a failure shows its text
// with Try again, and the current session stays as it is (decision 0018).
import { useSelector } from '@xstate/react';
import { ModalDialog } from './ModalDialog';
import { TechnicalDetail } from '@/components/TechnicalDetail';
import type { SaveConfirmActor } from '@/state/session/saveConfirmActor';

export function SaveDialog({ actor }: { actor: SaveConfirmActor }) {
  const open = useSelector(actor, (snapshot) => snapshot.hasTag('dialog'));
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));
  const updating = useSelector(actor, (snapshot) => snapshot.context.savedBefore && !snapshot.context.asNew);
  const errorMessage = useSelector(actor, (snapshot) => snapshot.context.errorMessage);
  const errorDetail = useSelector(actor, (snapshot) => snapshot.context.errorDetail);
  const state = useSelector(actor, (snapshot) => String(snapshot.value));
  if (!open) return null;
  const close = () => actor.send({ type: 'CLOSE' });
  return (
    <ModalDialog titleId="save-dialog-title" descriptionId="save-dialog-text" onClose={close} focusKey={state}>
      <h2 id="save-dialog-title">{updating ? 'Update the most recent session?' : 'Save this session?'}</h2>
      <p id="save-dialog-text">
        {updating
          ? 'This replaces the session you saved most recently in this browser with the results shown here.'
          : 'This saves the results shown here in this browser. You will find them under Past Sessions.'}
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
          <button type="button" className="button button-primary" data-autofocus onClick={() => actor.send({ type: 'RETRY' })}>
            Try again
          </button>
        ) : (
          <button type="button" className="button button-primary" data-autofocus disabled={busy}
            onClick={() => actor.send({ type: 'CONFIRM' })}>
            I&apos;m sure
          </button>
        )}
        <button type="button" className="button" disabled={busy} onClick={close}>Close</button>
      </div>
    </ModalDialog>
  );
}
