// Model-based path tests: every transition of the step test machine, replayed on a real actor under fake timers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import {
  selectPhaseIndex,
  selectPhaseText,
  selectSecondsRemaining,
  selectStepCue,
  stepTestMachine,
  type StepTestInput,
  type StepTestSnapshot,
} from '@machines/stepTestMachine';
import {
  FAKE_CLOCKS,
  afterEventExecutors,
  createPathModel,
  allTransitionKeys,
  keysTakenByPaths,
  pathTitle,
  pathsCoveringEveryTransition,
  recordTransitions,
  sendEventExecutors,
  stepTestModelEvents,
} from '../support/pathTesting';

const input: StepTestInput = { sex: 'FEMALE' };
const paths = pathsCoveringEveryTransition(stepTestMachine, input, stepTestModelEvents);
const model = createPathModel(stepTestMachine);
const takenByActor = recordTransitions();

describe('stepTestMachine: a path for every transition', () => {
  beforeEach(() => { vi.useFakeTimers(FAKE_CLOCKS); });
  afterEach(() => { vi.useRealTimers(); });

  it('the model paths take all transitions (13) of the machine', () => {
    expect(allTransitionKeys(stepTestMachine)).toHaveLength(13);
    expect([...keysTakenByPaths(stepTestMachine, paths)].sort()).toEqual(allTransitionKeys(stepTestMachine));
  });

  for (const path of paths) {
    it(pathTitle(path), async () => {
      let metronomeOn = false;
      const machine = stepTestMachine.provide({
        actions: {
          startMetronome: () => { metronomeOn = true; },
          stopMetronome: () => { metronomeOn = false; },
        },
      });
      const actor = createActor(machine, { input, inspect: takenByActor.inspect }).start();
      const sameAsModel = (modelState: AnyMachineSnapshot) => {
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(modelState.value);
        expect(snapshot.context).toEqual(modelState.context);
        return snapshot;
      };
      const phase = (index: number, text: string) => (modelState: AnyMachineSnapshot) => {
        const snapshot = sameAsModel(modelState);
        expect(selectPhaseIndex(snapshot)).toBe(index);
        expect(selectPhaseText(snapshot)).toBe(text);
        expect(selectSecondsRemaining(snapshot)).toBeGreaterThan(0);
        expect(metronomeOn).toBe(index === 1);
        expect(selectStepCue(snapshot) !== null).toBe(index === 1);
      };
      await model.testPath(path, {
        events: {
          ...sendEventExecutors(['START', 'TICK', 'CANCEL', 'RESET'], (event) => actor.send(event as never)),
          ...afterEventExecutors(stepTestMachine, (ms) => { vi.advanceTimersByTime(ms); }),
        },
        states: {
          idle: (m) => { const s = sameAsModel(m); expect(selectPhaseIndex(s)).toBeNull(); expect(metronomeOn).toBe(false); },
          'running.getReady': phase(0, 'Get ready in...'),
          'running.stepping': phase(1, 'Step test in progress'),
          'running.findPulse': phase(2, 'Find your pulse on the wrist or neck'),
          'running.countPulse': phase(3, 'Count your pulses for 15 seconds'),
          done: (m) => {
            const s: StepTestSnapshot = sameAsModel(m);
            expect(selectPhaseText(s)).toBe('Click To Enter Your Results');
            expect(metronomeOn).toBe(false);
          },
        },
      });
      actor.stop();
    });
  }

  // Runs after the path tests (tests in a file run in order): the real actor took every transition the machine defines.
  it('the actor driven by the paths took every transition', () => {
    expect([...takenByActor.taken].sort()).toEqual(allTransitionKeys(stepTestMachine));
  });
});
