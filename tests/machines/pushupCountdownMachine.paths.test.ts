// Model-based path tests: every transition of the pushup countdown machine, replayed on a real actor.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { pushupCountdownMachine, selectCountdown, selectIsCounting, selectTappedReps, type PushupSnapshot } from '@machines/pushupCountdownMachine';
import {
  FAKE_CLOCKS,
  afterEventExecutors,
  createPathModel,
  allTransitionKeys,
  keysTakenByPaths,
  pathTitle,
  pathsCoveringEveryTransition,
  pushupModelEvents,
  recordTransitions,
  sendEventExecutors,
} from '../support/pathTesting';

const paths = pathsCoveringEveryTransition(pushupCountdownMachine, undefined, pushupModelEvents);
const model = createPathModel(pushupCountdownMachine);
const takenByActor = recordTransitions();

describe('pushupCountdownMachine: a path for every transition', () => {
  beforeEach(() => { vi.useFakeTimers(FAKE_CLOCKS); });
  afterEach(() => { vi.useRealTimers(); });

  it('the model paths take all transitions (14: two for tap counting) of the machine', () => {
    expect(allTransitionKeys(pushupCountdownMachine)).toHaveLength(14);
    expect([...keysTakenByPaths(pushupCountdownMachine, paths)].sort()).toEqual(allTransitionKeys(pushupCountdownMachine));
  });

  for (const path of paths) {
    it(pathTitle(path), async () => {
      const results: { reps: number }[] = [];
      const machine = pushupCountdownMachine.provide({ actions: { navigateToResults: (_, params) => { results.push(params); } } });
      const actor = createActor(machine, { inspect: takenByActor.inspect }).start();
      const sameAsModel = (modelState: AnyMachineSnapshot): PushupSnapshot => {
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(modelState.value);
        expect(snapshot.context).toEqual(modelState.context);
        return snapshot;
      };
      const countdown = (word: string, number: number) => (m: AnyMachineSnapshot) => {
        expect(selectCountdown(sameAsModel(m))).toEqual({ word, number });
      };
      await model.testPath(path, {
        events: {
          ...sendEventExecutors(['START', 'TICK', 'FINISH', 'CANCEL', 'RESET', 'TAP_REP', 'UNDO_REP'], (event) => actor.send(event as never)),
          ...afterEventExecutors(pushupCountdownMachine, (ms) => { vi.advanceTimersByTime(ms); }),
        },
        states: {
          idle: (m) => { expect(selectCountdown(sameAsModel(m))).toBeNull(); },
          'running.countdown.ready': countdown('Ready', 3),
          'running.countdown.set': countdown('Set', 2),
          'running.countdown.go': countdown('Go', 1),
          'running.counting': (m) => {
            const s = sameAsModel(m); // includes the tapped count
            expect(selectIsCounting(s)).toBe(true);
            expect(selectTappedReps(s)).toBeGreaterThanOrEqual(0);
          },
          finished: (m) => {
            const s = sameAsModel(m);
            expect(results).toHaveLength(1);
            expect(results[0]!.reps).toBe(selectTappedReps(s)); // the tapped count goes to the results form
          },
        },
      });
      actor.stop();
    });
  }

  it('the actor driven by the paths took every transition', () => {
    expect([...takenByActor.taken].sort()).toEqual(allTransitionKeys(pushupCountdownMachine));
  });
});
