// The run lifecycle of every timed screen (docs/timed-protocols.md "One run lifecycle"): create, start, resume, stop.
// The actor lives as long as the screen (useActorLifecycle); a run that a reload or a close interrupted is offered
// for resume (or restored at once, for the 1RM log); a run may start on arrival (decision 0028); every event that
// needs a clock reading gets one from the effects' clock, so a test swaps one clock for the whole run. A run's work
// belongs to the open client and session (decision 0103): it is stored under its work key, and what is stored for
// another client or session is listed (`setAside`) so the screen reports it instead of showing or dropping it.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Actor, AnyStateMachine, EventFromLogic } from 'xstate';
import type { StartEvent } from '@machines/timing';
import {
  snapshotNameFor,
  type NotKeptRun,
  type ProtocolSnapshot,
  type SetAsideWork,
} from '@/effects/protocolSnapshotStore';
import { useActorLifecycle } from '@/state/useActorLifecycle';
import { useWorkOwner } from '@/state/useWorkOwner';

export type { SetAsideWork, NotKeptRun } from '@/effects/protocolSnapshotStore';
import { useProtocolEffects } from './protocolEffects';
import { createTimedRunActor, type ScreenActions, type TimedRunActor, type TimedRunDefinition } from './timedRun';

export interface TimedRunOptions<I, S extends object> {
  /** Input for a new run; null while it cannot run (the profile lacks what the machine needs). */
  input: I | null;
  /** Starts the run as soon as the screen shows it (unless a resume is offered). Default false. */
  startOnArrival?: boolean;
  /** 'offer' (default): an interrupted run waits for resume() or startOver(). 'restore': it continues at once. */
  interrupted?: 'offer' | 'restore';
  /** The snapshot store's name, when not the definition's (e.g. 'rest:benchPress'). */
  snapshotName?: string;
  /** The screen's implementations of the definition's screenActions (e.g. navigateToResults). */
  actions?: ScreenActions<I, S>;
}

/** An event without its clock reading: the run adds `now` from the effects' clock. */
export type UnstampedEvent<E> = E extends { now: number } ? Omit<E, 'now'> : E;

export interface RunSound {
  /** False where audio cannot work at all (no Web Audio, or it failed): the visual cues are the only ones. */
  available: boolean;
  /** True while sound plays; false while the browser keeps audio locked (the page was opened directly or reloaded). */
  on: boolean;
  /** Turns the sound on: call it from a click (the one-tap sound control). */
  turnOn: () => void;
}

export interface TimedRun<L extends AnyStateMachine, I, A = Actor<L> | null> {
  actor: A;
  /** The latest announcement of the machine (phase change, countdown word, stage), for an aria-live region. */
  announcement: string;
  /** The valid snapshot of an interrupted run (a corrupt, incompatible or stale one is discarded as null). */
  resumeOffer: ProtocolSnapshot<I> | null;
  /** True when a saved run was found but could not be used (an unreadable one is kept aside): the screen says so. */
  snapshotDropped: boolean;
  /** True when the interrupted run is older than 2 hours: the screen says it was set aside. */
  resumeOverdue: boolean;
  /** A run of this screen that storage refused to keep before the reload, or null. */
  notKept: NotKeptRun | null;
  /** True once storage refuses to keep this run (storage full): the screen says so while it runs. */
  keepRefused: boolean;
  /** This run's work stored for other clients or sessions, or un-keyed by an earlier build (decision 0103). */
  setAside: readonly SetAsideWork[];
  /** Forgets one set-aside run (the person chose to). */
  forgetSetAside: (name: string) => void;
  /** Where a resume would continue: the saved elapsed time plus the time the page was closed. */
  resumeElapsedMs: number | null;
  /** START now (a pending resume offer is discarded: the new run replaces it). Call from the click. */
  start: () => void;
  /** Continues the interrupted run in a fresh actor. */
  resume: () => void;
  /** Forgets the interrupted run (and starts a new one when the run starts on arrival). */
  startOver: () => void;
  /** Sends an event stamped with a clock reading (`now`). */
  send: (event: UnstampedEvent<EventFromLogic<L>>) => void;
  sound: RunSound;
}

