// The group's 20 m shuttle run (decision 48): one recording for the whole group (the shuttle run machine with its
// beeps on the audio clock, through useTimedRun like every group timer), the coach taps each runner out; the scores
// fill the grid's level and shuttle (FILL_IN), where they are saved by the grid's one save path with each client's
// VO2 max. Behind the maximal-test gate only per client (the grid has no one open client), so the instructions say it.
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { rowName } from '@machines/groupRows';
import { SHUTTLE_FIELDS } from '@/profile/groupShuttleRun';
import { ProtocolResumeOffer, overdueText } from '@/components/ProtocolResumeOffer';
import { RunStorageNotice } from '@/components/RunStorageNotice';
import { ShuttleRunDisplay } from '@/components/ShuttleRunDisplay';
import type { GroupTestActor } from '@/state/group/groupTestActor';
import { useTimedRun } from '@/state/run/useTimedRun';
import { shuttleRunRun } from '@/state/run/timedRuns';

/** The stored run name of the group's shuttle run (apart from one runner's). */
const GROUP_SHUTTLE_RUN = 'groupShuttleRun';

export function GroupShuttleRun({ actor, onClose }: { actor: GroupTestActor; onClose: () => void }) {
  const rows = useSelector(actor, (s) => s.context.rows);
  const [runners] = useState(() => rows.map((row) => row.clientId));
  const run = useTimedRun(shuttleRunRun, {
    input: { runners },
    snapshotName: GROUP_SHUTTLE_RUN,
    actions: {
      useResults: ({ outs }) => {
        actor.send({
          type: 'FILL_IN',
          texts: Object.fromEntries(
            outs.map((out) => [
              out.clientId,
              { [SHUTTLE_FIELDS.level]: String(out.level), [SHUTTLE_FIELDS.shuttle]: String(out.shuttle) },
            ]),
          ),
        });
        onClose();
      },
    },
  });
  const names = new Map(rows.map((row) => [row.clientId, rowName(row)]));
  return (
    <>
      <h2 id="group-timer-title">20 m Shuttle Run: group recording</h2>
      <p className="hint">
        A maximal test: screen each runner first (their client page). Two misses in a row end a runner&apos;s test.
      </p>
      <RunStorageNotice testName="group shuttle run" keepRefused={run.keepRefused} notKept={run.notKept} />
      {run.resumeOffer && run.resumeElapsedMs !== null ? (
        <ProtocolResumeOffer testName="group shuttle run" onResume={run.resume} onStartOver={run.startOver}>
          <p>
            {run.resumeOverdue
              ? `This shuttle run was left running ${overdueText(run.resumeOffer.savedAt)} and was set aside.`
              : 'A group shuttle run was interrupted (the page was reloaded or closed). Resume continues it with the runners already out.'}
          </p>
        </ProtocolResumeOffer>
      ) : run.actor ? (
        <ShuttleRunDisplay
          actor={run.actor}
          title="20 m shuttle run"
          names={names}
          sound={run.sound}
          onStart={run.start}
          onOut={(clientId) => run.send({ type: 'OUT', clientId })}
          onStop={() => run.send({ type: 'STOP' })}
          onUseResults={() => run.send({ type: 'USE_RESULTS' })}
        />
      ) : null}
    </>
  );
}
