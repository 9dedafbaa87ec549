// The buttons under a result or measurement form: Submit (Update once a value is stored, spec §4) and Reset
// (disabled while nothing is stored); a prompt can take the submit's place when profile data is missing (decision 0020).
import type { ReactNode } from 'react';

export interface FormActionsProps {
  /** A value is stored, so the submit button reads Update. */
  stored: boolean;
  /** Something Reset could clear is stored; defaults to `stored`. */
  resettable?: boolean;
  canSubmit: boolean;
  onReset: () => void;
  /** What Reset clears, for its tooltip. */
  resetWhat: string;
  /** Shown instead of the submit button, e.g. the DemographicsPrompt. */
  replaceSubmit?: ReactNode;
  className?: string;
}

export function FormActions({ stored, resettable = stored, canSubmit, onReset, resetWhat, replaceSubmit, className }: FormActionsProps) {
  return (
    <div className={className ? `form-actions ${className}` : 'form-actions'}>
      {replaceSubmit ?? (
        <button type="submit" className="button button-primary" disabled={!canSubmit}>
          {stored ? 'Update' : 'Submit'}
        </button>
      )}
      <button type="button" className="button" disabled={!resettable} onClick={onReset} title={`Clear the stored ${resetWhat}`}>
        Reset
      </button>
    </div>
  );
}
