// The rest-timer actor of a 1RM test screen: restTimerMachine with the app's monotonic clock and ticker provided, started
// while the screen is shown; its commands stamp each event with a clock reading (the machine does all timing).
import { useEffect, useMemo, useState } from 'react';
import { createActor, type ActorRefFrom } from 'xstate';
import { restTimerDelays, restTimerMachine, type RestTimerInput } from '@machines/restTimerMachine';
import { clockTicker, monotonicNow } from './restTimerClock';

export type RestTimerActor = ActorRefFrom<typeof restTimerMachine>;

export interface RestTimerCommands {
  start: () => void;
  skip: () => void;
  reset: () => void;
  logTrial: (value: number, success: boolean) => void;
}

function createRestTimer(input: RestTimerInput | undefined): RestTimerActor {
  const machine = restTimerMachine.provide({
    actors: { ticker: clockTicker },
    delays: restTimerDelays(monotonicNow),
  });
  return createActor(machine, { input });
}

export function useRestTimer(input?: RestTimerInput): { actor: RestTimerActor; commands: RestTimerCommands } {
  const [initialInput] = useState(input);
  const [actor, setActor] = useState(() => createRestTimer(initialInput));
  useEffect(() => {
    // React may unmount and remount in development (StrictMode): a stopped actor cannot restart, so make a new one.
    if (actor.getSnapshot().status === 'stopped') {
      setActor(createRestTimer({ ...initialInput, trials: actor.getSnapshot().context.trials }));
      return undefined;
    }
    actor.start();
    return () => actor.stop();
  }, [actor, initialInput]);
  const commands = useMemo<RestTimerCommands>(() => ({
    start: () => actor.send({ type: 'START', now: monotonicNow() }),
    skip: () => actor.send({ type: 'SKIP' }),
    reset: () => actor.send({ type: 'RESET' }),
    logTrial: (value, success) => actor.send({ type: 'LOG_TRIAL', value, success, now: monotonicNow() }),
  }), [actor]);
  return { actor, commands };
}
