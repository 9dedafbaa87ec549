// "Stopped early" (decision 50): the tester gives the reason a test was stopped, and the result is kept and labelled
// with it, never discarded. The button reads "Ended early…" so it is never taken for the Stop button. While a test
// runs, confirming stops it (`confirmLabel` 'Stop and keep the result'); on a result form it only records the reason.
import './stopTest.css';
import { useId, useState, type FormEvent } from 'react';
import { STOPPED_EARLY_REASONS, STOPPED_EARLY_REASON_LENGTH } from '@/domain/stopTestIndications';

const OTHER = 'other';

export interface StoppedEarlyControlProps {
  onStop: (reason: string) => void;
  /** The confirming button's words. */
  confirmLabel?: string;
}

export function StoppedEarlyControl({ onStop, confirmLabel = 'Stop and keep the result' }: StoppedEarlyControlProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState('');
  const [other, setOther] = useState('');
  const reason = choice === OTHER ? other.trim() : choice;
  if (!open)
    return (
      <button type="button" className="button button-large stopped-early-button" onClick={() => setOpen(true)}>
        Ended early…
      </button>
    );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason) onStop(reason);
  };
  return (
    <form className="stopped-early-form" onSubmit={onSubmit} aria-label="Stopped early">
      <label htmlFor={`${id}-reason`}>Why was the test stopped?</label>
      <select id={`${id}-reason`} value={choice} onChange={(e) => setChoice(e.target.value)}>
        <option value="">Choose a reason…</option>
        {STOPPED_EARLY_REASONS.map((r) => (
          <option key={r} value={r}>
            {r}
          </option>
        ))}
        <option value={OTHER}>Another reason</option>
      </select>
      {choice === OTHER ? (
        <>
          <label htmlFor={`${id}-other`}>Reason</label>
          <input
            id={`${id}-other`}
            value={other}
            maxLength={STOPPED_EARLY_REASON_LENGTH}
            onChange={(e) => setOther(e.target.value)}
          />
        </>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button-large stop-button" disabled={!reason}>
          {confirmLabel}
        </button>
        <button type="button" className="button" onClick={() => setOpen(false)}>
          Back
        </button>
      </div>
    </form>
  );
}
