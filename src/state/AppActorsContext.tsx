// React access to the app-wide actors: screens read snapshots with @xstate/react's useSelector and send events
// (decision 0126). An actor that has failed throws its error from useSelector, so the route's error page shows it.
// The provider and the hooks that wait for the actors are in appActorsSource.tsx (the shell's part, without XState);
// they are re-exported here, so a screen imports everything about the app actors from this one module.
// Chunk: state (build/stateRoots.ts): so @xstate/react and XState travel with the state (decision 0126).
import { useSelector } from '@xstate/react';
import type { ProfileContext } from '@machines/profileMachine';
import type { EquipmentContext } from '@machines/equipmentMachine';
import { useAppActors } from './appActorsSource';

export { AppActorsProvider, useAppActors, useAppActorsIfProvided, useStartedAppActors } from './appActorsSource';

export function useProfile<T>(select: (context: ProfileContext) => T): T {
  return useSelector(useAppActors().profile, (snapshot) => select(snapshot.context));
}

export function useEquipment<T>(select: (context: EquipmentContext) => T): T {
  return useSelector(useAppActors().equipment, (snapshot) => select(snapshot.context));
}
