// /strength: the muscular fitness form (spec §2): leg press and bench press 1RM and grip strength, plus sex, age and
// weight only when the profile lacks them; a successful submit goes to the summary.
import '@/styles/screens.css';
import './strength.css';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { muscularFitnessReset, muscularFitnessUpdate } from '@/profile/builders/muscularFitnessUpdate';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { useResetUpdate, useSubmitBuiltUpdate } from '@/state/useSubmitUpdate';
import { FormActions } from '@/components/FormActions';
import { NumberField } from '@/components/NumberField';
import { UnitSelector } from '@/components/UnitSelector';
import { SEXES, formatSex } from '@/domain/person';
import {
  BENCH_PRESS_RULES,
  GRIP_RULES,
  HALF_STEP,
  LEG_PRESS_RULES,
  MUSCULAR_AGE_RULES,
  bodyWeightRules,
} from './strengthFieldRules';
import { weightUnit } from './strengthFormText';
import {
  canSubmitMuscularForm,
  muscularEntry,
  muscularFormFromProfile,
  muscularLabels,
  muscularMissing,
  type MuscularFitnessForm,
} from './muscularFitnessForm';
import { ROUTE_PATHS } from '@/domain/routePaths';

export function MuscularFitnessScreen() {
  const { profile } = useAppActors();
  const user = useProfile((c) => c.user);
  const metric = user.prefers_metric;
  const [form, setForm] = useState<MuscularFitnessForm>(() =>
    muscularFormFromProfile(profile.getSnapshot().context.user),
  );
  const [formMetric, setFormMetric] = useState(metric);
  const navigate = useNavigate();
  const submit = useSubmitBuiltUpdate();
  const reset = useResetUpdate();

  if (formMetric !== metric) {
    setFormMetric(metric);
    setForm(muscularFormFromProfile(profile.getSnapshot().context.user));
  }

  const set = (key: keyof MuscularFitnessForm) => (value: string) =>
    setForm((previous) => ({ ...previous, [key]: value }));
  const unit = weightUnit(metric);
  const labels = muscularLabels(metric);
  const stored = user.legPress !== null || user.benchPress !== null || user.gripStrength !== null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit(() => muscularFitnessUpdate(profile.getSnapshot().context.user, muscularEntry(form, metric)))) {
      navigate(ROUTE_PATHS.muscularFitnessResults);
    }
  };
  const onReset = () => {
    reset(muscularFitnessReset());
    setForm(muscularFormFromProfile(profile.getSnapshot().context.user));
  };

  return (
    <section className="screen strength-results">
      <h1>Muscular Fitness</h1>
      <p>
        Enter your one-repetition maximums and, if you have them, your best grip readings. Each is compared with people
        of your age and sex; the lifts relative to your body weight.
      </p>
      <UnitSelector />
      <form className="form strength-form" noValidate onSubmit={onSubmit} aria-label="Muscular fitness">
        {user.sex === null || user.age === null || user.currentWeight === null ? (
          <fieldset className="asked-demographics">
            <legend>About you</legend>
            {user.sex === null ? (
              <fieldset className="field sex-field" id="sex" tabIndex={-1}>
                <legend>{labels.sex}</legend>
                {SEXES.map((sex) => (
                  <label key={sex}>
                    <input
                      type="radio"
                      name="sex"
                      value={sex}
                      checked={form.sex === sex}
                      onChange={() => set('sex')(sex)}
                    />
                    {formatSex(sex)}
                  </label>
                ))}
              </fieldset>
            ) : null}
            {user.age === null ? (
              <NumberField
                name="age"
                label={labels.age}
                value={form.age}
                onChange={set('age')}
                {...MUSCULAR_AGE_RULES}
                required
              />
            ) : null}
            {user.currentWeight === null ? (
              <NumberField
                name="currentWeight"
                label={labels.weight}
                value={form.weight}
                onChange={set('weight')}
                {...bodyWeightRules(metric)}
                step={0.1}
                placeholder={unit}
                hint="Needed for the ratio of each lift to your body weight."
              />
            ) : null}
          </fieldset>
        ) : null}
        <div className="field-row">
          <NumberField
            name="legPress"
            label={labels.legPress}
            value={form.legPress}
            onChange={set('legPress')}
            {...LEG_PRESS_RULES}
            step={HALF_STEP}
            required
            placeholder={unit}
          />
          <NumberField
            name="benchPress"
            label={labels.benchPress}
            value={form.benchPress}
            onChange={set('benchPress')}
            {...BENCH_PRESS_RULES}
            step={HALF_STEP}
            required
            placeholder={unit}
          />
        </div>
        <div className="field-row">
          <NumberField
            name="gripLeft"
            label={labels.gripLeft}
            value={form.gripLeft}
            onChange={set('gripLeft')}
            {...GRIP_RULES}
            step={HALF_STEP}
            placeholder={unit}
          />
          <NumberField
            name="gripRight"
            label={labels.gripRight}
            value={form.gripRight}
            onChange={set('gripRight')}
            {...GRIP_RULES}
            step={HALF_STEP}
            placeholder={unit}
          />
        </div>
        <FormActions
          className="strength-actions"
          stored={stored}
          canSubmit={canSubmitMuscularForm(form, user)}
          missing={muscularMissing(form, user)}
          onReset={onReset}
          resetWhat="leg press, bench press and grip strength results"
        />
      </form>
      {stored ? (
        <p>
          <Link to={ROUTE_PATHS.muscularFitnessResults}>See your muscular fitness summary</Link>
        </p>
      ) : null}
    </section>
  );
}
