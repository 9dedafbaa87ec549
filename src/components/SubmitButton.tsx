// A form's Submit button that says why it is grey (decision 0149): the required fields still empty
// by their labels, or the entry to correct. The hint describes the button and is a polite live region, present
// before it has words, so a screen reader hears it change and it goes away once the form is complete.
import { useId, type ReactNode } from 'react';
import { submitHint } from './submitHint';

export interface SubmitButtonProps {
  canSubmit: boolean;
  /** The labels of the required fields still empty (missingLabels). */
  missing: readonly string[];
  children: ReactNode;
  className?: string;
}

export function SubmitButton({ canSubmit, missing, children, className = 'button button-primary' }: SubmitButtonProps) {
  const hintId = useId();
  const hint = submitHint(canSubmit, missing);
  return (
    <>
      <button type="submit" className={className} disabled={!canSubmit} aria-describedby={hint ? hintId : undefined}>
        {children}
      </button>
      <p className="hint missing-fields" id={hintId} aria-live="polite">
        {hint}
      </p>
    </>
  );
}
