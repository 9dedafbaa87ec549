// The coach's (or business's) name and an optional logo, set once on the Clients screen and printed on every report and
// summary (decision 0150). Stored in the clients database by src/state/records/useReportNotes.ts.
import { useState, type FormEvent } from 'react';
import { COACH_NAME_MAX_LENGTH, logoFileProblem, unreadableText } from '@/clients/reportNotes';
import { logoFromFile, useCoachSettings } from '@/state/records/useReportNotes';

export function CoachSettingsForm() {
  const { coach, loaded, saveCoach } = useCoachSettings();
  // What is typed; null until the user types (then the stored name shows as it arrives).
  const [typed, setTyped] = useState<string | null>(null);
  const [logoProblem, setLogoProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const name = typed ?? coach.name;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await saveCoach(name)) {
      setTyped(null);
      setSaved(name.trim() ? 'Saved: printed reports show this name.' : 'Saved: printed reports show no name.');
    }
  };
  const onLogo = async (file: File | undefined) => {
    if (!file) return;
    const problem = logoFileProblem(file);
    setLogoProblem(problem);
    if (problem) return;
    if (await saveCoach(name, await logoFromFile(file))) setSaved('Logo saved.');
  };
  const unreadable = unreadableText(coach.unreadable);

  return (
    <section className="coach-settings no-print" aria-labelledby="coach-settings-title">
      <h2 id="coach-settings-title">On printed reports</h2>
      <form
        onSubmit={(e) => {
          void onSubmit(e);
        }}
        aria-busy={!loaded}
      >
        <div className="field">
          <label htmlFor="coach-name">Coach or business name</label>
          <input
            id="coach-name"
            type="text"
            value={name}
            maxLength={COACH_NAME_MAX_LENGTH}
            autoComplete="organization"
            onChange={(e) => {
              setTyped(e.target.value);
              setSaved('');
            }}
          />
        </div>
        <div className="field">
          <label htmlFor="coach-logo">Logo (PNG, JPEG or WebP, at most 200 kB; optional)</label>
          <input
            id="coach-logo"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            aria-describedby={logoProblem ? 'coach-logo-problem' : undefined}
            onChange={(e) => {
              void onLogo(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {logoProblem ? (
            <p id="coach-logo-problem" className="inline-error" role="alert">
              {logoProblem}
            </p>
          ) : null}
        </div>
        {coach.logo ? (
          <p className="coach-logo-preview">
            <img src={coach.logo.dataUrl} alt="The stored logo" />
            <button
              type="button"
              className="button"
              onClick={() => {
                void saveCoach(name, null).then((ok) => {
                  if (ok) setSaved('Logo removed.');
                });
              }}
            >
              Remove the logo
            </button>
          </p>
        ) : null}
        {unreadable ? <p className="hint">{unreadable}</p> : null}
        <div className="form-actions">
          <button type="submit" className="button">
            Save the coach's name
          </button>
          <p role="status" className="hint">
            {saved}
          </p>
        </div>
      </form>
    </section>
  );
}
