// /parq: the demographics form (spec §2 "Demographics form" and spec §5 "Demographics").
import '@/styles/screens.css';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { useSubmitBuiltUpdate } from '@/state/useSubmitUpdate';
import { UnitSelector } from '@/components/UnitSelector';
import { ACTIVITY_LEVELS, SEXES, formatSex } from '@/domain/person';
import { impliedAge, validateDemographics, type DemographicsForm } from '@/profile/validateDemographics';
import { demographicsUpdate } from '@/profile/builders/demographicsUpdate';
import {
  AGE_INPUT,
  HEIGHT_CM,
  NAME_INPUT_PATTERN,
  NAME_MAX_LENGTH,
  WEIGHT_KG,
  WEIGHT_LB,
} from '@/profile/profileLimits';
import {
  formFromProfile,
  formIsUnchanged,
  missingFields,
  onlyGainedFirstSession,
  withDateOfBirth,
} from './demographicsFormState';
import { SubmitButton } from '@/components/SubmitButton';
import { DateOfBirthField } from './DateOfBirthField';
import { sessionDateOf } from '@/profile/builders/profileForSessionDate';
import { formatCalendarDay } from '@/profile/calendarDate';
import { existingClientsActor, settledRoster } from '@/state/records/clientsActor';
import { existingRecordsActor } from '@/state/records/recordsActor';
import { otherClientNamed, sameName, type ClientSummary } from '@/clients/clientTypes';
import { sessionName } from '@/profile/sessionRecordFromProfile';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { NextSteps } from './NextSteps';
import { DemographicsIntro } from './DemographicsIntro';
import { SameNamePrompt } from '@/components/SameNamePrompt';
import { LastMeasuredWeight } from '@/components/LastMeasuredWeight';

const FEET = [3, 4, 5, 6, 7];
const INCHES = Array.from({ length: 24 }, (_, i) => i / 2);

/** Only in-app paths (with an optional plain query) may be used as the onward target. */
/** Whether the form validates (the validation throws its message otherwise). */
function isValid(validate: () => unknown): boolean {
  try {
    validate();
    return true;
  } catch {
    return false;
  }
}

function safeTarget(next: string | null): string | null {
  return next && /^\/[a-z0-9\-/]*(\?[a-z0-9=&\-_.]*)?$/i.test(next) ? next : null;
}

