// The header's sync status (decision 44): one short text, from the engine's state and the number of conflicts.

export type SyncState =
  | { readonly kind: 'off' }
  | { readonly kind: 'synced' }
  | { readonly kind: 'syncing'; readonly pending: number }
  | { readonly kind: 'offline' }
  | { readonly kind: 'error'; readonly message: string };

export interface SyncStatus {
  readonly state: SyncState;
  readonly conflicts: number;
}

function stateText(state: SyncState): string | null {
  switch (state.kind) {
    case 'off':
      return null;
    case 'synced':
      return 'Synced';
    case 'syncing':
      return state.pending > 0 ? `Syncing (${state.pending})` : 'Syncing';
    case 'offline':
      return 'Offline';
    case 'error':
      return state.message;
  }
}

/** 'Synced', 'Syncing (3)', 'Offline', an error in words, each followed by '· 2 conflicts' when there are any. */
export function syncStatusText(status: SyncStatus): string | null {
  const text = stateText(status.state);
  if (text === null) return null;
  if (status.conflicts === 0) return text;
  return `${text} · ${status.conflicts} ${status.conflicts === 1 ? 'conflict' : 'conflicts'}`;
}
