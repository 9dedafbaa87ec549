// /circumferences: per-site directions, "What you need", the eight circumference fields, waist risk and ratios.
import { useResetUpdate, useSubmitBuiltUpdate } from '@/state/useSubmitUpdate';
import '@/styles/screens.css';
import './measurements.css';
import { useState, type FormEvent } from 'react';
import {
  circumferencesReset,
  circumferencesUpdate,
  circumferenceFieldName,
  hasStoredCircumferences,
} from '@/profile/builders/circumferencesUpdate';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { DemographicsPrompt } from '@/components/DemographicsPrompt';
import { EquipmentChecklist } from '@/components/EquipmentChecklist';
import { NumberField } from '@/components/NumberField';
import { UnitSelector } from '@/components/UnitSelector';
import { CIRCUMFERENCE_PROCEDURE, CIRCUMFERENCE_SITE_TEXTS } from './circumferenceSites';
import {
  circumferenceFieldLabel,
  circumferenceFormFromProfile,
  circumferenceMissing,
  circumferenceRules,
  circumferenceValuesCm,
  isCircumferenceFormValid,
  type CircumferenceForm,
} from './circumferenceForm';
import { CircumferenceResults } from './CircumferenceResults';
import { FormActions } from '@/components/FormActions';

export function CircumferencesScreen() {
  const { profile } = useAppActors();
  const user = useProfile((c) => c.user);
  const metric = user.prefers_metric;
  const [form, setForm] = useState<CircumferenceForm>(() => circumferenceFormFromProfile(user));
  const [formMetric, setFormMetric] = useState(metric);
  const submit = useSubmitBuiltUpdate();
  const reset = useResetUpdate();

  // A change of units shows the stored values in the new units instead of reinterpreting typed numbers.
  if (formMetric !== metric) {
    setFormMetric(metric);
    setForm(circumferenceFormFromProfile(user));
  }

  const showStored = () => setForm(circumferenceFormFromProfile(profile.getSnapshot().context.user));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const current = profile.getSnapshot().context.user;
    if (submit(() => circumferencesUpdate(current, circumferenceValuesCm(form, current)))) showStored();
  };
  const onReset = () => {
    reset(circumferencesReset());
    showStored();
  };

  const rules = circumferenceRules(metric);
  const unit = metric ? 'cm' : 'in';
  return (
    <section className="screen measurement circumferences">
      <h1>Body Circumferences</h1>
      <p>
        Circumferences follow body shape over time. The waist gives a health-risk category; with the hips and your
        height it also gives the waist-to-hip and waist-to-height ratios.
      </p>
      <UnitSelector />
      <EquipmentChecklist items={['measuringTape']} />
      <h2>How to measure</h2>
      <ol className="procedure measurement-procedure">
        {CIRCUMFERENCE_PROCEDURE.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {user.sex ? (
        <form className="form measurement-form" noValidate onSubmit={onSubmit} aria-label="Body circumferences">
          <fieldset>
            <legend>Circumferences ({unit})</legend>
            <div className="measurement-fields">
              {CIRCUMFERENCE_SITE_TEXTS.map(({ site, label, directions }) => (
                <NumberField
                  key={site}
                  name={circumferenceFieldName(site)}
                  label={circumferenceFieldLabel(label, metric)}
                  hint={directions}
                  value={form[site]}
                  onChange={(value) => setForm((previous) => ({ ...previous, [site]: value }))}
                  min={rules.min}
                  max={rules.max}
                  step={0.5}
                  required
                  placeholder={metric ? 'centimeters' : 'inches'}
                />
              ))}
            </div>
          </fieldset>
          <FormActions
            stored={user.waistCircumference !== null}
            resettable={hasStoredCircumferences(user)}
            canSubmit={isCircumferenceFormValid(form, metric)}
            missing={circumferenceMissing(form, metric)}
            onReset={onReset}
            resetWhat="circumferences"
          />
        </form>
      ) : (
        <DemographicsPrompt missing={['sex']} />
      )}
      <CircumferenceResults user={user} />
    </section>
  );
}
