// The 'mostRecentSession' local-storage entry (spec §3): the last session saved from this browser, with its key.
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import { readSessionRecord } from './sessionSchema';

export const MOST_RECENT_SESSION_KEY = 'mostRecentSession';

function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage can be disabled by the browser's privacy settings
  }
}

/** The stored record (its `timestamp` is the database key), or null when there is none or it cannot be read. */
export function readMostRecentSession(storage: Storage | null = localStore()): StoredSessionRecord | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(MOST_RECENT_SESSION_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const read = readSessionRecord(JSON.parse(raw));
    return read.ok ? read.record : null;
  } catch {
    return null;
  }
}

/** Remembers the record just saved (with its key). Returns false when local storage refused it. */
export function writeMostRecentSession(record: StoredSessionRecord, storage: Storage | null = localStore()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(MOST_RECENT_SESSION_KEY, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

/** Forgets the entry (another client with no saved session was opened, decision 0080). */
export function clearMostRecentSession(storage: Storage | null = localStore()): void {
  try {
    storage?.removeItem(MOST_RECENT_SESSION_KEY);
  } catch {
    // storage disabled: nothing to forget
  }
}
