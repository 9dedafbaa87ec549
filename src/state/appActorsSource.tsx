// Where the app-wide actors come from, for the first paint: the provider and the hooks that wait for the actors.
// The actors arrive as a promise so the state module (XState, machines, storage) is not needed for the first paint; the
// app starts loading it only when something needs it (`start`, see appActorsLoader.ts). No XState or @xstate/react
// here: the shell imports this module, and they travel with the state chunk (decision 0126). Screens import these
// through AppActorsContext.tsx, which adds the selector hooks.
import { createContext, use, useMemo, type ReactNode } from 'react';
import type { AppActors } from './createAppActors';

interface ActorsSource {
  actors: Promise<AppActors>;
  start: () => void;
}

const AppActorsContext = createContext<ActorsSource | null>(null);

const alreadyStarted = () => {};

export interface AppActorsProviderProps {
  actors: Promise<AppActors>;
  /** Starts loading the actors; called by the first component that needs them (omit when `actors` is already on its way). */
  start?: () => void;
  children: ReactNode;
}

export function AppActorsProvider({ actors, start = alreadyStarted, children }: AppActorsProviderProps) {
  const source = useMemo(() => ({ actors, start }), [actors, start]);
  return <AppActorsContext.Provider value={source}>{children}</AppActorsContext.Provider>;
}

function useActorsSource(): ActorsSource {
  const source = use(AppActorsContext);
  if (!source) throw new Error('useAppActors must be used inside <AppActorsProvider>');
  return source;
}

/** The app-wide actors; starts loading the state module if needed and suspends the caller until it has loaded. */
export function useAppActors(): AppActors {
  const { actors, start } = useActorsSource();
  start(); // idempotent: the first screen that needs the state asks for it
  return use(actors);
}

/** The actors once something else has started loading them; suspends until then (the shell's banners wait this way). */
export function useStartedAppActors(): AppActors {
  return use(useActorsSource().actors);
}

/**
 * The app-wide actors once something else has started loading them, or null outside <AppActorsProvider> (the header
 * renders in tests without one). Never starts the state module itself, so the header keeps the first paint light.
 */
export function useOptionalAppActors(): AppActors | null {
  const source = use(AppActorsContext);
  return source ? use(source.actors) : null;
}

/**
 * The app-wide actors (started if needed), or null outside <AppActorsProvider> (a timed screen rendered alone in a
 * test). The timed runs read the open client and session through it to key their work (decision 0103).
 */
export function useAppActorsIfProvided(): AppActors | null {
  const source = use(AppActorsContext);
  if (!source) return null;
  source.start();
  return use(source.actors);
}
