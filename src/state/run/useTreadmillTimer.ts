// The treadmill timer actor of /treadmill-protocols/bruce: treadmillTimerMachine with the app's effects provided
// (docs/timed-protocols.md "What the app provides"): delays and TICKs on the monotonic clock, the screen wake lock
// while running, stage announcements for the aria-live region, the snapshot store (persist / clearPersisted) and the
// navigation to the results. It runs on the protocol screens' shared useProtocolRun: a reload or an accidental close
// while running leaves a snapshot, and on return the screen offers to resume it (START with the elapsed offset,
// counting the time the page was closed) or to start over. A corrupt, incompatible or stale snapshot, or one of a
// protocol this app does not know, is discarded without an error.
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { createActor, type ActorRefFrom } from 'xstate';
import { findTreadmillProtocol, type TreadmillProtocol } from '@/calculators/treadmillProtocols';
import {
  isTreadmillInput, treadmillDelays, treadmillTimerMachine,
  type TreadmillInput, type TreadmillResultParams, type TreadmillSnapshot,
} from '@machines/treadmillTimerMachine';
import { useProtocolEffects, type ProtocolEffects } from './protocolEffects';
import { nextWholeSecondAt } from '@/effects/changePointTicker';
import { timedRunActors } from '@/effects/timedRunActors';
import { treadmillResultsPath } from '@/domain/routePaths';
import { interruptedTestView, stageAnnouncement, type InterruptedTestView } from './treadmillTimerView';
import { useProtocolRun, type CreatedProtocolActor } from './useProtocolRun';

/** The snapshot store's name of the treadmill timer (PersistParams.machine). */
export const TREADMILL_SNAPSHOT = 'treadmill';

export type TreadmillTimerActor = ActorRefFrom<typeof treadmillTimerMachine>;

/** A saved input worth resuming: a valid protocol that this app knows by its id. */
export function isKnownTreadmillInput(value: unknown): value is TreadmillInput {
  return isTreadmillInput(value) && findTreadmillProtocol(value.protocol.id) !== null;
}

/** The next whole second of the elapsed display while running (stage changes fall on whole seconds), else null. */
export function nextTreadmillChangeAt(snapshot: TreadmillSnapshot, now: number): number | null {
  const { startedAt } = snapshot.context;
  if (startedAt === null || !snapshot.matches('running')) return null;
  return nextWholeSecondAt(startedAt, now);
}

/** The treadmill timer actor (not started) with every effect provided. */
export function createTreadmillActor(
  effects: ProtocolEffects,
  input: TreadmillInput,
  announce: (text: string) => void,
  toResults: (params: TreadmillResultParams) => void,
): CreatedProtocolActor<TreadmillTimerActor> {
  const holder: { actor: TreadmillTimerActor | null } = { actor: null };
  const machine = treadmillTimerMachine.provide({
    delays: treadmillDelays(effects.now),
    actors: timedRunActors<TreadmillTimerActor>({
      now: effects.now, actor: () => holder.actor, nextChangeAt: nextTreadmillChangeAt, wakeLockApi: effects.wakeLockApi,
    }),
    actions: {
      announceStage: (_, params) => announce(stageAnnouncement(params)),
      persist: (_, params) => {
        effects.store.save(params);
      },
      clearPersisted: () => effects.store.clear(TREADMILL_SNAPSHOT),
      navigateToResults: (_, params) => toResults(params),
    },
  });
  const actor = createActor(machine, { input });
  holder.actor = actor;
  return { actor };
}

export interface TreadmillTimerCommands {
  start: () => void;
  stop: () => void;
  reset: () => void;
  /** Resumes the interrupted test of this protocol from where it is now. */
  resume: () => void;
  /** Forgets the interrupted test. */
  startOver: () => void;
}

export interface TreadmillTimer {
  actor: TreadmillTimerActor | null;
  commands: TreadmillTimerCommands;
  /** The latest stage change, for the aria-live region. */
  announcement: string;
  /** A test interrupted by a reload or a close, waiting for Resume or Start over. */
  interrupted: (InterruptedTestView & { sameProtocol: boolean }) | null;
}

export function useTreadmillTimer(protocol: TreadmillProtocol): TreadmillTimer {
  const effects = useProtocolEffects();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const run = useProtocolRun<TreadmillTimerActor, TreadmillInput>({
    machine: TREADMILL_SNAPSHOT,
    input: { protocol },
    isInput: isKnownTreadmillInput,
    effects,
    create: (input, announce) => createTreadmillActor(effects, input, announce, (params) => {
      navigateRef.current(treadmillResultsPath(input.protocol.id, params));
    }),
  });
  const { actor, resumeOffer, resumeElapsedMs, start: runStart, startOver, resume } = run;

  const start = useCallback(() => {
    if (resumeOffer) startOver(); // a new run replaces an interrupted test of another protocol
    runStart();
  }, [runStart, startOver, resumeOffer]);
  const stop = useCallback(() => actor?.send({ type: 'STOP', now: effects.now() }), [actor, effects]);
  const reset = useCallback(() => actor?.send({ type: 'RESET' }), [actor]);

  const interrupted = useMemo(() => {
    if (!resumeOffer || resumeElapsedMs === null) return null;
    const saved = findTreadmillProtocol(resumeOffer.input.protocol.id) ?? protocol;
    return { ...interruptedTestView(saved, resumeElapsedMs), sameProtocol: saved.id === protocol.id };
  }, [resumeOffer, resumeElapsedMs, protocol]);

  const commands = useMemo<TreadmillTimerCommands>(
    () => ({ start, stop, reset, resume, startOver }),
    [start, stop, reset, resume, startOver],
  );
  return { actor, commands, announcement: run.announcement, interrupted };
}
