// The Senior Fitness Test's timed counts for a group (30-s chair stand and arm curl, 2-minute step, 6-minute walk): one
// run of the item's own timer for everyone (timedCountMachine, shown by CountdownView, its start and stop tones, under the snapshot name
// `groupTimedCount:<item>`) with no single tap counter (one counter cannot count a group), then one score per client,
// typed by the tester and put into the grid's rows with FILL_IN (validated and saved there, decision 0154).
import { GroupTypedResults } from './GroupTypedResults';
import { TimerResumeOffer } from '@/components/ProtocolResumeOffer';
import { RunStorageNotice } from '@/components/RunStorageNotice';
import { CountdownView } from '@/components/CountdownView';
import { StopTestIndications } from '@/components/StopTestIndications';
import { TIMED_COUNT_SECONDS, type TimedCountTest } from '@machines/timedCountMachine';
import { SENIOR_TEST_KEYS } from '@/profile/groupSeniorTests';
import { GROUP_TESTS, fieldUnit, type GroupTestKey } from '@/profile/groupTests';
import type { GroupTestActor } from '@/state/group/groupTestActor';
import { useProfile } from '@/state/AppActorsContext';
import { useTypedRowResults } from '@/state/group/useTypedRowResults';
import { useTimedRun } from '@/state/run/useTimedRun';
import { timedCountRun } from '@/state/run/seniorRuns';

const TIMED_COUNTS = Object.keys(TIMED_COUNT_SECONDS) as TimedCountTest[];

export interface GroupTimedCountProps {
  actor: GroupTestActor;
  /** A senior grid test with a timed count (groupTimerKind.ts); nothing shows for another. */
  testKey: GroupTestKey;
  onClose: () => void;
}

export function GroupTimedCount({ testKey, ...props }: GroupTimedCountProps) {
  const test = TIMED_COUNTS.find((item) => SENIOR_TEST_KEYS[item] === testKey);
  return test ? <TimedCountRun key={test} test={test} {...props} /> : null;
}

function TimedCountRun({ actor, test, onClose }: Omit<GroupTimedCountProps, 'testKey'> & { test: TimedCountTest }) {
  const metric = useProfile((c) => c.user.prefers_metric);
  const gridTest = GROUP_TESTS[SENIOR_TEST_KEYS[test]];
  const field = gridTest.fields[0]!;
  const title = gridTest.label;
  const run = useTimedRun(timedCountRun, { input: { test }, snapshotName: `groupTimedCount:${test}` });
  const scores = useTypedRowResults(actor, field.key);
  return (
    <>
      <h2 id="group-timer-title">{title}: group timer</h2>
      <RunStorageNotice testName="group timer" keepRefused={run.keepRefused} notKept={run.notKept} />
      {run.resumeOffer && run.resumeElapsedMs !== null ? (
        <TimerResumeOffer testName="group timer" run={run} group />
      ) : run.actor ? (
        <CountdownView
          actor={run.actor}
          title={title}
          sound={run.sound}
          onStart={run.start}
          cue="Go: each client's partner counts"
          guidance={<StopTestIndications />}
          doneSummary="Type each client's score."
          done={
            <GroupTypedResults
              actor={actor}
              results={scores}
              name="Scores"
              className="group-counts"
              intro={null}
              idPrefix="timed-count"
              label={`${field.label} (${fieldUnit(field, metric)})`}
              what="scores"
              integer={field.integer}
              onDone={onClose}
            />
          }
        />
      ) : null}
    </>
  );
}
