// /resting-hr: how to count a resting pulse and the one field, once the demographics are complete (spec §2 "Resting HR").
import { useResetUpdate, useSubmitBuiltUpdate } from '@/state/useSubmitUpdate';
import '@/styles/screens.css';
import './measurements.css';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { RESTING_HR_REQUIRES, restingHrReset, restingHrUpdate } from '@/profile/builders/restingHrUpdate';
import { missingRequirements } from '@/profile/profileUpdate';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { DemographicsPrompt } from '@/components/DemographicsPrompt';
import { NumberField } from '@/components/NumberField';
import { isValidNumber } from '@/components/numberFieldRules';
import { enteredNumber } from './formText';
import { FormActions } from '@/components/FormActions';
import { RESTING_HR_FIELD_RULES, RESTING_HR_LABEL, restingHrText } from './restingHrForm';
import { missingLabels } from '@/components/submitHint';
import { ROUTE_PATHS } from '@/domain/routePaths';

const PROCEDURE = [
  'Sit quietly for 5 minutes (first thing in the morning is best, before coffee).',
  'Find the pulse at the wrist (thumb side) or at the side of the neck with two fingers, not the thumb.',
  'Count the beats for 30 seconds and double the count, or count for a full 60 seconds.',
];

export function RestingHrScreen() {
  const { profile } = useAppActors();
  const user = useProfile((c) => c.user);
  const [text, setText] = useState(() => restingHrText(user));
  const submit = useSubmitBuiltUpdate();
  const reset = useResetUpdate();
  const missing = missingRequirements(user, RESTING_HR_REQUIRES);

  const showStored = () => setText(restingHrText(profile.getSnapshot().context.user));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const bpm = enteredNumber(text) ?? Number.NaN;
    if (submit(() => restingHrUpdate(profile.getSnapshot().context.user, bpm))) showStored();
  };
  const onReset = () => {
    reset(restingHrReset());
    showStored();
  };

  return (
    <section className="screen measurement resting-hr">
      <h1>Resting Heart Rate</h1>
      <p>Your resting heart rate is used for heart-rate reserve training zones.</p>
      <h2>How to count it</h2>
      <ol className="procedure measurement-procedure">
        {PROCEDURE.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {missing.length === 0 ? (
        <form
          className="form measurement-form measurement-form-narrow"
          noValidate
          onSubmit={onSubmit}
          aria-label="Resting heart rate"
        >
          <NumberField
            name="restingHr"
            label={RESTING_HR_LABEL}
            value={text}
            onChange={setText}
            {...RESTING_HR_FIELD_RULES}
            step={1}
            required
            placeholder="bpm"
          />
          <FormActions
            stored={user.restingHR !== null}
            canSubmit={isValidNumber(text, RESTING_HR_FIELD_RULES)}
            missing={missingLabels([[RESTING_HR_LABEL, text]])}
            onReset={onReset}
            resetWhat="resting heart rate"
          />
        </form>
      ) : (
        <DemographicsPrompt missing={missing} />
      )}
      {user.restingHR !== null ? (
        <section className="panel category-panel" aria-labelledby="resting-hr-result" aria-live="polite">
          <h2 id="resting-hr-result">Your resting heart rate is {user.restingHR} beats per minute</h2>
          <p>
            It sets the heart-rate reserve zones on the{' '}
            <Link to={ROUTE_PATHS.exerciseIntensity}>Exercise Intensity</Link> page.
          </p>
        </section>
      ) : null}
    </section>
  );
}
