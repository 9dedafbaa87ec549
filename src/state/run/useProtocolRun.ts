// Runs one timed-protocol actor for a screen (step test, pushups; the treadmill could use it too): creates it with the
// app's effects provided (by the caller's `create`), starts it while the screen is shown, and offers to resume a run
// that a reload or an accidental close interrupted (docs/timed-protocols.md "Resume after a reload").
//
// - start(): runs `beforeStart` inside the click (e.g. unlock the audio), then sends START { now } from the clock.
// - resumeOffer: the valid saved snapshot found when the screen opened (the store discards a corrupt, incompatible
//   or stale one and returns null, so an old snapshot can never break the screen).
// - resume(): a fresh actor from the saved input, sent the store's START { now, resumeFromElapsedMs }.
// - startOver(): forgets the saved snapshot.
// `announce` (given to `create`) feeds the screen's aria-live region from the machine's announce action.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import type { ProtocolSnapshot } from '@/effects/protocolSnapshotStore';
import type { ProtocolEffects } from './protocolEffects';

export interface CreatedProtocolActor<A extends AnyActorRef> {
  /** Not started yet. */
  actor: A;
  /** Called when the screen lets go of this actor (unmount, or a resume replaces it), after it is stopped. */
  release?: () => void;
}

export interface ProtocolRunConfig<A extends AnyActorRef, TInput> {
  /** The snapshot store's name of the machine ('stepTest', 'pushups'). */
  machine: string;
  /** Input for a new run; null while it cannot run (the profile lacks what the machine needs). */
  input: TInput | null;
  /** Validates a saved input before a resume is offered. */
  isInput?: (value: unknown) => value is TInput;
  effects: ProtocolEffects;
  create: (input: TInput, announce: (text: string) => void) => CreatedProtocolActor<A>;
  /** Runs synchronously inside the Start / Resume click, before START is sent. */
  beforeStart?: () => void;
}

export interface ProtocolRun<A extends AnyActorRef, TInput> {
  actor: A | null;
  /** The latest announcement of the machine (phase change, countdown word). */
  announcement: string;
  resumeOffer: ProtocolSnapshot<TInput> | null;
  /** Where a resume would continue: the saved elapsed time plus the time the page was closed. */
  resumeElapsedMs: number | null;
  start: () => void;
  resume: () => void;
  startOver: () => void;
}

interface Current<A extends AnyActorRef, TInput> extends CreatedProtocolActor<A> {
  input: TInput;
}

export function useProtocolRun<A extends AnyActorRef, TInput>(config: ProtocolRunConfig<A, TInput>): ProtocolRun<A, TInput> {
  const { machine, effects } = config;
  const latest = useRef(config);
  useLayoutEffect(() => {
    latest.current = config;
  });
  const [announcement, announce] = useState('');
  const [resumeOffer, setResumeOffer] = useState(() => effects.store.load(machine, config.isInput));
  const [current, setCurrent] = useState<Current<A, TInput> | null>(() =>
    config.input === null ? null : { ...config.create(config.input, announce), input: config.input });

  useEffect(() => {
    if (!current) return undefined;
    const { actor, release, input } = current;
    // React may unmount and remount in development (StrictMode): a stopped actor cannot restart, so make a new one.
    if (actor.getSnapshot().status === 'stopped') {
      setCurrent({ ...latest.current.create(input, announce), input });
      return undefined;
    }
    actor.start();
    return () => {
      actor.stop();
      release?.();
    };
  }, [current]);

  // Time zero is the press itself: the clock is read before beforeStart, which may take a while (creating an
  // AudioContext can take a few hundred ms on first use).
  const start = useCallback(() => {
    if (!current) return;
    const now = effects.now();
    latest.current.beforeStart?.();
    current.actor.send({ type: 'START', now });
  }, [current, effects]);

  const resume = useCallback(() => {
    if (!resumeOffer) return;
    const now = effects.now();
    const { create, beforeStart } = latest.current;
    beforeStart?.();
    const next = create(resumeOffer.input, announce);
    next.actor.start();
    next.actor.send(effects.store.resumeStartEvent(resumeOffer, now));
    setResumeOffer(null);
    setCurrent({ ...next, input: resumeOffer.input });
  }, [resumeOffer, effects]);

  const startOver = useCallback(() => {
    effects.store.clear(machine);
    setResumeOffer(null);
  }, [effects, machine]);

  const resumeElapsedMs = resumeOffer ? effects.store.resumeElapsedMs(resumeOffer) : null;
  return { actor: current?.actor ?? null, announcement, resumeOffer, resumeElapsedMs, start, resume, startOver };
}
