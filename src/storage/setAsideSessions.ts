// Unsaved results set aside with their session (decision 0163): when 'Start a new session' leaves a session whose
// results were not saved, that session's profile is kept in local storage under its client and session (workKeyOf,
// decision 0103) until the coach restores or discards it. Read back field by field (readStoredProfile); an entry that
// cannot be read whole is left where it is, untouched, and not offered (decision 0032: reading never destroys).
import * as v from 'valibot';
import type { UserProfile } from '@/profile/profileTypes';
import { readStoredProfile, toStoredProfile } from '@/profile/readStoredProfile';
import { workKeyOf, type WorkKey } from '@/profile/workKey';
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import { readSessionRecord } from './sessionSchema';
import { safeStorage } from './profileStore';

/** Local-storage key prefix; the rest of the key is the session's work key (`{client id}/{session id}`). */
export const SET_ASIDE_KEY_PREFIX = 'setAsideSession:';

/** A session's unsaved results, kept aside. */
export interface SetAsideSession {
  readonly workKey: WorkKey;
  /** ISO date-time the results were set aside. */
  readonly setAsideAt: string;
  /** The session as it was left: its client, its id, its demographics and every result entered in it. */
  readonly profile: UserProfile;
  /** That session's own saved record when it had one (its 'Update Most Recent Session' comes back with it), or null. */
  readonly savedRecord: StoredSessionRecord | null;
}

const EntrySchema = v.object({
  version: v.literal(1),
  setAsideAt: v.pipe(v.string(), v.isoTimestamp()),
  profile: v.record(v.string(), v.unknown()),
  savedRecord: v.nullable(v.unknown()),
});

function keyOf(workKey: WorkKey): string {
  return `${SET_ASIDE_KEY_PREFIX}${workKey}`;
}

/** Keeps the session's results aside under its work key. Returns false when storage refused it (nothing is kept). */
export function setAsideSession(
  profile: UserProfile,
  savedRecord: StoredSessionRecord | null,
  now: Date,
  storage: Storage | null = safeStorage('local'),
): boolean {
  if (!storage) return false;
  const entry = { version: 1, setAsideAt: now.toISOString(), profile: toStoredProfile(profile), savedRecord };
  try {
    storage.setItem(keyOf(workKeyOf(profile)), JSON.stringify(entry));
    return true;
  } catch {
    return false;
  }
}

/** One stored entry read whole, or null (absent, or not readable whole: then left untouched). */
function readEntry(storage: Storage, workKey: WorkKey): SetAsideSession | null {
  let raw: string | null;
  try {
    raw = storage.getItem(keyOf(workKey));
  } catch {
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  const entry = v.safeParse(EntrySchema, parsed);
  if (!entry.success) return null;
  const { user, unreadable } = readStoredProfile(entry.output.profile, () => '', storedPrefersMetric(entry.output));
  // Only an entry read whole is offered, and only under its own client and session.
  if (unreadable.length > 0 || workKeyOf(user) !== workKey) return null;
  const record = entry.output.savedRecord === null ? null : readSessionRecord(entry.output.savedRecord);
  if (record !== null && (!record.ok || record.outOfRange.length > 0)) return null;
  return {
    workKey,
    setAsideAt: entry.output.setAsideAt,
    profile: user,
    savedRecord: record?.ok ? record.record : null,
  };
}

/** The unit preference the entry was stored with (readStoredProfile's default when absent). */
function storedPrefersMetric(entry: { profile: Record<string, unknown> }): boolean {
  return entry.profile.prefers_metric !== false;
}

/** The work keys of every entry kept for a client, read from the storage's keys. */
function keysOfClient(storage: Storage, clientId: string): WorkKey[] {
  const prefix = `${SET_ASIDE_KEY_PREFIX}${clientId}/`;
  const keys: WorkKey[] = [];
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) keys.push(key.slice(SET_ASIDE_KEY_PREFIX.length));
    }
  } catch {
    return [];
  }
  return keys;
}

/** Every session of a client with results set aside (readable whole), the most recently set aside first. */
export function setAsideSessionsOf(
  clientId: string,
  storage: Storage | null = safeStorage('local'),
): SetAsideSession[] {
  if (!storage) return [];
  return keysOfClient(storage, clientId)
    .map((workKey) => readEntry(storage, workKey))
    .filter((entry): entry is SetAsideSession => entry !== null)
    .sort((a, b) => b.setAsideAt.localeCompare(a.setAsideAt));
}

/** Forgets one entry (restored or discarded). Returns false when storage refused. */
export function removeSetAsideSession(workKey: WorkKey, storage: Storage | null = safeStorage('local')): boolean {
  try {
    storage?.removeItem(keyOf(workKey));
    return storage !== null;
  } catch {
    return false;
  }
}

/** Calls `listener` each time another tab sets results aside or forgets them; returns the unsubscribe. */
export function onSetAsideChanged(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(SET_ASIDE_KEY_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
