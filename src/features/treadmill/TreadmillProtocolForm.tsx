// One treadmill protocol (decision 0011: each form reads its own input): when to use it, its stage table, the final
// stage input checked against this protocol's range with an inline message naming it (decision 0018), Submit →
// VO2 max = METs × 3.5 (the input clears itself after a stored submission, spec §4), and its timer link.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { TreadmillProtocol, TreadmillStage } from '@/calculators/treadmillProtocols';
import type { Vo2MaxResult } from '@/calculators/oxygenUptake';
import type { Requirement } from '@/profile/profileUpdate';
import { treadmillTimerPath } from '@/domain/routePaths';
import { DemographicsPrompt } from '@/components/DemographicsPrompt';
import { Vo2ResultPanel } from '@/components/Vo2ResultPanel';
import { TreadmillStageTable } from './TreadmillStageTable';
import {
  PROTOCOL_NOTES,
  formatProtocolDuration,
  formatStageLength,
  formatTreadmillVo2,
  isValidStage,
  stageFieldId,
  stageInputMessage,
} from './treadmillForm';
import { treadmillSubmission } from '@/profile/builders/treadmillVo2Update';
import { useVo2Submit } from '@/state/useVo2Submit';
import { SubmitButton } from '@/components/SubmitButton';
import { missingLabels } from '@/components/submitHint';

export interface TreadmillStoredResult {
  row: TreadmillStage;
  result: Vo2MaxResult;
  category: string;
}

export interface TreadmillProtocolFormProps {
  protocol: TreadmillProtocol;
  /** Profile data still missing (weight, age, sex): the prompt replaces Submit (decision 0020). */
  missing: readonly Requirement[];
  /** This form's latest stored result, shown under it (only the latest submission on the page shows one). */
  stored: TreadmillStoredResult | null;
  onStored: (result: TreadmillStoredResult) => void;
  /** Shown or collapsed under its heading button (one protocol open at a time on the page). */
  open: boolean;
  onToggle: () => void;
}

export function TreadmillProtocolForm({
  protocol,
  missing,
  stored,
  onStored,
  open,
  onToggle,
}: TreadmillProtocolFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = useVo2Submit();
  const fieldId = stageFieldId(protocol);
  const headingId = `${protocol.id}-heading`;
  const contentId = `${protocol.id}-content`;
  const message = stageInputMessage(protocol, text) ?? error;
  const describedBy = [message ? `${fieldId}-message` : null, `${fieldId}-hint`].filter(Boolean).join(' ');
  const range = `1-${protocol.stages.length}`;
  const stageLabel = `Final stage (${protocol.name}, ${range})`;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = submit((user) => treadmillSubmission(user, protocol, text));
    if (outcome.status === 'invalid') {
      setError(outcome.message);
      document.getElementById(fieldId)?.focus();
      return;
    }
    if (outcome.status === 'stored') {
      setText('');
      setError(null);
      onStored({ row: outcome.submission.row, result: outcome.submission.result, category: outcome.category });
    }
  };

  return (
    <section className="treadmill-protocol" aria-labelledby={headingId}>
      <h3 id={headingId} className="treadmill-protocol-heading">
        <button
          type="button"
          className="section-toggle"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={onToggle}
        >
          {protocol.name}
        </button>
      </h3>
      <div id={contentId} hidden={!open}>
        <p>{PROTOCOL_NOTES[protocol.id]}</p>
        <p className="hint">
          {protocol.stages.length} stages of {formatStageLength(protocol)}; the whole protocol lasts{' '}
          {formatProtocolDuration(protocol)}.
        </p>
        <TreadmillStageTable protocol={protocol} />
        <p>
          <Link className="button" to={treadmillTimerPath(protocol.id)}>
            Start the timer ({protocol.name})
          </Link>
        </p>
        <form
          className="form treadmill-form"
          noValidate
          onSubmit={onSubmit}
          aria-label={`${protocol.name} final stage`}
        >
          <div className="field">
            <label htmlFor={fieldId}>{stageLabel}</label>
            <input
              id={fieldId}
              name={fieldId}
              type="number"
              inputMode="numeric"
              min={1}
              max={protocol.stages.length}
              step={1}
              required
              value={text}
              aria-invalid={message ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
            />
            {message ? (
              <p className="inline-error" id={`${fieldId}-message`} role="status">
                {message}
              </p>
            ) : null}
            <p className="hint" id={`${fieldId}-hint`}>
              The last stage held for at least 15 seconds.
            </p>
          </div>
          <div className="form-actions">
            {missing.length > 0 ? (
              <DemographicsPrompt missing={missing} suffix="before taking tests" />
            ) : (
              <SubmitButton canSubmit={isValidStage(protocol, text)} missing={missingLabels([[stageLabel, text]])}>
                Submit
              </SubmitButton>
            )}
          </div>
        </form>
        {stored ? (
          <Vo2ResultPanel
            summary={`${protocol.name} stage ${stored.row.stage}`}
            result={stored.result}
            valueText={formatTreadmillVo2(stored.result.value)}
            category={stored.category}
          />
        ) : null}
      </div>
    </section>
  );
}
