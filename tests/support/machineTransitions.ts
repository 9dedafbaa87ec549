// The transitions of a machine, read through xstate's public API only: the state nodes' `on` / `always` (every
// defined transition), the machine's getTransitionData (the transitions an event takes, guards evaluated by XState
// itself), getNextTransitions and getMicrosteps (the eventless transitions that follow, one microstep each).
import {
  getMicrosteps,
  getNextTransitions,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { ModelPath } from './modelPath';

type AnyStateNode = ReturnType<typeof getStateNodes>[number];

export const ALWAYS = '';

/** The transitions a state node defines for `eventType` ('' = its eventless `always`), from its public `on`/`always`. */
function definedFor(node: AnyStateNode, eventType: string): readonly AnyTransitionDefinition[] {
  const on = node.on as Record<string, readonly AnyTransitionDefinition[] | undefined>;
  return (eventType === ALWAYS ? node.always : on[eventType]) ?? [];
}

/**
 * A readable, stable key for one transition definition: `source --event--> target`. Eventless transitions are
 * labelled `always`; alternatives for the same event are numbered (#0, #1 …); targetless ones go to `(self)`.
 */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const { source, eventType } = transition;
  const siblings = definedFor(source as AnyStateNode, eventType);
  const label = eventType === ALWAYS ? 'always' : eventType;
  const index = siblings.length > 1 ? `#${siblings.indexOf(transition)}` : '';
  const target = transition.target?.length ? transition.target.map((node) => node.id).join(',') : '(self)';
  return `${source.id} --${label}${index}--> ${target}`;
}

function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  return [machine.root, ...getStateNodes(machine.root)] as AnyStateNode[];
}

/** Every transition the machine defines (events, delayed `after` events and eventless `always`), as keys. */
export function allTransitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  for (const node of allStateNodes(machine)) {
    for (const list of Object.values(node.on)) for (const t of list ?? []) keys.push(transitionKey(t));
    for (const t of node.always ?? []) keys.push(transitionKey(t));
  }
  return keys.sort();
}

/** Every `xstate.after.<delay>.<stateId>` event type of the machine. */
export function afterEventTypes(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  for (const node of allStateNodes(machine)) {
    for (const type of Object.keys(node.on)) if (type.startsWith('xstate.after.')) types.add(type);
  }
  return [...types].sort();
}

/** True when `snapshot` is in every target of `transition` (a targetless one: the state value did not change). */
function reaches(transition: AnyTransitionDefinition, before: AnyMachineSnapshot, after: AnyMachineSnapshot): boolean {
  if (!transition.target?.length) return JSON.stringify(after.value) === JSON.stringify(before.value);
  return transition.target.every((node) => after.matches(node.path.join('.') as never));
}

/**
 * The transitions that taking `event` in `snapshot` goes through (including eventless ones that follow): one step
 * per microstep of xstate's getMicrosteps. The event's own are the machine's getTransitionData (XState evaluates the
 * guards); each eventless microstep after it is the `always` of an active state that leads to the microstep's state
 * (a state here has at most one, so no guard needs evaluating outside XState).
 */
export function transitionsTaken(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, event: EventObject): string[] {
  // Generated paths share their prefixes (the same snapshot objects): each step is replayed once per machine.
  const bySnapshot = takenCache.get(machine) ?? new WeakMap<AnyMachineSnapshot, Map<string, string[]>>();
  takenCache.set(machine, bySnapshot);
  const byEvent = bySnapshot.get(snapshot) ?? new Map<string, string[]>();
  bySnapshot.set(snapshot, byEvent);
  const eventKey = JSON.stringify(event);
  const cached = byEvent.get(eventKey);
  if (cached) return cached;
  const keys: string[] = [];
  let before = snapshot;
  getMicrosteps(machine, snapshot, event).forEach(([after], index) => {
    const taken =
      index === 0
        ? (machine.getTransitionData(before as never, event as never) as readonly AnyTransitionDefinition[])
        : getNextTransitions(before)
            .filter((t) => t.eventType === ALWAYS && reaches(t, before, after))
            .slice(0, 1);
    for (const transition of taken) keys.push(transitionKey(transition));
    before = after;
  });
  const taken = [...new Set(keys)];
  byEvent.set(eventKey, taken);
  return taken;
}

const takenCache = new WeakMap<AnyStateMachine, WeakMap<AnyMachineSnapshot, Map<string, string[]>>>();

/** The transition keys a set of paths takes (computed on the model). */
export function keysTakenByPaths(machine: AnyStateMachine, paths: readonly ModelPath[]): Set<string> {
  const keys = new Set<string>();
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      if (i > 0) for (const key of transitionsTaken(machine, path.steps[i - 1]!.state, step.event)) keys.add(key);
    });
  }
  return keys;
}
