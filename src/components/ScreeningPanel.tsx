// A client's preparticipation screening (decision 50): what it suggests (ACSM 2015 logic), its date and the 12 months
// it holds, a recorded clearance, and the short form to screen again. Guidance, never a diagnosis, and it says so;
// the PAR-Q+ is linked to its official site, not reproduced. Shown on the client's page and printed in the report.
import './screening.css';
import { useId, useState, type FormEvent } from 'react';
import {
  CLEARANCE_ADVICE_TEXT,
  PAR_Q_PLUS_URL,
  screeningOutcome,
  type ExerciseIntensity,
  type ScreeningAnswers,
} from '@/calculators/preparticipationScreening';
import { isCurrent, screeningExpiresOn } from '@/clients/screening';
import { formatCalendarDay } from '@/profile/calendarDate';
import type { ScreeningApi } from '@/state/records/useScreening';

export const SCREENING_DISCLAIMER =
  'Screening guidance from the ACSM 2015 preparticipation logic, not a diagnosis: only a health-care provider ' +
  'can give medical clearance.';

export function ParQPlusLink() {
  return (
    <p className="hint">
      The client can also complete the PAR-Q+ on its official site:{' '}
      <a href={PAR_Q_PLUS_URL} target="_blank" rel="noopener noreferrer">
        eparmedx.com
      </a>{' '}
      (not reproduced here: its owners hold the copyright).
    </p>
  );
}

type YesNo = 'yes' | 'no' | '';

const QUESTIONS = [
  {
    key: 'exercisesRegularly',
    label:
      'Does the client exercise regularly: planned exercise of at least moderate intensity, 30 minutes or more on 3 or more days a week, for the last 3 months?',
  },
  {
    key: 'knownDisease',
    label:
      'Does the client have known cardiovascular (heart, blood vessel, stroke), metabolic (type 1 or type 2 diabetes) or kidney disease?',
  },
  {
    key: 'signsOrSymptoms',
    label:
      'Any signs or symptoms of such disease: chest, neck, jaw or arm pain or discomfort; shortness of breath at rest or on mild exertion; dizziness or fainting; breathlessness lying down or at night; ankle swelling; palpitations or a racing heart; leg pain when walking; a known heart murmur; unusual fatigue or breathlessness with usual activities?',
  },
] as const;

type QuestionKey = (typeof QUESTIONS)[number]['key'];

/** The four questions; calls `onSave` with complete answers. */
export function ScreeningForm({ onSave }: { onSave: (answers: ScreeningAnswers) => Promise<boolean> }) {
  const id = useId();
  const [answers, setAnswers] = useState<Record<QuestionKey, YesNo>>({
    exercisesRegularly: '',
    knownDisease: '',
    signsOrSymptoms: '',
  });
  const [intensity, setIntensity] = useState<ExerciseIntensity | ''>('');
  const complete = Object.values(answers).every((a) => a !== '') && intensity !== '';
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete) return;
    void onSave({
      exercisesRegularly: answers.exercisesRegularly === 'yes',
      knownDisease: answers.knownDisease === 'yes',
      signsOrSymptoms: answers.signsOrSymptoms === 'yes',
      intendedIntensity: intensity,
    });
  };
  return (
    <form className="screening-form no-print" onSubmit={onSubmit}>
      {QUESTIONS.map((q) => (
        <fieldset key={q.key}>
          <legend>{q.label}</legend>
          {(['yes', 'no'] as const).map((value) => (
            <label key={value} className="screening-choice">
              <input
                type="radio"
                name={`${id}-${q.key}`}
                value={value}
                checked={answers[q.key] === value}
                onChange={() => setAnswers((a) => ({ ...a, [q.key]: value }))}
              />{' '}
              {value === 'yes' ? 'Yes' : 'No'}
            </label>
          ))}
        </fieldset>
      ))}
      <label htmlFor={`${id}-intensity`}>Intended intensity of exercise</label>
      <select
        id={`${id}-intensity`}
        value={intensity}
        onChange={(e) => setIntensity(e.target.value as ExerciseIntensity | '')}
      >
        <option value="">Choose…</option>
        <option value="light">Light</option>
        <option value="moderate">Moderate</option>
        <option value="vigorous">Vigorous (including maximal tests)</option>
      </select>
      <p>
        <button type="submit" className="button" disabled={!complete}>
          Save screening
        </button>
        {!complete ? <span className="hint"> Answer every question to save.</span> : null}
      </p>
    </form>
  );
}

/** What a current screening suggests, and a recorded clearance. */
export function ScreeningSummary({ api }: { api: ScreeningApi }) {
  const { screening, today } = api;
  if (!screening) return <p>No screening recorded yet.</p>;
  const expires = screeningExpiresOn(screening.screenedOn);
  if (!isCurrent(screening.screenedOn, today))
    return (
      <p>The last screening ({formatCalendarDay(screening.screenedOn)}) is more than 12 months old: screen again.</p>
    );
  const outcome = screeningOutcome(screening.answers);
  return (
    <div data-testid="screening-summary">
      <p>
        Screened {formatCalendarDay(screening.screenedOn)}
        {expires ? `; holds until ${formatCalendarDay(expires)}` : ''}.
      </p>
      <p className="screening-outcome">
        <strong>{CLEARANCE_ADVICE_TEXT[outcome.clearance]}</strong>
        {outcome.intensityGuidance ? ` ${outcome.intensityGuidance}` : ''}
        {outcome.clearanceBeforeMaximalTest ? ' Maximal tests: medical clearance suggested first.' : ''}
      </p>
      {screening.clearanceRecordedOn ? (
        <p data-testid="clearance-recorded">
          Medical clearance obtained, recorded by the tester on {formatCalendarDay(screening.clearanceRecordedOn)}.
        </p>
      ) : null}
    </div>
  );
}

/** The screening section of a client's page (and of the printed report). */
export function ScreeningPanel({ api }: { api: ScreeningApi }) {
  const [editing, setEditing] = useState(false);
  const current = api.screening !== null && isCurrent(api.screening.screenedOn, api.today);
  const showForm = editing || (api.loaded && !current);
  return (
    <section className="panel screening-panel" aria-labelledby="screening-heading">
      <h2 id="screening-heading">Preparticipation screening</h2>
      <p className="hint">{SCREENING_DISCLAIMER}</p>
      {api.unreadable ? (
        <p className="inline-error">The stored screening could not be read; it is kept as stored. Screen again.</p>
      ) : null}
      {api.loaded ? <ScreeningSummary api={api} /> : <p role="status">Loading screening…</p>}
      {showForm ? (
        <ScreeningForm
          onSave={async (answers) => {
            const saved = await api.save(answers);
            if (saved) setEditing(false);
            return saved;
          }}
        />
      ) : (
        <button type="button" className="button no-print" onClick={() => setEditing(true)}>
          Screen again
        </button>
      )}
      <ParQPlusLink />
    </section>
  );
}
