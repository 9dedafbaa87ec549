// /sit-and-reach/results: the best of two trials in cm, classified as entered (CSEP norms, decision 0006). The SPEC's
// default 0 is not a result by itself: submitted while nobody touched the field, it asks "Record 0 cm?" first.
import '@/styles/screens.css';
import './strength.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { normSource } from '@/norms/normSources';
import { SIT_AND_REACH_REQUIRES, sitAndReachReset, sitAndReachUpdate } from '@/profile/builders/sitAndReachUpdate';
import { missingRequirements } from '@/profile/profileUpdate';
import type { UserProfile } from '@/profile/profileTypes';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { useResetUpdate, useSubmitBuiltUpdate } from '@/state/useSubmitUpdate';
import { FormActions } from '@/components/FormActions';
import { CategoryPanel } from '@/components/CategoryPanel';
import { resultGauge } from '@/summary/resultGauges';
import { DemographicsPrompt } from '@/components/DemographicsPrompt';
import { NumberField } from '@/components/NumberField';
import { isValidNumber } from '@/components/numberFieldRules';
import { missingLabels } from '@/components/submitHint';
import { HALF_STEP, sitAndReachRules } from './strengthFieldRules';
import { enteredNumber } from './strengthFormText';
import { ROUTE_PATHS } from '@/domain/routePaths';

/** spec §5: the field's default is 0; a stored score is shown instead. */
function storedText(user: UserProfile): string {
  return user.sar ? String(user.sar.value) : '0';
}

/** The field's label: shown on the form and named when Submit waits for it. */
const SIT_AND_REACH_LABEL = 'Sit and reach (cm)';

export function SitAndReachResultsScreen() {
  const { profile } = useAppActors();
  const user = useProfile((c) => c.user);
  const [text, setText] = useState(() => storedText(profile.getSnapshot().context.user));
  // The field still holds the SPEC's default and nothing stored: a Submit now would record a value nobody typed.
  const [touched, setTouched] = useState(false);
  const [askZero, setAskZero] = useState(false);
  const submit = useSubmitBuiltUpdate();
  const reset = useResetUpdate();
  const missing = missingRequirements(user, SIT_AND_REACH_REQUIRES);
  const rules = sitAndReachRules(text);

  const record = () => {
    const cm = enteredNumber(text) ?? Number.NaN;
    if (submit(() => sitAndReachUpdate(profile.getSnapshot().context.user, cm)))
      setText(storedText(profile.getSnapshot().context.user));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!touched && user.sar === null) setAskZero(true);
    else record();
  };
  const onChange = (value: string) => {
    setTouched(true);
    setAskZero(false);
    setText(value);
  };
  const onReset = () => {
    reset(sitAndReachReset());
    setTouched(false);
    setText('0');
  };

  return (
    <section className="screen strength-results">
      <h1>Sit and Reach Results</h1>
      <p>Enter the best of your two trials, in centimetres, as read on the box (zero at 26 cm).</p>
      <form className="form strength-form" noValidate onSubmit={onSubmit} aria-label="Sit and reach result">
        <NumberField
          name="sitAndReach"
          label={SIT_AND_REACH_LABEL}
          value={text}
          onChange={onChange}
          {...rules}
          step={HALF_STEP}
          required
          placeholder="cm"
          hint="Whole or half centimetres, for example 33 or 33.5."
        />
        <FormActions
          className="strength-actions"
          stored={user.sar !== null}
          canSubmit={isValidNumber(text, rules)}
          missing={missingLabels([[SIT_AND_REACH_LABEL, text]])}
          onReset={onReset}
          resetWhat="sit and reach result"
          replaceSubmit={missing.length > 0 ? <DemographicsPrompt missing={missing} /> : undefined}
        />
      </form>
      {askZero ? (
        <UntypedZeroQuestion
          value={text}
          onRecord={() => {
            setAskZero(false);
            record();
          }}
          onEnter={() => {
            setAskZero(false);
            document.getElementById('sitAndReach')?.focus();
          }}
        />
      ) : null}
      {user.sar ? (
        <CategoryPanel
          endsBeforeOldAge="sitAndReach"
          category={user.sar.category}
          source={normSource('sitAndReach')}
          categoriesAnchor="sar"
          gauge={resultGauge(user, 'sitAndReach')}
          nextTest={{ to: ROUTE_PATHS.stepTestInstructions, label: 'McArdle Step Test' }}
          result={`Sit and reach ${user.sar.value} cm`}
        />
      ) : null}
    </section>
  );
}

interface UntypedZeroQuestionProps {
  value: string;
  onRecord: () => void;
  onEnter: () => void;
}

/** "Record 0 cm?": the default was submitted untouched; focus starts on the safe choice (enter the score). */
function UntypedZeroQuestion({ value, onRecord, onEnter }: UntypedZeroQuestionProps) {
  const enterRef = useRef<HTMLButtonElement>(null);
  useEffect(() => enterRef.current?.focus(), []);
  return (
    <div
      className="panel confirm-dialog"
      role="alertdialog"
      aria-modal="false"
      aria-labelledby="sar-zero-question"
      aria-describedby="sar-zero-detail"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onEnter();
      }}
    >
      <p id="sar-zero-question">
        <strong>Record {value} cm?</strong>
      </p>
      <p id="sar-zero-detail">Nobody typed a score: the field still holds its starting value.</p>
      <div className="form-actions">
        <button type="button" className="button" ref={enterRef} onClick={onEnter}>
          No, enter the score
        </button>
        <button type="button" className="button button-primary" onClick={onRecord}>
          Yes, record {value} cm
        </button>
      </div>
    </div>
  );
}
