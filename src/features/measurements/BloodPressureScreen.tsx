// /blood-pressure: how to take a reading, "What you need", systolic and diastolic fields, the JNC 7 class.
import { useResetUpdate, useSubmitBuiltUpdate } from '@/state/useSubmitUpdate';
import '@/styles/screens.css';
import './measurements.css';
import { useState, type FormEvent } from 'react';
import { bloodPressureReset, bloodPressureUpdate } from '@/profile/builders/bloodPressureUpdate';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { EquipmentChecklist } from '@/components/EquipmentChecklist';
import { NumberField } from '@/components/NumberField';
import {
  BLOOD_PRESSURE_LABELS,
  DIASTOLIC_FIELD_RULES,
  SYSTOLIC_FIELD_RULES,
  bloodPressureEntries,
  bloodPressureMissing,
  bloodPressureFormFromProfile,
  isBloodPressureFormValid,
  type BloodPressureForm,
} from './bloodPressureForm';
import { BloodPressureClasses } from './BloodPressureClasses';
import { BloodPressureResult } from './BloodPressureResult';
import { FormActions } from '@/components/FormActions';

const PROCEDURE = [
  'No exercise, caffeine or smoking for 30 minutes before the reading.',
  'Sit quietly for 5 minutes: back supported, feet flat on the floor, legs uncrossed.',
  'Use a cuff of the right size on the bare upper arm, the arm resting on a table at heart level.',
  'Take two readings 1 to 2 minutes apart and enter their average (whole mmHg).',
];

export function BloodPressureScreen() {
  const { profile } = useAppActors();
  const user = useProfile((c) => c.user);
  const [form, setForm] = useState<BloodPressureForm>(() => bloodPressureFormFromProfile(user));
  const submit = useSubmitBuiltUpdate();
  const reset = useResetUpdate();

  const showStored = () => setForm(bloodPressureFormFromProfile(profile.getSnapshot().context.user));
  const set = (key: keyof BloodPressureForm) => (value: string) =>
    setForm((previous) => ({ ...previous, [key]: value }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { sbp, dbp } = bloodPressureEntries(form);
    if (submit(() => bloodPressureUpdate(profile.getSnapshot().context.user, sbp, dbp))) showStored();
  };
  const onReset = () => {
    reset(bloodPressureReset());
    showStored();
  };

  return (
    <section className="screen measurement blood-pressure">
      <h1>Blood Pressure</h1>
      <p>Enter a resting blood pressure reading to see its class.</p>
      <EquipmentChecklist items={['bloodPressureCuff']} />
      <h2>How to take a reading</h2>
      <ol className="procedure measurement-procedure">
        {PROCEDURE.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <form
        className="form measurement-form measurement-form-narrow"
        noValidate
        onSubmit={onSubmit}
        aria-label="Blood pressure"
      >
        <fieldset>
          <legend>Blood pressure (mmHg)</legend>
          <div className="measurement-pair">
            <NumberField
              name="systolic"
              label={BLOOD_PRESSURE_LABELS.systolic}
              value={form.systolic}
              onChange={set('systolic')}
              {...SYSTOLIC_FIELD_RULES}
              step={1}
              required
              placeholder="mmHg"
            />
            <NumberField
              name="diastolic"
              label={BLOOD_PRESSURE_LABELS.diastolic}
              value={form.diastolic}
              onChange={set('diastolic')}
              {...DIASTOLIC_FIELD_RULES}
              step={1}
              required
              placeholder="mmHg"
            />
          </div>
        </fieldset>
        <FormActions
          stored={user.bloodPressure !== null}
          canSubmit={isBloodPressureFormValid(form)}
          missing={bloodPressureMissing(form)}
          onReset={onReset}
          resetWhat="blood pressure"
        />
      </form>
      {user.bloodPressure ? <BloodPressureResult reading={user.bloodPressure} /> : null}
      <BloodPressureClasses />
    </section>
  );
}
