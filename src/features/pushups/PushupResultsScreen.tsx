// /pushups/results: the pushup count (spec §5 "Test forms": number, min 0, step 1, required, at most 3 characters,
// default 0) classified with the CSEP norms; Submit reads Update once a count is stored; Reset clears it.
import '@/styles/screens.css';
import '@/components/protocolTimer.css';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { formatElapsed } from '@machines/timing';
import { normSource } from '@/norms/normSources';
import { PUSHUPS_RANGE, PUSHUPS_REQUIRES, pushupsReset, pushupsUpdate } from '@/profile/builders/pushupsUpdate';
import { missingRequirements } from '@/profile/profileUpdate';
import type { UserProfile } from '@/profile/profileTypes';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { useResetUpdate, useSubmitBuiltUpdate } from '@/state/useSubmitUpdate';
import { FormActions } from '@/components/FormActions';
import { CategoryPanel } from '@/components/CategoryPanel';
import { resultGauge } from '@/summary/resultGauges';
import { DemographicsPrompt } from '@/components/DemographicsPrompt';
import { NumberField } from '@/components/NumberField';
import { isValidNumber, type NumberRules } from '@/components/numberFieldRules';
import { missingLabels } from '@/components/submitHint';
import type { PushupResultsState } from './pushupResultsState';
import { ROUTE_PATHS } from '@/domain/routePaths';
import { MAX_TAPPED_REPS } from '@machines/pushupCountdownMachine';
import { typedNumber } from '@/domain/typedNumber';

/** spec §5: min 0, step 1, at most 3 characters: the builder's range (0-999, whole) is the one home of the rule. */
export const PUSHUP_COUNT_RULES: NumberRules = {
  min: PUSHUPS_RANGE.min,
  maxLength: String(PUSHUPS_RANGE.max).length,
  integer: PUSHUPS_RANGE.integer,
};

/** spec §5: the field's default is 0; a stored count is shown instead. */
function storedText(user: UserProfile): string {
  return user.pushups ? String(user.pushups.pushups) : '0';
}

/** The repetitions tapped during the test (issue "Test day"), when the timer sent some: they pre-fill the count. */
export function tappedReps(state: unknown): number | null {
  const reps = (state as { reps?: unknown } | null)?.reps;
  return typeof reps === 'number' && Number.isInteger(reps) && reps > 0 && reps <= MAX_TAPPED_REPS ? reps : null;
}

/** The tapped count the timer already put in the session, and the count it replaced (null: none). */
function recordedTaps(state: unknown): { replaced: number | null } | null {
  const given = state as Partial<PushupResultsState> | null;
  if (given?.recorded !== true) return null;
  return { replaced: typeof given.replaced === 'number' ? given.replaced : null };
}

function testTime(state: unknown): string | null {
  const elapsedMs = (state as Partial<PushupResultsState> | null)?.elapsedMs;
  return typeof elapsedMs === 'number' && Number.isFinite(elapsedMs) ? formatElapsed(elapsedMs) : null;
}

/** The field's label: shown on the form and named when Submit waits for it. */
const COUNT_LABEL = 'Pushups completed';

export function PushupResultsScreen() {
  const { profile } = useAppActors();
  const user = useProfile((c) => c.user);
  const location = useLocation();
  const tapped = tappedReps(location.state);
  const recorded = recordedTaps(location.state);
  const [text, setText] = useState(() =>
    tapped !== null ? String(tapped) : storedText(profile.getSnapshot().context.user),
  );
  const submit = useSubmitBuiltUpdate();
  const reset = useResetUpdate();
  const missing = missingRequirements(user, PUSHUPS_REQUIRES);
  const time = testTime(location.state);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const count = typedNumber(text);
    if (submit(() => pushupsUpdate(profile.getSnapshot().context.user, count)))
      setText(storedText(profile.getSnapshot().context.user));
  };
  const onReset = () => {
    reset(pushupsReset());
    setText('0');
  };

  return (
    <section className="screen protocol-results pushup-results">
      <h1>Pushup Results</h1>
      {time ? (
        <p>
          Your test took <strong>{time}</strong>.
        </p>
      ) : null}
      {tapped !== null && recorded ? (
        <p role="status">
          The <strong>{tapped}</strong> pushups you tapped are recorded in this session
          {recorded.replaced !== null ? ` (they replace the ${recorded.replaced} recorded before)` : ''}. Correct the
          count and press Update if needed.
        </p>
      ) : tapped !== null ? (
        <p>
          You tapped <strong>{tapped}</strong> pushups during the test: the count below is filled in; correct it if
          needed.
        </p>
      ) : null}
      <p>Enter the number of correct pushups you did.</p>
      <form className="form protocol-form" noValidate onSubmit={onSubmit} aria-label="Pushup result">
        <NumberField
          id="pushups"
          name="pushups"
          label={COUNT_LABEL}
          value={text}
          onChange={setText}
          {...PUSHUP_COUNT_RULES}
          step={1}
          required
          hint="A whole number, for example 25."
        />
        <FormActions
          stored={user.pushups !== null}
          canSubmit={isValidNumber(text, PUSHUP_COUNT_RULES)}
          missing={missingLabels([[COUNT_LABEL, text]])}
          onReset={onReset}
          resetWhat="pushup count"
          replaceSubmit={missing.length > 0 ? <DemographicsPrompt missing={missing} /> : undefined}
        />
      </form>
      {user.pushups ? (
        <CategoryPanel
          endsBeforeOldAge="pushups"
          category={user.pushups.category}
          source={normSource('pushups')}
          categoriesAnchor="pushups"
          gauge={resultGauge(user, 'pushups')}
          nextTest={{ to: ROUTE_PATHS.benchPressInstructions, label: 'Bench Press' }}
          result={`${user.pushups.pushups} pushups`}
        />
      ) : null}
    </section>
  );
}
