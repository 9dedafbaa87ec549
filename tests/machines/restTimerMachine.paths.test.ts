// Model-based path tests: every transition of the rest timer and trial log, replayed on a real actor.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import {
  restTimerMachine,
  selectBestSuccessfulValue,
  selectCanLogTrial,
  selectRestRemainingSeconds,
  type RestTimerInput,
  type RestTimerSnapshot,
} from '@machines/restTimerMachine';
import {
  FAKE_CLOCKS,
  afterEventExecutors,
  createPathModel,
  allTransitionKeys,
  keysTakenByPaths,
  pathTitle,
  pathsCoveringEveryTransition,
  recordTransitions,
  restTimerModelEvents,
  sendEventExecutors,
} from '../support/pathTesting';

// A restored log one trial short of full, so both the "last trial" and (after RESET) the "rest follows" branches are reachable.
const input: RestTimerInput = { maxTrials: 4, trials: [{ value: 90, success: true }, { value: 95, success: true }, { value: 100, success: false }] };
const paths = pathsCoveringEveryTransition(restTimerMachine, input, restTimerModelEvents);
const model = createPathModel(restTimerMachine);
const takenByActor = recordTransitions();

describe('restTimerMachine: a path for every transition', () => {
  beforeEach(() => { vi.useFakeTimers(FAKE_CLOCKS); });
  afterEach(() => { vi.useRealTimers(); });

  it('the model paths take all transitions (16) of the machine', () => {
    expect(allTransitionKeys(restTimerMachine)).toHaveLength(16);
    expect([...keysTakenByPaths(restTimerMachine, paths)].sort()).toEqual(allTransitionKeys(restTimerMachine));
  });

  for (const path of paths) {
    it(pathTitle(path), async () => {
      let restOverAnnounced = 0;
      const machine = restTimerMachine.provide({ actions: { announceRestOver: () => { restOverAnnounced++; } } });
      const actor = createActor(machine, { input, inspect: takenByActor.inspect }).start();
      const sameAsModel = (modelState: AnyMachineSnapshot): RestTimerSnapshot => {
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(modelState.value);
        expect(snapshot.context).toEqual(modelState.context);
        expect(selectBestSuccessfulValue(snapshot)).toBe(selectBestSuccessfulValue(modelState as RestTimerSnapshot));
        return snapshot;
      };
      await model.testPath(path, {
        events: {
          ...sendEventExecutors(['START', 'TICK', 'SKIP', 'RESET', 'LOG_TRIAL'], (event) => actor.send(event as never)),
          ...afterEventExecutors(restTimerMachine, (ms) => { vi.advanceTimersByTime(ms); }),
        },
        states: {
          idle: (m) => { expect(selectCanLogTrial(sameAsModel(m))).toBe(true); },
          resting: (m) => {
            const s = sameAsModel(m);
            expect(selectRestRemainingSeconds(s)).toBeGreaterThan(0);
            expect(vi.getTimerCount()).toBe(1);
          },
          ready: (m) => { sameAsModel(m); expect(restOverAnnounced).toBeGreaterThan(0); expect(vi.getTimerCount()).toBe(0); },
          complete: (m) => { expect(selectCanLogTrial(sameAsModel(m))).toBe(false); },
        },
      });
      actor.stop();
    });
  }

  it('the actor driven by the paths took every transition', () => {
    expect([...takenByActor.taken].sort()).toEqual(allTransitionKeys(restTimerMachine));
  });
});
