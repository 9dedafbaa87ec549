// "A new version is ready – Reload" (decision 0122): a polite status at the foot of the window. Reload applies the new
// version at once when nothing would be lost; while a timed test runs or a form holds entries not yet submitted, it
// asks first, and "Not now" keeps everything as it is (the prompt stays).
import { heldWork, type UpdateHold } from '@machines/appUpdateMachine';
import { useStartedAppActors } from '@/state/AppActorsContext';
import { useSelector } from '@xstate/react';

/** What a reload now would cut short, in the confirmation's words. */
const HELD_WORK_TEXT: Record<UpdateHold, string> = {
  timedRun: 'stop the timed test that is running',
  unsubmittedForm: 'lose the entries not yet submitted',
};

export const UPDATE_READY_TEXT = 'A new version is ready';

export function UpdatePrompt() {
  const { update } = useStartedAppActors();
  const step = useSelector(update, (s) =>
    s.matches({ ready: 'confirming' }) ? 'confirming' : s.matches('ready') ? 'offered' : null,
  );
  const holds = useSelector(update, (s) => s.context.holds);
  const losses = heldWork(holds)
    .map((hold) => HELD_WORK_TEXT[hold])
    .join(' and ');
  return (
    <div className="update-region" role="status" aria-live="polite">
      {step === 'offered' ? (
        <div className="banner banner-info update-offer" data-testid="update-prompt">
          <p>{UPDATE_READY_TEXT} –</p>
          <button type="button" className="button" onClick={() => update.send({ type: 'RELOAD' })}>
            Reload
          </button>
        </div>
      ) : null}
      {step === 'confirming' ? (
        <div className="banner banner-info" data-testid="update-prompt">
          <p>
            {UPDATE_READY_TEXT}. Reloading now would {losses || 'interrupt your work'}.
          </p>
          <div className="update-actions">
            <button type="button" className="button" onClick={() => update.send({ type: 'RELOAD_ANYWAY' })}>
              Reload anyway
            </button>
            <button type="button" className="button button-primary" onClick={() => update.send({ type: 'NOT_NOW' })}>
              Not now
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
