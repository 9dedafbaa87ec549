// Logs one 1RM attempt: the weight (in the user's units) and whether it was lifted with good form.
import { useState, type FormEvent } from 'react';
import { NumberField } from '@/components/NumberField';
import { isValidNumber, type NumberRules } from '@/components/numberFieldRules';
import { SubmitButton } from '@/components/SubmitButton';
import { missingLabels } from '@/components/submitHint';
import { HALF_STEP } from './strengthFieldRules';
import { enteredKg, weightUnit } from './strengthFormText';

export interface TrialEntryFormProps {
  /** 1-based number of the trial being logged. */
  trialNumber: number;
  maxTrials: number;
  metric: boolean;
  rules: NumberRules;
  /** kg, and whether it was lifted. */
  onLog: (kg: number, lifted: boolean) => void;
}

export function TrialEntryForm({ trialNumber, maxTrials, metric, rules, onLog }: TrialEntryFormProps) {
  const [text, setText] = useState('');
  const [lifted, setLifted] = useState<'' | 'yes' | 'no'>('');
  const unit = weightUnit(metric);
  const weightRules = { ...rules, min: HALF_STEP };
  const canLog = isValidNumber(text, weightRules) && lifted !== '';
  const labels = { weight: `Weight attempted (${unit})`, lifted: 'Lifted once with good form?' };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canLog) return;
    onLog(enteredKg(text, metric) ?? Number.NaN, lifted === 'yes');
    setText('');
    setLifted('');
  };

  return (
    <form className="form strength-form trial-entry" noValidate onSubmit={onSubmit} aria-label={`Trial ${trialNumber}`}>
      <h2>
        Trial {trialNumber} of {maxTrials}
      </h2>
      <NumberField
        name="trialWeight"
        label={labels.weight}
        value={text}
        onChange={setText}
        {...weightRules}
        step={HALF_STEP}
        required
        placeholder={unit}
      />
      <fieldset className="field lifted-field">
        <legend>{labels.lifted}</legend>
        <label>
          <input type="radio" name="lifted" value="yes" checked={lifted === 'yes'} onChange={() => setLifted('yes')} />
          Yes, lifted
        </label>
        <label>
          <input type="radio" name="lifted" value="no" checked={lifted === 'no'} onChange={() => setLifted('no')} />
          No, failed
        </label>
      </fieldset>
      <div className="form-actions">
        <SubmitButton
          canSubmit={canLog}
          missing={missingLabels([
            [labels.weight, text],
            [labels.lifted, lifted],
          ])}
        >
          Log trial {trialNumber}
        </SubmitButton>
      </div>
    </form>
  );
}
