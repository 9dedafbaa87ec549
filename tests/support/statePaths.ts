// A screen test per state: for each state a screen shows, the shortest path (xstate/graph) from the machine's initial
// state to it. The machine path tests in tests/machines take every transition; a screen test only needs to reach
// each state once and check what the screen shows there, so it runs one short path per state instead of the set of
// paths that covers every transition.
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { eventsToTry, serializeWithIncomingEvent } from './pathTesting';
import { registerPaths } from './pathExecutors';
import type { ModelEvents, ModelPath } from './modelPath';

/** A state a screen shows that is not a state node of its own (a running timer warning of the next stage). */
export interface StateTarget {
  name: string;
  reached: (snapshot: AnyMachineSnapshot) => boolean;
}

/**
 * For each target (a state key matched with snapshot.matches, or a StateTarget), the shortest path from the initial
 * state of `input` (or of one of `moreInputs`) that ends in it after at least one event (a screen that opens on the
 * initial state shows it once reached again), as [name, path] pairs in the targets' order; throws, naming it, when a
 * target is never reached. The paths are registered so that afterEventExecutors can evaluate their delays.
 */
export function shortestPathToEachState(
  machine: AnyStateMachine,
  input: unknown,
  events: ModelEvents | undefined,
  targets: ReadonlyArray<string | StateTarget>,
  moreInputs: readonly unknown[] = [],
): Array<[string, ModelPath]> {
  const candidates = [input, ...moreInputs].flatMap(
    (start) =>
      getShortestPaths(machine, {
        input: start,
        serializeState: serializeWithIncomingEvent,
        events: (snapshot: Parameters<typeof eventsToTry>[0]) => eventsToTry(snapshot, events),
      }) as ModelPath[],
  );
  const chosen = targets.map((target): [string, ModelPath] => {
    const { name: key, reached } =
      typeof target === 'string'
        ? { name: target, reached: (s: AnyMachineSnapshot) => s.matches(target as never) }
        : target;
    // At least one event after xstate.init: the initial state is checked once the screen has reached it again.
    const reaching = candidates.filter((path) => path.steps.length > 1 && reached(path.state));
    const shortest = reaching.sort((a, b) => a.steps.length - b.steps.length)[0];
    if (!shortest) throw new Error(`No path of "${machine.id}" reaches ${key}`);
    return [key, shortest];
  });
  registerPaths(chosen.map(([, path]) => path));
  return chosen;
}
