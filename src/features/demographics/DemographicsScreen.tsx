// /parq: the demographics form (spec §2 "Demographics form" and spec §5 "Demographics").
import '@/styles/screens.css';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from '@/components/hashRouter';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { useSubmitBuiltUpdate } from '@/state/useSubmitUpdate';
import { UnitSelector } from '@/components/UnitSelector';
import { ACTIVITY_LEVELS } from '@/domain/person';
import {
  validateDemographics, type DemographicsForm,
} from '@/profile/validateDemographics';
import { demographicsUpdate } from '@/profile/builders/demographicsUpdate';
import { AGE_INPUT, HEIGHT_CM, NAME_INPUT_PATTERN, NAME_MAX_LENGTH, WEIGHT_KG, WEIGHT_LB } from '@/profile/profileLimits';
import { formFromProfile, isFormComplete } from './demographicsFormState';
import { blankProfile, existingClientsActor } from '@/state/clients/clientsActor';
import { activeClient } from '@machines/clientsMachine';
import { namesDifferentPerson } from '@/clients/clientTypes';
import { sessionName } from '@/profile/sessionRecord';
import { NextSteps } from './NextSteps';

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
  const { profile } = useAppActors();
  const submit = useSubmitBuiltUpdate();
  const user = useProfile((c) => c.user);
  const metric = user.prefers_metric;
  const [form, setForm] = useState<DemographicsForm>(() => formFromProfile(user));
  const [formMetric, setFormMetric] = useState(metric);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeTarget(params.get('next'));

  // A change of units re-shows the stored values in the new units instead of reinterpreting typed numbers.
  if (formMetric !== metric) {
    setFormMetric(metric);
    setForm(formFromProfile(user));
  }

  const set = (key: keyof DemographicsForm) => (event: { target: { value: string } }) =>
    setForm((previous) => ({ ...previous, [key]: event.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The coach scenario (decision 0080): a new name for a client with saved sessions is a new person. Their
    // session starts empty and the previous client's profile and sessions stay as they are.
    const previous = profile.getSnapshot().context.user;
    // Only when the roster is already open in this page (the form never opens a database itself; a save checks again).
    const clients = existingClientsActor();
    const roster = clients?.getSnapshot();
    const newPerson = clients !== null && roster !== undefined && roster.matches('ready') && isValid(() => validateDemographics(form, metric))
      && namesDifferentPerson(activeClient(roster.context), sessionName(form.fname, form.lname));
    if (newPerson) profile.send({ type: 'REPLACE_PROFILE', user: blankProfile(previous.prefers_metric) });
    const stored = submit(() => demographicsUpdate(profile.getSnapshot().context.user, validateDemographics(form, metric)));
    if (newPerson) {
      if (stored) clients?.send({ type: 'START_FROM_PROFILE', previous, next: profile.getSnapshot().context.user });
      else profile.send({ type: 'REPLACE_PROFILE', user: previous });
    }
    if (!stored) return;
    setForm(formFromProfile(profile.getSnapshot().context.user));
    if (target) navigate(target);
  };

  const weightBounds = metric ? WEIGHT_KG : WEIGHT_LB;
  const weightUnit = metric ? 'kg' : 'lb';

  return (
    <section className="screen demographics">
      <h1>Demographics</h1>
      <p>Tell us about the person being tested. Age and sex choose the norms every test is compared with.</p>
      <UnitSelector />
      <form className="form" noValidate onSubmit={onSubmit} aria-label="Demographics">
        <div className="field-row">
          <div className="field">
            <label htmlFor="fname">First name</label>
            <input id="fname" name="fname" autoComplete="given-name" required pattern={NAME_INPUT_PATTERN}
              maxLength={NAME_MAX_LENGTH} title="No special characters" value={form.fname} onChange={set('fname')} />
          </div>
          <div className="field">
            <label htmlFor="lname">Last name</label>
            <input id="lname" name="lname" autoComplete="family-name" required pattern={NAME_INPUT_PATTERN}
              maxLength={NAME_MAX_LENGTH} title="No special characters" value={form.lname} onChange={set('lname')} />
          </div>
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor="age">Age (years)</label>
            <input id="age" name="age" type="number" inputMode="numeric" required step={1}
              min={AGE_INPUT.min} max={AGE_INPUT.max}
              value={form.age} onChange={set('age')} />
          </div>
          <fieldset className="field sex-field" id="sex" tabIndex={-1}>
            <legend>Sex</legend>
            {(['MALE', 'FEMALE'] as const).map((sex) => (
              <label key={sex}>
                <input type="radio" name="sex" value={sex} checked={form.sex === sex} onChange={set('sex')} />
                {sex === 'MALE' ? 'Male' : 'Female'}
              </label>
            ))}
          </fieldset>
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor="currentWeight">Weight ({weightUnit})</label>
            <input id="currentWeight" name="currentWeight" type="number" inputMode="decimal" required step={0.1}
              min={weightBounds.min} max={weightBounds.max} value={form.currentWeight} onChange={set('currentWeight')} />
          </div>
          <div className="field">
            <label htmlFor="goalWeight">Goal weight ({weightUnit})</label>
            <input id="goalWeight" name="goalWeight" type="number" inputMode="decimal" required step={0.1}
              min={weightBounds.min} max={weightBounds.max} value={form.goalWeight} onChange={set('goalWeight')} />
          </div>
        </div>
        {metric ? (
          <div className="field">
            <label htmlFor="heightCm">Height (cm)</label>
            <input id="heightCm" name="heightCm" type="number" inputMode="decimal" required step={0.5}
              min={HEIGHT_CM.min} max={HEIGHT_CM.max}
              value={form.heightCm} onChange={set('heightCm')} />
          </div>
        ) : (
          <div className="field-row">
            <div className="field">
              <label htmlFor="heightFeet">Height (feet)</label>
              <select id="heightFeet" name="heightFeet" required value={form.heightFeet} onChange={set('heightFeet')}>
                <option value="">Feet</option>
                {FEET.map((f) => <option key={f} value={f}>{f} ft</option>)}
              </select>
            </div>
            <div className="field">
              <label htmlFor="heightInches">Height (inches)</label>
              <select id="heightInches" name="heightInches" value={form.heightInches} onChange={set('heightInches')}>
                {INCHES.map((i) => <option key={i} value={i}>{i} in</option>)}
              </select>
            </div>
          </div>
        )}
        <div className="field">
          <label htmlFor="activityLevel">Activity level</label>
          <select id="activityLevel" name="activityLevel" value={form.activityLevel} onChange={set('activityLevel')}>
            {ACTIVITY_LEVELS.map((level) => <option key={level} value={level}>{level}</option>)}
          </select>
        </div>
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={!isFormComplete(form, metric)}>
            {user.fname ? 'Update' : 'Submit'}
          </button>
        </div>
      </form>
      {user.age !== null ? <NextSteps /> : <p className="hint"><Link to="/">Back to the home page</Link></p>}
    </section>
  );
}
