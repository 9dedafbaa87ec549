// The lifecycle of a timed run's actor: created when the screen first renders, started once the screen is mounted (in
// a layout effect, so a run that begins on arrival already runs when the screen first paints), stopped when it
// unmounts or when a new actor replaces it (Resume, Start over). A stopped actor cannot restart, so a remount (React
// StrictMode in development) gets a fresh one from the same factory. @xstate/react's useActorRef, which the session
// screens' actors use, starts in a passive effect (after the first paint) and cannot replace its actor (decision 0159).
import { useCallback, useLayoutEffect, useState } from 'react';
import type { AnyActorRef } from 'xstate';

/** An actor the screen owns, not started yet, with what to do right after it starts and after it stops. */
export interface OwnedActor<A extends AnyActorRef> {
  actor: A;
  /** Runs once the actor has started (e.g. send START: a run that begins on arrival). */
  afterStart?(actor: A): void;
  /** Runs after the actor is stopped (e.g. silence a metronome it started). */
  release?(): void;
}

/** Creates the owned actor; null while there is nothing to run (e.g. the profile lacks what the machine needs). */
export type OwnedActorFactory<O extends OwnedActor<AnyActorRef>> = () => O | null;

interface Current<O> {
  create: OwnedActorFactory<O & OwnedActor<AnyActorRef>>;
  owned: O | null;
}

export interface ActorLifecycle<O extends OwnedActor<AnyActorRef>> {
  /** The current owned actor (null when the factory gave none). */
  owned: O | null;
  /** Stops the current actor and runs a new one from `create`. */
  replace: (create: OwnedActorFactory<O>) => void;
}

export function useActorLifecycle<O extends OwnedActor<AnyActorRef>>(create: OwnedActorFactory<O>): ActorLifecycle<O> {
  const [current, setCurrent] = useState<Current<O>>(() => ({ create, owned: create() }));
  useLayoutEffect(() => {
    const { owned } = current;
    if (!owned) return undefined;
    if (owned.actor.getSnapshot().status === 'stopped') {
      setCurrent({ create: current.create, owned: current.create() });
      return undefined;
    }
    owned.actor.start();
    owned.afterStart?.(owned.actor);
    return () => {
      owned.actor.stop();
      owned.release?.();
    };
  }, [current]);
  const replace = useCallback((next: OwnedActorFactory<O>) => setCurrent({ create: next, owned: next() }), []);
  return { owned: current.owned, replace };
}
