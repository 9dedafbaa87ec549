// The /pushups/test screen in each state of pushupCountdownMachine: for each state, the shortest path to it
// (tests/support/statePaths.ts) is taken on the RENDERED screen the way a person (or the clock) does it, and every
// state on the way is checked against what the screen shows (countdown word, elapsed mm:ss, the tapped count, and the
// navigation to /pushups/results with the counted time once finished). Every transition of the machine is taken by
// its path tests (tests/machines/pushupCountdownMachine.paths.test.ts).
//
// - START: the first one is the arrival at the screen (the countdown starts when the screen opens, decision 0028),
//   later ones a click on Start. CANCEL / RESET / FINISH: clicks on Cancel, Reset and Finished.
// - after <delay>: fake time advanced by the model's delay.
// - TICK { now }: the screen's clock jumps to the model's reading (a hidden tab) and visibilitychange makes the
//   screen's ticker read it.
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import {
  countingElapsedMs,
  pushupCountdownMachine,
  selectElapsedText,
  selectLeadInSecondsLeft,
  type PushupSnapshot,
} from '@machines/pushupCountdownMachine';
import { PushupTestScreen } from '@/features/pushups/PushupTestScreen';
import { afterEventExecutors } from '../../support/pathExecutors';
import { createPathModel, pathTitle } from '../../support/pathTesting';
import { pushupModelEvents } from '../../support/timedModelEvents';
import { type ModelPath } from '../../support/modelPath';
import { shortestPathToEachState, type StateTarget } from '../../support/statePaths';
import { arrivalScreen, renderProtocolScreen } from '../step-test/stepTestSupport';
import { fakeRunEffects } from '../../support/fakeRunEffects';
import { confirmIfAsked } from '../../support/confirmIfAsked';
import { onFakeClocks } from '../../support/fakeClock';

// One path per state the screen shows; the lead-in is reached with the 5 s one chosen on the instructions (kept in
// localStorage, read by the screen).
const tapped = (snapshot: AnyMachineSnapshot) => (snapshot as PushupSnapshot).context.reps > 0;
const STATES = [
  'idle',
  'running.leadIn',
  'running.countdown.ready',
  'running.countdown.set',
  'running.countdown.go',
  'running.counting',
  { name: 'running.counting with a tapped count', reached: (s) => s.matches('running.counting') && tapped(s) },
  'finished',
  { name: 'finished with a tapped count', reached: (s) => s.matches('finished') && tapped(s) },
] satisfies Array<string | StateTarget>;
const paths = shortestPathToEachState(pushupCountdownMachine, undefined, pushupModelEvents, STATES, [
  { leadInSeconds: 5 },
]);
const leadInOf = (path: ModelPath) => (path.steps[0]?.state ?? path.state).context.leadInSeconds as number;
const model = createPathModel(pushupCountdownMachine);

const button = (name: string) => screen.getByRole('button', { name });
const countdownShown = (word: string, n: number) => () => {
  expect(screen.getByLabelText(`${word} (${n})`)).toHaveTextContent(`${word}${n}`);
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  expect(button('Cancel')).toBeInTheDocument();
};

let screenShown = { shown: false };

const states = {
  idle: () => {
    if (!screenShown.shown) return; // before the arrival
    expect(button('Start')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  },
  'running.leadIn': (state: AnyMachineSnapshot) => {
    const left = selectLeadInSecondsLeft(state as PushupSnapshot);
    expect(screen.getByLabelText(`Get into position (${left} s)`)).toHaveTextContent(`Get into position${left}`);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(button('Cancel')).toBeInTheDocument();
  },
  'running.countdown.ready': countdownShown('Ready', 3),
  'running.countdown.set': countdownShown('Set', 2),
  'running.countdown.go': countdownShown('Go', 1),
  'running.counting': (state: AnyMachineSnapshot) => {
    expect(screen.getByRole('timer', { name: 'Time elapsed' })).toHaveTextContent(
      selectElapsedText(state as PushupSnapshot),
    );
    expect(button('Finished')).toBeInTheDocument();
    // The tap area shows the count the machine holds; undo is offered once there is a tap to take back.
    const { reps } = (state as PushupSnapshot).context;
    expect(screen.getByTestId('tapped-reps')).toHaveTextContent(String(reps));
    expect(button('Undo last tap')).toHaveProperty('disabled', reps === 0);
  },
  finished: (state: AnyMachineSnapshot) => {
    const { reps } = (state as PushupSnapshot).context;
    const elapsedMs = countingElapsedMs((state as PushupSnapshot).context);
    // A tapped count is in the session as the timer stops (decision 0104); the results page is told so.
    const recorded = reps > 0 ? ',"recorded":true,"replaced":null' : '';
    expect(screen.getByTestId('elsewhere')).toHaveTextContent(
      `/pushups/results {"elapsedMs":${elapsedMs},"reps":${reps}${recorded}}`,
    );
  },
};

describe('the pushup test screen in each state of pushupCountdownMachine', () => {
  onFakeClocks();

  for (const [state, path] of paths) {
    it(`${state}: ${pathTitle(path)} (on the screen)`, async () => {
      localStorage.setItem('testDay.leadIn', JSON.stringify({ seconds: leadInOf(path) }));
      const fake = fakeRunEffects();
      const screenNow = () => fake.effects.now();
      const arrival = arrivalScreen(fake, () =>
        renderProtocolScreen(<PushupTestScreen />, '/pushups/test', { effects: fake.effects }),
      );
      screenShown = arrival;
      await model.testPath(path as Parameters<typeof model.testPath>[0], {
        events: {
          START: async () => {
            if (arrival.shown) fireEvent.click(button('Start'));
            else await arrival.arrive();
          },
          CANCEL: () => {
            fireEvent.click(button('Cancel'));
            confirmIfAsked();
          },
          RESET: () => {
            fireEvent.click(button('Reset'));
            confirmIfAsked();
          },
          TAP_REP: () => {
            fireEvent.click(screen.getByRole('button', { name: /^Tap for each pushup/ }));
          },
          UNDO_REP: () => {
            const undo = button('Undo last tap');
            if (!(undo as HTMLButtonElement).disabled) fireEvent.click(undo); // a disabled undo is the guard blocking it
          },
          FINISH: (step) => {
            expect(screenNow()).toBe((step.event as unknown as { now: number }).now);
            fireEvent.click(button('Finished'));
          },
          TICK: (step) => {
            fake.clockJump.ms += (step.event as unknown as { now: number }).now - screenNow();
            act(() => {
              document.dispatchEvent(new Event('visibilitychange'));
            });
          },
          ...afterEventExecutors(pushupCountdownMachine, (ms) => {
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
