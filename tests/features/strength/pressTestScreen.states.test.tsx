// The bench press test screen in each state of restTimerMachine: for each state, the shortest path to it
// (tests/support/statePaths.ts) is taken on the rendered screen the way a user (or the clock) does it, and every
// state on the way is checked against what the screen shows. Every transition of the machine is taken by its path
// tests (tests/machines/restTimerMachine.paths.test.ts).
//
// - START / SKIP / RESET / LOG_TRIAL: clicks and typing on the screen.
// - after restEnds: fake time advanced by the model's delay.
// - TICK { now }: the screen's monotonic clock is set to the model's reading (a jump, as after a hidden tab, without
//   firing timers) and the ticker is made to read it (visibilitychange), so a catch-up TICK really goes through the
//   screen's ticker (src/effects/changePointTicker). The clock module is mocked only to add that jump to performance.now().
// The model starts with three trials already logged (a restored log), so that the full log is one trial away.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import {
  restTimerMachine,
  selectBestSuccessfulValue,
  selectRestSeconds,
  selectRestText,
  type RestTimerInput,
  type RestTimerSnapshot,
} from '@machines/restTimerMachine';
import { PressTest } from '@/features/strength/PressTest';
import { BENCH_PRESS } from '@/features/strength/pressTestConfigs';
import { onFakeClocks } from '../../support/fakeClock';
import { afterEventExecutors } from '../../support/pathExecutors';
import { createPathModel, pathTitle } from '../../support/pathTesting';
import { restTimerModelEvents } from '../../support/timedModelEvents';
import { type ModelStep } from '../../support/modelPath';
import { shortestPathToEachState } from '../../support/statePaths';
import { actorsWith, renderStrength } from './renderStrengthScreen';
import { workKeyOf } from '@/profile/workKey';
import { confirmIfAsked } from '../../support/confirmIfAsked';

const clockJump = vi.hoisted(() => ({ ms: 0 }));
vi.mock('@/effects/monotonicClock', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/effects/monotonicClock')>();
  return { ...actual, monotonicNow: () => globalThis.performance.now() + clockJump.ms };
});

const INPUT: RestTimerInput = {
  maxTrials: 4,
  trials: [
    { value: 100, success: true },
    { value: 110, success: false },
    { value: 105, success: true },
  ],
};

// A full log (four trials) saved before a reload: the screen resumes it complete on arrival (tested below).
const FULL: RestTimerInput = { maxTrials: 4, trials: [...INPUT.trials!, { value: 107.5, success: true }] };
const paths = shortestPathToEachState(restTimerMachine, INPUT, restTimerModelEvents, [
  'idle',
  'resting',
  'ready',
  'complete',
]);
const model = createPathModel(restTimerMachine);

/** The screen's clock reading (model time zero = fake time zero, installed before each path). */
const screenNow = () => performance.now() + clockJump.ms;

const region = () => screen.getByRole('region', { name: 'Rest timer' });
const restStatus = () => within(region()).getByRole('status');

function logTrial(step: ModelStep) {
  const { value, success } = step.event as unknown as { value: number; success: boolean };
  fireEvent.change(screen.getByLabelText('Weight attempted (kg)'), { target: { value: String(value) } });
  fireEvent.click(screen.getByRole('radio', { name: success ? 'Yes, lifted' : 'No, failed' }));
  fireEvent.click(screen.getByRole('button', { name: /^Log trial/ }));
}

