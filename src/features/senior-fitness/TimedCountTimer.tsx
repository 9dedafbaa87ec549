// The 30-second or 2-minute count of a Senior Fitness Test item (machines/timedCountMachine.ts): Start, the time left
// on the test-day display with a large tap area (one tap per stand, curl or step) and Undo, the stop tone at the end;
// then the count goes into the score field with one press. A reload while it runs offers to resume it with its count.
import '@/components/protocolTimer.css';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { ProtocolResumeOffer, overdueText } from '@/components/ProtocolResumeOffer';
import { RunStorageNotice } from '@/components/RunStorageNotice';
import { TimedCountView } from '@/components/TimedCountView';
import { CUE_WORDS } from '@machines/testCues';
import { formatElapsed } from '@machines/timing';
import { type TimedCountSnapshot, type TimedCountTest, type timedCountMachine } from '@machines/timedCountMachine';
import { useTimedRun, type RunSound } from '@/state/run/useTimedRun';
import { timedCountRun } from '@/state/run/seniorRuns';

export interface TimedCountTimerProps {
  test: TimedCountTest;
  title: string;
  /** 'stand', 'curl', 'step', '50-yard lap' */
  tapWord: string;
  /** Said when the time is up: what still counts. */
  countNote?: string;
  /** The button that puts the count in the score field ('Use 12 as the score'). */
  scoreButtonLabel: (count: number) => string;
  /** Puts the count in the score field. */
  onUseCount: (count: number) => void;
}

export function TimedCountTimer({
  test,
  title,
  tapWord,
  countNote,
  scoreButtonLabel,
  onUseCount,
}: TimedCountTimerProps) {
  const run = useTimedRun(timedCountRun, { input: { test }, snapshotName: `timedCount:${test}` });
  return (
    <section className="senior-timer" aria-label={`${title} timer`}>
      <RunStorageNotice testName={`${title} timer`} keepRefused={run.keepRefused} notKept={run.notKept} />
      {run.resumeOffer && run.resumeElapsedMs !== null ? (
        <ProtocolResumeOffer testName={`${title} timer`} onResume={run.resume} onStartOver={run.startOver}>
          <p>
            {run.resumeOverdue
              ? `This timer was left running ${overdueText(run.resumeOffer.savedAt)} and was set aside.`
              : 'This timer was interrupted (the page was reloaded or closed).'}{' '}
            Resume continues at {formatElapsed(run.resumeElapsedMs)} with the count so far.
          </p>
        </ProtocolResumeOffer>
      ) : run.actor ? (
        <CountView
          actor={run.actor}
          test={test}
          title={title}
          tapWord={tapWord}
          countNote={countNote}
          scoreButtonLabel={scoreButtonLabel}
          sound={run.sound}
          onStart={run.start}
          onUseCount={onUseCount}
        />
      ) : null}
    </section>
  );
}

type CountActor = ActorRefFrom<typeof timedCountMachine>;

function CountView({
  actor,
  title,
  tapWord,
  countNote,
  scoreButtonLabel,
  sound,
  onStart,
  onUseCount,
}: TimedCountTimerProps & { actor: CountActor; sound: RunSound; onStart: () => void }) {
  const count = useSelector(actor, (s: TimedCountSnapshot) => s.context.count);
  const tapArea = (
    <div className="tap-counter">
      <button type="button" className="tap-area" onClick={() => actor.send({ type: 'TAP' })}>
        Tap for each {tapWord}
        <span className="tap-count" aria-live="polite" data-testid="tapped-count">
          {count}
        </span>
      </button>
      <button
        type="button"
        className="button tap-undo"
        disabled={count === 0}
        onClick={() => actor.send({ type: 'UNDO' })}
      >
        Undo last tap
      </button>
    </div>
  );
  return (
    <TimedCountView
      actor={actor}
      title={title}
      sound={sound}
      onStart={onStart}
      cue={`Go: tap once for each ${tapWord}`}
      action={tapArea}
      done={(focusRef) => (
        <>
          <p>
            <strong>{CUE_WORDS.timeUp}.</strong> Counted: {count}. {countNote}
          </p>
          {tapArea}
          <p className="form-actions">
            <button type="button" className="button button-primary" ref={focusRef} onClick={() => onUseCount(count)}>
              {scoreButtonLabel(count)}
            </button>
            <button type="button" className="button" onClick={() => actor.send({ type: 'RESET' })}>
              Reset the timer
            </button>
          </p>
        </>
      )}
    />
  );
}
