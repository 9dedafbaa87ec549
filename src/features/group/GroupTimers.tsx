// The group timers, lazy-loaded from the group grid: one pushup countdown and counting-up timer for the whole
// group, one step test with its metronome and phases, and one field-test stopwatch where the coach taps each runner's
// name as they finish (the countdowns and the senior timed counts have their own files). The same machines and
// test-day displays as the single-client tests (useTimedRun with their run definitions; PushupTimerView,
// StepTestTimerView); each ends in the grid, where every result is entered (or, for the stopwatch and the shuttle run,
// filled in by FILL_IN) and saved by the grid's one save path. Thin views: no timer or storage call here.
import '@/styles/screens.css';
import '@/components/protocolTimer.css';
import './group.css';
import { useEffect, useState } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { PushupTimer } from '@/components/PushupTimerView';
import { StepTestTimer } from '@/components/StepTestTimerView';
import { ProtocolResumeOffer, overdueText } from '@/components/ProtocolResumeOffer';
import { RunStorageNotice } from '@/components/RunStorageNotice';
import { CancelResetControls, TestDayDisplay } from '@/components/TestDayDisplay';
import { cadenceText, interruptedStepTest } from '@/components/stepTestText';
import { useFocusOnChange } from '@/components/useFocusOnChange';
import { formatElapsed } from '@machines/timing';
import { rowName, type GroupRow } from '@machines/groupRows';
import {
  canFinish,
  finishClock,
  finishTime,
  selectStopwatchText,
  type StopwatchSnapshot,
  type fieldStopwatchMachine,
} from '@machines/fieldStopwatchMachine';
import type { Sex } from '@/domain/person';
import { formatSex } from '@/domain/person';
import { GROUP_TESTS } from '@/profile/groupTests';
import type { GroupTestActor } from '@/state/group/groupTestActor';
import { useTimedRun } from '@/state/run/useTimedRun';
import { pushupRun, stepTestRun } from '@/state/run/timedRuns';
import { fieldStopwatchRun } from '@/state/run/fieldStopwatchRun';
import { GroupShuttleRun } from './GroupShuttleRun';
import { groupStopwatchRunName, groupTimerOf } from './groupTimerKind';
import { GroupCountdown } from './GroupCountdown';
import { GroupPushupCounts } from './GroupPushupCounts';
import { GroupTimedCount } from './GroupTimedCount';

interface TimerProps {
  actor: GroupTestActor;
  /** Back to the grid. */
  onClose: () => void;
}

/** The group timer of the grid's test; the grid shows its button only for a test that has one. */
export function GroupTimers({ actor, onClose }: TimerProps) {
  const testKey = useSelector(actor, (s) => s.context.testKey);
  const kind = groupTimerOf(testKey);
  return (
    <section className="protocol-screen group-timer" aria-labelledby="group-timer-title">
      {kind === 'pushups' ? <GroupPushupTimer actor={actor} onClose={onClose} /> : null}
      {kind === 'stepTest' ? <GroupStepTest actor={actor} onClose={onClose} /> : null}
      {kind === 'stopwatch' ? <GroupStopwatch actor={actor} onClose={onClose} /> : null}
      {kind === 'shuttle' ? <GroupShuttleRun actor={actor} onClose={onClose} /> : null}
      {kind === 'timedCount' ? <GroupTimedCount actor={actor} testKey={testKey} onClose={onClose} /> : null}
      {kind === 'countdown' && (testKey === 'twelveMinute' || testKey === 'sixMinuteWalk') ? (
        <GroupCountdown actor={actor} test={testKey} onClose={onClose} />
      ) : null}
      <p className="group-controls">
        <button type="button" className="button" onClick={onClose}>
          Back to the grid
        </button>
      </p>
    </section>
  );
}

/**
 * The pushup countdown and timer for everyone at once, with no single tap counter (one counter cannot count a group);
 * Finished shows the time it stopped at and one count per client, which fill the grid.
 */
