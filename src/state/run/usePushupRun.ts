// The pushup timer actor of /pushups/test: pushupCountdownMachine with the app's effects provided
// (docs/timed-protocols.md "What the app provides"): delays and TICKs on the monotonic clock, the screen wake lock
// while running, countdown announcements for the aria-live region, the snapshot store for resume-after-reload, and
// the navigation to /pushups/results when Finished is pressed.
import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { createActor, type ActorRefFrom } from 'xstate';
import {
  pushupCountdownMachine,
  pushupDelays,
  type PushupInput,
  type PushupResultParams,
  type PushupSnapshot,
} from '@machines/pushupCountdownMachine';
import { useProtocolEffects, type ProtocolEffects } from './protocolEffects';
import { nextWholeSecondAt } from '@/effects/changePointTicker';
import { timedRunActors } from '@/effects/timedRunActors';
import { useProtocolRun, type CreatedProtocolActor, type ProtocolRun } from './useProtocolRun';
import { ROUTE_PATHS } from '@/domain/routePaths';

/** The snapshot store's name of the pushup timer (PersistParams.machine). */
export const PUSHUP_SNAPSHOT = 'pushups';

export type PushupActor = ActorRefFrom<typeof pushupCountdownMachine>;

/** What the results page receives in the router state. */
export interface PushupResultsState {
  elapsedMs: number;
}

/** The next whole second of the test (each countdown word, then each second counted), or null when not running. */
export function nextPushupChangeAt(snapshot: PushupSnapshot, now: number): number | null {
  const { startedAt } = snapshot.context;
  if (startedAt === null || !snapshot.matches('running')) return null;
  return nextWholeSecondAt(startedAt, now);
}

const isPushupInput = (value: unknown): value is PushupInput =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/** The pushup timer actor (not started) with every effect provided. */
export function createPushupActor(
  effects: ProtocolEffects,
  announce: (text: string) => void,
  toResults: (params: PushupResultParams) => void,
): CreatedProtocolActor<PushupActor> {
  const holder: { actor: PushupActor | null } = { actor: null };
  const machine = pushupCountdownMachine.provide({
    delays: pushupDelays(effects.now),
    actors: timedRunActors<PushupActor>({
      now: effects.now, actor: () => holder.actor, nextChangeAt: nextPushupChangeAt, wakeLockApi: effects.wakeLockApi,
    }),
    actions: {
      announceCountdown: (_, params) => announce(params.word),
      persist: (_, params) => {
        effects.store.save(params);
      },
      clearPersisted: () => effects.store.clear(PUSHUP_SNAPSHOT),
      navigateToResults: (_, params) => toResults(params),
    },
  });
  const actor = createActor(machine);
  holder.actor = actor;
  return { actor };
}

export interface PushupRun extends ProtocolRun<PushupActor, PushupInput> {
  /** Finished: FINISH with a clock reading (the machine then goes to the results). */
  finish: () => void;
}

export function usePushupRun(): PushupRun {
  const effects = useProtocolEffects();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useLayoutEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const run = useProtocolRun<PushupActor, PushupInput>({
    machine: PUSHUP_SNAPSHOT,
    input: {},
    isInput: isPushupInput,
    effects,
    create: (_input, announce) => createPushupActor(effects, announce, ({ elapsedMs }) => {
      const state: PushupResultsState = { elapsedMs };
      navigateRef.current(ROUTE_PATHS.pushupsResults, { state });
    }),
  });
  const { actor } = run;
  const finish = useCallback(() => actor?.send({ type: 'FINISH', now: effects.now() }), [actor, effects]);
  return { ...run, finish };
}
