// Model-based path tests of the 8-foot up-and-go stopwatch: every transition, replayed on a real actor under fake
// time, with each trial's time (the reading at STOP minus "Go", to the nearest 0.1 s) checked against the readings
// the test itself sent.
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import {
  nextTenthChange,
  selectNextTrial,
  selectTrialSeconds,
  selectWatchText,
  upAndGoMachine,
  type UpAndGoContext,
  type UpAndGoSnapshot,
} from '@machines/upAndGoMachine';
import { sendEventExecutors } from '../support/pathExecutors';
import {
  createPathModel,
  itCoversEveryTransition,
  pathTitle,
  pathsCoveringEveryTransition,
} from '../support/pathTesting';
import { expectActorTookPath, recordTransitions, sameAsModel } from '../support/actorTransitions';
import { onFakeClocks } from '../support/fakeClock';
import { type ModelEvents } from '../support/modelPath';

// Trial times the model sends: 7.44 s rounds to 7.4, 6.25 s to 6.3 (half up).
const TRIAL_MS = [7_440, 6_250] as const;

const upAndGoModelEvents: ModelEvents = (snapshot) => {
  const context = snapshot.context as UpAndGoContext;
  const start = context.startedAt ?? 0;
  return [
    { type: 'START', now: 0 },
    { type: 'TICK', now: start + 3_000 },
    { type: 'STOP', now: start + TRIAL_MS[Math.min(context.trialsMs.length, 1)]! },
    { type: 'CANCEL' },
    { type: 'RESET' },
  ];
};

const paths = pathsCoveringEveryTransition(upAndGoMachine, undefined, upAndGoModelEvents);
const model = createPathModel(upAndGoMachine);

describe('upAndGoMachine: a path for every transition', () => {
  onFakeClocks();
  itCoversEveryTransition(upAndGoMachine, paths, 7);

  for (const path of paths) {
    it(pathTitle(path), async () => {
      const recorder = recordTransitions();
      const actor = createActor(upAndGoMachine, { inspect: recorder.inspect }).start();
      // The trials the test timed itself: a STOP while the watch runs keeps one; CANCEL drops the running one.
      let kept: number[] = [];
      await model.testPath(path, {
        events: sendEventExecutors(['START', 'TICK', 'STOP', 'CANCEL', 'RESET'], (event) => {
          const before = actor.getSnapshot();
          if (event.type === 'STOP' && before.matches('running'))
            kept = [...kept, (event as unknown as { now: number }).now - before.context.startedAt!];
          if (event.type === 'RESET') kept = [];
          actor.send(event as never);
        }),
        states: {
          idle: (m: AnyMachineSnapshot) => {
            const s = sameAsModel(actor, m) as UpAndGoSnapshot;
            expect(s.context.trialsMs).toEqual(kept);
            expect(selectNextTrial(s)).toBe(kept.length + 1);
            expect(selectWatchText(s)).toBe('0.0');
          },
          running: (m: AnyMachineSnapshot) => {
            const s = sameAsModel(actor, m) as UpAndGoSnapshot;
            expect(s.context.trialsMs).toEqual(kept);
            expect(nextTenthChange(s.context)! - s.context.now!).toBeGreaterThan(0);
          },
          done: (m: AnyMachineSnapshot) => {
            const s = sameAsModel(actor, m) as UpAndGoSnapshot;
            expect(kept).toHaveLength(2);
            expect(selectTrialSeconds(s)).toEqual([7.4, 6.3]);
            expect(selectNextTrial(s)).toBeNull();
          },
        },
      });
      expectActorTookPath(upAndGoMachine, path, recorder.taken);
      actor.stop();
    });
  }
});

describe('upAndGoMachine: a trial is the reading at STOP, not a count of ticks', () => {
  it('a STOP read 8 123 ms after Go is 8.1 s, however few TICKs came between', () => {
    const actor = createActor(upAndGoMachine).start();
    actor.send({ type: 'START', now: 50_000 });
    actor.send({ type: 'STOP', now: 58_123 });
    expect(selectTrialSeconds(actor.getSnapshot())).toEqual([8.1]);
  });
  it('a STOP older than the latest reading keeps the later one', () => {
    const actor = createActor(upAndGoMachine).start();
    actor.send({ type: 'START', now: 0 });
    actor.send({ type: 'TICK', now: 5_000 });
    actor.send({ type: 'STOP', now: 4_000 });
    expect(actor.getSnapshot().context.trialsMs).toEqual([5_000]);
  });
});
