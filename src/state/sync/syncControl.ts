// Opt-in sync as the screens see it (decision 44): the status the header shows and the conflicts a client page shows.
// Nothing of the sync code is imported here: it is loaded by a dynamic import only when the coach opens Settings →
// Sync or had turned sync on (a local storage mark), so with sync off the page loads none of it and calls no server.
import { useSyncExternalStore } from 'react';

type SyncModule = typeof import('@/sync/engine/browserSync');
export type { ConflictView, StepResult } from '@/sync/engine/browserSync';
export type { QrDrawing } from '@/sync/core/setupCodeQr';

/** Set by the sync module while sync is on (its own key, read here without loading it). */
const SYNC_ON_KEY = 'fitnessSyncOn';

export interface SyncView {
  readonly text: string | null;
  readonly conflictClients: readonly string[];
}

const OFF: SyncView = { text: null, conflictClients: [] };
let view: SyncView = OFF;
const listeners = new Set<() => void>();
let loading: Promise<SyncModule> | null = null;

function publish(next: SyncView): void {
  view = next;
  for (const listener of [...listeners]) listener();
}

/** The sync chunk, loaded once, following the status from then on. */
export function loadSync(): Promise<SyncModule> {
  loading ??= import('@/sync/engine/browserSync').then((module) => {
    module.followSyncStatus(publish);
    return module;
  });
  return loading;
}

/** At start-up: resumes sync only when it was on; otherwise loads nothing. */
export function resumeSyncIfOn(): void {
  let on: boolean;
  try {
    on = localStorage.getItem(SYNC_ON_KEY) === '1';
  } catch {
    on = false; // no storage: sync cannot have been turned on
  }
  if (on) void loadSync().then((module) => module.resumeSync());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The header's status text (null while sync is off) and the clients with conflicts. */
export function useSyncView(): SyncView {
  return useSyncExternalStore(subscribe, () => view);
}

/** The conflicts of one client's records, field by field (loads the sync chunk only when sync is on). */
export async function conflictsOfClient(clientId: string): Promise<import('@/sync/engine/browserSync').ConflictView[]> {
  return (await loadSync()).listConflicts(clientId);
}

export async function settleConflict(
  docId: string,
  pickedFromOther: readonly string[],
  keepBoth: boolean,
): Promise<void> {
  await (await loadSync()).resolveConflict(docId, pickedFromOther, keepBoth);
}
