// The state module (XState, the machines, profile validation) on demand: the home page paints and becomes idle
// without it (issue 11 "first visit"), and any screen that reads the app state starts it on first use.
import type { AppActors } from './createAppActors';

export interface AppActorsLoader {
  /** Resolves once loading has been started (by anyone) and the actors exist; never starts loading itself. */
  readonly actors: Promise<AppActors>;
  /** Starts loading the state module; later calls do nothing. */
  start(): void;
}

export function createAppActorsLoader(load: () => Promise<AppActors>): AppActorsLoader {
  let begin: () => void = () => {};
  const actors = new Promise<AppActors>((resolve, reject) => {
    begin = () => {
      begin = () => {};
      load().then(resolve, reject);
    };
  });
  return { actors, start: () => begin() };
}
