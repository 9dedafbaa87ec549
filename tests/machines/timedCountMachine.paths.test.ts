// Model-based path tests of the Senior Fitness Test's timed counts (30-s chair stand and arm curl, 2-minute step,
// 6-minute walk's laps):
// every transition, replayed on a real actor under fake time, with the time left, the count tapped, the start and stop
// tones and the saved run checked on each state.
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import {
  TIMED_COUNT_SECONDS,
  selectCountRemainingText,
  timedCountMachine,
  type TimedCountContext,
  type TimedCountInput,
  type TimedCountSnapshot,
} from '@machines/timedCountMachine';
import type { SoundCueParams } from '@machines/testCues';
import { formatMmSs } from '@machines/timing';
import { afterEventExecutors, sendEventExecutors } from '../support/pathExecutors';
import {
  createPathModel,
  itCoversEveryTransition,
  pathTitle,
  pathsCoveringEveryTransition,
} from '../support/pathTesting';
import { expectActorTookPath, recordTransitions, sameAsModel } from '../support/actorTransitions';
import { onFakeClocks } from '../support/fakeClock';
import { type ModelEvents } from '../support/modelPath';

const countModelEvents: ModelEvents = (snapshot) => {
  const context = snapshot.context as TimedCountContext;
  const now = context.now ?? 0;
  return [
    { type: 'START', now: 0 },
    // A resume after a reload, its time already run out.
    { type: 'START', now: 0, resumeFromElapsedMs: context.durationMs + 60_000 },
    { type: 'TICK', now: Math.max(now, 10_000) },
    { type: 'TICK', now: (context.startedAt ?? 0) + context.durationMs + 1_000 },
    // Two taps at most keep the model finite; UNDO below zero is refused by its guard.
    ...(context.count < 2 ? [{ type: 'TAP' }] : []),
    { type: 'UNDO' },
    { type: 'CANCEL' },
    { type: 'RESET' },
  ];
};

for (const test of ['chairStand', 'armCurl', 'twoMinuteStep', 'sixMinuteWalk'] as const) {
  const input: TimedCountInput = { test };
  const paths = pathsCoveringEveryTransition(timedCountMachine, input, countModelEvents);
  const model = createPathModel(timedCountMachine);
  const full = formatMmSs(TIMED_COUNT_SECONDS[test]);

  describe(`timedCountMachine (${test}, ${full}): a path for every transition`, () => {
    onFakeClocks();
    itCoversEveryTransition(timedCountMachine, paths, 11); // four for the taps and their undo

    for (const path of paths) {
      it(pathTitle(path), async () => {
        const cues: SoundCueParams[] = [];
        let persisted: unknown = null;
        const machine = timedCountMachine.provide({
          actions: {
            soundCue: (_, params) => void cues.push(params),
            persist: (_, params) => void (persisted = params),
            clearPersisted: () => void (persisted = null),
          },
        });
        const recorder = recordTransitions();
        const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
        // The count a person tapped, kept by the test itself (the model's count is the machine's own).
        let tapped = 0;
        let resumedPastEnd = false;
        await model.testPath(path, {
          events: {
            ...sendEventExecutors(['START', 'TICK', 'TAP', 'UNDO', 'CANCEL', 'RESET'], (event) => {
              const before = actor.getSnapshot();
              if (event.type === 'START' && before.matches('idle'))
                resumedPastEnd = ((event as { resumeFromElapsedMs?: number }).resumeFromElapsedMs ?? 0) > 0;
              if (event.type === 'TAP' && !before.matches('idle')) tapped += 1;
              if (event.type === 'UNDO' && !before.matches('idle')) tapped = Math.max(0, tapped - 1);
              if ((event.type === 'CANCEL' && before.matches('running')) || event.type === 'RESET') tapped = 0;
              actor.send(event as never);
            }),
            ...afterEventExecutors(timedCountMachine, (ms) => {
              vi.advanceTimersByTime(ms);
            }),
          },
          states: {
            idle: (m: AnyMachineSnapshot) => {
              const s = sameAsModel(actor, m) as TimedCountSnapshot;
              expect(selectCountRemainingText(s)).toBe(full);
              expect(s.context.count).toBe(0);
              expect(persisted).toBeNull();
            },
            running: (m: AnyMachineSnapshot) => {
              const s = sameAsModel(actor, m) as TimedCountSnapshot;
              expect(s.context.count).toBe(tapped);
              expect(selectCountRemainingText(s) <= full).toBe(true);
              expect(persisted).toMatchObject({ machine: 'timedCount', input: { test, count: tapped } });
              expect(cues).toEqual([{ cue: 'go', atOffsetMs: 0 }]);
              expect(vi.getTimerCount()).toBe(1);
            },
            done: (m: AnyMachineSnapshot) => {
              const s = sameAsModel(actor, m) as TimedCountSnapshot;
              expect(s.context.count).toBe(tapped);
              expect(selectCountRemainingText(s)).toBe('00:00');
              expect(persisted).toBeNull();
              if (resumedPastEnd) expect(cues).toEqual([]);
              else expect(cues.at(-1)).toEqual({ cue: 'timeUp', atOffsetMs: TIMED_COUNT_SECONDS[test] * 1000 });
              expect(vi.getTimerCount()).toBe(0);
            },
          },
        });
        expectActorTookPath(timedCountMachine, path, recorder.taken);
        actor.stop();
      });
    }
  });
}

describe('timedCountMachine: the end falls at its absolute offset', () => {
  onFakeClocks();
  it('a late TICK past 30 s ends the chair stand at once, the taps kept', () => {
    const actor = createActor(timedCountMachine, { input: { test: 'chairStand' } }).start();
    actor.send({ type: 'START', now: 1_000 });
    for (let i = 0; i < 12; i += 1) actor.send({ type: 'TAP' });
    actor.send({ type: 'TICK', now: 1_000 + 29_999 });
    expect(actor.getSnapshot().matches('running')).toBe(true);
    actor.send({ type: 'TICK', now: 1_000 + 30_000 });
    expect(actor.getSnapshot().matches('done')).toBe(true);
    expect(actor.getSnapshot().context.count).toBe(12);
  });
  it('the 2-minute step ends after 120 s of fake time, not before', () => {
    const actor = createActor(timedCountMachine, { input: { test: 'twoMinuteStep' } }).start();
    actor.send({ type: 'START', now: 0 });
    vi.advanceTimersByTime(119_999);
    expect(actor.getSnapshot().matches('running')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().matches('done')).toBe(true);
  });
});
