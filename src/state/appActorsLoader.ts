// The state module (XState, the machines, profile validation) on demand: the home page paints and becomes idle
// without it (decision 0076), and any screen that reads the app state starts it on first use.
import type { AppActors } from './createAppActors';

export interface AppActorsLoader {
  /** Resolves once loading has been started (by anyone) and the actors exist; never starts loading itself. */
  readonly actors: Promise<AppActors>;
  /** Starts loading the state module; later calls do nothing. */
  start(): void;
}

/**
 * Marks a settled promise the way React's use() reads it (status and value), so a component that asks for the actors
 * after they have arrived renders at once instead of suspending for a microtask and flashing the pending state.
 */
function markSettled<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  promise.then(
    (value) => Object.assign(tracked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(tracked, { status: 'rejected', reason }),
  );
  return promise;
}

export function createAppActorsLoader(load: () => Promise<AppActors>): AppActorsLoader {
  let begin: () => void = () => {};
  const actors = markSettled(
    new Promise<AppActors>((resolve, reject) => {
      begin = () => {
        begin = () => {};
        load().then(resolve, reject);
      };
    }),
  );
  return { actors, start: () => begin() };
}
