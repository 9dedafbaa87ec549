// Opening a client (decision 0100, decision 0101): a new one, or another one; the session each opens with today, and
// the earlier session's unsaved results set aside before a new session replaces it (decision 0163, decision 0152).
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import { continuesSession, holdsUnsavedResults, newSessionProfile, splitName } from '@/clients/sessionModel';
import {
  newStoredClient,
  putClients,
  readActiveClientId,
  readClient,
  writeActiveClientId,
  type StoredClient,
} from './clientsDb';
import { readStoredProfile } from '@/profile/readStoredProfile';
import { newUid } from './profileStore';
import { type StoredSessionRecord } from '@/profile/sessionRecord';
import { clientIndexEntry, readSessionRowsByKey } from './clientSessionIndex';
import { type RosterStores, latestKey, readClientSessions, requireClient } from './clientRoster';

/**
 * The profile a client opens with (decision 0100, decision 0101): their stored one, else their name and latest
 * demographics in a new session (no result, and no weight: weight is a measurement). The uid is the client's id.
 */
export function profileForClient(
  client: StoredClient,
  latest: StoredSessionRecord | null,
  prefersMetric: boolean,
  now: Date,
): UserProfile {
  if (client.profile) return { ...client.profile, uid: client.id, prefers_metric: prefersMetric };
  const profile = emptyProfile(client.id, prefersMetric);
  const activity = latest?.activity_level;
  return {
    ...profile,
    sessionId: newUid(),
    sessionStartedAt: now.toISOString(),
    ...splitName(client.name),
    age: latest?.age ?? null,
    sex: latest?.sex ?? null,
    height: latest?.height ?? null,
    goalWeight: latest?.goal_weight ?? null,
    activityLevel:
      readStoredProfile({ ...profile, activityLevel: activity ?? null }, newUid).user.activityLevel ?? null,
  };
}

/** Keeps the open profile with the client it belongs to (before another client is opened). */
async function storeActiveProfile(stores: RosterStores, current: UserProfile, now: Date): Promise<void> {
  const activeId = await readActiveClientId(stores.clients);
  if (!activeId) return;
  const client = await readClient(stores.clients, activeId);
  if (!client) return;
  await putClients(stores.clients, [{ ...client, profile: current, updatedAt: now.toISOString() }]);
}

export interface OpenedClient {
  readonly clientId: string;
  /** The profile to open (becomes `user` in local storage). */
  readonly profile: UserProfile;
  /** The client's most recent saved session, for the mostRecentSession entry; null when none. */
  readonly mostRecent: StoredSessionRecord | null;
  /**
   * The earlier session left with results not saved when a new one opened (decision 0163, decision 0152): `kept`
   * when they were set aside (Current Session offers them back), false when the browser refused (that session
   * continues instead: nothing is dropped); null when nothing unsaved was left.
   */
  readonly setAside?: { readonly startedAt: string | null; readonly kept: boolean } | null;
}

/**
 * New client (decision 0100): the open profile stays with its client; a blank profile (nothing of anyone else) opens
 * with a new session. The entry has no name until the form gives one, and the list does not show it until then.
 */
export async function createClient(
  stores: RosterStores,
  current: UserProfile,
  name: string | null,
  now: Date,
): Promise<OpenedClient> {
  await storeActiveProfile(stores, current, now);
  const id = newUid();
  const profile: UserProfile = {
    ...emptyProfile(id, current.prefers_metric),
    sessionId: newUid(),
    sessionStartedAt: now.toISOString(),
    ...splitName(name?.trim() || null),
  };
  const client = newStoredClient(id, name, profile, now);
  await putClients(stores.clients, [client]);
  await writeActiveClientId(stores.clients, client.id);
  return { clientId: client.id, profile, mostRecent: null };
}

/**
 * A client's latest session and the one 'Update Most Recent Session' replaces, read by key through the index (two
 * records, not all of the client's); from all of their sessions when the index was behind.
 */
