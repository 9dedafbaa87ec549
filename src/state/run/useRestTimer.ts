// The rest-timer actor of a 1RM test screen: restTimerMachine with the app's effects provided (monotonic clock, change-point ticker,
// wake lock, snapshot store), started while the screen is shown. A log saved before a reload is restored and its rest
// resumed; the commands stamp each event with a clock reading (the machine does all the timing).
import { useEffect, useMemo, useState } from 'react';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import {
  isRestTimerInput, restTimerDelays, restTimerMachine, type RestTimerInput,
} from '@machines/restTimerMachine';
import { nextWholeSecondAt } from '@/effects/changePointTicker';
import { monotonicNow } from '@/effects/monotonicClock';
import { createProtocolSnapshotStore, type ProtocolSnapshot } from '@/effects/protocolSnapshotStore';
import { timedRunActors } from '@/effects/timedRunActors';

export type RestTimerActor = ActorRefFrom<typeof restTimerMachine>;

export interface RestTimerCommands {
  start: () => void;
  skip: () => void;
  reset: () => void;
  logTrial: (value: number, success: boolean) => void;
}

interface RestTimerSession {
  actor: RestTimerActor;
  /** The saved log and rest to resume once the actor runs, if there was one. */
  saved: ProtocolSnapshot<RestTimerInput> | null;
  /** A saved log was found but could not be read (it is kept aside); the screen says so. */
  dropped: boolean;
}

// A trial log is the tester's until they clear it or record the 1RM: it never expires (issue: it used to vanish after 2 h).
const store = createProtocolSnapshotStore({ maxAgeMs: null });

/** `persistKey` names the saved log (one per test: 'rest:benchPress'); `input` is used when nothing is saved. */
/** The rest countdown's display changes on each whole second of the rest; nothing is scheduled outside a rest. */
export function nextRestChangeAt(snapshot: SnapshotFrom<RestTimerActor>, now: number): number | null {
  const { startedAt } = snapshot.context;
  return startedAt === null || !snapshot.matches('resting') ? null : nextWholeSecondAt(startedAt, now);
}

function createSession(persistKey: string, input: RestTimerInput | undefined): RestTimerSession {
  const { snapshot: saved, dropped } = store.loadWithStatus(persistKey, isRestTimerInput);
  const holder: { actor: RestTimerActor | null } = { actor: null };
  const machine = restTimerMachine.provide({
    delays: restTimerDelays(monotonicNow),
    actors: timedRunActors<RestTimerActor>({ now: monotonicNow, actor: () => holder.actor, nextChangeAt: nextRestChangeAt }),
    actions: {
      persist: (_, params) => { store.save({ ...params, machine: persistKey }); },
      clearPersisted: () => store.clear(persistKey),
    },
  });
  const actor = createActor(machine, { input: saved?.input ?? input });
  holder.actor = actor;
  return { actor, saved, dropped };
}

export function useRestTimer(persistKey: string, input?: RestTimerInput): { actor: RestTimerActor; commands: RestTimerCommands; dropped: boolean } {
  const [initial] = useState(() => ({ persistKey, input }));
  const [session, setSession] = useState(() => createSession(initial.persistKey, initial.input));
  const { actor, saved } = session;
  useEffect(() => {
    // React may unmount and remount in development (StrictMode): a stopped actor cannot restart, so make a new one.
    if (actor.getSnapshot().status === 'stopped') {
      setSession(createSession(initial.persistKey, initial.input));
      return undefined;
    }
    actor.start();
    if (saved) actor.send(store.resumeStartEvent(saved, monotonicNow()));
    return () => actor.stop();
  }, [actor, saved, initial]);
  const commands = useMemo<RestTimerCommands>(() => ({
    start: () => actor.send({ type: 'START', now: monotonicNow() }),
    skip: () => actor.send({ type: 'SKIP' }),
    reset: () => actor.send({ type: 'RESET' }),
    logTrial: (value, success) => actor.send({ type: 'LOG_TRIAL', value, success, now: monotonicNow() }),
  }), [actor]);
  return { actor, commands, dropped: session.dropped };
}
