// /field-tests?test=shuttle-run&run: one runner's 20 m shuttle run (decision 48), behind the maximal-test gate (decision 50). The run
// (useTimedRun with shuttleRunRun) paces the beeps on the audio clock; Out, or "Ended early…" with a reason, ends it
// and the result is recorded in the session at once (decision 0104): level.shuttle, distance, the speed of the last
// completed level and VO2 max with its category from the VO2 max tables. A thin view: the builder does the rest.
import '@/styles/screens.css';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import type { ShuttleScore } from '@/calculators/shuttleRun';
import { shuttleRunResult, shuttleScoreText } from '@/calculators/shuttleRun';
import { ROUTE_PATHS } from '@/domain/routePaths';
import {
  NO_COMPLETED_LEVEL_MESSAGE,
  SHUTTLE_RUN_TEST,
  shuttleRunSubmission,
} from '@/profile/builders/shuttleRunUpdate';
import { MaximalTestGate } from '@/components/MaximalTestGate';
import { ProtocolResumeOffer, overdueText } from '@/components/ProtocolResumeOffer';
import { RunStorageNotice } from '@/components/RunStorageNotice';
import { SetAsideWorkNotice } from '@/components/SetAsideWorkNotice';
import { ShuttleRunDisplay, type ShuttleRunActor } from '@/components/ShuttleRunDisplay';
import { Vo2ResultPanel } from '@/components/Vo2ResultPanel';
import { DemographicsPrompt } from '@/components/DemographicsPrompt';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { useSubmitBuiltUpdate } from '@/state/useSubmitUpdate';
import { useTimedRun } from '@/state/run/useTimedRun';
import { shuttleRunRun } from '@/state/run/timedRuns';
import { shuttleRunStatus } from '@/state/run/shuttleRunView';
import { missingRequirements } from '@/profile/profileUpdate';
import { VO2_MAX_REQUIRES } from '@/profile/builders/vo2MaxUpdate';

/** The one runner's id in the run: the open client's, so a kept run belongs to them. */
const RUNNER = 'runner';

export function ShuttleRunTest() {
  const [round, setRound] = useState(0);
  return (
    <section className="screen protocol-screen shuttle-run">
      <h1>20 m Shuttle Run</h1>
      <MaximalTestGate testName="20 m shuttle run">
        <ShuttleRun key={round} onRunAgain={() => setRound((n) => n + 1)} />
      </MaximalTestGate>
    </section>
  );
}

interface Recorded {
  readonly score: ShuttleScore;
  readonly stoppedEarly: string | null;
}

function ShuttleRun({ onRunAgain }: { onRunAgain: () => void }) {
  const user = useProfile((c) => c.user);
  const { profile } = useAppActors();
  const submit = useSubmitBuiltUpdate();
  const stoppedEarly = useRef<string | null>(null);
  const [recorded, setRecorded] = useState<Recorded | null>(null);
  const missing = missingRequirements(user, VO2_MAX_REQUIRES);
  const run = useTimedRun(shuttleRunRun, {
    input: { runners: [RUNNER] },
    actions: {
      // The run is over: its score is recorded in the session at once (decision 0104), then shown.
      useResults: ({ outs }) => {
        const out = outs[0];
        if (!out) return;
        const reason = stoppedEarly.current;
        const score = { level: out.level, shuttle: out.shuttle };
        setRecorded({ score, stoppedEarly: reason });
        if (shuttleRunResult(score).vo2Max !== null)
          submit(() => shuttleRunSubmission(profile.getSnapshot().context.user, score, reason ?? undefined).update);
      },
    },
  });
  const name = [user.fname, user.lname].filter(Boolean).join(' ') || 'Runner';
  if (recorded) return <ShuttleRunResult recorded={recorded} onRunAgain={onRunAgain} />;
  if (missing.length > 0) return <DemographicsPrompt missing={missing} />;
  return (
    <>
      <RunStorageNotice testName="shuttle run" keepRefused={run.keepRefused} notKept={run.notKept} />
      <SetAsideWorkNotice items={run.setAside} what="shuttle run" onForget={run.forgetSetAside} />
      {run.resumeOffer && run.resumeElapsedMs !== null ? (
        <ProtocolResumeOffer testName="shuttle run" onResume={run.resume} onStartOver={run.startOver}>
          <p>
            {run.resumeOverdue
              ? `This shuttle run was left running ${overdueText(run.resumeOffer.savedAt)} and was set aside.`
              : 'A shuttle run was interrupted (the page was reloaded or closed). Resume continues it, counting the time the page was closed.'}
          </p>
        </ProtocolResumeOffer>
      ) : run.actor ? (
        <>
          <UseResultsWhenOver actor={run.actor} />
          <ShuttleRunDisplay
            actor={run.actor}
            title="20 m shuttle run"
            names={new Map([[RUNNER, name]])}
            sound={run.sound}
            onStart={run.start}
            onOut={(clientId) => run.send({ type: 'OUT', clientId })}
            onStop={() => run.send({ type: 'STOP' })}
            onStopEarly={(reason) => {
              stoppedEarly.current = reason;
              run.send({ type: 'OUT', clientId: RUNNER });
            }}
          />
        </>
      ) : null}
    </>
  );
}

/** One runner: the run is over when they are out (or the recording ends), and the score goes to the session then. */
function UseResultsWhenOver({ actor }: { actor: ShuttleRunActor }) {
  const finished = useSelector(actor, (s) => shuttleRunStatus(s) === 'finished');
  useEffect(() => {
    if (finished) actor.send({ type: 'USE_RESULTS' });
  }, [finished, actor]);
  return null;
}

function ShuttleRunResult({ recorded, onRunAgain }: { recorded: Recorded; onRunAgain: () => void }) {
  const vo2 = useProfile((c) => (c.user.vo2Max?.test === SHUTTLE_RUN_TEST ? c.user.vo2Max : null));
  const run = shuttleRunResult(recorded.score);
  return (
    <section className="panel" aria-labelledby="shuttle-result-heading">
      <h2 id="shuttle-result-heading">Result: {shuttleScoreText(recorded.score)}</h2>
      {recorded.stoppedEarly ? <p data-testid="stopped-early">Stopped early: {recorded.stoppedEarly}</p> : null}
      <dl className="result-list">
        <div>
          <dt>Level and shuttle</dt>
          <dd data-testid="shuttle-score">{shuttleScoreText(recorded.score)}</dd>
        </div>
        <div>
          <dt>Distance</dt>
          <dd data-testid="shuttle-distance">{run.distanceM} m</dd>
        </div>
        <div>
          <dt>Last completed level</dt>
          <dd data-testid="shuttle-speed">
            {run.speedKmh === null ? 'none' : `level ${run.lastCompletedLevel}, ${run.speedKmh.toFixed(1)} km/h`}
          </dd>
        </div>
      </dl>
      {run.vo2Max === null ? (
        <p>{NO_COMPLETED_LEVEL_MESSAGE}</p>
      ) : (
        <Vo2ResultPanel
          summary={`20 m shuttle run, ${shuttleScoreText(recorded.score)}`}
          result={run.vo2Max}
          valueText={run.vo2Max.value.toFixed(2)}
          category={vo2?.category ?? ''}
        />
      )}
      <div className="form-actions">
        <button type="button" className="button" onClick={onRunAgain}>
          Run again
        </button>
        <Link className="button" to={ROUTE_PATHS.currentSession}>
          Current Session
        </Link>
      </div>
    </section>
  );
}
