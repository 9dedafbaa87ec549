// Reusable pieces for model-based path tests of the timed-protocol machines (docs/timed-protocols.md).
//
// - pathsCoveringEveryTransition(machine, input, events): shortest paths (xstate/graph) keyed by state + incoming
//   event, reduced to a small set that still takes every transition of the machine; throws if one is unreachable.
// - afterEventExecutors(machine, advance): an executor for every `xstate.after.<delay>.<stateId>` event that
//   advances (fake) time by that named delay, evaluated on the model state the event leaves.
// - recordTransitions(): an `inspect` callback for createActor that records every transition the real actor takes;
//   expectActorTookPath(machine, path, taken) checks, in the path's own test, that the actor took every transition
//   the model path takes. With itCoversEveryTransition (the chosen paths take every transition, on the model) no
//   test depends on another having run.
// Only xstate's public API: the state nodes' `on` / `always` (every defined transition), the machine's
// getTransitionData (the transitions an event takes, guards evaluated by XState itself), getNextTransitions and
// getMicrosteps (the eventless transitions that follow, one microstep each).
// - <machine>ModelEvents: representative events with clock readings for each machine (model time zero is 0).
import {
  getMicrosteps,
  getNextTransitions,
  isMachineSnapshot,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventObject,
  type Actor,
  type InspectionEvent,
  fromPromise,
} from 'xstate';
import { expect, it } from 'vitest';
import {
  TestModel,
  getShortestPaths,
  getSimplePaths,
  getStateNodes,
  serializeSnapshot,
  type StatePath,
  type Step,
} from 'xstate/graph';
import { STEP_TEST_TOTAL_MS, stepTestPhaseAt } from '@machines/stepTestMachine';
import { COUNTDOWN_MS, type PushupContext } from '@machines/pushupCountdownMachine';
import {
  NEXT_STAGE_WARNING_MS,
  protocolEndMs,
  stageIndexAt,
  type TreadmillContext,
} from '@machines/treadmillTimerMachine';
import type { RestTimerContext } from '@machines/restTimerMachine';

export type ModelPath = StatePath<AnyMachineSnapshot, EventObject>;

/** A TestModel whose state keys are matched with snapshot.matches ('running.stepping', 'idle' …). */
export function createPathModel(machine: AnyStateMachine): TestModel<AnyMachineSnapshot, EventObject, unknown> {
  return new TestModel(machine as never, {
    stateMatcher: (snapshot: AnyMachineSnapshot, key: string) => snapshot.matches(key),
  });
}
export type ModelStep = Step<AnyMachineSnapshot, EventObject>;
export type ModelEvents = (snapshot: AnyMachineSnapshot) => EventObject[];

type AnyStateNode = ReturnType<typeof getStateNodes>[number];

const ALWAYS = '';

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

/** serializeState for the generators: the state plus the event that led into it, so every transition gets a path. */
export function serializeWithIncomingEvent(
  snapshot: AnyMachineSnapshot,
  event: EventObject | undefined,
  prev?: AnyMachineSnapshot,
): string {
  return (
    serializeSnapshot(snapshot) +
    (event && prev ? ` via ${JSON.stringify(event)} from ${JSON.stringify(prev.value)}` : '')
  );
}

// The model state each step leaves, so that the after executors can evaluate a named delay on it.
const stateBeforeStep = new WeakMap<object, AnyMachineSnapshot>();

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

/** Every event the state handles: the model's samples for a type, else a bare { type } (delayed events, CANCEL …). */
export function eventsToTry(snapshot: AnyMachineSnapshot, events?: ModelEvents): EventObject[] {
  const samples = events?.(snapshot) ?? [];
  const handled = new Set(
    getNextTransitions(snapshot)
      .map((t) => t.eventType)
      .filter((type) => type !== ALWAYS),
  );
  return [...handled].flatMap((type) => {
    const matching = samples.filter((event) => event.type === type);
    return matching.length ? matching : [{ type }];
  });
}

export interface CoveringOptions {
  /** 'shortest' (default) or 'simple' paths as the candidates. */
  generator?: 'shortest' | 'simple';
  /** Traversal limit passed to the generator. */
  limit?: number;
  /**
   * More inputs to start from, for transitions only an input reaches (a restored 1RM log that is already full); the
   * actor of such a path is created with `inputOfPath(path)`.
   */
  moreInputs?: readonly unknown[];
}

const pathInputs = new WeakMap<ModelPath, unknown>();

