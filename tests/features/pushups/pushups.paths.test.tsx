// Model-based paths of pushupCountdownMachine run against the RENDERED /pushups/test screen (xstate/graph via
// tests/support/pathTesting.ts). Every transition of the machine is taken; each step is done the way a person (or the
// clock) does it, and every state is checked against what the screen shows (countdown word, elapsed mm:ss, and the
// navigation to /pushups/results with the counted time once finished).
//
// - START: the first one is the arrival at the screen (the countdown starts when the screen opens, decision 0028),
//   later ones a click on Start. CANCEL / RESET / FINISH: clicks on Cancel, Reset and Finished.
// - after <delay>: fake time advanced by the model's delay.
// - TICK { now }: the screen's clock jumps to the model's reading (a hidden tab) and visibilitychange makes the
//   screen's ticker read it.
// One transition cannot be taken through the screen: finished --RESET--> idle. Finished navigates to the results
// page (the machine's navigateToResults), so the test screen and its actor are gone before anything could send RESET.
// That step runs on the same provided actor (createTimedRunActor with pushupRun, as the screen's run builds it), under the same
// fake clock; every other transition is taken on the rendered screen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  countingElapsedMs,
  pushupCountdownMachine,
  selectElapsedText,
  selectLeadInSecondsLeft,
  type PushupSnapshot,
} from '@machines/pushupCountdownMachine';
import { PushupTestScreen } from '@/features/pushups/PushupTestScreen';
import { createTimedRunActor } from '@/state/run/timedRun';
import { pushupRun } from '@/state/run/timedRuns';
import { FAKE_CLOCKS } from '../../support/fakeClocks';
import { afterEventExecutors, sendEventExecutors } from '../../support/pathExecutors';
import { allTransitionKeys, keysTakenByPaths, transitionsTaken } from '../../support/machineTransitions';
import { createPathModel, pathTitle, pathsCoveringEveryTransition } from '../../support/pathTesting';
import { pushupModelEvents } from '../../support/timedModelEvents';
import { type ModelPath } from '../../support/modelPath';
import { arrivalScreen, renderProtocolScreen } from '../step-test/stepTestSupport';
import { fakeRunEffects } from '../../support/fakeRunEffects';
import { confirmIfAsked } from '../../support/confirmIfAsked';

// Without a lead-in and with the 5 s one chosen on the instructions (kept in localStorage, read by the screen).
const paths = pathsCoveringEveryTransition(pushupCountdownMachine, undefined, pushupModelEvents, {
  moreInputs: [{ leadInSeconds: 5 }],
});
const leadInOf = (path: ModelPath) => (path.steps[0]?.state ?? path.state).context.leadInSeconds as number;
const model = createPathModel(pushupCountdownMachine);
const NOT_ON_SCREEN = 'pushupCountdown.finished --RESET--> pushupCountdown.idle';

/** The path up to the first step the screen cannot take (RESET after Finished), or the whole path. */
function screenPart(path: ModelPath): ModelPath {
  const cut = path.steps.findIndex(
    (step, i) =>
      i > 0 && transitionsTaken(pushupCountdownMachine, path.steps[i - 1]!.state, step.event).includes(NOT_ON_SCREEN),
  );
  if (cut < 0) return path;
  const steps = path.steps.slice(0, cut);
  return { ...path, steps, state: steps[steps.length - 1]!.state };
}

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

describe('pushupCountdownMachine paths on the pushup test screen', () => {
  beforeEach(() => {
    vi.useFakeTimers(FAKE_CLOCKS);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the chosen paths take every transition (16, two for tap counting, two for the lead-in); on the screen all but finished --RESET--> idle', () => {
    const all = allTransitionKeys(pushupCountdownMachine);
    expect(all).toHaveLength(16);
    expect([...keysTakenByPaths(pushupCountdownMachine, paths)].sort()).toEqual(all);
    expect([...keysTakenByPaths(pushupCountdownMachine, paths.map(screenPart))].sort()).toEqual(
      all.filter((key) => key !== NOT_ON_SCREEN),
    );
  });

  for (const path of paths) {
    it(`${JSON.stringify(path.state.value)}: ${pathTitle(path)} (on the screen)`, async () => {
      localStorage.setItem('testDay.leadIn', JSON.stringify({ seconds: leadInOf(path) }));
      const fake = fakeRunEffects();
      const screenNow = () => fake.effects.now();
      const arrival = arrivalScreen(fake, () =>
        renderProtocolScreen(<PushupTestScreen />, '/pushups/test', { effects: fake.effects }),
      );
      screenShown = arrival;
      await model.testPath(screenPart(path) as Parameters<typeof model.testPath>[0], {
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

  for (const path of paths.filter((p) => screenPart(p) !== p)) {
    it(`${JSON.stringify(path.state.value)}: ${pathTitle(path)} (the screen's provided actor: RESET after Finished)`, async () => {
      const fake = fakeRunEffects();
      const results: number[] = [];
      const checked: string[] = [];
      const { actor } = createTimedRunActor(pushupRun, {
        effects: fake.effects,
        announce: () => {},
        input: { leadInSeconds: leadInOf(path) as 0 },
        snapshotName: pushupRun.snapshotName,
        screenActions: () => ({
          navigateToResults: ({ elapsedMs }) => {
            results.push(elapsedMs);
          },
        }),
      });
      actor.start();
      await model.testPath(path as Parameters<typeof model.testPath>[0], {
        events: {
          ...sendEventExecutors(
            ['START', 'CANCEL', 'RESET', 'FINISH', 'TICK', 'TAP_REP', 'UNDO_REP'],
            (event: EventObject) => {
              if ('now' in event) fake.clockJump.ms = (event as { now: number }).now - performance.now();
              actor.send(event as Parameters<typeof actor.send>[0]);
            },
          ),
          ...afterEventExecutors(pushupCountdownMachine, (ms) => {
            vi.advanceTimersByTime(ms);
          }),
        },
        states: Object.fromEntries(
          Object.keys(states).map((key) => [
            key,
            (state: AnyMachineSnapshot) => {
              checked.push(key);
              expect(actor.getSnapshot().value).toEqual(state.value);
              expect(actor.getSnapshot().context).toEqual(state.context);
            },
          ]),
        ),
      });
      expect(checked).toEqual(['idle', 'running.countdown.ready', 'running.counting', 'finished', 'idle']);
      expect(results).toEqual([61_000]);
      actor.stop();
    });
  }
});
