// The 12-minute or 6-minute countdown above its field test's form (one client): a run of fieldCountdownRun, kept under
// its own snapshot name so a reload offers to resume it; when the time is up the distance is typed in the form's own
// field ("Enter the distance" puts the focus there).
import { FieldCountdownView } from '@/components/CountdownView';
import { TimerResumeOffer } from '@/components/ProtocolResumeOffer';
import { RunStorageNotice } from '@/components/RunStorageNotice';
import type { FieldCountdownTest } from '@machines/fieldCountdownMachine';
import { FIELD_TEST_LABELS } from '@/profile/fieldTestResults';
import { useTimedRun } from '@/state/run/useTimedRun';
import { fieldCountdownRun } from '@/state/run/timedRuns';

export interface FieldTestCountdownProps {
  test: FieldCountdownTest;
  /** The form's distance field, focused by "Enter the distance". */
  distanceFieldId: string;
  distanceLabel: string;
  /** "Ended early…" while it runs: the timer ends and the form records the distance so far with the reason. */
  onStoppedEarly?: (reason: string) => void;
}

export function FieldTestCountdown({ test, distanceFieldId, distanceLabel, onStoppedEarly }: FieldTestCountdownProps) {
  const title = FIELD_TEST_LABELS[test];
  const run = useTimedRun(fieldCountdownRun, { input: { test }, snapshotName: `fieldCountdown:${test}` });
  return (
    <section className="field-test-timer" aria-label={`${title} timer`}>
      <RunStorageNotice testName={`${title} timer`} keepRefused={run.keepRefused} notKept={run.notKept} />
      {run.resumeOffer && run.resumeElapsedMs !== null ? (
        <TimerResumeOffer testName={`${title} timer`} run={run} />
      ) : run.actor ? (
        <FieldCountdownView
          actor={run.actor}
          title={title}
          sound={run.sound}
          onStart={run.start}
          onStoppedEarly={
            onStoppedEarly
              ? (reason) => {
                  run.actor?.send({ type: 'CANCEL' });
                  onStoppedEarly(reason);
                  // The distance covered so far is the result: its field is next.
                  document.getElementById(distanceFieldId)?.focus();
                }
              : undefined
          }
          done={
            <p>
              Measure the distance covered and type it in &apos;{distanceLabel}&apos; below.{' '}
              <button
                type="button"
                className="button button-primary"
                onClick={() => document.getElementById(distanceFieldId)?.focus()}
              >
                Enter the distance
              </button>
            </p>
          }
        />
      ) : null}
    </section>
  );
}
