// What the real actor of a path test did: recordTransitions() is an `inspect` callback for createActor that records
// every transition the actor takes; expectActorTookPath checks that it took every transition of the model path.
import {
  isMachineSnapshot,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type Actor,
  type InspectionEvent,
} from 'xstate';
import { expect } from 'vitest';
import { transitionsTaken, keysTakenByPaths } from './machineTransitions';
import type { ModelPath } from './modelPath';

/** An `inspect` option for createActor that records the key of every transition the actor takes. */
export function recordTransitions(into: Set<string> = new Set()): {
  inspect: (event: InspectionEvent) => void;
  taken: Set<string>;
} {
  const previous = new WeakMap<object, AnyMachineSnapshot>();
  return {
    taken: into,
    inspect: (event) => {
      if (event.type !== '@xstate.snapshot' || !isMachineSnapshot(event.snapshot)) return;
      const before = previous.get(event.actorRef);
      previous.set(event.actorRef, event.snapshot);
      if (!before || event.event.type === 'xstate.init') return;
      for (const key of transitionsTaken((event.actorRef as Actor<AnyStateMachine>).logic, before, event.event))
        into.add(key);
    },
  };
}

/**
 * Checks, inside one path's test, that the real actor (its transitions recorded with recordTransitions) took every
 * transition the model path takes. With itCoversEveryTransition, the actor is proved to take every transition of the
 * machine without one test reading what another recorded.
 */
export function expectActorTookPath(machine: AnyStateMachine, path: ModelPath, taken: ReadonlySet<string>): void {
  expect([...keysTakenByPaths(machine, [path])].filter((key) => !taken.has(key))).toEqual([]);
}

/** The actor's snapshot, checked to be the model's state (value and context). */
export function sameAsModel<S extends AnyMachineSnapshot>(
  actor: { getSnapshot(): S },
  modelState: AnyMachineSnapshot,
): S {
  const snapshot = actor.getSnapshot();
  expect(snapshot.value).toEqual(modelState.value);
  expect(snapshot.context).toEqual(modelState.context);
  return snapshot;
}
