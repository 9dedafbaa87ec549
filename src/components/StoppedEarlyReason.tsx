// On a result form (decision 50): whether the test was stopped early, and why. A reason brought from the timer shows
// as 'Stopped early: <reason>' and is submitted with the result; the tester can take it back, or give one here when
// the test was timed another way. The result is kept either way, labelled when there is a reason.
import './stopTest.css';
import { stoppedEarlyText } from '@/domain/stopTestIndications';
import { StoppedEarlyControl } from './StoppedEarlyControl';

export interface StoppedEarlyReasonProps {
  /** The reason, or null when the test was not stopped early. */
  reason: string | null;
  onChange: (reason: string | null) => void;
}

export function StoppedEarlyReason({ reason, onChange }: StoppedEarlyReasonProps) {
  if (reason === null)
    return (
      <div className="stopped-early-reason">
        <p className="hint">Was the test stopped before its end? Give the reason, and the result is kept with it.</p>
        <StoppedEarlyControl onStop={onChange} confirmLabel="Record the reason" />
      </div>
    );
  return (
    <div className="stopped-early-reason">
      <p className="stopped-early-label" data-testid="stopped-early">
        <strong>{stoppedEarlyText(reason)}</strong>. The result is kept with this reason.
      </p>
      <button type="button" className="button" onClick={() => onChange(null)}>
        Not stopped early
      </button>
    </div>
  );
}
