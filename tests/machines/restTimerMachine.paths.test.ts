// Model-based path tests: every transition of the rest timer and trial log, replayed on a real actor.
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import {
  restTimerMachine,
  selectBestSuccessfulValue,
  selectCanLogTrial,
  selectRestRemainingSeconds,
  type RestTimerInput,
  type RestTimerSnapshot,
} from '@machines/restTimerMachine';
import { onFakeClocks } from '../support/fakeClock';
import { afterEventExecutors, sendEventExecutors } from '../support/pathExecutors';
import {
  createPathModel,
  pathTitle,
  pathsCoveringEveryTransition,
  itCoversEveryTransition,
  inputOfPath,
} from '../support/pathTesting';
import { recordTransitions, expectActorTookPath } from '../support/actorTransitions';
import { restTimerModelEvents } from '../support/timedModelEvents';

// A restored log one trial short of full, so both the "last trial" and (after RESET) the "rest follows" branches are reachable.
const input: RestTimerInput = {
  maxTrials: 4,
  trials: [
    { value: 90, success: true },
    { value: 95, success: true },
    { value: 100, success: false },
  ],
};
// And a restored log that is already full (a reload after the fourth trial): it must open complete, never "trial 5 of 4".
const fullLog: RestTimerInput = { maxTrials: 4, trials: [...input.trials!, { value: 97.5, success: true }] };
const paths = pathsCoveringEveryTransition(restTimerMachine, input, restTimerModelEvents, { moreInputs: [fullLog] });
const model = createPathModel(restTimerMachine);

describe('restTimerMachine: a path for every transition', () => {
  onFakeClocks();

  itCoversEveryTransition(restTimerMachine, paths, 17);

  for (const path of paths) {
    it(pathTitle(path), async () => {
      let restOverAnnounced = 0;
      const machine = restTimerMachine.provide({
        actions: {
          announceRestOver: () => {
            restOverAnnounced++;
          },
        },
      });
      const recorder = recordTransitions();
      const actor = createActor(machine, {
        input: inputOfPath(path) as RestTimerInput,
        inspect: recorder.inspect,
      }).start();
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
          ...afterEventExecutors(restTimerMachine, (ms) => {
            vi.advanceTimersByTime(ms);
          }),
        },
        states: {
          // Only a restored full log waits in idle with no trial left (its START completes it).
          idle: (m) => {
            expect(selectCanLogTrial(sameAsModel(m))).toBe(inputOfPath(path) !== fullLog);
          },
          resting: (m) => {
            const s = sameAsModel(m);
            expect(selectRestRemainingSeconds(s)).toBeGreaterThan(0);
            expect(vi.getTimerCount()).toBe(1);
          },
          ready: (m) => {
            sameAsModel(m);
            expect(restOverAnnounced).toBeGreaterThan(0);
            expect(vi.getTimerCount()).toBe(0);
          },
          complete: (m) => {
            const s = sameAsModel(m);
            expect(selectCanLogTrial(s)).toBe(false);
            expect(s.context.trials.length).toBe(s.context.maxTrials);
          },
        },
      });
      expectActorTookPath(restTimerMachine, path, recorder.taken);
      actor.stop();
    });
  }
});
