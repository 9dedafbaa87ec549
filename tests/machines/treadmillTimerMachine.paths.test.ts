// Model-based path tests: every transition of the treadmill timer (Bruce and Ramp), replayed on a real actor,
// plus the timers-only path that walks through every stage of each protocol.
import { describe, expect, it, vi } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { BRUCE, RAMP } from '@/calculators/treadmillProtocols';
import {
  NEXT_STAGE_WARNING_MS,
  selectMsToNextStage,
  selectNextStageWarning,
  selectResult,
  selectStage,
  stageIndexAt,
  treadmillTimerMachine,
  type TreadmillContext,
  type TreadmillProtocol,
  type TreadmillSnapshot,
} from '@machines/treadmillTimerMachine';
import { onFakeClocks } from '../support/fakeClock';
import { afterEventExecutors, registerPaths, sendEventExecutors } from '../support/pathExecutors';
import {
  createPathModel,
  eventsToTry,
  pathTitle,
  pathsCoveringEveryTransition,
  itCoversEveryTransition,
} from '../support/pathTesting';
import { recordTransitions, expectActorTookPath, sameAsModel } from '../support/actorTransitions';
import { treadmillModelEvents } from '../support/timedModelEvents';
import { type ModelPath } from '../support/modelPath';

const model = createPathModel(treadmillTimerMachine);

/** The path START → every stage change on timers alone → stopped (registered for the after executors). */
function timersOnlyPath(protocol: TreadmillProtocol): ModelPath {
  const onlyStartAndTimers = (snapshot: AnyMachineSnapshot) =>
    eventsToTry(snapshot, treadmillModelEvents).filter((e) => e.type === 'START' || e.type.startsWith('xstate.after.'));
  const all = getShortestPaths(treadmillTimerMachine, {
    input: { protocol },
    events: onlyStartAndTimers as never,
  }) as ModelPath[];
  const path = all.find((p) => p.state.matches('stopped'));
  if (!path) throw new Error('no timers-only path to stopped');
  return registerPaths([path])[0]!;
}

for (const protocol of [BRUCE, RAMP]) {
  const input = { protocol };
  const paths = pathsCoveringEveryTransition(treadmillTimerMachine, input, treadmillModelEvents);

  describe(`treadmillTimerMachine (${protocol.name}): a path for every transition`, () => {
    onFakeClocks();

    itCoversEveryTransition(treadmillTimerMachine, paths, 11); // two of them for the warning before a stage change

    const run = async (path: ModelPath) => {
      const announced: number[] = [];
      const warned: number[] = [];
      const results: unknown[] = [];
      const machine = treadmillTimerMachine.provide({
        actions: {
          announceStage: (_, params) => {
            announced.push(params.stage);
          },
          warnNextStage: (_, params) => {
            warned.push(params.next.stage);
          },
          navigateToResults: (_, params) => {
            results.push(params);
          },
        },
      });
      const recorder = recordTransitions();
      const actor = createActor(machine, { input, inspect: recorder.inspect }).start();
      const sameAs = (modelState: AnyMachineSnapshot): TreadmillSnapshot => sameAsModel(actor, modelState);
      await model.testPath(path, {
        events: {
          ...sendEventExecutors(['START', 'TICK', 'STOP', 'RESET'], (event) => actor.send(event as never)),
          ...afterEventExecutors(treadmillTimerMachine, (ms) => {
            vi.advanceTimersByTime(ms);
          }),
        },
        states: {
          idle: (m) => {
            expect(selectStage(sameAs(m)).stage).toBe(1);
          },
          running: (m) => {
            const s = sameAs(m);
            const { startedAt, now } = s.context as TreadmillContext;
            // The stage shown is the stage of the clock reading, and it was announced when it began.
            expect(s.context.stageIndex).toBe(stageIndexAt(protocol, (now ?? 0) - (startedAt ?? 0)));
            expect(announced.at(-1)).toBe(selectStage(s).stage);
          },
          'running.stage.warned': (m) => {
            const s = sameAs(m);
            // The warning names the stage that comes next, and it is the last 10 s of this stage.
            expect(selectNextStageWarning(s)).toBe(true);
            expect(warned.at(-1)).toBe(selectStage(s).stage + 1);
            expect(selectMsToNextStage(s)).toBeLessThanOrEqual(NEXT_STAGE_WARNING_MS);
          },
          stopped: (m) => {
            const s = sameAs(m);
            expect(results.at(-1)).toEqual(selectResult(s));
          },
        },
      });
      expectActorTookPath(treadmillTimerMachine, path, recorder.taken);
      actor.stop();
      return announced;
    };

    for (const path of paths)
      it(pathTitle(path), async () => {
        await run(path);
      });

    it(`walks through all ${protocol.stages.length} stages on timers alone, each one a transition`, async () => {
      const path = timersOnlyPath(protocol);
      expect(path.steps.length).toBe(1 + 1 + protocol.stages.length); // init, START, one after per stage
      const announced = await run(path);
      expect(announced).toEqual(protocol.stages.map((s) => s.stage));
    });
  });
}
