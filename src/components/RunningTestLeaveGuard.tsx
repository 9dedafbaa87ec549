// Leaving a screen while its timed test runs asks first (decision 0104: every control that ends a running test asks):
// an in-app link opens this question, and closing or reloading the page the browser's own.
import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { useBeforeUnloadWhile } from '@/state/useBeforeUnloadWhile';
import { useLeaveGuard } from '@/state/useLeaveGuard';
import { ModalDialog } from './ModalDialog';

export interface RunningTestLeaveGuardProps {
  /** The test is running. */
  active: boolean;
  /** "step test", "pushup test": named in the question. */
  testName: string;
}

export function RunningTestLeaveGuard({ active, testName }: RunningTestLeaveGuardProps) {
  const { pending, stay, leave } = useLeaveGuard(active);
  useBeforeUnloadWhile(active);
  const navigate = useNavigate();
  const id = useId();
  if (pending === null || !active) return null;
  return (
    <ModalDialog titleId={`${id}-title`} descriptionId={`${id}-text`} onClose={stay}>
      <h2 id={`${id}-title`}>Leave the running {testName}?</h2>
      <p id={`${id}-text`}>The {testName} stops, and its time so far is lost.</p>
      <div className="form-actions">
        <button type="button" className="button button-primary" data-autofocus onClick={stay}>
          Keep going
        </button>
        <button
          type="button"
          className="button"
          onClick={() => {
            const to = leave();
            if (to) void navigate(to);
          }}
        >
          Yes, leave
        </button>
      </div>
    </ModalDialog>
  );
}
