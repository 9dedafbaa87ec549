// The buttons under a result form: Submit (Update once a value is stored, SPEC section 4) and Reset (disabled while
// nothing is stored); when sex or age is missing the prompt to the demographics form takes the submit's place.
import type { ReactNode } from 'react';

export interface ResultFormActionsProps {
  stored: boolean;
  canSubmit: boolean;
  onReset: () => void;
  /** What Reset clears, for its accessible description. */
  resetWhat: string;
  /** Shown instead of the submit button (DECISIONS 20), e.g. the DemographicsPrompt. */
  replaceSubmit?: ReactNode;
}

export function ResultFormActions({ stored, canSubmit, onReset, resetWhat, replaceSubmit }: ResultFormActionsProps) {
  return (
    <div className="form-actions strength-actions">
      {replaceSubmit ?? (
        <button type="submit" className="button button-primary" disabled={!canSubmit}>
          {stored ? 'Update' : 'Submit'}
        </button>
      )}
      <button type="button" className="button" disabled={!stored} onClick={onReset} title={`Clear the stored ${resetWhat}`}>
        Reset
      </button>
    </div>
  );
}