function GroupPushupTimer({ actor, onClose }: TimerProps) {
  const [finishedAt, setFinishedAt] = useState<number | null>(null);
  const run = useTimedRun(pushupRun, {
    input: {},
    snapshotName: 'groupPushups',
    actions: { navigateToResults: ({ elapsedMs }) => setFinishedAt(elapsedMs) },
  });
  if (finishedAt !== null)
    return (
      <>
        <h2 id="group-timer-title">Group pushup timer</h2>
        <GroupPushupCounts actor={actor} elapsedMs={finishedAt} onDone={onClose} />
      </>
    );
  return (
    <>
      <h2 id="group-timer-title">Group pushup timer</h2>
      <RunStorageNotice testName="group pushup timer" keepRefused={run.keepRefused} notKept={run.notKept} />
      {run.resumeOffer && run.resumeElapsedMs !== null ? (
        <ProtocolResumeOffer testName="group pushup timer" onResume={run.resume} onStartOver={run.startOver}>
          <p>
            {run.resumeOverdue
              ? `This group pushup timer was left running ${overdueText(run.resumeOffer.savedAt)} and was set aside.`
              : 'A group pushup timer was interrupted (the page was reloaded or closed).'}
          </p>
        </ProtocolResumeOffer>
      ) : run.actor ? (
        <PushupTimer
          actor={run.actor}
          announcement={run.announcement}
          sound={run.sound}
          onStart={run.start}
          onFinish={() => run.send({ type: 'FINISH' })}
          tapCounter={false}
        />
      ) : null}
    </>
  );
}

/** The sexes of the group, in a fixed order: the step test's cadence is by sex (decision 0010). */
function sexesOf(rows: readonly GroupRow[]): Sex[] {
  const present = new Set(rows.map((row) => row.profile.sex));
  return (['FEMALE', 'MALE'] as const).filter((sex) => present.has(sex));
}