export function useTimedRun<L extends AnyStateMachine, I, S extends object>(
  definition: TimedRunDefinition<L, I, S>,
  options: TimedRunOptions<I, S> & { input: I },
): TimedRun<L, I, Actor<L>>;
export function useTimedRun<L extends AnyStateMachine, I, S extends object>(
  definition: TimedRunDefinition<L, I, S>,
  options: TimedRunOptions<I, S>,
): TimedRun<L, I>;
export function useTimedRun<L extends AnyStateMachine, I, S extends object>(
  definition: TimedRunDefinition<L, I, S>,
  options: TimedRunOptions<I, S>,
): TimedRun<L, I> {
  const effects = useProtocolEffects();
  const runName = options.snapshotName ?? definition.snapshotName;
  const work = useWorkOwner();
  // The run keeps the client and session it began with: its work is saved for them even if another client opens.
  const [{ key: workKey, owner }] = useState(work);
  const snapshotName = snapshotNameFor(runName, workKey);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const [announcement, announce] = useState('');
  const [{ snapshot: saved, dropped: snapshotDropped, overdue: resumeOverdue, notKept }] = useState(() =>
    effects.store.loadWithStatus(snapshotName, definition.isInput, definition.snapshotNeverExpires),
  );
  const [setAside, setSetAside] = useState(() => effects.store.setAside(runName, workKey));
  const [keepRefused, setKeepRefused] = useState(false);
  const forgetSetAside = useCallback(
    (name: string) => {
      effects.store.clear(name);
      setSetAside((list) => list.filter((item) => item.name !== name));
    },
    [effects],
  );
  const [resumeOffer, setResumeOffer] = useState(options.interrupted === 'restore' ? null : saved);
  const metronome = effects.metronome;
  const [soundOn, setSoundOn] = useState(() => !definition.usesSound || metronome().unlocked);

  /** A factory for a run of `input`, sent `startEvent()` (read when the actor has started) or left idle. */
  const runOf = (input: I | null, startEvent?: () => StartEvent) => (): TimedRunActor<L> | null => {
    if (input === null) return null;
    const created = createTimedRunActor(definition, {
      effects,
      announce,
      input,
      snapshotName,
      owner,
      onKeepRefused: () => setKeepRefused(true),
      screenActions: () => latest.current.actions ?? {},
    });
    return startEvent ? { ...created, afterStart: (actor) => actor.send(startEvent() as never) } : created;
  };
  const startNow = (): StartEvent => ({ type: 'START', now: effects.now() });

  const { owned, replace } = useActorLifecycle<TimedRunActor<L>>(() => {
    if (options.interrupted === 'restore' && saved)
      return runOf(saved.input, () => effects.store.resumeStartEvent(saved, effects.now()))();
    return runOf(options.input, options.startOnArrival && !saved ? startNow : undefined)();
  });
  const actor = owned?.actor ?? null;

  // Arriving with audio still locked: ask once (a page reached by a click may start it; one opened directly may not).
  useEffect(() => {
    if (!definition.usesSound) return;
    let current = true;
    void metronome()
      .unlock()
      .then((on) => {
        if (current) setSoundOn(on);
      });
    return () => {
      current = false;
    };
  }, [definition.usesSound, metronome]);

  // Time zero is the press itself: the clock is read before the audio unlock, which can take a while.
  const unlockInClick = useCallback(() => {
    if (definition.usesSound) void metronome().unlock().then(setSoundOn);
  }, [definition.usesSound, metronome]);

  const start = useCallback(() => {
    if (!actor) return;
    const event = startNow();
    unlockInClick();
    if (resumeOffer) {
      effects.store.clear(snapshotName);
      setResumeOffer(null);
    }
    actor.send(event as never);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- startNow only reads effects.now
  }, [actor, effects, resumeOffer, snapshotName, unlockInClick]);

  const resume = useCallback(() => {
    if (!resumeOffer) return;
    const event = effects.store.resumeStartEvent(resumeOffer, effects.now());
    unlockInClick();
    setResumeOffer(null);
    replace(runOf(resumeOffer.input, () => event));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runOf reads the same effects and definition
  }, [resumeOffer, effects, replace, unlockInClick]);

  const startOver = useCallback(() => {
    effects.store.clear(snapshotName);
    setResumeOffer(null);
    if (latest.current.startOnArrival) {
      const now = effects.now();
      unlockInClick();
      replace(runOf(latest.current.input, () => ({ type: 'START', now })));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runOf reads the same effects and definition
  }, [effects, snapshotName, replace, unlockInClick]);

  const send = useCallback(
    (event: UnstampedEvent<EventFromLogic<L>>) => {
      actor?.send({ ...event, now: effects.now() } as never);
    },
    [actor, effects],
  );

  const turnOn = useCallback(() => {
    void metronome()
      .unlock()
      .then((on) => {
        setSoundOn(on);
        if (on) owned?.onSoundOn?.(effects.now());
      });
  }, [metronome, owned, effects]);

  const resumeElapsedMs = resumeOffer ? effects.store.resumeElapsedMs(resumeOffer) : null;
  return {
    actor,
    announcement,
    resumeOffer,
    snapshotDropped,
    resumeOverdue,
    notKept,
    keepRefused,
    setAside,
    forgetSetAside,
    resumeElapsedMs,
    start,
    resume,
    startOver,
    send,
    sound: { available: !definition.usesSound || metronome().available, on: soundOn, turnOn },
  };
}
