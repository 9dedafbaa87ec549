// Model-based path tests: every transition of the step test machine, replayed on a real actor under fake timers.
import { describe, expect, it, vi } from 'vitest';
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
import { onFakeClocks } from '../support/fakeClock';
import { afterEventExecutors, sendEventExecutors } from '../support/pathExecutors';
import {
  createPathModel,
  pathTitle,
  pathsCoveringEveryTransition,
  itCoversEveryTransition,
} from '../support/pathTesting';
import { recordTransitions, expectActorTookPath, sameAsModel } from '../support/actorTransitions';
import { stepTestModelEvents } from '../support/timedModelEvents';

const input: StepTestInput = { sex: 'FEMALE' };
const paths = pathsCoveringEveryTransition(stepTestMachine, input, stepTestModelEvents);
const model = createPathModel(stepTestMachine);

describe('stepTestMachine: a path for every transition', () => {
  onFakeClocks();

  itCoversEveryTransition(stepTestMachine, paths, 13);

  for (const path of paths) {
    it(pathTitle(path), async () => {
      let metronomeOn = false;
      const machine = stepTestMachine.provide({
        actions: {
          startMetronome: () => {
            metronomeOn = true;
          },
          stopMetronome: () => {
            metronomeOn = false;
          },
        },
      });
      const recorder = recordTransitions();
      const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
      const sameAs = (modelState: AnyMachineSnapshot) => sameAsModel(actor, modelState);
      const phase = (index: number, text: string) => (modelState: AnyMachineSnapshot) => {
        const snapshot = sameAs(modelState);
        expect(selectPhaseIndex(snapshot)).toBe(index);
        expect(selectPhaseText(snapshot)).toBe(text);
        expect(selectSecondsRemaining(snapshot)).toBeGreaterThan(0);
        expect(metronomeOn).toBe(index === 1);
        expect(selectStepCue(snapshot) !== null).toBe(index === 1);
      };
      await model.testPath(path, {
        events: {
          ...sendEventExecutors(['START', 'TICK', 'CANCEL', 'RESET'], (event) => actor.send(event as never)),
          ...afterEventExecutors(stepTestMachine, (ms) => {
            vi.advanceTimersByTime(ms);
          }),
        },
        states: {
          idle: (m) => {
            const s = sameAs(m);
            expect(selectPhaseIndex(s)).toBeNull();
            expect(metronomeOn).toBe(false);
          },
          'running.getReady': phase(0, 'Get ready in...'),
          'running.stepping': phase(1, 'Step test in progress'),
          'running.findPulse': phase(2, 'Find your pulse on the wrist or neck'),
          'running.countPulse': phase(3, 'Count your pulses for 15 seconds'),
          done: (m) => {
            const s: StepTestSnapshot = sameAs(m);
            expect(selectPhaseText(s)).toBe('Click To Enter Your Results');
            expect(metronomeOn).toBe(false);
          },
        },
      });
      expectActorTookPath(stepTestMachine, path, recorder.taken);
      actor.stop();
    });
  }
});
