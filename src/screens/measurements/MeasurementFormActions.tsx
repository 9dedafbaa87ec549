// The buttons under a measurement form: Submit (Update once a value is stored) and Reset (disabled while nothing is stored).
export interface MeasurementFormActionsProps {
  /** A value is stored, so the submit button reads Update (SPEC section 4). */
  stored: boolean;
  /** Something Reset could clear is stored; defaults to `stored`. */
  resettable?: boolean;
  canSubmit: boolean;
  onReset: () => void;
  /** What Reset clears, for its tooltip. */
  resetWhat: string;
}

export function MeasurementFormActions({ stored, resettable = stored, canSubmit, onReset, resetWhat }: MeasurementFormActionsProps) {
  return (
    <div className="form-actions">
      <button type="submit" className="button button-primary" disabled={!canSubmit}>
        {stored ? 'Update' : 'Submit'}
      </button>
      <button type="button" className="button" disabled={!resettable} onClick={onReset} title={`Clear the stored ${resetWhat}`}>
        Reset
      </button>
    </div>
  );
}
