// One way to run any timed machine (step test, pushup countdown, treadmill timer, rest timer) with the app's effects
// (docs/timed-protocols.md "One run lifecycle"). A definition names what differs per machine (its delays, its own
// effect actions); createTimedRunActor wires everything that does not differ, once: the delays and the display ticker
// (told each change point by the machine) on the effects' clock, the wake lock (and with it the hold on app updates),
// persist/clearPersisted on the snapshot store, and the actions a screen supplies (navigateToResults).
import { createActor, type Actor, type AnyStateMachine, type SnapshotFrom } from 'xstate';
import type { PersistParams } from '@machines/timing';
import type { MonotonicClock } from '@/effects/monotonicClock';
import type { SnapshotOwner } from '@/effects/protocolSnapshotStore';
import { timedRunActors } from '@/effects/timedRunActors';
import type { OwnedActor } from '@/state/useActorLifecycle';
import { holdAppUpdates } from '@/state/appUpdate';
import type { ProtocolEffects } from './protocolEffects';

/** What a definition's effect actions may use: the run's effects and the screen's live region. */
export interface RunTools {
  effects: ProtocolEffects;
  announce: (text: string) => void;
}

/** A machine's own effect actions (announce, metronome …), as `.provide({ actions })` takes them. */
export interface RunEffectActions<L extends AnyStateMachine> {
  actions: Record<string, (args: never, params: never) => void>;
  /** Runs when the screen lets go of the actor (after it stops), e.g. silences the metronome. */
  release?: () => void;
  /** Runs once sound is turned on mid-run (the audio was locked): e.g. starts the metronome on the beat grid. */
  onSoundOn?: (snapshot: SnapshotFrom<L>, now: number) => void;
}

/**
 * Everything that differs between timed machines. `S` maps the actions the screen supplies (e.g. navigateToResults)
 * to their params.
 */
export interface TimedRunDefinition<L extends AnyStateMachine, I, S extends object = Record<never, never>> {
  /** The saved run never expires (a 1RM trial log is the tester's until cleared); others expire after 2 hours. */
  snapshotNeverExpires?: boolean;
  machine: L;
  /** The snapshot store's name of the run (a screen may use another, e.g. one per 1RM test). */
  snapshotName: string;
  /** The machine's named delays measured from a live clock (e.g. stepTestDelays). */
  delays: (clock: MonotonicClock) => object;
  /** Validates a saved input before it is resumed. */
  isInput: (value: unknown) => value is I;
  /** The screen supplies these actions (names of the machine's actions). */
  screenActions?: readonly (keyof S & string)[];
  /** True when the run plays sound: the screen then offers to turn it on where the browser keeps audio locked. */
  usesSound?: boolean;
  effectActions?: (tools: RunTools) => RunEffectActions<L>;
}

/** What a screen-supplied action receives besides its params: the run's input and its live region. */
export interface ScreenActionRun<I> {
  input: I;
  announce: (text: string) => void;
}

/** The screen's implementations of a definition's screenActions. */
export type ScreenActions<I, S extends object> = { [K in keyof S]?: (params: S[K], run: ScreenActionRun<I>) => void };

export interface TimedRunActor<L extends AnyStateMachine> extends OwnedActor<Actor<L>> {
  onSoundOn?: (now: number) => void;
}

export interface TimedRunSetup<I, S extends object> extends RunTools {
  input: I;
  /** The store's name of the run, with its work key (snapshotNameFor). */
  snapshotName: string;
  /** Whose work the run is, saved with it so a set-aside run can be named (decision 0103). */
  owner?: SnapshotOwner;
  /** Called when storage refuses to keep the run (storage full). */
  onKeepRefused?: () => void;
  /** Read at each call, so the screen's latest implementations run. */
  screenActions: () => ScreenActions<I, S>;
}

/** The actor of one run (not started) with every effect provided. */
export function createTimedRunActor<L extends AnyStateMachine, I, S extends object>(
  definition: TimedRunDefinition<L, I, S>,
  setup: TimedRunSetup<I, S>,
): TimedRunActor<L> {
  const { effects, input, snapshotName } = setup;
  const own = definition.effectActions?.(setup);
  const screenActions = Object.fromEntries(
    (definition.screenActions ?? []).map((name) => [
      name,
      (_: unknown, params: S[typeof name]) => {
        setup.screenActions()[name]?.(params, { input, announce: setup.announce });
      },
    ]),
  );
  const machine = (definition.machine as AnyStateMachine).provide({
    delays: definition.delays(effects.now),
    actors: timedRunActors({
      now: effects.now,
      wakeLockApi: effects.wakeLockApi,
      whileRunning: () => holdAppUpdates('timedRun'), // a new version waits for the run (decision 0122)
    }),
    actions: {
      ...own?.actions,
      ...screenActions,
      persist: (_: unknown, params: PersistParams<I>) => {
        if (!effects.store.save({ ...params, machine: snapshotName }, setup.owner)) setup.onKeepRefused?.();
      },
      clearPersisted: () => effects.store.clear(snapshotName),
    },
  } as never) as L;
  const created = createActor(machine as AnyStateMachine, { input }) as unknown as Actor<L>;
  return {
    actor: created,
    ...(own?.release ? { release: own.release } : {}),
    ...(own?.onSoundOn
      ? { onSoundOn: (now: number) => own.onSoundOn?.(created.getSnapshot() as SnapshotFrom<L>, now) }
      : {}),
  };
}
