// The question before a set-aside session's results are discarded (decision 0152): it names the session's date and
// each result that would go ('Pushups 31, Grip Strength 85 kg'), in the app's own modal dialog (decision 0140), not
// the browser's confirm. Focus starts on Cancel, the safe choice; Escape keeps them too.
import { ModalDialog } from '@/components/ModalDialog';
import { resultsNotSaved } from '@/clients/unsavedResults';
import type { SetAsideSession } from '@/state/records/useSetAsideSessions';

export const DISCARD_CONFIRM = 'Discard them';
export const DISCARD_CANCEL = 'Cancel';

export interface DiscardSetAsideDialogProps {
  entry: SetAsideSession;
  /** The session's date as the notice names it. */
  date: string;
  metric: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** What would be discarded, in one sentence. */
export function discardSentence(entry: SetAsideSession, date: string, metric: boolean): string {
  const results = resultsNotSaved(entry.profile, entry.savedRecord, metric);
  const what = results.length > 0 ? results.join(', ') : `The results entered on ${date} and not saved`;
  const kept = entry.savedRecord ? ' The session as it was last saved stays in the history.' : '';
  return `${what}: ${results.length === 1 ? 'it was' : 'they were'} never saved and cannot be brought back once discarded.${kept}`;
}

export function DiscardSetAsideDialog({ entry, date, metric, onConfirm, onCancel }: DiscardSetAsideDialogProps) {
  return (
    <ModalDialog titleId="discard-set-aside-title" descriptionId="discard-set-aside-text" onClose={onCancel}>
      <h2 id="discard-set-aside-title">Discard the unsaved results from {date}?</h2>
      <p id="discard-set-aside-text" data-testid="discard-set-aside-text">
        {discardSentence(entry, date, metric)}
      </p>
      <div className="form-actions">
        <button type="button" className="button" onClick={onConfirm}>
          {DISCARD_CONFIRM}
        </button>
        <button type="button" className="button" data-autofocus onClick={onCancel}>
          {DISCARD_CANCEL}
        </button>
      </div>
    </ModalDialog>
  );
}
