// Cross-tab change notices for the records (decision 0133): after every write to the clients database or the sessions
// store, this tab announces it; the other tabs of the app hear it and their screens read again (the roster, Past
// Sessions, a client's history). One BroadcastChannel per page (a page never hears its own notices: it already knows
// what it wrote); where BroadcastChannel is missing, a local storage key and the `storage` event carry the notice.

export type RecordsStore = 'clients' | 'sessions';

export interface RecordsChange {
  readonly store: RecordsStore;
  /** The client whose records changed, when the write was one client's. */
  readonly clientId?: string;
  /**
   * The sessions store's keys of every session the write added, replaced or deleted, when the write names them (the
   * sync mirror then reads only those rows); absent, any session may have changed.
   */
  readonly keys?: readonly number[];
}

export type RecordsListener = (change: RecordsChange) => void;

const CHANNEL_NAME = 'fitness-records-changed';
/** The storage-event fallback's key (its value changes on every notice). */
export const RECORDS_CHANGED_KEY = 'fitnessRecordsChanged';

/** This page's mark on its fallback notices: a page never acts on its own (some environments echo storage events). */
const PAGE_ID = `${Date.now()}-${Math.random()}`;

let channel: BroadcastChannel | null = null;
const listeners = new Set<RecordsListener>();
/** This page's own writes, for the sync mirror (decision 44): it mirrors what this page wrote, too. */
const ownListeners = new Set<RecordsListener>();

function readChange(data: unknown): RecordsChange | null {
  if (typeof data !== 'object' || data === null) return null;
  const { store, clientId, keys } = data as { store?: unknown; clientId?: unknown; keys?: unknown };
  if (store !== 'clients' && store !== 'sessions') return null;
  const named =
    store === 'sessions' && Array.isArray(keys) && keys.every((key) => Number.isInteger(key) && (key as number) > 0);
  return {
    store,
    ...(typeof clientId === 'string' ? { clientId } : {}),
    ...(named ? { keys: keys as number[] } : {}),
  };
}

function deliver(data: unknown): void {
  const change = readChange(data);
  if (change) for (const listener of [...listeners]) listener(change);
}

function onStorage(event: StorageEvent): void {
  if (event.key !== RECORDS_CHANGED_KEY || !event.newValue) return;
  try {
    const notice: unknown = JSON.parse(event.newValue);
    if (typeof notice === 'object' && notice !== null && (notice as { source?: unknown }).source === PAGE_ID) return;
    deliver(notice);
  } catch {
    // not a notice of this app: nothing to refresh
  }
}

/** The page's one channel, opened on first use; null where BroadcastChannel is missing. */
function pageChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent) => deliver(event.data);
  return channel;
}

/** Tells the other tabs that records changed. Never throws: a notice that cannot be sent must not fail a write. */
export function announceRecordsChanged(change: RecordsChange): void {
  for (const listener of [...ownListeners]) {
    try {
      listener(change);
    } catch {
      // a listener's failure must not fail a write
    }
  }
  try {
    const open = pageChannel();
    if (open) open.postMessage(change);
    else if (typeof localStorage !== 'undefined') {
      localStorage.setItem(
        RECORDS_CHANGED_KEY,
        JSON.stringify({ ...change, source: PAGE_ID, at: Date.now(), nonce: Math.random() }),
      );
    }
  } catch {
    // the other tabs read the stores again on their next visit
  }
}

/** Calls `listener` when another tab changed records; returns the unsubscribe. */
export function onRecordsChanged(listener: RecordsListener): () => void {
  const open = pageChannel();
  if (!open && listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (!open && listeners.size === 0 && typeof window !== 'undefined')
      window.removeEventListener('storage', onStorage);
  };
}

/** Calls `listener` after this page wrote records; returns the unsubscribe. */
export function onOwnRecordsChanged(listener: RecordsListener): () => void {
  ownListeners.add(listener);
  return () => ownListeners.delete(listener);
}

/**
 * Tells this page's screens that records changed without this page's app having written them (the sync mirror
 * wrote what another device sent), as a notice from another tab would; the other tabs are told as usual.
 */
export function announceArrivedRecords(change: RecordsChange): void {
  deliver(change);
  try {
    const open = pageChannel();
    if (open) open.postMessage(change);
  } catch {
    // the other tabs read the stores again on their next visit
  }
}

/** Tests start each case with a fresh channel. */
export function resetRecordsChannel(): void {
  channel?.close();
  channel = null;
  listeners.clear();
  ownListeners.clear();
  if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
}
