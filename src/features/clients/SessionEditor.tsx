// The editor of one earlier session, opened on purpose from a client's history (decision 0102, decision 0137): the
// session's values in the coach's units, checked like the forms (buildSessionEdit), saved into that record only by
// the records actor. Cancel leaves the record as it is; nothing is written before Save.
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  EDITABLE_MEASURES,
  buildSessionEdit,
  editLabel,
  editTexts,
  type SessionEditTexts,
} from '@/clients/sessionEdit';
import { MeasurementInputError } from '@/profile/builders/measurementInputError';
import type { SessionNumberField, StoredSessionRecord } from '@/profile/sessionRecord';
import { useRecords, useRecordsActor } from '@/state/records/useRecords';
import { TechnicalDetail } from '@/components/TechnicalDetail';
import { formatDate } from '@/domain/dates';

export function SessionEditor({ record, metric }: { record: StoredSessionRecord; metric: boolean }) {
  const actor = useRecordsActor();
  const saving = useRecords((s) => s.hasTag('busy'));
  const failure = useRecords((s) => s.context.editError);
  const [texts, setTexts] = useState<SessionEditTexts>(() => editTexts(record, metric));
  const [problem, setProblem] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const idBase = useId();
  const titleId = `${idBase}-title`;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    try {
      const values = buildSessionEdit(record, texts, metric);
      setProblem(null);
      actor.send({ type: 'SAVE_EDIT', values });
    } catch (error) {
      if (!(error instanceof MeasurementInputError)) throw error;
      setProblem(error.message);
      form.current?.querySelector<HTMLInputElement>(`[name="${error.field}"]`)?.focus();
    }
  };
  const setText = (field: SessionNumberField, text: string) => setTexts((before) => ({ ...before, [field]: text }));

  return (
    <section className="summary-section session-editor" aria-labelledby={titleId}>
      <h3 id={titleId}>Edit the session of {formatDate(record.date)}</h3>
      <p className="hint">
        Changes only this session. Leave a field empty when it was not measured. The history marks the session as
        edited.
      </p>
      <form ref={form} onSubmit={onSubmit} noValidate>
        <div className="session-editor-fields">
          {EDITABLE_MEASURES.map((editable) => {
            const id = `${idBase}-${editable.field}`;
            return (
              <div className="field" key={editable.field}>
                <label htmlFor={id}>{editLabel(editable, metric)}</label>
                <input
                  id={id}
                  name={editable.field}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={texts[editable.field] ?? ''}
                  onChange={(e) => setText(editable.field, e.target.value)}
                />
              </div>
            );
          })}
        </div>
        {problem ? (
          <p className="inline-error" role="alert">
            {problem}
          </p>
        ) : null}
        {failure ? (
          <div>
            <p className="inline-error" role="alert">
              {failure.message}
            </p>
            <TechnicalDetail detail={failure.detail} />
          </div>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={saving}>
            {saving ? 'Saving…' : 'Save changes'}
          </button>
          <button
            type="button"
            className="button"
            disabled={saving}
            onClick={() => actor.send({ type: 'CANCEL_EDIT' })}
          >
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}