async function latestSessions(
  stores: RosterStores,
  client: StoredClient,
): Promise<{ latest: StoredSessionRecord | null; mostRecent: StoredSessionRecord | null }> {
  const latest = latestKey(await clientIndexEntry(stores, client.id));
  const keys = [...new Set([latest, client.mostRecentKey].filter((k): k is number => k !== null))];
  const rows = await readSessionRowsByKey(stores.sessions, keys);
  let records = rows.map((row) => row.record);
  if (rows.length !== keys.length || records.some((r) => r.clientId !== client.id)) {
    records = await readClientSessions(stores, client.id);
    const last = records.at(-1) ?? null;
    return { latest: last, mostRecent: records.find((s) => s.timestamp === client.mostRecentKey) ?? last };
  }
  const latestRecord = records.find((r) => r.timestamp === latest) ?? null;
  return {
    latest: latestRecord,
    mostRecent: records.find((r) => r.timestamp === client.mostRecentKey) ?? latestRecord,
  };
}

/**
 * Opens another client: the open profile is kept with its client, the other client's profile is restored. Their
 * open session continues when it was never saved or was saved today; otherwise a new session starts (decision 0101).
 * `mostRecent` is the open session's own record when it continues a saved one, else null.
 */
export async function switchClient(
  stores: RosterStores,
  current: UserProfile,
  targetId: string,
  now: Date,
): Promise<OpenedClient> {
  const target = await requireClient(stores, targetId);
  await storeActiveProfile(stores, current, now);
  const opened = await keepLeftBehind(await clientSessionToday(stores, target, current.prefers_metric, now), now);
  await writeActiveClientId(stores.clients, targetId);
  return opened;
}

/** The session a client opens with, and the earlier one it replaces when that one holds results not saved. */
export interface SessionToday extends OpenedClient {
  readonly leftBehind: { readonly profile: UserProfile; readonly savedRecord: StoredSessionRecord | null } | null;
  /** The session saved on an earlier day that today's new session follows, with its save's date, or null. */
  readonly previous?: { readonly profile: UserProfile; readonly date: string } | null;
}

/**
 * Before a new session replaces a client's stored one, that session's unsaved results are set aside with it (decision
 * 0163, decision 0152), exactly as 'Start a new session' does. When the browser refuses to keep them, the stored
 * session continues instead (as at app start, decision 0101): nothing is ever dropped.
 */
export async function keepLeftBehind(
  { leftBehind, previous: _previous, ...opened }: SessionToday,
  now: Date,
): Promise<OpenedClient> {
  if (!leftBehind) return opened;
  const startedAt = leftBehind.profile.sessionStartedAt;
  // Loaded when needed: a static import would add its chunk to the first paint's list of files (decision 0127).
  const { setAsideSession } = await import('./setAsideSessions');
  if (setAsideSession(leftBehind.profile, leftBehind.savedRecord, now))
    return { ...opened, setAside: { startedAt, kept: true } };
  return {
    ...opened,
    profile: leftBehind.profile,
    mostRecent: leftBehind.savedRecord,
    setAside: { startedAt, kept: false },
  };
}

/**
 * The session a client opens with today (decision 0101): their open session when it was never saved or was saved
 * today, else a new one. The one rule for opening a client and for a group test's row (decision 0154). When a new
 * one starts and the stored session holds results not saved, that session is `leftBehind`: whoever commits the new
 * session sets it aside first (keepLeftBehind); a read that commits nothing ignores it.
 */
export async function clientSessionToday(
  stores: RosterStores,
  target: StoredClient,
  prefersMetric: boolean,
  now: Date,
): Promise<SessionToday> {
  const { latest, mostRecent } = await latestSessions(stores, target);
  const stored = profileForClient(target, latest, prefersMetric, now);
  const ownRecord = mostRecent && mostRecent.recordId === stored.sessionId ? mostRecent : null;
  if (continuesSession(stored, ownRecord, now))
    return { clientId: target.id, profile: stored, mostRecent: ownRecord, leftBehind: null };
  // A stored profile with no session (an earlier build's) is given one, so its results are kept under a key of its own.
  const leftBehind = holdsUnsavedResults(stored, ownRecord)
    ? { profile: stored.sessionId === null ? { ...stored, sessionId: newUid() } : stored, savedRecord: ownRecord }
    : null;
  const previous = !leftBehind && ownRecord ? { profile: stored, date: ownRecord.date } : null;
  return {
    clientId: target.id,
    profile: newSessionProfile(stored, newUid(), now),
    mostRecent: null,
    leftBehind,
    previous,
  };
}
