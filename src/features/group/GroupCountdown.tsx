// The 12-minute or 6-minute countdown for a group: one countdown for every walker (the same run and view as one
// client's, under the snapshot name `groupCountdown:<test>`), then one distance per walker, typed by the tester as
// each is measured, put into the grid's rows with FILL_IN (validated and saved there, decision 0154).
import { useSelector } from '@xstate/react';
import { FieldCountdownView } from '@/components/CountdownView';
import { NumberField } from '@/components/NumberField';
import { TimerResumeOffer } from '@/components/ProtocolResumeOffer';
import { RunStorageNotice } from '@/components/RunStorageNotice';
import type { FieldCountdownTest } from '@machines/fieldCountdownMachine';
import { rowName } from '@machines/groupRows';
import { GROUP_TESTS } from '@/profile/groupTests';
import type { GroupTestActor } from '@/state/group/groupTestActor';
import { useTimedRun } from '@/state/run/useTimedRun';
import { fieldCountdownRun } from '@/state/run/timedRuns';
import { useTypedRowResults } from '@/state/group/useTypedRowResults';

export interface GroupCountdownProps {
  actor: GroupTestActor;
  test: FieldCountdownTest;
  onClose: () => void;
}

export function GroupCountdown({ actor, test, onClose }: GroupCountdownProps) {
  const rows = useSelector(actor, (s) => s.context.rows);
  const label = GROUP_TESTS[test].label;
  const distanceLabel = GROUP_TESTS[test].fields[0]?.label ?? 'Distance';
  const run = useTimedRun(fieldCountdownRun, { input: { test }, snapshotName: `groupCountdown:${test}` });
  const distances = useTypedRowResults(actor, 'distance');
  const putInGrid = () => {
    distances.put();
    onClose();
  };
  return (
    <>
      <h2 id="group-timer-title">{label}: group timer</h2>
      <RunStorageNotice testName="group timer" keepRefused={run.keepRefused} notKept={run.notKept} />
      {run.resumeOffer && run.resumeElapsedMs !== null ? (
        <TimerResumeOffer testName="group timer" run={run} group />
      ) : run.actor ? (
        <FieldCountdownView
          actor={run.actor}
          title={label}
          sound={run.sound}
          onStart={run.start}
          done={
            <form
              className="form group-distances"
              noValidate
              aria-label="Distances"
              onSubmit={(event) => {
                event.preventDefault();
                putInGrid();
              }}
            >
              <p>Measure each walker&apos;s distance and type it here, in metres.</p>
              {rows.map((row) => (
                <NumberField
                  key={row.clientId}
                  id={`countdown-distance-${row.clientId}`}
                  name={`countdown-distance-${row.clientId}`}
                  label={`${distanceLabel} (m), ${rowName(row)}`}
                  value={distances.text(row.clientId)}
                  onChange={(text) => distances.setText(row.clientId, text)}
                  min={0}
                  integer
                  step={1}
                />
              ))}
              <p>
                <button type="submit" className="button button-primary" disabled={!distances.anyTyped}>
                  Put the distances in the grid
                </button>
              </p>
            </form>
          }
        />
      ) : null}
    </>
  );
}
