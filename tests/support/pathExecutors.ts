// Executors for the steps of a model path: afterEventExecutors(machine, advance) advances (fake) time by the named
// delay of every `xstate.after.<delay>.<stateId>` event, evaluated on the model state the event leaves; events are sent
// as they are.
import { type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { afterEventTypes } from './machineTransitions';
import type { ModelPath, ModelStep } from './modelPath';

// The model state each step leaves, so that the after executors can evaluate a named delay on it.
export const stateBeforeStep = new WeakMap<object, AnyMachineSnapshot>();

/** Remembers the state each step leaves, so that afterEventExecutors can run paths generated elsewhere. */
export function registerPaths<T extends ModelPath>(paths: T[]): T[] {
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      if (i > 0) stateBeforeStep.set(step, path.steps[i - 1]!.state);
    });
  }
  return paths;
}

/** The delay in ms that the `xstate.after.<delay>.<state>` event of `step` stands for. */
export function delayForStep(machine: AnyStateMachine, step: ModelStep): number {
  const match = /^xstate\.after\.([^.]+)\./.exec(step.event.type);
  if (!match) throw new Error(`${step.event.type} is not a delayed event`);
  const name = match[1]!;
  if (/^\d+$/.test(name)) return Number(name);
  const delay = (machine.implementations.delays as Record<string, unknown>)[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay !== 'function') throw new Error(`Unknown delay "${name}" in ${machine.id}`);
  const before = stateBeforeStep.get(step);
  if (!before)
    throw new Error(
      `Delay "${name}" depends on the state: pass the paths through registerPaths (pathsCoveringEveryTransition does)`,
    );
  return (delay as (args: { context: unknown; event: EventObject }, params: undefined) => number)(
    { context: before.context, event: step.event },
    undefined,
  );
}

/**
 * An executor for every delayed event of `machine`: advance time by the named delay, evaluated on the model state
 * the step leaves (a phase entered at its boundary waits its nominal duration; one entered by a catch-up waits
 * what is left). Pass e.g. `(ms) => vi.advanceTimersByTime(ms)` or, for a screen, `(ms) => act(() => vi.advanceTimersByTime(ms))`.
 */
export function afterEventExecutors(
  machine: AnyStateMachine,
  advance: (ms: number) => void,
): Record<string, (step: ModelStep) => void> {
  return Object.fromEntries(
    afterEventTypes(machine).map((type) => [
      type,
      (step: ModelStep) => {
        advance(delayForStep(machine, step));
      },
    ]),
  );
}

/** Executors that send each model event as it is to an actor (for machine-level path tests). */
export function sendEventExecutors(
  types: readonly string[],
  send: (event: EventObject) => void,
): Record<string, (step: ModelStep) => void> {
  return Object.fromEntries(
    types.map((type) => [
      type,
      (step: ModelStep) => {
        send(step.event);
      },
    ]),
  );
}
