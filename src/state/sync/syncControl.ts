// Opt-in sync as the screens drive it (decision 44). The sync code is loaded by a dynamic import only when the coach
// opens Settings → Sync or had turned sync on (src/sync/core/syncOnMark.ts), so with sync off the page loads none of
// it and calls no server. This module itself is loaded only then too (src/main.tsx, the lazy screens).
import { publishSyncView } from './syncView';

type SyncModule = typeof import('@/sync/engine/browserSync');
export type { ConflictView, StepResult } from '@/sync/engine/browserSync';
export type { QrDrawing } from '@/sync/core/setupCodeQr';
export { syncWasOn } from '@/sync/core/syncOnMark';

let loading: Promise<SyncModule> | null = null;

/** The sync chunk, loaded once, following the status from then on. */
export function loadSync(): Promise<SyncModule> {
  loading ??= import('@/sync/engine/browserSync').then((module) => {
    module.followSyncStatus(publishSyncView);
    return module;
  });
  return loading;
}

/** At start-up, when sync was on: loads the sync chunk and resumes. */
export function resumeSync(): void {
  void loadSync().then((module) => module.resumeSync());
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
