// The table layout selector: rows every 10, 5 or 1 percent (spec §2 "Relative intensity").
import { INTENSITY_TABLE_STEPS, type IntensityTableStep } from '@/calculators/intensityTables';

export const DEFAULT_STEP: IntensityTableStep = 10;

export interface StepSelectorProps {
  id: string;
  label: string;
  step: IntensityTableStep;
  onChange: (step: IntensityTableStep) => void;
}

export function StepSelector({ id, label, step, onChange }: StepSelectorProps) {
  return (
    <div className="field step-selector">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={String(step)}
        onChange={(event) =>
          onChange(INTENSITY_TABLE_STEPS.find((s) => String(s) === event.target.value) ?? DEFAULT_STEP)
        }
      >
        {INTENSITY_TABLE_STEPS.map((s) => (
          <option key={s} value={String(s)}>
            Rows every {s} %
          </option>
        ))}
      </select>
    </div>
  );
}
