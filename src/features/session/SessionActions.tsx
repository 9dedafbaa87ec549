// The Current Session actions (spec §2): Save This Session / Update Most Recent Session, Share and Print.
import { useState } from 'react';
import { NEEDS_NAME_MESSAGE, SAVE_AS_NEW_LABEL, saveButtonLabel } from '@machines/saveConfirmMachine';
import { useAppActors } from '@/state/AppActorsContext';
import { useActorSelector } from '@/state/useActorSelector';
import { useShowError } from '@/state/useSubmitUpdate';
import { errorMessageOrUnknown } from '@/domain/errorMessages';
import { NeedsNameNote } from './NeedsNameNote';
import { ShareFallback, SHARE_FAILED_MESSAGE } from './ShareFallback';
import type { SaveConfirmActor } from '@/state/session/saveConfirmActor';
import { shareSession } from '@/state/session/shareSession';
import type { SessionSummary } from '@/summary/summaryTypes';

export const COPIED_MESSAGE = 'Summary copied to the clipboard';
export const SHARED_MESSAGE = 'Summary shared';
export const SHARE_NEEDS_NAME_MESSAGE =
  'Please fill out the demographic form (at least your first name) before sharing this session.';

export function SessionActions({ summary, saveActor }: { summary: SessionSummary; saveActor: SaveConfirmActor }) {
  const { alert } = useAppActors();
  const showError = useShowError();
  const label = useActorSelector(saveActor, (snapshot) => saveButtonLabel(snapshot.context));
  const savedBefore = useActorSelector(saveActor, (snapshot) => snapshot.context.savedBefore);
  const saveNeedsName = useActorSelector(saveActor, (snapshot) => snapshot.matches('needsName'));
  const [shareNeedsName, setShareNeedsName] = useState(false);
  const [fallbackText, setFallbackText] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);

  const onSave = () => {
    setShareNeedsName(false);
    saveActor.send({ type: 'OPEN', firstName: summary.firstName });
  };
  const onShare = async () => {
    if (saveNeedsName) saveActor.send({ type: 'CLOSE' });
    if (!summary.firstName) {
      setShareNeedsName(true);
      return;
    }
    setShareNeedsName(false);
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
      showError(`Printing did not start: ${errorMessageOrUnknown(error)}. Use your browser's Print command instead.`);
    }
  };

  return (
    <div className="session-actions no-print">
      <div className="form-actions">
        <button type="button" className="button button-primary" onClick={onSave}>{label}</button>
        {/* A re-test of the same client is always possible (decision 0035); before a first save, Save adds anyway. */}
        {savedBefore ? (
          <button type="button" className="button" onClick={() => {
            setShareNeedsName(false);
            saveActor.send({ type: 'OPEN_AS_NEW', firstName: summary.firstName });
          }}>{SAVE_AS_NEW_LABEL}</button>
        ) : null}
        <button type="button" className="button" onClick={() => { void onShare(); }} disabled={sharing}>Share</button>
        <button type="button" className="button" onClick={onPrint}>Print</button>
      </div>
      {saveNeedsName ? <NeedsNameNote message={NEEDS_NAME_MESSAGE} onClose={() => saveActor.send({ type: 'CLOSE' })} /> : null}
      {shareNeedsName ? <NeedsNameNote message={SHARE_NEEDS_NAME_MESSAGE} onClose={() => setShareNeedsName(false)} /> : null}
      {fallbackText !== null ? <ShareFallback text={fallbackText} onClose={() => setFallbackText(null)} /> : null}
    </div>
  );
}