export function DemographicsScreen() {
  const { profile, alert } = useAppActors();
  const [waitingForRoster, setWaitingForRoster] = useState(false);
  const [sameNameClient, setSameNameClient] = useState<ClientSummary | null>(null);
  const submit = useSubmitBuiltUpdate();
  const user = useProfile((c) => c.user);
  const metric = user.prefers_metric;
  const [form, setForm] = useState<DemographicsForm>(() => formFromProfile(user));
  // The units the form's numbers are typed in: they change with the preference only while nothing is being typed.
  const [formMetric, setFormMetric] = useState(metric);
  const [seenMetric, setSeenMetric] = useState(metric);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeTarget(params.get('next'));
  // The session's day (decision 0105): a date of birth gives the age on it.
  const sessionDate = sessionDateOf(user, new Date());
  const ageFromBirth = impliedAge(form.dateOfBirth, sessionDate);

  // Another client or session opened (New client, a switch, a new session): the form shows that one, never what was
  // typed for the previous one (decision 0100). A profile given its first session (the roster starting here or in
  // another tab, with nothing else changed) is the same person: what is being typed stays.
  const openSession = `${user.uid}/${user.sessionId ?? ''}`;
  const [formSession, setFormSession] = useState(openSession);
  const [formUser, setFormUser] = useState(user);
  if (formSession !== openSession) {
    setFormSession(openSession);
    setFormUser(user);
    if (!onlyGainedFirstSession(formUser, user)) {
      setSeenMetric(metric);
      setFormMetric(metric);
      setForm(formFromProfile(user));
    }
  } else if (seenMetric !== metric) {
    // A change of units (here or in another tab) re-shows the stored values in the new units instead of
    // reinterpreting typed numbers. While the form holds entries not submitted yet, they are never changed under the
    // user's hands: the form keeps its units, says so, and its numbers are converted on submit.
    setSeenMetric(metric);
    if (formIsUnchanged(form, user, formMetric)) {
      setFormMetric(metric);
      setForm(formFromProfile(user));
    }
  }

  const set = (key: keyof DemographicsForm) => (event: { target: { value: string } }) =>
    setForm((previous) => ({ ...previous, [key]: event.target.value }));

  /** Applies the form to the open client (decision 0100: a name typed here is the open client's name, never another client). */
  const apply = (nameChanged: boolean) => {
    setSameNameClient(null);
    const stored = submit(() =>
      demographicsUpdate(profile.getSnapshot().context.user, validateDemographics(form, formMetric, sessionDate)),
    );
    if (!stored) return;
    // The entry takes the name at once: a client named here is listed and found before anything is saved.
    if (nameChanged) existingClientsActor()?.send({ type: 'STORE_PROFILE' });
    const saved = profile.getSnapshot().context.user;
    setFormMetric(saved.prefers_metric);
    setForm(formFromProfile(saved));
    if (target) navigate(target);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (waitingForRoster) return;
    const current = profile.getSnapshot().context.user;
    const typedName = sessionName(form.fname, form.lname);
    if (
      sameName(sessionName(current.fname, current.lname), typedName) ||
      !isValid(() => validateDemographics(form, formMetric, sessionDate))
    ) {
      apply(false);
      return;
    }
    // A new name is checked against the roster (decision 0083: right after a reload it may still be loading): another
    // client of that name is a question for the coach, not a guess (decision 0100).
    setWaitingForRoster(true);
    void settledRoster({ profile, alert }).then(
      (roster) => {
        setWaitingForRoster(false);
        const other = roster.matches('ready')
          ? otherClientNamed(roster.context.roster?.clients ?? [], typedName, current.uid)
          : null;
        if (other) setSameNameClient(other);
        else apply(true);
      },
      () => {
        setWaitingForRoster(false);
        apply(true);
      },
    );
  };

  const openOther = (client: ClientSummary) => {
    setSameNameClient(null);
    existingRecordsActor()?.send({ type: 'OPEN_CLIENT', clientId: client.id });
    navigate(target ?? ROUTE_PATHS.currentSession);
  };

  const missing = missingFields(form, formMetric);
  const weightBounds = formMetric ? WEIGHT_KG : WEIGHT_LB;
  const weightUnit = formMetric ? 'kg' : 'lb';

  return (
    <DemographicsIntro>
      <UnitSelector />
      {formMetric !== metric ? (
        <p className="hint" role="status" data-testid="form-units-kept">
          The units were changed to {metric ? 'metric (kg, cm)' : 'imperial (lb, ft and in)'}. This form keeps{' '}
          {formMetric ? 'kg and cm' : 'lb, ft and in'} for what you are typing, so nothing you typed changes; it is
          converted when you submit.
        </p>
      ) : null}
      <form className="form" noValidate onSubmit={onSubmit} aria-label="Demographics" aria-busy={waitingForRoster}>
        <div className="field-row">
          <div className="field">
            <label htmlFor="fname">First name</label>
            <input
              id="fname"
              name="fname"
              autoComplete="given-name"
              required
              pattern={NAME_INPUT_PATTERN}
              maxLength={NAME_MAX_LENGTH}
              title="No special characters"
              value={form.fname}
              onChange={set('fname')}
            />
          </div>
          <div className="field">
            <label htmlFor="lname">Last name</label>
            <input
              id="lname"
              name="lname"
              autoComplete="family-name"
              required
              pattern={NAME_INPUT_PATTERN}
              maxLength={NAME_MAX_LENGTH}
              title="No special characters"
              value={form.lname}
              onChange={set('lname')}
            />
          </div>
        </div>
        <DateOfBirthField
          value={form.dateOfBirth ?? ''}
          sessionDate={sessionDate}
          onChange={(dateOfBirth) => setForm((previous) => withDateOfBirth(previous, dateOfBirth, sessionDate))}
        />
        <div className="field-row">
          <div className="field">
            <label htmlFor="age">Age (years)</label>
            {/* With a date of birth the age is the one it gives on the session's date, shown read-only (decision 0105). */}
            <input
              id="age"
              name="age"
              type="number"
              inputMode="numeric"
              required
              step={1}
              min={AGE_INPUT.min}
              max={AGE_INPUT.max}
              readOnly={ageFromBirth !== null}
              aria-describedby={ageFromBirth !== null ? 'age-from-birth' : undefined}
              value={ageFromBirth !== null ? String(ageFromBirth) : form.age}
              onChange={set('age')}
            />
            {ageFromBirth !== null ? (
              <p className="hint" id="age-from-birth">
                From the date of birth, on {formatCalendarDay(sessionDate)}.
              </p>
            ) : null}
          </div>
          <fieldset className="field sex-field" id="sex" tabIndex={-1}>
            <legend>Sex</legend>
            {SEXES.map((sex) => (
              <label key={sex}>
                <input type="radio" name="sex" value={sex} checked={form.sex === sex} onChange={set('sex')} />
                {formatSex(sex)}
              </label>
            ))}
          </fieldset>
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor="currentWeight">Weight ({weightUnit})</label>
            <input
              id="currentWeight"
              name="currentWeight"
              type="number"
              inputMode="decimal"
              required
              step={0.1}
              min={weightBounds.min}
              max={weightBounds.max}
              value={form.currentWeight}
              onChange={set('currentWeight')}
              aria-describedby="last-measured-weight"
            />
            <LastMeasuredWeight id="last-measured-weight" />
          </div>
          <div className="field">
            <label htmlFor="goalWeight">Goal weight ({weightUnit})</label>
            <input
              id="goalWeight"
              name="goalWeight"
              type="number"
              inputMode="decimal"
              required
              step={0.1}
              min={weightBounds.min}
              max={weightBounds.max}
              value={form.goalWeight}
              onChange={set('goalWeight')}
            />
          </div>
        </div>
        {formMetric ? (
          <div className="field">
            <label htmlFor="heightCm">Height (cm)</label>
            <input
              id="heightCm"
              name="heightCm"
              type="number"
              inputMode="decimal"
              required
              step={0.5}
              min={HEIGHT_CM.min}
              max={HEIGHT_CM.max}
              value={form.heightCm}
              onChange={set('heightCm')}
            />
          </div>
        ) : (
          <div className="field-row">
            <div className="field">
              <label htmlFor="heightFeet">Height (feet)</label>
              <select id="heightFeet" name="heightFeet" required value={form.heightFeet} onChange={set('heightFeet')}>
                <option value="">Feet</option>
                {FEET.map((f) => (
                  <option key={f} value={f}>
                    {f} ft
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor="heightInches">Height (inches)</label>
              <select id="heightInches" name="heightInches" value={form.heightInches} onChange={set('heightInches')}>
                {INCHES.map((i) => (
                  <option key={i} value={i}>
                    {i} in
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
        <div className="field">
          <label htmlFor="activityLevel">Activity level</label>
          <select id="activityLevel" name="activityLevel" value={form.activityLevel} onChange={set('activityLevel')}>
            {ACTIVITY_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        </div>
        <div className="form-actions">
          {waitingForRoster ? <p role="status">Checking the client list…</p> : null}
          <SubmitButton canSubmit={missing.length === 0} missing={missing}>
            {user.fname ? 'Update' : 'Submit'}
          </SubmitButton>
        </div>
      </form>
      {sameNameClient ? (
        <SameNamePrompt
          client={sameNameClient}
          onOpen={() => openOther(sameNameClient)}
          onKeepTwo={() => apply(true)}
          onCancel={() => setSameNameClient(null)}
        />
      ) : null}
      {user.age !== null ? (
        <NextSteps />
      ) : (
        <p className="hint">
          <Link to="/">Back to the home page</Link>
        </p>
      )}
    </DemographicsIntro>
  );
}
