// One intensity table with its layout selector (10, 5 or 1 % rows, default 10); an out-of-range input shows its message.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { IntensityTableRow, IntensityTableStep } from '@/calculators/intensityTables';
import { calculateOrExplain } from './calculateOrExplain';
import type { PromptLink } from './MissingValuePrompt';
import { IntensityTable, type IntensityTableProps } from './IntensityTable';
import { DEFAULT_STEP, StepSelector } from './StepSelector';

export interface IntensityTablePanelProps extends Omit<IntensityTableProps, 'rows'> {
  /** Unique on the page: the selector's id is derived from it. */
  id: string;
  layoutLabel: string;
  /** Computes the rows with the calculators for a step. */
  rowsFor: (step: IntensityTableStep) => readonly IntensityTableRow[];
  /** Where to correct the stored input if the calculator refuses it. */
  fix: PromptLink;
}

export function IntensityTablePanel({ id, layoutLabel, rowsFor, fix, ...table }: IntensityTablePanelProps) {
  const [step, setStep] = useState<IntensityTableStep>(DEFAULT_STEP);
  const result = calculateOrExplain(() => rowsFor(step));
  if (!result.ok) {
    return (
      <div className="panel missing-value-prompt" role="note">
        <p className="inline-error">{result.message}.</p>
        <p>
          <Link to={fix.to}>{fix.label}</Link>
        </p>
      </div>
    );
  }
  return (
    <div className="intensity-table-panel">
      <StepSelector id={`${id}-layout`} label={layoutLabel} step={step} onChange={setStep} />
      <div className="table-scroll">
        <IntensityTable {...table} rows={result.value} />
      </div>
    </div>
  );
}
