// The treadmill timer screen in each state of treadmillTimerMachine, for Bruce and Ramp: for each state (and the
// running one warning of the next stage), the shortest path to it (tests/support/statePaths.ts) is taken on the
// RENDERED screen, each step the way a person (or the clock) does it. Every transition of the machine is taken by its
// path tests (tests/machines/treadmillTimerMachine.paths.test.ts).
//
// - START, STOP, RESET: clicks on Start, Stop, and Reset (running) or Run again (stopped).
// - xstate.after.stageEnds: fake time advanced by the model's delay (afterEventExecutors).
// - TICK { now }: the screen's clock (the protocol effects' `now`) jumps to the model's reading without firing any
//   timer — a throttled hidden tab — and a visibilitychange makes the screen's ticker read it at once, so a catch-up
//   TICK really goes through the screen's ticker, not straight to the actor.
//
// The screen is mounted as the element of every route, so it stays mounted when Stop navigates to the results: the
// stopped state is checked by the location the screen navigated to (?mets=N) and its stopped view, and RESET from
// stopped is the stopped view's Run again button. Each state asserts the elapsed time, stage, speed, grade and METs
// shown against the machine's own selectors on the model's state.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { AnyMachineSnapshot } from 'xstate';
import { BRUCE, RAMP } from '@/calculators/treadmillProtocols';
import {
  selectNextStageWarning,
  selectElapsedText,
  selectGradePercent,
  selectMets,
  selectResult,
  selectSpeedMph,
  selectStageNumber,
  treadmillTimerMachine,
  type TreadmillSnapshot,
} from '@machines/treadmillTimerMachine';
import { TreadmillTimerScreen } from '@/features/treadmill/TreadmillTimerScreen';
import { treadmillResultsPath } from '@/domain/routePaths';
import { onFakeClocks } from '../../support/fakeClock';
import { afterEventExecutors } from '../../support/pathExecutors';
import { createPathModel, pathTitle } from '../../support/pathTesting';
import { treadmillModelEvents } from '../../support/timedModelEvents';
import { type ModelStep } from '../../support/modelPath';
import { shortestPathToEachState } from '../../support/statePaths';
import { WOMAN_30, actorsWith, renderAt } from './treadmillSupport';
import { fakeRunEffects, type FakeRunEffects } from '../../support/fakeRunEffects';
import { confirmIfAsked } from '../../support/confirmIfAsked';

const model = createPathModel(treadmillTimerMachine);

for (const protocol of [BRUCE, RAMP]) {
  const paths = shortestPathToEachState(treadmillTimerMachine, { protocol }, treadmillModelEvents, [
    'idle',
    'running',
    {
      name: 'running, warning of the next stage',
      reached: (s) => s.matches('running') && selectNextStageWarning(s as TreadmillSnapshot),
    },
    'stopped',
  ]);
  const path = `/treadmill-protocols/bruce?protocol=${protocol.id}`;

  describe(`the ${protocol.name} timer screen in each state of treadmillTimerMachine`, () => {
    let fake: FakeRunEffects;
    /** The screen's clock reading at START: model time zero. */
    let screenZero = 0;

    onFakeClocks();
    beforeEach(() => {
      fake = fakeRunEffects();
      screenZero = 0;
    });

    const shown = () => ({
      elapsed: screen.getByRole('timer', { name: 'Elapsed time' }).textContent,
      stage: screen.getByTestId('timer-stage').textContent,
      speed: screen.getByTestId('timer-speed').textContent,
      grade: screen.getByTestId('timer-grade').textContent,
      mets: screen.getByTestId('timer-mets').textContent,
    });
    const expected = (snapshot: TreadmillSnapshot) => ({
      elapsed: selectElapsedText(snapshot),
      stage: `${selectStageNumber(snapshot)} of ${protocol.stages.length}`,
      speed: `${selectSpeedMph(snapshot).toFixed(1)} MPH`,
      grade: `${selectGradePercent(snapshot)} %`,
      mets: String(selectMets(snapshot)),
    });
    const currentRow = () => screen.getByRole('table').querySelector('tr[aria-current="step"]');

    /** Jumps the screen's clock to the model's reading and lets the ticker read it (a tab made visible again). */
    const tickAt = (step: ModelStep) => {
      const { now } = step.event as unknown as { now: number };
      fake.clockJump.ms += screenZero + now - fake.effects.now();
      act(() => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
    };

    const states = {
      idle: (s: AnyMachineSnapshot) => {
        const snapshot = s as TreadmillSnapshot;
        expect(shown()).toEqual(expected(snapshot));
        expect(shown().elapsed).toBe('00:00');
        expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
        expect(screen.getByRole('button', { name: 'Stop' })).toBeDisabled();
        expect(currentRow()).toBeNull();
      },
      running: (s: AnyMachineSnapshot) => {
        const snapshot = s as TreadmillSnapshot;
        expect(shown()).toEqual(expected(snapshot));
        expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
        expect(screen.getByRole('button', { name: 'Stop' })).toBeEnabled();
        expect(currentRow()).toHaveTextContent(`${selectStageNumber(snapshot)} (now)`);
        const { stage, speed, grade, mets } = protocol.stages[selectStageNumber(snapshot) - 1]!;
        const next = protocol.stages[selectStageNumber(snapshot)];
        if (selectNextStageWarning(snapshot) && next) {
          // In the last 10 s of a stage the live region carries the warning, and the preview is marked.
          expect(screen.getByText(new RegExp(`^In 10 seconds\\. Next: stage ${next.stage}, `))).toBeInTheDocument();
          expect(screen.getByTestId('next-stage')).toHaveTextContent(
            `In 10 s: Next: stage ${next.stage}, ${next.speed.toFixed(1)} mph`,
          );
        } else {
          expect(
            screen.getByText(`Stage ${stage}: ${speed.toFixed(1)} mph at ${grade} % grade, ${mets} METs`),
          ).toBeInTheDocument();
        }
      },
      stopped: (s: AnyMachineSnapshot) => {
        const snapshot = s as TreadmillSnapshot;
        const result = selectResult(snapshot)!;
        expect(screen.getByTestId('location')).toHaveTextContent(treadmillResultsPath(protocol.id, result));
        expect(shown()).toEqual(expected(snapshot));
        expect(
          screen.getByText(`Stopped at stage ${result.stage} (${result.mets} METs).`, { exact: false }),
        ).toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Run again' })).toBeInTheDocument();
      },
    };

    for (const [state, modelPath] of paths) {
      it(`${state}: ${pathTitle(modelPath)}`, async () => {
        await renderAt(<TreadmillTimerScreen />, path, {
          actors: actorsWith(WOMAN_30),
          effects: fake.effects,
          routing: 'catch-all',
        });
        await model.testPath(modelPath, {
          events: {
            START: () => {
              screenZero = fake.effects.now();
              fireEvent.click(screen.getByRole('button', { name: 'Start' }));
            },
            STOP: () => {
              fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
            },
            RESET: () => {
              fireEvent.click(
                screen.queryByRole('button', { name: 'Reset' }) ?? screen.getByRole('button', { name: 'Run again' }),
              );
              confirmIfAsked();
            },
            TICK: tickAt,
            ...afterEventExecutors(treadmillTimerMachine, (ms) => {
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
}
