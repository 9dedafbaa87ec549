// Model-based path tests: every transition of the pushup countdown machine, replayed on a real actor.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { pushupCountdownMachine, selectCountdown, selectIsCounting, type PushupSnapshot } from '@machines/pushupCountdownMachine';
import {
  FAKE_CLOCKS,
  afterEventExecutors,
  createPathModel,
  pathTitle,
  pathsCoveringEveryTransition,
  pushupModelEvents,
  recordTransitions,
  sendEventExecutors,
  itCoversEveryTransition,
  itActorTookEveryTransition,
  sameAsModel,
} from '../support/pathTesting';

const paths = pathsCoveringEveryTransition(pushupCountdownMachine, undefined, pushupModelEvents);
const model = createPathModel(pushupCountdownMachine);
const takenByActor = recordTransitions();

describe('pushupCountdownMachine: a path for every transition', () => {
  beforeEach(() => { vi.useFakeTimers(FAKE_CLOCKS); });
  afterEach(() => { vi.useRealTimers(); });

  itCoversEveryTransition(pushupCountdownMachine, paths, 12);

  for (const path of paths) {
    it(pathTitle(path), async () => {
      const results: unknown[] = [];
      const machine = pushupCountdownMachine.provide({ actions: { navigateToResults: (_, params) => { results.push(params); } } });
      const actor = createActor(machine, { inspect: takenByActor.inspect }).start();
      const sameAs = (modelState: AnyMachineSnapshot): PushupSnapshot => sameAsModel(actor, modelState);
      const countdown = (word: string, number: number) => (m: AnyMachineSnapshot) => {
        expect(selectCountdown(sameAs(m))).toEqual({ word, number });
      };
      await model.testPath(path, {
        events: {
          ...sendEventExecutors(['START', 'TICK', 'FINISH', 'CANCEL', 'RESET'], (event) => actor.send(event as never)),
          ...afterEventExecutors(pushupCountdownMachine, (ms) => { vi.advanceTimersByTime(ms); }),
        },
        states: {
          idle: (m) => { expect(selectCountdown(sameAs(m))).toBeNull(); },
          'running.countdown.ready': countdown('Ready', 3),
          'running.countdown.set': countdown('Set', 2),
          'running.countdown.go': countdown('Go', 1),
          'running.counting': (m) => { expect(selectIsCounting(sameAs(m))).toBe(true); },
          finished: (m) => { sameAs(m); expect(results).toHaveLength(1); },
        },
      });
      actor.stop();
    });
  }

  itActorTookEveryTransition(pushupCountdownMachine, takenByActor.taken);
});
