// The buttons under a result or measurement form: Submit (Update once a value is stored, spec §4) and Reset
// (disabled while nothing is stored); a prompt can take the submit's place when profile data is missing (decision 0020).
// A grey Submit says which fields it waits for (SubmitButton, decision 0149).
import type { ReactNode } from 'react';
import { SubmitButton } from './SubmitButton';

export interface FormActionsProps {
  /** A value is stored, so the submit button reads Update. */
  stored: boolean;
  /** Something Reset could clear is stored; defaults to `stored`. */
  resettable?: boolean;
  canSubmit: boolean;
  /** The labels of the required fields still empty (missingLabels), named under a grey Submit. */
  missing: readonly string[];
  onReset: () => void;
  /** What Reset clears, for its tooltip. */
  resetWhat: string;
  /** Shown instead of the submit button, e.g. the DemographicsPrompt. */
  replaceSubmit?: ReactNode;
  className?: string;
}

export function FormActions({
  stored,
  resettable = stored,
  canSubmit,
  missing,
  onReset,
  resetWhat,
  replaceSubmit,
  className,
}: FormActionsProps) {
  return (
    <div className={className ? `form-actions ${className}` : 'form-actions'}>
      {replaceSubmit ?? (
        <SubmitButton canSubmit={canSubmit} missing={missing}>
          {stored ? 'Update' : 'Submit'}
        </SubmitButton>
      )}
      <button
        type="button"
        className="button"
        disabled={!resettable}
        onClick={onReset}
        title={`Clear the stored ${resetWhat}`}
      >
        Reset
      </button>
    </div>
  );
}
