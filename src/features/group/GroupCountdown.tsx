// The 12-minute or 6-minute countdown for a group: one countdown for every walker (the same run and view as one
// client's, under the snapshot name `groupCountdown:<test>`), then one distance per walker, typed by the tester as
// each is measured, put into the grid's rows with FILL_IN (validated and saved there, decision 0154).
import { GroupTypedResults } from './GroupTypedResults';
import { FieldCountdownView } from '@/components/CountdownView';
import { TimerResumeOffer } from '@/components/ProtocolResumeOffer';
import { RunStorageNotice } from '@/components/RunStorageNotice';
import type { FieldCountdownTest } from '@machines/fieldCountdownMachine';
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
  const label = GROUP_TESTS[test].label;
  const distanceLabel = GROUP_TESTS[test].fields[0]?.label ?? 'Distance';
  const run = useTimedRun(fieldCountdownRun, { input: { test }, snapshotName: `groupCountdown:${test}` });
  const distances = useTypedRowResults(actor, 'distance');
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
            <GroupTypedResults
              actor={actor}
              results={distances}
              name="Distances"
              className="group-distances"
              intro={<p>Measure each walker&apos;s distance and type it here, in metres.</p>}
              idPrefix="countdown-distance"
              label={`${distanceLabel} (m)`}
              what="distances"
              integer
              onDone={onClose}
            />
          }
        />
      ) : null}
    </>
  );
}
