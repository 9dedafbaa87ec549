// The question before 'Start a new session' (decision 0101, decision 0140): it names the client and says what happens to
// the open session (kept in the history when saved; entries not saved set aside with it and offered back on Current
// Session, decision 0163; unfinished runs and trial logs set aside) and what the new one keeps (demographics; no result, no weight). The app's own modal dialog, not the
// browser's confirm: focus moves in, Escape cancels, focus returns to the button that asked.
import { ModalDialog } from './ModalDialog';
import { formatDate } from '@/domain/dates';
import type { NewSessionOutlook } from '@/state/records/startNewSession';

export const NEW_SESSION_CONFIRM = 'Start a new session';

export interface NewSessionDialogProps {
  outlook: NewSessionOutlook;
  onConfirm: () => void;
  onCancel: () => void;
}

function openSessionSentence({ clientName, startedAt, savedOn, unsavedEntries }: NewSessionOutlook): string {
  if (savedOn !== null && !unsavedEntries)
    return `${clientName}'s session of ${formatDate(savedOn)} is saved and stays in the history.`;
  if (savedOn !== null) {
    return (
      `${clientName}'s session of ${formatDate(savedOn)} stays in the history as it was last saved; what was entered since is set aside with that session. ` +
      'Current Session offers it back (Restore or Discard).'
    );
  }
  const started = startedAt === null ? '' : ` (started ${formatDate(startedAt)})`;
  return `${clientName}'s open session${started} has not been saved: its results are set aside with that session, not shown in the new one. Current Session offers them back (Restore or Discard).`;
}

function workSentence(count: number): string | null {
  if (count === 0) return null;
  const tests =
    count === 1
      ? 'A test in progress (a timed run or trial log) is'
      : `${count} tests in progress (timed runs or trial logs) are`;
  return `${tests} set aside with that session: kept, and not shown in the new one.`;
}

export function NewSessionDialog({ outlook, onConfirm, onCancel }: NewSessionDialogProps) {
  const { clientName, unsavedEntries } = outlook;
  const work = workSentence(outlook.workInProgress);
  // Focus starts on the safe choice when unsaved entries would be set aside (decision 0163).
  return (
    <ModalDialog titleId="new-session-title" descriptionId="new-session-text" onClose={onCancel}>
      <h2 id="new-session-title">Start a new session of {clientName}?</h2>
      <div id="new-session-text">
        <p data-testid="new-session-open">{openSessionSentence(outlook)}</p>
        {work ? <p>{work}</p> : null}
        <p>
          The new session keeps {clientName}'s demographics (name, sex, age, height, goal weight, activity level) and
          starts with no results and no weight: weigh {clientName} again.
        </p>
      </div>
      <div className="form-actions">
        <button
          type="button"
          className="button button-primary"
          data-autofocus={unsavedEntries ? undefined : true}
          onClick={onConfirm}
        >
          {NEW_SESSION_CONFIRM}
        </button>
        <button type="button" className="button" data-autofocus={unsavedEntries ? true : undefined} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}
