// What the screens show of opt-in sync (decision 44): the header's status and the clients with conflicts. A small
// store the sync module publishes to once loaded (syncControl.ts); nothing of the sync code is imported here, so the
// header reads it with sync off at no cost.
import { useSyncExternalStore } from 'react';

export interface SyncView {
  readonly text: string | null;
  readonly conflictClients: readonly string[];
}

let view: SyncView = { text: null, conflictClients: [] };
const listeners = new Set<() => void>();

/** Called by the sync module with each new status. */
export function publishSyncView(next: SyncView): void {
  view = next;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The header's status text (null while sync is off) and the clients with conflicts. */
export function useSyncView(): SyncView {
  return useSyncExternalStore(
    subscribe,
    () => view,
    () => view,
  ); // the build draws the header too (sync off)
}
