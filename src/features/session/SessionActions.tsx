// The Current Session actions (spec §2): Save This Session / Update Most Recent Session, Share and Print.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { saveButtonLabel } from '@machines/saveConfirmMachine';
import { NewSessionButton } from '@/components/NewSessionButton';
import { ROUTE_PATHS, demographicsThen } from '@/domain/routePaths';
import { useAppActors } from '@/state/AppActorsContext';
import { useSelector } from '@xstate/react';
import { useShowFailure } from '@/state/useSubmitUpdate';
import { PRINT_FAILED, PRINT_NEXT_STEP } from '@/domain/errorMessages';
import { ShareFallback, SHARE_FAILED_MESSAGE } from './ShareFallback';
import type { SaveDialogActors } from '@/state/records/saveConfirmActor';
import { shareSession } from '@/state/shareSession';
import type { SessionSummary } from '@/summary/summaryTypes';

export const COPIED_MESSAGE = 'Summary copied to the clipboard';
export const SHARED_MESSAGE = 'Summary shared';
/** Decision 0031's note in place of Save and Share. */
export const NEEDS_NAME_TEXT =
  'To save or share this session, please fill out the demographic form (at least the first name).';

export function SessionActions({ summary, save }: { summary: SessionSummary; save: SaveDialogActors }) {
  const { alert } = useAppActors();
  const showFailure = useShowFailure();
  const label = useSelector(save.dialog, (snapshot) => saveButtonLabel(snapshot.context));
  const [fallbackText, setFallbackText] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);

  const onSave = () => save.records.send({ type: 'SAVE', firstName: summary.firstName });
  const onShare = async () => {
    setFallbackText(null);
    setSharing(true);
    const { outcome, text } = await shareSession(summary);
    setSharing(false);
    if (outcome === 'copied') alert.send({ type: 'SHOW', alertType: 'success', message: COPIED_MESSAGE });
    if (outcome === 'shared') alert.send({ type: 'SHOW', alertType: 'success', message: SHARED_MESSAGE });
    if (outcome === 'failed') {
      console.error(SHARE_FAILED_MESSAGE);
      setFallbackText(text);
      alert.send({ type: 'SHOW', alertType: 'warning', message: SHARE_FAILED_MESSAGE });
    }
  };
  const onPrint = () => {
    try {
      window.print();
    } catch (error) {
      console.error(error);
      showFailure(error, PRINT_FAILED, { nextStep: PRINT_NEXT_STEP });
    }
  };

  // Decision 0031: without a first name there is nothing to save or share under: no Save and no Share button, a note
  // links to the demographic form. Print stays.
  if (!summary.firstName) {
    return (
      <div className="session-actions no-print">
        <div className="panel demographics-prompt session-note" data-testid="needs-name">
          <p>{NEEDS_NAME_TEXT}</p>
          <p>
            <Link to={demographicsThen(ROUTE_PATHS.currentSession)}>Fill out the Demographic Form</Link>
          </p>
        </div>
        <div className="form-actions">
          <button type="button" className="button" onClick={onPrint}>
            Print
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="session-actions no-print">
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={onSave}>
          {label}
        </button>
        {/* A re-test of the same client is a new session, offered at any time (decision 0101). */}
        <NewSessionButton />
        <button
          type="button"
          className="button"
          onClick={() => {
            void onShare();
          }}
          disabled={sharing}
        >
          Share
        </button>
        <button type="button" className="button" onClick={onPrint}>
          Print
        </button>
      </div>
      {fallbackText !== null ? <ShareFallback text={fallbackText} onClose={() => setFallbackText(null)} /> : null}
    </div>
  );
}