/** The input a path generated by pathsCoveringEveryTransition starts from. */
export function inputOfPath(path: ModelPath): unknown {
  return pathInputs.get(path);
}

/**
 * Paths from the initial state that together take every transition of `machine` at least once (greedy set cover
 * over the generated paths, longest gain first). Throws, naming them, if some transitions are never taken with
 * the given model events. Register the steps so that afterEventExecutors can evaluate delays.
 */
export function pathsCoveringEveryTransition(
  machine: AnyStateMachine,
  input: unknown,
  events?: ModelEvents,
  options: CoveringOptions = {},
): ModelPath[] {
  const generate = options.generator === 'simple' ? getSimplePaths : getShortestPaths;
  const candidates = [input, ...(options.moreInputs ?? [])].flatMap((start) => {
    const generated = generate(machine, {
      input: start,
      serializeState: serializeWithIncomingEvent,
      events: (snapshot: AnyMachineSnapshot) => eventsToTry(snapshot, events),
      ...(options.limit ? { limit: options.limit } : {}),
    }) as ModelPath[];
    for (const path of generated) pathInputs.set(path, start);
    return generated;
  });

  const covered = new Map<ModelPath, Set<string>>();
  for (const path of candidates) {
    const keys = new Set<string>();
    path.steps.forEach((step, i) => {
      if (i === 0) return; // synthetic xstate.init
      const before = path.steps[i - 1]!.state;
      for (const key of transitionsTaken(machine, before, step.event)) keys.add(key);
    });
    covered.set(path, keys);
  }

  const wanted = new Set(allTransitionKeys(machine));
  const chosen: ModelPath[] = [];
  const remaining = new Set(wanted);
  while (remaining.size) {
    let best: ModelPath | undefined;
    let bestGain = 0;
    for (const path of candidates) {
      let gain = 0;
      for (const key of covered.get(path)!) if (remaining.has(key)) gain++;
      if (gain > bestGain || (gain === bestGain && gain > 0 && best && path.steps.length < best.steps.length)) {
        best = path;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best);
    for (const key of covered.get(best)!) remaining.delete(key);
  }
  if (remaining.size) {
    throw new Error(`No generated path takes these transitions of "${machine.id}":\n  ${[...remaining].join('\n  ')}`);
  }
  return registerPaths(chosen);
}

/** Declares the test that `paths` take every one of the `count` transitions `machine` defines. */
export function itCoversEveryTransition(machine: AnyStateMachine, paths: readonly ModelPath[], count: number): void {
  it(`the chosen paths take every transition (${count}) of the machine`, () => {
    expect(allTransitionKeys(machine)).toHaveLength(count);
    expect([...keysTakenByPaths(machine, paths)].sort()).toEqual(allTransitionKeys(machine));
  });
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

/** Remembers the state each step leaves, so that afterEventExecutors can run paths generated elsewhere. */
export function registerPaths<T extends ModelPath>(paths: T[]): T[] {
  for (const path of paths) {
    path.steps.forEach((step, i) => {
      if (i > 0) stateBeforeStep.set(step, path.steps[i - 1]!.state);
    });
  }
  return paths;
}

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

/** A short unique title for a path: its events without the synthetic init; runs of one event type are counted. */
export function pathTitle(path: ModelPath): string {
  const labels = path.steps.slice(1).map(({ event }) => {
    const { type, ...rest } = event;
    const shortType = type.replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1');
    return { shortType, label: Object.keys(rest).length ? `${shortType} ${JSON.stringify(rest)}` : shortType };
  });
  const parts: string[] = [];
  for (let i = 0; i < labels.length;) {
    let j = i;
    while (j + 1 < labels.length && labels[j + 1]!.shortType === labels[i]!.shortType) j++;
    parts.push(
      j - i >= 2
        ? `${labels[i]!.label} … ${labels[j]!.label} (${j - i + 1}×)`
        : labels
            .slice(i, j + 1)
            .map((l) => l.label)
            .join(' → '),
    );
    i = j + 1;
  }
  return parts.join(' → ') || '(initial)';
}

// Representative events per machine. Model time zero is START { now: 0 }; TICK readings are absolute, chosen so
// that a TICK either changes nothing or catches up across at least one boundary (keeps the state space finite and
// keeps real timers in step with the model).

function clockOf(snapshot: AnyMachineSnapshot): { startedAt: number; now: number } {
  const { startedAt, now } = snapshot.context as { startedAt: number | null; now: number | null };
  return { startedAt: startedAt ?? 0, now: now ?? 0 };
}

export const stepTestModelEvents: ModelEvents = (snapshot) => {
  const { startedAt, now } = clockOf(snapshot);
  const phase = stepTestPhaseAt(now - startedAt);
  const ticks = [
    { type: 'TICK', now },
    { type: 'TICK', now: startedAt + STEP_TEST_TOTAL_MS + 1_000 },
  ];
  if (phase && phase.index < 3) ticks.push({ type: 'TICK', now: startedAt + phase.endMs + 1_000 });
  return [{ type: 'START', now: 0 }, { type: 'START', now: 0, resumeFromElapsedMs: 100_000 }, ...ticks];
};

export const pushupModelEvents: ModelEvents = (snapshot) => {
  const { startedAt, now } = clockOf(snapshot);
  const elapsed = now - startedAt;
  const ticks = [{ type: 'TICK', now }];
  if (elapsed < COUNTDOWN_MS)
    ticks.push({ type: 'TICK', now: startedAt + (Math.floor(elapsed / 1000) + 1) * 1000 + 500 });
  ticks.push({ type: 'TICK', now: startedAt + COUNTDOWN_MS + 61_000 });
  const context = snapshot.context as PushupContext;
  // Taps are offered up to two repetitions (enough to take TAP_REP and UNDO_REP; keeps the state space finite).
  const taps = context.reps < 2 ? [{ type: 'TAP_REP' }] : [];
  return [
    { type: 'START', now: 0 },
    ...ticks,
    ...taps,
    { type: 'UNDO_REP' },
    { type: 'FINISH', now: context.now ?? 0 },
  ];
};

export const treadmillModelEvents: ModelEvents = (snapshot) => {
  const context = snapshot.context as TreadmillContext;
  const { startedAt, now } = clockOf(snapshot);
  const stageMs = context.protocol.stageSeconds * 1000;
  const endMs = protocolEndMs(context.protocol);
  const index = stageIndexAt(context.protocol, now - startedAt);
  const ticks = [
    { type: 'TICK', now },
    { type: 'TICK', now: startedAt + endMs + 1_000 },
  ];
  if ((index + 1) * stageMs < endMs) {
    ticks.push({ type: 'TICK', now: startedAt + (index + 1) * stageMs + stageMs / 2 });
    // A reading inside the 10-s warning before the stage change (the warning catches up at once).
    const inWarning = startedAt + (index + 1) * stageMs - NEXT_STAGE_WARNING_MS / 2;
    if (inWarning > now) ticks.push({ type: 'TICK', now: inWarning });
  }
  return [{ type: 'START', now: 0 }, ...ticks, { type: 'STOP', now }];
};

export const restTimerModelEvents: ModelEvents = (snapshot) => {
  const context = snapshot.context as RestTimerContext;
  const { startedAt, now } = clockOf(snapshot);
  // A new rest (START or a logged trial) starts at model time 0 again, so readings stay within a few values.
  return [
    { type: 'START', now: 0 },
    { type: 'TICK', now },
    { type: 'TICK', now: startedAt + context.restMs + 1_000 },
    { type: 'LOG_TRIAL', value: 100, success: true, now: 0 },
    { type: 'LOG_TRIAL', value: 110, success: false, now: 0 },
  ];
};

/** How a path test settles a promise actor it holds: the output, or the error it fails with. */
export type HeldOutcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Promise actors a path test settles by hand, from the executors of their done and error events: `hold(src)` is an
 * actor whose promise waits (its input kept in `calls` and `pending`) until `settle(src, outcome)` resolves or rejects it; then
 * `flush` lets the machine take the result (a real macrotask by default; under fake timers, advance them).
 */
export function heldPromises(flush: () => Promise<unknown> = () => new Promise((resolve) => setTimeout(resolve, 0))) {
  const pending = new Map<
    string,
    { resolve: (value: unknown) => void; reject: (error: unknown) => void; input: unknown }
  >();
  const calls: { src: string; input: unknown }[] = [];
  const hold = <TOutput, TInput = unknown>(src: string) =>
    fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          calls.push({ src, input });
          pending.set(src, { resolve: resolve as (value: unknown) => void, reject, input });
        }),
    );
  const settle = async (src: string, outcome: HeldOutcome) => {
    const held = pending.get(src);
    expect(held, `${src} is in flight`).toBeDefined();
    pending.delete(src);
    if (outcome.ok) held?.resolve(outcome.value);
    else held?.reject(outcome.error);
    await flush();
  };
  return { hold, settle, pending, calls };
}
