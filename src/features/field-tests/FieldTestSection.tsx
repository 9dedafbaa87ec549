// One field test on /field-tests: its heading and procedure, its own form (the inputs are the children), Submit —
// or, when profile data is missing, which data and where to enter it (decision 0020) — the calculator's message
// inline when an entry is out of range (naming the input, which keeps its value), and the result with its category.
import { useState, type FormEvent, type ReactNode } from 'react';
import type { UserProfile } from '@/profile/profileTypes';
import { useProfile } from '@/state/AppActorsContext';
import { FieldTestMissingData } from './FieldTestMissingData';
import { Vo2ResultPanel } from '@/components/Vo2ResultPanel';
import {
  formatFieldVo2,
  missingFieldTestData,
  type FieldTestId,
  type FieldTestSubmission,
} from './fieldTestFormModels';
import { useVo2Submit } from '@/state/useVo2Submit';
import { SubmitButton } from '@/components/SubmitButton';
import { StoppedEarlyReason } from '@/components/StoppedEarlyReason';

/** The reason stored with a submitted result, read from the update it sent. */
function storedStoppedEarly(stored: FieldTestStored): string | null {
  return stored.submission.update.patch.vo2Max?.stoppedEarly ?? null;
}

export interface FieldTestStored {
  submission: FieldTestSubmission;
  category: string;
}

export interface FieldTestSectionProps {
  test: FieldTestId;
  title: string;
  procedure: readonly ReactNode[];
  /**
   * Shown above the form (the 6-minute walk's caveat, the profile values used, the countdown); a function receives
   * what stops the test early with a reason (the countdown's "Ended early…").
   */
  notes?: ReactNode | ((stopEarly: (reason: string) => void) => ReactNode);
  /** The inputs as typed, joined: a message about earlier inputs is hidden once they change. */
  inputs: string;
  canSubmit: boolean;
  /** The labels of the required inputs still empty (missingLabels), named under a grey Submit. */
  missing: readonly string[];
  /** `stoppedEarly`: the reason the test was stopped before its end, recorded with the result (decision 50). */
  build: (user: UserProfile, stoppedEarly: string | undefined) => FieldTestSubmission;
  /** This test's latest stored result (only the latest submission on the page shows one). */
  stored: FieldTestStored | null;
  onStored: (stored: FieldTestStored) => void;
  resultLabel?: string;
  children: ReactNode;
}

export function FieldTestSection(props: FieldTestSectionProps) {
  const { test } = props;
  const user = useProfile((c) => c.user);
  const missingData = missingFieldTestData(user, test);
  const submit = useVo2Submit();
  const [error, setError] = useState<{ message: string; inputs: string } | null>(null);
  const [stoppedEarly, setStoppedEarly] = useState<string | null>(null);
  const headingId = `${test}-heading`;
  const errorId = `${test}-error`;
  const shownError = error && error.inputs === props.inputs ? error.message : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const outcome = submit((user) => props.build(user, stoppedEarly ?? undefined));
    if (outcome.status === 'invalid') {
      // The message is announced (role alert) next to the Submit button. Focus stays there: moving it to the number
      // field would clear what was typed (the field-test inputs clear themselves on focus, spec §2).
      setError({ message: outcome.message, inputs: props.inputs });
    } else if (outcome.status === 'stored') {
      setError(null);
      props.onStored({ submission: outcome.submission, category: outcome.category });
    }
  };

  return (
    <section className="panel field-test" aria-labelledby={headingId}>
      <h2 id={headingId}>{props.title}</h2>
      <ol className="procedure">
        {props.procedure.map((step, i) => (
          <li key={i}>{step}</li>
        ))}
      </ol>
      {typeof props.notes === 'function' ? props.notes(setStoppedEarly) : props.notes}
      {/* Outside the form: the reason is its own small form (a form may not hold another). */}
      <StoppedEarlyReason reason={stoppedEarly} onChange={setStoppedEarly} />
      <form
        className="form field-test-form"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={headingId}
        aria-describedby={shownError ? errorId : undefined}
      >
        {props.children}
        {shownError ? (
          <p className="inline-error" id={errorId} role="alert">
            {shownError}
          </p>
        ) : null}
        <div className="form-actions">
          {missingData.length > 0 ? (
            <FieldTestMissingData missing={missingData} />
          ) : (
            <SubmitButton canSubmit={props.canSubmit} missing={props.missing}>
              Submit
            </SubmitButton>
          )}
        </div>
      </form>
      {props.stored ? (
        <Vo2ResultPanel
          summary={props.stored.submission.summary}
          stoppedEarly={storedStoppedEarly(props.stored)}
          result={props.stored.submission.result}
          valueText={formatFieldVo2(props.stored.submission.result.value)}
          category={props.stored.category}
          label={props.resultLabel}
        />
      ) : null}
    </section>
  );
}
