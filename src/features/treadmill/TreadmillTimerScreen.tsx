// /treadmill-protocols/bruce[?protocol=<id>] (spec §2 and §4; decisions 0011 and 0026): one timer for every
// protocol (Bruce by default). Start and Stop, elapsed mm:ss, the current stage, speed (mph), grade (%) and METs,
// the stage table with the current row marked, stage changes announced in a live region, and the screen kept awake
// while running. Stop, or the end of the protocol, goes to the results with ?mets=N. A test interrupted by a reload
// can be resumed or started over. The machine does the timing; this view only shows its snapshot and sends events.
import '@/styles/screens.css';
import './treadmill.css';
import { useMemo, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import {
  BRUCE,
  TREADMILL_PROTOCOL_LIST,
  findTreadmillProtocol,
  formatSpeed,
  type TreadmillProtocol,
} from '@/calculators/treadmillProtocols';
import {
  selectElapsedText,
  selectGradePercent,
  selectMets,
  selectNextStage,
  selectNextStageWarning,
  selectResult,
  selectSpeedMph,
  selectStageNumber,
  type TreadmillSnapshot,
  type treadmillTimerMachine,
} from '@machines/treadmillTimerMachine';
import { useSelector } from '@xstate/react';
import { TreadmillStageTable } from './TreadmillStageTable';
import { formatProtocolDuration, formatStageLength } from './treadmillForm';
import { ProtocolResumeOffer, overdueText } from '@/components/ProtocolResumeOffer';
import { RunStorageNotice } from '@/components/RunStorageNotice';
import { ConfirmButton } from '@/components/ConfirmButton';
import { RunningTestLeaveGuard } from '@/components/RunningTestLeaveGuard';
import { SetAsideWorkNotice } from '@/components/SetAsideWorkNotice';
import {
  interruptedTestView,
  nextStageText,
  stageAnnouncement,
  type InterruptedTestView,
} from '@/state/run/treadmillTimerView';
import { mphToKmh } from '@/calculators/units';
import { useProfile } from '@/state/AppActorsContext';
import { TestDayDisplay } from '@/components/TestDayDisplay';
import { MaximalTestGate } from '@/components/MaximalTestGate';
import { StopTestGuidance } from '@/components/StopTestGuidance';
import { RunSoundControls } from '@/components/SoundControls';
import type { RunSound } from '@/state/run/useTimedRun';
import { useTimedRun } from '@/state/run/useTimedRun';
import { treadmillRun } from '@/state/run/timedRuns';
import { queryOf, useRecordTreadmillResult, type TreadmillResultsState } from './useRecordTreadmillResult';

type TreadmillTimerActor = ActorRefFrom<typeof treadmillTimerMachine>;

interface TreadmillTimerCommands {
  start: () => void;
  stop: () => void;
  /** Stops with the tester's reason, kept with the result (decision 50). */
  stopEarly: (reason: string) => void;
  reset: () => void;
  /** Forgets an interrupted test. */
  startOver: () => void;
}
import { ROUTE_PATHS, treadmillResultsPath, treadmillTimerPath } from '@/domain/routePaths';

type TimerPhase = 'idle' | 'running' | 'stopped';
const phaseOf = (snapshot: TreadmillSnapshot): TimerPhase =>
  snapshot.matches('running') ? 'running' : snapshot.matches('stopped') ? 'stopped' : 'idle';

export function TreadmillTimerScreen() {
  const [params] = useSearchParams();
  const asked = params.get('protocol');
  const protocol = findTreadmillProtocol(asked) ?? BRUCE;
  return (
    <MaximalTestGate testName={`${protocol.name} treadmill test`}>
      <TreadmillTimer
        key={protocol.id}
        protocol={protocol}
        unknownProtocol={asked !== null && findTreadmillProtocol(asked) === null ? asked : null}
      />
    </MaximalTestGate>
  );
}

function TreadmillTimer({
  protocol,
  unknownProtocol,
}: {
  protocol: TreadmillProtocol;
  unknownProtocol: string | null;
}) {
  const navigate = useNavigate();
  const metric = useProfile((c) => c.user.prefers_metric);
  const recordResult = useRecordTreadmillResult();
  // The reason of a "Stopped early", read when the stop records the result (the machine's stop has no payload).
  const stoppedEarly = useRef<string | null>(null);
  const run = useTimedRun(treadmillRun, {
    input: { protocol },
    actions: {
      // Stopping records the result in the session at once (decision 0104), then shows it.
      navigateToResults: (params, { input }) => {
        const path = treadmillResultsPath(input.protocol.id, params);
        const reason = stoppedEarly.current ?? undefined;
        stoppedEarly.current = null;
        const state: TreadmillResultsState = {
          recorded: recordResult(queryOf(path), reason),
          ...(reason ? { stoppedEarly: reason } : {}),
        };
        navigate(path, { state });
      },
      announceStage: (params, { announce }) => announce(stageAnnouncement(params)),
      warnNextStage: (params, { announce }) => announce(`In 10 seconds. ${nextStageText(params.next, metric)}`),
    },
  });
  const { actor, announcement, resumeOffer, resumeElapsedMs } = run;
  const interrupted = useMemo(() => {
    if (!resumeOffer || resumeElapsedMs === null) return null;
    const saved = findTreadmillProtocol(resumeOffer.input.protocol.id) ?? protocol;
    return { ...interruptedTestView(saved, resumeElapsedMs), sameProtocol: saved.id === protocol.id };
  }, [resumeOffer, resumeElapsedMs, protocol]);
  const commands: TreadmillTimerCommands = {
    start: run.start,
    stop: () => run.send({ type: 'STOP' }),
    stopEarly: (reason: string) => {
      stoppedEarly.current = reason;
      run.send({ type: 'STOP' });
    },
    reset: () => run.send({ type: 'RESET' }),
    startOver: run.startOver,
  };
  const offerResume = interrupted !== null && interrupted.sameProtocol;
  return (
    <section className="screen treadmill-timer">
      <h1>{protocol.name} Protocol Timer</h1>
      {unknownProtocol ? (
        <p className="hint">There is no protocol called &quot;{unknownProtocol}&quot;; this is the Bruce timer.</p>
      ) : null}
      <p>
        {protocol.stages.length} stages of {formatStageLength(protocol)}; the protocol ends at{' '}
        {formatProtocolDuration(protocol)}. Set the treadmill to stage 1 and press Start as the person starts walking.
        Change the speed and grade when the timer announces the next stage, and press Stop as soon as the person stops
        or a <Link to={ROUTE_PATHS.treadmillProtocols}>reason to stop the test</Link> appears.
      </p>
      <RunStorageNotice testName={`${protocol.name} test`} keepRefused={run.keepRefused} notKept={run.notKept} />
      <SetAsideWorkNotice items={run.setAside} what="treadmill test" onForget={run.forgetSetAside} />
      {interrupted && offerResume ? (
        <ProtocolResumeOffer testName={`${protocol.name} test`} onResume={run.resume} onStartOver={run.startOver}>
          {run.resumeOverdue && resumeOffer ? (
            <p>
              This {protocol.name} test was left running {overdueText(resumeOffer.savedAt)} and was set aside.
            </p>
          ) : null}
          <p>
            A {protocol.name} test was running when this page was closed or reloaded
            {interrupted.finished
              ? `, and its ${formatProtocolDuration(protocol)} have passed since it started: Resume shows its result.`
              : `. Resume continues it at ${interrupted.elapsedText} (stage ${interrupted.stage}), counting the time the page was closed.`}
          </p>
        </ProtocolResumeOffer>
      ) : actor ? (
        <TimerPanel
          actor={actor}
          protocol={protocol}
          commands={commands}
          announcement={announcement}
          otherInterrupted={interrupted}
          metric={metric}
          sound={run.sound}
        />
      ) : null}
    </section>
  );
}

interface TimerPanelProps {
  actor: TreadmillTimerActor;
  protocol: TreadmillProtocol;
  commands: TreadmillTimerCommands;
  announcement: string;
  /** An interrupted test of another protocol (resumable on its own timer). */
  otherInterrupted: InterruptedTestView | null;
  /** Speeds in km/h as well (the user chose metric units). */
  metric: boolean;
  sound: RunSound;
}

function TimerPanel({ actor, protocol, commands, announcement, otherInterrupted, metric, sound }: TimerPanelProps) {
  const phase = useSelector(actor, phaseOf);
  const elapsed = useSelector(actor, selectElapsedText);
  const stage = useSelector(actor, selectStageNumber);
  const speed = useSelector(actor, selectSpeedMph);
  const grade = useSelector(actor, selectGradePercent);
  const mets = useSelector(actor, selectMets);
  const result = useSelector(
    actor,
    selectResult,
    (a, b) => a?.stage === b?.stage && a?.mets === b?.mets && a?.seconds === b?.seconds,
  );
  const next = useSelector(actor, selectNextStage);
  const warning = useSelector(actor, selectNextStageWarning);

  return (
    <>
      {otherInterrupted && phase === 'idle' ? (
        <section className="panel resume-panel" aria-labelledby="other-test-heading">
          <h2 id="other-test-heading">Unfinished {otherInterrupted.protocol.name} test</h2>
          <p>
            A {otherInterrupted.protocol.name} test was running when the app was closed or reloaded. It can be resumed
            on its own timer; starting this timer discards it.
          </p>
          <div className="form-actions">
            <Link className="button button-primary" to={treadmillTimerPath(otherInterrupted.protocol.id)}>
              Go to the {otherInterrupted.protocol.name} timer
            </Link>
            <button type="button" className="button" onClick={commands.startOver}>
              Discard that test
            </button>
          </div>
        </section>
      ) : null}

      <section className="panel timer-panel" aria-labelledby="timer-heading">
        <h2 id="timer-heading">
          {phase === 'running' ? 'Test running' : phase === 'stopped' ? 'Test stopped' : 'Ready'}
        </h2>
        <TestDayDisplay
          title={`${protocol.name} protocol`}
          inUse={phase === 'running'}
          time={elapsed}
          timeLabel="Elapsed time"
          cue={
            <dl className="timer-readings">
              <div className="reading">
                <dt>Stage</dt>
                <dd data-testid="timer-stage">
                  {stage} <span className="of-stages">of {protocol.stages.length}</span>
                </dd>
              </div>
              <div className="reading">
                <dt>Speed</dt>
                <dd>
                  <span data-testid="timer-speed">{formatSpeed(speed)} MPH</span>
                  {metric ? <span className="speed-metric"> ({mphToKmh(speed).toFixed(1)} km/h)</span> : null}
                </dd>
              </div>
              <div className="reading">
                <dt>Grade</dt>
                <dd data-testid="timer-grade">{grade} %</dd>
              </div>
              <div className="reading">
                <dt>METs</dt>
                <dd data-testid="timer-mets">{mets}</dd>
              </div>
            </dl>
          }
          detail={
            phase === 'running' && next ? (
              <p className={warning ? 'next-stage next-stage-warning' : 'next-stage'} data-testid="next-stage">
                {warning ? <strong>In 10 s: </strong> : null}
                {nextStageText(next, metric)}
              </p>
            ) : null
          }
          controls={
            <div className="form-actions timer-actions">
              {phase === 'stopped' ? (
                <button type="button" className="button" onClick={commands.reset}>
                  Run again
                </button>
              ) : (
                <>
                  <button
                    type="button"
                    className="button button-primary button-large"
                    disabled={phase !== 'idle'}
                    onClick={commands.start}
                  >
                    Start
                  </button>
                  <button
                    type="button"
                    className="button button-large stop-button"
                    disabled={phase !== 'running'}
                    onClick={commands.stop}
                  >
                    Stop
                  </button>
                  <RunningTestLeaveGuard active={phase === 'running'} testName={`${protocol.name} test`} />
                  {phase === 'running' ? (
                    <ConfirmButton
                      label="Reset"
                      title="Back to 00:00 without a result"
                      ask
                      onConfirm={commands.reset}
                      question={`Reset the running ${protocol.name} test? Its time is lost and no result is kept.`}
                      confirmLabel="Yes, reset"
                    />
                  ) : null}
                </>
              )}
            </div>
          }
          sound={<RunSoundControls sound={sound} />}
          guidance={<StopTestGuidance running={phase === 'running'} onStoppedEarly={commands.stopEarly} />}
          extra={
            <>
              {phase === 'stopped' && result ? (
                <p>
                  Stopped at stage {result.stage} ({result.mets} METs).{' '}
                  <Link to={treadmillResultsPath(protocol.id, result)}>See your results</Link>
                </p>
              ) : null}
            </>
          }
        />
        <p className="stage-announcement" role="status" aria-live="polite">
          {announcement}
        </p>
      </section>

      <TreadmillStageTable protocol={protocol} currentStage={phase === 'idle' ? undefined : stage} />

      {phase === 'idle' ? (
        <nav className="other-timers" aria-labelledby="other-timers-heading">
          <h2 id="other-timers-heading">Other protocols</h2>
          <ul>
            {TREADMILL_PROTOCOL_LIST.filter((p) => p.id !== protocol.id).map((p) => (
              <li key={p.id}>
                <Link to={treadmillTimerPath(p.id)}>{p.name} timer</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </>
  );
}
