// What a coach adds to a client's history and its printed report (decision 0150): a note on the client,
// notes per session (written on a session's read-only view, listed and printed here) and a goal per measure (drawn on
// its chart and shown as "5 to go" in the table). Stored through src/state/records/useReportNotes.ts.
import { useId, useState, type FormEvent } from 'react';
import { goalDirection, goalProgress, goalToMetric } from '@/clients/goals';
import { NOTE_MAX_LENGTH, unreadableText } from '@/clients/reportNotes';
import { measureUnit, measureValue, type Measure } from '@/clients/historyMeasures';
import { type ClientHistory } from '@/clients/progress';
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import type { ClientNotesApi } from '@/state/records/useReportNotes';
import { formatDate } from '@/domain/dates';

/** A note's text box with its Save button; `label` names it. */
function NoteForm({
  label,
  stored,
  onSave,
}: {
  label: string;
  stored: string;
  onSave: (note: string) => Promise<boolean>;
}) {
  const id = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const text = typed ?? stored;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSave(text)) {
      setTyped(null);
      setSaved('Note saved.');
    }
  };
  return (
    <form
      className="note-form no-print"
      onSubmit={(e) => {
        void onSubmit(e);
      }}
    >
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        value={text}
        maxLength={NOTE_MAX_LENGTH}
        rows={3}
        aria-describedby={`${id}-limit`}
        onChange={(e) => {
          setTyped(e.target.value);
          setSaved('');
        }}
      />
      <p id={`${id}-limit`} className="hint">
        {text.length} of {NOTE_MAX_LENGTH} characters
      </p>
      <div className="form-actions">
        <button type="submit" className="button" disabled={typed === null}>
          Save note
        </button>
        <p role="status" className="hint">
          {saved}
        </p>
      </div>
    </form>
  );
}

/** The note on the client (shown and printed) and its editor (screen only). */
export function ClientNote({ api }: { api: ClientNotesApi }) {
  const unreadable = unreadableText(api.notes.unreadable);
  return (
    <section className="client-notes" aria-labelledby="client-note-title">
      <h2 id="client-note-title">Notes</h2>
      {api.notes.note ? (
        <p className="client-note" data-testid="client-note">
          {api.notes.note}
        </p>
      ) : (
        <p className="no-print">No note yet.</p>
      )}
      {unreadable ? <p className="hint">{unreadable}</p> : null}
      <NoteForm label="Note on this client" stored={api.notes.note} onSave={api.saveNote} />
    </section>
  );
}

/** The session notes in date order (shown and printed); written on each session's read-only view. */
export function SessionNotes({ history, api }: { history: ClientHistory; api: ClientNotesApi }) {
  const noted = history.sessions.filter((s) => s.recordId && api.notes.sessionNotes[s.recordId]);
  if (noted.length === 0) return null;
  return (
    <section className="session-notes" aria-labelledby="session-notes-title">
      <h2 id="session-notes-title">Session notes</h2>
      <dl data-testid="session-notes">
        {noted.map((s) => (
          <div key={s.timestamp}>
            <dt>{formatDate(s.date)}</dt>
            <dd>{s.recordId ? api.notes.sessionNotes[s.recordId] : ''}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The note editor of one session (its read-only view); a session without a record id takes no note. */
export function SessionNoteForm({ record, api }: { record: StoredSessionRecord; api: ClientNotesApi }) {
  const recordId = record.recordId;
  if (!recordId) return null;
  return (
    <NoteForm
      key={recordId}
      label={`Note on the session of ${formatDate(record.date)}`}
      stored={api.notes.sessionNotes[recordId] ?? ''}
      onSave={(note) => api.saveSessionNote(recordId, note)}
    />
  );
}

/** A measure's goal against the latest session with a value: '30 pushups: 5 pushups to go'; null without a goal. */
export function goalLine(
  measure: Measure,
  history: ClientHistory,
  api: ClientNotesApi,
  metric: boolean,
): string | null {
  const goal = api.notes.goals[measure.field];
  if (goal === undefined) return null;
  const latest =
    [...history.sessions]
      .reverse()
      .map((s) => measureValue(measure, s))
      .find((v) => v !== null) ?? null;
  const progress = goalProgress(measure, goal, latest, metric);
  return progress ? `Goal ${progress.goalText}: ${progress.progressText}` : null;
}

/** Set or remove a goal for a measure the history shows (the measures of the goal-direction table). */
export function GoalsForm({ history, api, metric }: { history: ClientHistory; api: ClientNotesApi; metric: boolean }) {
  const measures = history.rows.map((r) => r.measure).filter((m) => goalDirection(m.field) !== null);
  const [field, setField] = useState(measures[0]?.field ?? '');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const measure = measures.find((m) => m.field === field);
  if (!measure) return null;
  const unit = measure.countNoun ?? measureUnit(measure, metric);
  const direction = goalDirection(measure.field) === 'up' ? 'more is better' : 'less is better';
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const number = Number(value.trim().replace(',', '.'));
    if (!value.trim() || !Number.isFinite(number) || number <= 0) {
      setProblem('Enter the goal as a number above 0.');
      return;
    }
    setProblem(null);
    if (await api.saveGoal(measure.field, goalToMetric(measure, number, metric))) {
      setValue('');
      setSaved(`Goal for ${measure.label} saved.`);
    }
  };
  const set = measures.filter((m) => api.notes.goals[m.field] !== undefined);
  return (
    <section className="goals no-print" aria-labelledby="goals-title">
      <h2 id="goals-title">Goals</h2>
      <form
        className="goal-form"
        onSubmit={(e) => {
          void onSubmit(e);
        }}
        noValidate
      >
        <div className="field">
          <label htmlFor="goal-measure">Measure</label>
          <select
            id="goal-measure"
            value={measure.field}
            onChange={(e) => {
              setField(e.target.value);
              setSaved('');
            }}
          >
            {measures.map((m) => (
              <option key={m.field} value={m.field}>
                {m.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="goal-value">Goal{unit ? ` (${unit})` : ''}</label>
          <input
            id="goal-value"
            type="text"
            inputMode="decimal"
            value={value}
            aria-describedby="goal-direction"
            aria-invalid={problem ? true : undefined}
            onChange={(e) => {
              setValue(e.target.value);
              setSaved('');
            }}
          />
          <p id="goal-direction" className="hint">
            {measure.label}: {direction}.
          </p>
        </div>
        <div className="form-actions">
          <button type="submit" className="button">
            Save goal
          </button>
        </div>
      </form>
      {problem ? (
        <p className="inline-error" role="alert">
          {problem}
        </p>
      ) : null}
      <p role="status" className="hint">
        {saved}
      </p>
      {set.length > 0 ? (
        <ul className="goal-list">
          {set.map((m) => (
            <li key={m.field}>
              {m.label}: {goalLine(m, history, api, metric)}{' '}
              <button
                type="button"
                className="button"
                onClick={() => {
                  void api.saveGoal(m.field, null);
                }}
              >
                Remove the goal for {m.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
