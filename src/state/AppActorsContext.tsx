// React access to the app-wide actors: screens read snapshots with selectors and send events.
// The actors arrive as a promise so the state module (XState, machines, storage) loads beside the first paint, not before it.
import { createContext, use, type ReactNode } from 'react';
import type { AppActors } from './createAppActors';
import type { ProfileContext } from '@machines/profileMachine';
import type { AlertContext } from '@machines/alertMachine';
import type { EquipmentContext } from '@machines/equipmentMachine';
import { useActorSelector } from './useActorSelector';

const AppActorsContext = createContext<Promise<AppActors> | null>(null);

export function AppActorsProvider({ actors, children }: { actors: Promise<AppActors>; children: ReactNode }) {
  return <AppActorsContext.Provider value={actors}>{children}</AppActorsContext.Provider>;
}

/** The app-wide actors; suspends the calling component until the state module has loaded. */
export function useAppActors(): AppActors {
  const actors = use(AppActorsContext);
  if (!actors) throw new Error('useAppActors must be used inside <AppActorsProvider>');
  return use(actors);
}

/** The app-wide actors, or null outside <AppActorsProvider> (the header renders in tests without one). */
export function useOptionalAppActors(): AppActors | null {
  const actors = use(AppActorsContext);
  return actors ? use(actors) : null;
}

export function useProfile<T>(select: (context: ProfileContext) => T): T {
  return useActorSelector(useAppActors().profile, (snapshot) => select(snapshot.context));
}

export function useAlert<T>(select: (context: AlertContext) => T): T {
  return useActorSelector(useAppActors().alert, (snapshot) => select(snapshot.context));
}

export function useEquipment<T>(select: (context: EquipmentContext) => T): T {
  return useActorSelector(useAppActors().equipment, (snapshot) => select(snapshot.context));
}