/** Jumps the screen's clock to the model's reading and lets the ticker read it at once. */
function tickAt(step: ModelStep) {
  const { now } = step.event as unknown as { now: number };
  clockJump.ms += now - screenNow();
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

function expectCommon(snapshot: RestTimerSnapshot) {
  const { trials, maxTrials } = snapshot.context;
  if (trials.length === 0) expect(screen.getByText('No trials logged yet.')).toBeInTheDocument();
  else {
    const rows = within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(trials.map((t, i) => `${i + 1}${t.value} kg${t.success ? 'Yes' : 'No'}`));
  }
  const best = selectBestSuccessfulValue(snapshot);
  if (best === null) expect(screen.getByText('No successful lift yet.')).toBeInTheDocument();
  else
    expect(screen.getByRole('link', { name: `Use ${best} kg as your 1RM` })).toHaveAttribute(
      'href',
      `/bench-press/results?bestKg=${best}`,
    );
  const logButton = screen.queryByRole('button', { name: `Log trial ${trials.length + 1}` });
  if (trials.length < maxTrials) expect(logButton).toBeInTheDocument();
  else expect(logButton).not.toBeInTheDocument();
}

const stateChecks = {
  idle: (s: AnyMachineSnapshot) => {
    const snapshot = s as RestTimerSnapshot;
    expect(restStatus()).toHaveTextContent(
      snapshot.context.trials.length === 0
        ? 'Ready for your first trial.'
        : `Ready for trial ${snapshot.context.trials.length + 1} of 4.`,
    );
    expect(screen.getByRole('button', { name: 'Start rest timer' })).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    const startOver = screen.getByRole('button', { name: 'Start over' });
    if (snapshot.context.trials.length === 0) expect(startOver).toBeDisabled();
    else expect(startOver).toBeEnabled();
    expectCommon(snapshot);
  },
  resting: (s: AnyMachineSnapshot) => {
    const snapshot = s as RestTimerSnapshot;
    expect(restStatus()).toHaveTextContent(
      `Resting ${selectRestSeconds(snapshot) / 60} min before trial ${snapshot.context.trials.length + 1} of 4.`,
    );
    expect(screen.getByRole('timer', { name: 'Rest left' })).toHaveTextContent(selectRestText(snapshot));
    expect(screen.getByRole('button', { name: 'Skip rest' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start rest timer' })).not.toBeInTheDocument();
    expectCommon(snapshot);
  },
  ready: (s: AnyMachineSnapshot) => {
    const snapshot = s as RestTimerSnapshot;
    expect(restStatus()).toHaveTextContent(`Rest over: ready for trial ${snapshot.context.trials.length + 1} of 4.`);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start rest timer' })).toBeInTheDocument();
    expectCommon(snapshot);
  },
  complete: (s: AnyMachineSnapshot) => {
    const snapshot = s as RestTimerSnapshot;
    expect(restStatus()).toHaveTextContent('All 4 trials are logged.');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Start rest timer|Skip rest)$/ })).not.toBeInTheDocument();
    expectCommon(snapshot);
  },
};

describe('the bench press test screen in each state of restTimerMachine', () => {
  let actors = actorsWith();
  const storedWorkKey = () => workKeyOf(actors.profile.getSnapshot().context.user);
  onFakeClocks();
  beforeEach(() => {
    clockJump.ms = 0;
    actors = actorsWith();
  });

  it('a full log saved before a reload resumes complete: never "trial 5 of 4" (decision 0103)', async () => {
    const saved = {
      version: 1,
      machine: `rest:benchPress@${storedWorkKey()}`,
      state: 'complete',
      elapsedMs: 0,
      savedAt: Date.now(),
      input: FULL,
    };
    localStorage.setItem(`protocolSnapshot:${saved.machine}`, JSON.stringify(saved));
    await renderStrength(<PressTest press={BENCH_PRESS} />, '/bench-press/test', actors);
    expect(restStatus()).toHaveTextContent('All 4 trials are logged.');
    expect(screen.queryByText(/trial 5/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Log trial/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start rest timer' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Use 107.5 kg as your 1RM' })).toBeInTheDocument();
  });

  for (const [state, path] of paths) {
    it(`${state}: ${pathTitle(path)}`, async () => {
      await renderStrength(<PressTest press={BENCH_PRESS} restTimerInput={INPUT} />, '/bench-press/test', actors);
      await model.testPath(path, {
        events: {
          START: () => {
            fireEvent.click(screen.getByRole('button', { name: 'Start rest timer' }));
          },
          SKIP: () => {
            fireEvent.click(screen.getByRole('button', { name: 'Skip rest' }));
          },
          RESET: () => {
            fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
            confirmIfAsked();
          },
          LOG_TRIAL: logTrial,
          TICK: tickAt,
          ...afterEventExecutors(restTimerMachine, (ms) => {
            act(() => {
              vi.advanceTimersByTime(ms);
            });
          }),
        },
        states: stateChecks,
      });
    });
  }
});
