// The /step-test/progress screen in each state of stepTestMachine: for each state, the shortest path to it
// (tests/support/statePaths.ts) is taken on the RENDERED screen the way a person (or the clock) does it, and every
// state on the way is checked against what the screen shows. Every transition of the machine is taken by its path
// tests (tests/machines/stepTestMachine.paths.test.ts).
//
// - START: the first one is the arrival at the screen (the run starts when the screen opens, decision 0028; before
//   it there is no screen to check), later ones a click on Start. START with a resume offset: the snapshot a reload
//   leaves is planted before the screen opens, and a click on Resume sends the store's START { now,
//   resumeFromElapsedMs } (the generated paths only resume from the first, idle state, which is what a reload gives).
// - CANCEL / RESET: clicks on Cancel and Reset (Reset also on the finished screen).
// - after <delay>: fake time advanced by the model's delay.
// - TICK { now }: the screen's clock is set to the model's reading (a jump without firing timers, as in a hidden tab)
//   and visibilitychange makes the screen's ticker read it, so a catch-up really goes through the screen's ticker.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import {
  selectRemainingText,
  selectStepCue,
  stepTestMachine,
  type StepTestInput,
  type StepTestSnapshot,
} from '@machines/stepTestMachine';
import { StepTestProgressScreen } from '@/features/step-test/StepTestProgressScreen';
import { onFakeClocks } from '../../support/fakeClock';
import { afterEventExecutors } from '../../support/pathExecutors';
import { createPathModel, pathTitle } from '../../support/pathTesting';
import { stepTestModelEvents } from '../../support/timedModelEvents';
import { type ModelStep } from '../../support/modelPath';
import { shortestPathToEachState } from '../../support/statePaths';
import { MAN_25, arrivalScreen, plantSnapshot, renderProtocolScreen } from './stepTestSupport';
import { fakeRunEffects, type FakeRunEffects } from '../../support/fakeRunEffects';
import { confirmIfAsked } from '../../support/confirmIfAsked';

const INPUT: StepTestInput = { sex: 'MALE' };
const paths = shortestPathToEachState(stepTestMachine, INPUT, stepTestModelEvents, [
  'idle',
  'running.getReady',
  'running.stepping',
  'running.findPulse',
  'running.countPulse',
  'done',
]);
const model = createPathModel(stepTestMachine);

const button = (name: string) => screen.getByRole('button', { name });
const phaseHeading = () => screen.getByRole('heading', { level: 2 });
const remaining = () => screen.getByRole('timer', { name: 'Time left in this phase' });

type StartStep = { type: 'START'; now: number; resumeFromElapsedMs?: number };
const resumeOffsetOf = (step: ModelStep | undefined) => (step?.event as StartStep | undefined)?.resumeFromElapsedMs;

function running(text: string, cue: boolean) {
  return (state: AnyMachineSnapshot) => {
    const snapshot = state as StepTestSnapshot;
    expect(phaseHeading()).toHaveTextContent(text);
    expect(remaining()).toHaveTextContent(selectRemainingText(snapshot));
    expect(screen.getByRole('progressbar', { name: 'Phase progress' })).toBeInTheDocument();
    if (cue) expect(screen.getByLabelText('Step cue')).toHaveTextContent(selectStepCue(snapshot) ?? '');
    else expect(screen.queryByLabelText('Step cue')).not.toBeInTheDocument();
    expect(button('Cancel')).toBeInTheDocument();
  };
}

// While a planted snapshot waits, the idle screen is the resume offer instead of Start; before the arrival there is
// no screen yet.
const offer = { pending: false };
let screenShown = { shown: false };

const states = {
  idle: () => {
    if (!screenShown.shown) return;
    if (offer.pending) {
      expect(screen.getByRole('heading', { name: 'Unfinished step test' })).toBeInTheDocument();
      expect(button('Resume')).toBeInTheDocument();
    } else {
      expect(button('Start')).toBeInTheDocument();
    }
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  },
  'running.getReady': running('Get ready in...', false),
  'running.stepping': running('Step test in progress', true),
  'running.findPulse': running('Find your pulse on the wrist or neck', false),
  'running.countPulse': running('Count your pulses for 15 seconds', false),
  done: () => {
    expect(button('Click To Enter Your Results')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  },
};

describe('the step test progress screen in each state of stepTestMachine', () => {
  onFakeClocks();

  for (const [state, path] of paths) {
    it(`${state}: ${pathTitle(path)}`, async () => {
      const resumeAt = resumeOffsetOf(path.steps[1]);
      if (path.steps.slice(2).some((step) => resumeOffsetOf(step) !== undefined)) {
        throw new Error('A resume START after the first step cannot come from a reload');
      }
      // What a reload leaves behind: the run saved at its last phase change, just now.
      offer.pending = resumeAt !== undefined;
      if (resumeAt !== undefined)
        plantSnapshot('stepTest', { state: 'running.stepping', elapsedMs: resumeAt, input: INPUT });
      const fake: FakeRunEffects = fakeRunEffects();
      const screenNow = () => fake.effects.now();
      const arrival = arrivalScreen(fake, () =>
        renderProtocolScreen(<StepTestProgressScreen />, '/step-test/progress', {
          user: MAN_25,
          effects: fake.effects,
        }),
      );
      screenShown = arrival;
      if (resumeAt !== undefined) await arrival.arrive();

      await model.testPath(path as Parameters<typeof model.testPath>[0], {
        events: {
          START: async (step) => {
            if (!arrival.shown) {
              await arrival.arrive();
              return;
            }
            fireEvent.click(button(resumeOffsetOf(step) === undefined ? 'Start' : 'Resume'));
            offer.pending = false;
          },
          CANCEL: () => {
            fireEvent.click(button('Cancel'));
            confirmIfAsked();
          },
          RESET: () => {
            fireEvent.click(button('Reset'));
            confirmIfAsked();
          },
          TICK: (step) => {
            const { now } = step.event as { type: 'TICK'; now: number };
            fake.clockJump.ms += now - screenNow();
            act(() => {
              document.dispatchEvent(new Event('visibilitychange'));
            });
          },
          ...afterEventExecutors(stepTestMachine, (ms) => {
            act(() => {
              vi.advanceTimersByTime(ms);
            });
          }),
        },
        states,
      });
    });
  }
});