/** One step test for the group: the cadence is by sex, so a mixed group runs it once for each. */
function GroupStepTest({ actor, onClose }: TimerProps) {
  const rows = useSelector(actor, (s) => s.context.rows);
  const sexes = sexesOf(rows);
  const [chosen, setChosen] = useState<Sex | null>(sexes.length === 1 ? (sexes[0] ?? null) : null);
  return (
    <>
      <h2 id="group-timer-title">Group step test</h2>
      {sexes.length === 0 ? (
        <p>The step test&apos;s cadence is by sex: enter the sex of the group&apos;s clients first.</p>
      ) : null}
      {sexes.length > 1 ? (
        <fieldset className="group-tests">
          <legend>The cadence is by sex: run the test once for each</legend>
          {sexes.map((sex) => (
            <label key={sex} className="group-pick">
              <input type="radio" name="group-step-sex" checked={chosen === sex} onChange={() => setChosen(sex)} />
              {formatSex(sex)}: {cadenceText(sex)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {chosen ? <GroupStepRun key={chosen} sex={chosen} onClose={onClose} /> : null}
    </>
  );
}

function GroupStepRun({ sex, onClose }: { sex: Sex; onClose: () => void }) {
  const run = useTimedRun(stepTestRun, { input: { sex }, snapshotName: `groupStepTest:${sex}` });
  if (run.resumeOffer && run.resumeElapsedMs !== null) {
    const where = interruptedStepTest(run.resumeElapsedMs);
    return (
      <ProtocolResumeOffer testName="group step test" onResume={run.resume} onStartOver={run.startOver}>
        <p>
          {run.resumeOverdue
            ? `This group step test was left running ${overdueText(run.resumeOffer.savedAt)} and was set aside.`
            : 'A group step test was interrupted (the page was reloaded or closed).'}
        </p>
        <p>
          {where.over ? 'Its time has run out since.' : `Resume continues at ${where.atText}: "${where.phaseText}".`}
        </p>
      </ProtocolResumeOffer>
    );
  }
  return (
    <>
      <RunStorageNotice testName="group step test" keepRefused={run.keepRefused} notKept={run.notKept} />
      {run.actor ? (
        <StepTestTimer
          actor={run.actor}
          announcement={run.announcement}
          sound={run.sound}
          onStart={run.start}
          onEnterResults={onClose}
        />
      ) : null}
    </>
  );
}

type StopwatchActor = ActorRefFrom<typeof fieldStopwatchMachine>;
type StopwatchStatus = 'idle' | 'running' | 'finished' | 'used';
const stopwatchStatus = (s: StopwatchSnapshot): StopwatchStatus =>
  s.matches('running') ? 'running' : s.matches('finished') ? 'finished' : s.matches('used') ? 'used' : 'idle';

/** One stopwatch for the runners: tap each name as they finish; their times fill in the grid's rows. */
function GroupStopwatch({ actor, onClose }: TimerProps) {
  const rows = useSelector(actor, (s) => s.context.rows);
  const testKey = useSelector(actor, (s) => s.context.testKey);
  const [runners] = useState(() => rows.map((row) => row.clientId));
  const run = useTimedRun(fieldStopwatchRun, {
    input: { runners },
    snapshotName: groupStopwatchRunName(testKey),
    actions: {
      useTimes: ({ finishes }) => {
        actor.send({
          type: 'FILL_IN',
          texts: Object.fromEntries(finishes.map((finish) => [finish.clientId, finishClock(finish)])),
        });
        onClose();
      },
    },
  });
  const names = new Map(rows.map((row) => [row.clientId, rowName(row)]));
  const title = `${GROUP_TESTS[testKey].label}: group stopwatch`;
  // The runners did not stop for the reload: a kept watch goes on at once (running, or finished with its times,
  // decision 0179); only one left for hours is offered, as set aside.
  const resumesAtOnce = run.resumeOffer !== null && !run.resumeOverdue;
  const { resume } = run;
  useEffect(() => {
    if (resumesAtOnce) resume();
  }, [resumesAtOnce, resume]);
  return (
    <>
      <h2 id="group-timer-title">{title}</h2>
      <RunStorageNotice testName="group stopwatch" keepRefused={run.keepRefused} notKept={run.notKept} />
      {resumesAtOnce ? null : run.resumeOffer && run.resumeElapsedMs !== null ? (
        <ProtocolResumeOffer testName="group stopwatch" onResume={run.resume} onStartOver={run.startOver}>
          <p>
            This stopwatch was left running {overdueText(run.resumeOffer.savedAt)} and was set aside. Resume continues
            at {formatElapsed(run.resumeElapsedMs)} with the runners already tapped.
          </p>
        </ProtocolResumeOffer>
      ) : run.actor ? (
        <StopwatchView
          watch={run.actor}
          title={title}
          names={names}
          onStart={run.start}
          onFinish={(clientId) => run.send({ type: 'FINISH', clientId })}
          onStop={() => run.send({ type: 'STOP' })}
        />
      ) : null}
    </>
  );
}

interface StopwatchViewProps {
  watch: StopwatchActor;
  title: string;
  names: ReadonlyMap<string, string>;
  onStart: () => void;
  onFinish: (clientId: string) => void;
  onStop: () => void;
}

function StopwatchView({ watch, title, names, onStart, onFinish, onStop }: StopwatchViewProps) {
  const status = useSelector(watch, stopwatchStatus);
  const time = useSelector(watch, selectStopwatchText);
  const context = useSelector(watch, (s) => s.context);
  const focusRef = useFocusOnChange<HTMLButtonElement>(status);
  const nameOf = (id: string) => names.get(id) ?? 'Unnamed client';
  const lastIn = context.finishes.at(-1);
  if (status === 'idle')
    return (
      <div className="protocol-start">
        <p>
          Start the watch as the runners set off; tap each runner&apos;s name as they finish: their time is the
          watch&apos;s time at the tap. A wrong tap can be undone.
        </p>
        <button type="button" className="button button-primary protocol-start-button" ref={focusRef} onClick={onStart}>
          Start the stopwatch
        </button>
      </div>
    );
  return (
    <div className="protocol-running">
      <TestDayDisplay
        title={title}
        time={time}
        timeLabel="Time elapsed"
        inUse={status === 'running'}
        cue={
          <p className="protocol-phase-count" role="status">
            {context.finishes.length} of {context.runners.length} in
            {lastIn ? `; last: ${nameOf(lastIn.clientId)} ${finishTime(context, lastIn.clientId) ?? ''}` : ''}
          </p>
        }
        action={
          <ul className="stopwatch-runners" aria-label="Runners">
            {context.runners.map((id) => {
              const taken = finishTime(context, id);
              return (
                <li key={id}>
                  {taken === null ? (
                    <button
                      type="button"
                      className="button runner-button"
                      disabled={status !== 'running' || !canFinish(context, id)}
                      onClick={() => onFinish(id)}
                    >
                      {nameOf(id)}
                    </button>
                  ) : (
                    <span className="runner-in">
                      <span>
                        {nameOf(id)} <strong data-testid="runner-time">{taken}</strong>
                      </span>
                      <button
                        type="button"
                        className="button"
                        aria-label={`Undo ${nameOf(id)}'s finish`}
                        onClick={() => watch.send({ type: 'UNDO', clientId: id })}
                      >
                        Undo
                      </button>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        }
        controls={
          status === 'running' ? (
            <>
              <button type="button" className="button" onClick={onStop}>
                Stop the watch
              </button>
              <CancelResetControls
                onCancel={() => watch.send({ type: 'CANCEL' })}
                onReset={() => watch.send({ type: 'RESET' })}
                testName="stopwatch"
              />
            </>
          ) : (
            <>
              <button
                type="button"
                className="button button-primary button-large"
                ref={focusRef}
                onClick={() => watch.send({ type: 'USE_TIMES' })}
              >
                Put the times in the grid
              </button>
              <button type="button" className="button" onClick={() => watch.send({ type: 'RESET' })}>
                Reset
              </button>
            </>
          )
        }
      />
    </div>
  );
}
