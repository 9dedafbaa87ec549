// The roster's operations across the two databases (decision 0080): grouping pre-client sessions by name, the
// Clients list figures, create / switch / rename / archive / delete / merge / move, saving for the active client,
// and one client's export and import. Sessions keep their spec §3 fields; a write adds only the client fields to
// the row as it is stored, so nothing an older version left is lost.
import * as v from 'valibot';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';
import type { ClientSummary, RosterView } from '@/clients/clientTypes';
import { sameName } from '@/clients/clientTypes';
import {
  continuesSession,
  holdsNoResult,
  holdsOnlyMeasured,
  holdsUnsavedResults,
  localDay,
  newSessionProfile,
  openSessionRecord,
  splitName,
} from '@/clients/sessionModel';
import { readMostRecentSession } from './mostRecentSession';
import { planGrouping } from '@/clients/grouping';
import { importedClientWins, planSessionMerge, type SessionMergePlan } from '@/clients/importMerge';
import {
  deleteClientEntry,
  listingOf,
  newStoredClient,
  storedForm,
  putClients,
  readActiveClientId,
  readClient,
  readClientListings,
  readClients,
  readStoredClient,
  takeUpgradeNotice,
  writeActiveClientId,
  CLIENT_SCHEMA_VERSION,
  type ClientListing,
  type ClientsDb,
  type StoredClient,
} from './clientsDb';
import { readStoredProfile } from '@/profile/readStoredProfile';
import { profileForSessionDate, sessionDateOf } from '@/profile/builders/profileForSessionDate';
import type { UpdateOutcome } from '@/profile/profileUpdate';
import { newUid } from './profileStore';
import {
  SESSION_NUMBER_FIELDS,
  canonicalRecord,
  sessionName,
  type SessionNumberField,
  type StoredSessionRecord,
} from '@/profile/sessionRecord';
import { storedValueInBounds } from '@/profile/sessionRecordLimits';
import { NewSessionRecordSchema, describeIssues, outOfRangeReason, readSessionRecord } from './sessionSchema';
import { ExplainedError } from '@/domain/errorMessages';
import {
  applySessionIndexChange,
  clientIndexEntry,
  clientSessionIndex,
  indexOfRows,
  markSessionIndexStale,
  readAllSessionRows,
  readSessionIndex,
  readSessionRowsByKey,
  rebuildSessionIndex,
  rowsOf,
  writeSessionIndex,
  type IndexedPlacement,
  type IndexedSession,
  type SessionIndex,
  type SessionRow,
} from './clientSessionIndex';
import {
  SESSIONS_STORE,
  SessionStorageError,
  addSession,
  invalidRecordError,
  nextOrdinaryKey,
  storageFailure,
  type SessionsDb,
} from './sessionsDb';
import { announceRecordsChanged } from './recordsChannel';
import { putSession, writeSessionsAtOnce } from './updateSession';
import { importNotes, mergeClientNotes, moveSessionNote, rawNotesOfClient } from './reportNotesStore';
import { clientLabel } from '@/clients/clientLabel';

export interface RosterStores {
  readonly clients: ClientsDb;
  readonly sessions: SessionsDb;
}

/** Writes rows back as they were stored plus the given fields, in one transaction (all or nothing). */
async function patchSessionRows(
  db: SessionsDb,
  patches: readonly { row: SessionRow; fields: Record<string, unknown> }[],
): Promise<void> {
  if (patches.length === 0) return;
  try {
    const tx = db.transaction(SESSIONS_STORE, 'readwrite');
    await Promise.all([...patches.map(({ row, fields }) => tx.store.put({ ...row.raw, ...fields })), tx.done]);
  } catch (error) {
    throw storageFailure('add', 'The saved sessions were not changed.', error);
  }
  announceRecordsChanged({ store: 'sessions' });
}

async function deleteSessionKeys(db: SessionsDb, keys: readonly number[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    const tx = db.transaction(SESSIONS_STORE, 'readwrite');
    await Promise.all([...keys.map((key) => tx.store.delete(key)), tx.done]);
  } catch (error) {
    throw storageFailure('add', 'The sessions were not deleted.', error);
  }
  announceRecordsChanged({ store: 'sessions' });
}

function isSessionNumberField(field: string): field is SessionNumberField {
  return (SESSION_NUMBER_FIELDS as readonly string[]).includes(field);
}

function byDate(a: StoredSessionRecord, b: StoredSessionRecord): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : a.timestamp - b.timestamp;
}

/**
 * A client's stored rows, read by key through the session index (decision 0083). Every row read must still belong
 * to the client; when one does not (the index was behind), the index is rebuilt and the client's rows come from it.
 */
async function readClientRows(stores: RosterStores, clientId: string): Promise<SessionRow[]> {
  const keys = (await clientIndexEntry(stores, clientId)).map((s) => s.key);
  const rows = await readSessionRowsByKey(stores.sessions, keys);
  if (rows.length === keys.length && rows.every((row) => row.record.clientId === clientId)) return rows;
  await markSessionIndexStale(stores.clients);
  const rebuilt = await rebuildSessionIndex(stores);
  return rebuilt.rows.filter((row) => row.record.clientId === clientId);
}

/** A client's sessions, oldest first. */
export async function readClientSessions(stores: RosterStores, clientId: string): Promise<StoredSessionRecord[]> {
  return (await readClientRows(stores, clientId)).map((row) => row.record).sort(byDate);
}

function summarize(
  client: ClientListing,
  sessions: readonly IndexedSession[],
  latest: StoredSessionRecord | null,
): ClientSummary {
  let lastTestDate: string | null = null;
  for (const s of sessions) if (lastTestDate === null || s.date > lastTestDate) lastTestDate = s.date;
  return {
    id: client.id,
    name: client.name,
    archived: client.archived,
    age: client.age ?? latest?.age ?? null,
    sex: client.sex ?? latest?.sex ?? null,
    sessionCount: sessions.length,
    lastTestDate,
    createdAt: client.createdAt,
  };
}

/** The key of the latest session in an index entry, or null. */
function latestKey(sessions: readonly IndexedSession[]): number | null {
  let latest: IndexedSession | null = null;
  for (const s of sessions)
    if (!latest || s.date > latest.date || (s.date === latest.date && s.key > latest.key)) latest = s;
  return latest?.key ?? null;
}

/**
 * The Clients list: every readable client with their session count and last test date, from the session index
 * (the sessions themselves are read only for a client without a stored profile, whose age and sex come from their
 * latest session).
 */
export async function readRosterView(stores: RosterStores): Promise<RosterView> {
  const [{ clients }, index, activeClientId] = await Promise.all([
    readClientListings(stores.clients),
    clientSessionIndex(stores),
    readActiveClientId(stores.clients),
  ]);
  return rosterViewOf(stores, clients, index, activeClientId);
}

async function rosterViewOf(
  stores: RosterStores,
  clients: readonly ClientListing[],
  index: SessionIndex,
  activeClientId: string | null,
): Promise<RosterView> {
  const latestKeys = clients
    .filter((c) => !c.hasProfile)
    .map((c) => latestKey(index.get(c.id) ?? []))
    .filter((k): k is number => k !== null);
  const latest = new Map(
    (await readSessionRowsByKey(stores.sessions, latestKeys)).map((row) => [row.record.clientId, row.record]),
  );
  return {
    clients: clients.map((c) => summarize(c, index.get(c.id) ?? [], latest.get(c.id) ?? null)),
    activeClientId,
  };
}

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

export interface StartOutcome {
  readonly view: RosterView;
  /** How many pre-client sessions were grouped now, and into how many new clients. */
  readonly grouped: number;
  readonly groupedClients: number;
  /** Set when the app must open another profile (first start matched the profile to a grouped client). */
  readonly activeClientId: string;
  /**
   * The open profile when starting changed it (decision 0110): an earlier build's profile takes its client's id and a
   * session of its own; null when it was already the records model's.
   */
  readonly openProfile: UserProfile | null;
  /** What the upgrade to the records model changed, in plain words, shown once; null when nothing was upgraded. */
  readonly upgradeNotice: string | null;
}

/**
 * Groups the sessions without a client (decision 0080): reads every session, creates the clients of the plan, adds
 * the client fields to the grouped rows and writes the session index from what was read (decision 0083).
 */
async function groupSessions(stores: RosterStores, clients: readonly ClientListing[], now: Date) {
  const { rows, fingerprint } = await readAllSessionRows(stores.sessions);
  const plan = planGrouping(
    rows.map((r) => r.record),
    clients,
    newUid,
  );
  const created = plan.newClients.map((c) => newStoredClient(c.id, c.name, null, now));
  if (created.length) await putClients(stores.clients, created);
  const rowByKey = new Map(rows.map((r) => [r.key, r]));
  const patches = plan.assignments.flatMap(({ key, clientId }) => {
    const row = rowByKey.get(key);
    return row ? [{ row, fields: { clientId, recordId: row.record.recordId ?? newUid() } }] : [];
  });
  await patchSessionRows(stores.sessions, patches);
  const clientOf = new Map(plan.assignments.map((a) => [a.key, a.clientId]));
  const grouped = rows.map((row) => {
    const clientId = clientOf.get(row.key);
    return clientId ? { ...row, record: { ...row.record, clientId } } : row;
  });
  // The patches rewrote rows in place: the store's count and largest key are what was read.
  const index = indexOfRows(grouped);
  await writeSessionIndex(stores, index, fingerprint);
  return { plan, created, grouped: index };
}

/**
 * Opens the roster: groups sessions without a client by name (decision 0080), then makes sure there is an active
 * client. On first start the current profile joins the client of its name when there is one, else a new client.
 */
export async function startRoster(stores: RosterStores, current: UserProfile, now: Date): Promise<StartOutcome> {
  const [{ clients }, index, storedActiveId] = await Promise.all([
    readClientListings(stores.clients),
    readSessionIndex(stores),
    readActiveClientId(stores.clients),
  ]);
  // A session index that matches the store (decision 0083) means every session has a known client: nothing to group,
  // and the 25,000 sessions of a busy device are not read at all.
  const known = new Set(clients.map((c) => c.id));
  const upToDate = index !== null && [...index.keys()].every((id) => known.has(id));
  const { plan, created, grouped } = upToDate
    ? { plan: { newClients: [], grouped: 0 }, created: [], grouped: index ?? new Map<string, IndexedSession[]>() }
    : await groupSessions(stores, clients, now);
  const all = [...clients, ...created.map(listingOf)];
  // Read with the rest above: grouping creates clients but never changes which one is active.
  let activeId = storedActiveId;
  if (all.some((c) => c.id === current.uid)) {
    // The records model (decision 0100): the open profile's uid is its client.
    activeId = current.uid;
  } else if (!activeId || !all.some((c) => c.id === activeId)) {
    const profileName = sessionName(current.fname, current.lname);
    const match = profileName ? all.find((c) => sameName(c.name, profileName)) : undefined;
    if (match) {
      activeId = match.id;
    } else if (all.length === 1 && profileName === null && all[0]) {
      activeId = all[0].id;
    } else {
      // The open profile's uid becomes the client's id; a blank profile makes an unnamed entry the list does not show.
      const client = newStoredClient(current.uid, profileName, current, now);
      await putClients(stores.clients, [client]);
      all.push(listingOf(client));
      activeId = client.id;
    }
  }
  if (activeId !== storedActiveId) await writeActiveClientId(stores.clients, activeId);
  const upgrade = await upgradeOpenProfile(stores, current, activeId, now);
  const migrated = await takeUpgradeNotice(stores.clients);
  return {
    // Built from what was read above: the clients and the index are not read a second time.
    view: await rosterViewOf(stores, all, grouped, activeId),
    grouped: plan.grouped,
    groupedClients: plan.newClients.length,
    activeClientId: activeId,
    openProfile: upgrade.profile,
    upgradeNotice: upgradeNoticeText(migrated?.changedProfiles ?? null, upgrade.carried),
  };
}

/**
 * An earlier build's open profile in the records model (decision 0110): its uid becomes the active client's id, and a
 * profile without a session gets one. That session continues the record the earlier build saved last for this client
 * (its 'Update Most Recent Session' target, now only this client's), else it is a new unsaved session; either way it
 * may hold values carried over from earlier saves, so its record is saved without the measured-only marker.
 */
async function upgradeOpenProfile(
  stores: RosterStores,
  current: UserProfile,
  activeId: string,
  now: Date,
): Promise<{ profile: UserProfile | null; carried: boolean }> {
  if (current.uid === activeId && current.sessionId !== null) return { profile: null, carried: false };
  let profile: UserProfile = { ...current, uid: activeId };
  let carried = false;
  if (profile.sessionId === null) {
    const blank = holdsNoResult(profile);
    const last = readMostRecentSession();
    const continued = last && last.clientId === activeId && last.recordId ? last : null;
    profile = continued
      ? { ...profile, sessionId: continued.recordId ?? null, sessionStartedAt: continued.date }
      : { ...profile, sessionId: newUid(), sessionStartedAt: now.toISOString() };
    carried = continued !== null || !blank;
    if (carried) {
      const client = await readClient(stores.clients, activeId);
      if (client) await putClients(stores.clients, [{ ...client, carriedSessionId: profile.sessionId }]);
    }
  }
  return { profile, carried };
}

/** The one notice of an upgrade (decision 0110): what changed, and that nothing was deleted. */
export function upgradeNoticeText(changedProfiles: number | null, carried: boolean): string | null {
  if (changedProfiles === null && !carried) return null;
  const parts = ['This app now keeps each client as one identity and each session as one testing occasion.'];
  if (changedProfiles)
    parts.push(
      `${changedProfiles} client profile${changedProfiles === 1 ? '' : 's'} now carr${changedProfiles === 1 ? 'ies' : 'y'} their client's id.`,
    );
  if (carried)
    parts.push(
      'The open session continues as it was; sessions saved before today are kept as they are and marked in each history.',
    );
  parts.push('Nothing was deleted.');
  return parts.join(' ');
}

async function requireClient(stores: RosterStores, id: string): Promise<StoredClient> {
  const client = await readClient(stores.clients, id);
  if (!client) throw new SessionStorageError('read', 'That client could not be found. Reload the page to try again.');
  return client;
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

/** A group row refused because the client's earlier session holds unsaved results the browser would not keep. */
export const SET_ASIDE_REFUSED_FOR_GROUP =
  "Not saved: this client's earlier session holds results not saved, and this browser refused to set them aside. Open the client and save or discard them first.";

/** The session a client opens with, and the earlier one it replaces when that one holds results not saved. */
interface SessionToday extends OpenedClient {
  readonly leftBehind: { readonly profile: UserProfile; readonly savedRecord: StoredSessionRecord | null } | null;
  /** The session saved on an earlier day that today's new session follows, with its save's date, or null. */
  readonly previous?: { readonly profile: UserProfile; readonly date: string } | null;
}

/**
 * Before a new session replaces a client's stored one, that session's unsaved results are set aside with it (decision
 * 0163, decision 0152), exactly as 'Start a new session' does. When the browser refuses to keep them, the stored
 * session continues instead (as at app start, decision 0101): nothing is ever dropped.
 */
async function keepLeftBehind(
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
async function clientSessionToday(
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

/** A client of a group grid: their session for the day, and the one saved on an earlier day that it follows. */
export interface GroupClientSession {
  readonly clientId: string;
  readonly name: string | null;
  readonly profile: UserProfile;
  readonly previous: { readonly profile: UserProfile; readonly date: string } | null;
}

/**
 * The profile of each client's session for the day, as opening them would give it (decision 0101; the age on the
 * session's date, decision 0105), without opening any of them: the group grid validates each row against it. With
 * it, the session saved on an earlier day when today's is new (`previous`: its results are shown beside the row,
 * dated, never as entries, decision 0178). A client that is gone is left out.
 */
export async function readGroupClients(
  stores: RosterStores,
  clientIds: readonly string[],
  prefersMetric: boolean,
  now: Date,
): Promise<GroupClientSession[]> {
  const found: GroupClientSession[] = [];
  for (const id of clientIds) {
    const client = await readClient(stores.clients, id);
    if (!client) continue;
    const { profile, previous } = await clientSessionToday(stores, client, prefersMetric, now);
    found.push({
      clientId: id,
      name: client.name,
      profile: profileForSessionDate(profile, sessionDateOf(profile, now)),
      previous: previous ?? null,
    });
  }
  return found;
}

/**
 * The records each client saved on the local day of `now` (the group's results of the day, decision 0154), with the
 * clients' names; a client that is gone is left out.
 */
export async function readRecordsOfDay(
  stores: RosterStores,
  clientIds: readonly string[],
  now: Date,
): Promise<{ records: StoredSessionRecord[]; names: Map<string, string | null> }> {
  const day = localDay(now.toISOString());
  const records: StoredSessionRecord[] = [];
  const names = new Map<string, string | null>();
  for (const id of clientIds) {
    const client = await readClient(stores.clients, id);
    if (!client) continue;
    names.set(id, client.name);
    records.push(...(await readClientSessions(stores, id)).filter((record) => localDay(record.date) === day));
  }
  return { records, names };
}

/**
 * Saves one result into a client's session for the day without opening them (a group test, decision 0154): the
 * session is the one opening them would give (continued, or started), the result is applied with `apply` (the test
 * form's own builder) and the record is written by saveOpenSession, exactly as their own screen's save writes it. The
 * open client, the active client and the mostRecentSession entry are not touched. Resolves with the profile saved, or
 * with the message of a refused update (nothing written).
 */
export async function saveClientResult(
  stores: RosterStores,
  clientId: string,
  apply: (profile: UserProfile) => UpdateOutcome,
  prefersMetric: boolean,
  now: Date,
): Promise<UpdateOutcome> {
  const [saved] = await saveClientResults(stores, [{ clientId, apply }], prefersMetric, now);
  if (saved?.status !== 'fulfilled') throw saved?.reason;
  return saved.value;
}

/** One row of a group save: whose, and how their session profile takes the result (the test form's own builder). */
export interface ClientResultRow {
  readonly clientId: string;
  readonly apply: (profile: UserProfile) => UpdateOutcome;
}

/**
 * Saves a group test's rows (decision 0154), each exactly as saveClientResult saves one, but written together: every
 * client's session for the day is read, every row applied, then all records go in ONE sessions transaction, one index
 * change and one clients write (one notice to the other tabs each), instead of about eight transactions per row. A
 * refused row writes nothing; a client that is gone fails alone. When the one transaction fails (a full disk, the key
 * generator at its end), the rows are written one at a time as saveClientResult writes them, each with its own outcome.
 * Resolves with one settled outcome per row, in order; the active client and the open one are not touched.
 */
export async function saveClientResults(
  stores: RosterStores,
  rows: readonly ClientResultRow[],
  prefersMetric: boolean,
  now: Date,
): Promise<PromiseSettledResult<UpdateOutcome>[]> {
  // A stale session index is rebuilt here, once (clientIndexEntry rebuilds it), so the parallel reads below find it
  // fresh instead of each rebuilding it from every session.
  const [first] = rows;
  if (first) await clientIndexEntry(stores, first.clientId);
  const prepared = await Promise.all(
    rows
      .map(async (row) => {
        const client = await requireClient(stores, row.clientId);
        const today = await clientSessionToday(stores, client, prefersMetric, now);
        const { profile, setAside } = await keepLeftBehind(today, now);
        // Never save a group's result into an earlier day's session because its unsaved results could not be kept.
        if (setAside?.kept === false) throw new SessionStorageError('add', SET_ASIDE_REFUSED_FOR_GROUP);
        const applied = row.apply(profileForSessionDate(profile, sessionDateOf(profile, now)));
        return { applied, write: applied.ok ? await openSessionWrite(stores, applied.user, now) : null };
      })
      .map((pending) => pending.then(settled, failed)),
  );
  const writes = prepared.flatMap((p, index) =>
    p.status === 'fulfilled' && p.value.applied.ok && p.value.write
      ? [{ index, user: p.value.applied.user, ...p.value.write }]
      : [],
  );
  const outcomes: PromiseSettledResult<UpdateOutcome>[] = prepared.map((p) =>
    p.status === 'fulfilled' ? settled(p.value.applied) : p,
  );
  if (writes.length === 0) return outcomes;
  let keys: number[];
  try {
    keys = await writeSessionsAtOnce(
      stores.sessions,
      writes.map((w) => ({ key: w.own?.key ?? null, record: w.record })),
    );
  } catch {
    for (const w of writes)
      outcomes[w.index] = await saveOpenSession(stores, w.user, now, { activate: false }).then(
        () => settled<UpdateOutcome>({ ok: true, user: w.user }),
        failed,
      );
    return outcomes;
  }
  await applySessionIndexChange(stores, {
    placed: writes.map((w, i) => ({ key: keys[i] as number, clientId: w.client.id, date: w.record.date })),
  });
  await putClients(
    stores.clients,
    writes.map((w, i) => clientAfterSave(w.client, w.user, keys[i] as number, now)),
  );
  return outcomes;
}

function settled<T>(value: T): PromiseFulfilledResult<T> {
  return { status: 'fulfilled', value };
}

function failed(reason: unknown): PromiseRejectedResult {
  return { status: 'rejected', reason };
}

/**
 * Renames a client (decision 0100): the name of the entry and of its stored profile, nothing else; every session stays
 * theirs. Resolves with the name parts, for the open profile when the client is the open one.
 */
export async function renameClient(
  stores: RosterStores,
  id: string,
  name: string,
  now: Date,
): Promise<{ fname: string | null; lname: string | null }> {
  const client = await requireClient(stores, id);
  const parts = splitName(name.trim() || null);
  await putClients(stores.clients, [
    {
      ...client,
      name: name.trim() || null,
      profile: client.profile ? { ...client.profile, ...parts } : null,
      updatedAt: now.toISOString(),
    },
  ]);
  return parts;
}

/**
 * The open profile was submitted on the demographics form (decision 0100): the client entry takes its name and profile
 * at once, so a client named on the form is listed and found by search before anything is saved. Creates the entry
 * when the open client has none yet.
 */
export async function storeOpenProfile(stores: RosterStores, profile: UserProfile, now: Date): Promise<void> {
  const client = await readClient(stores.clients, profile.uid);
  const name = sessionName(profile.fname, profile.lname);
  const entry = client
    ? { ...client, name: name ?? client.name, profile, updatedAt: now.toISOString() }
    : newStoredClient(profile.uid, name, profile, now);
  await putClients(stores.clients, [entry]);
  if ((await readActiveClientId(stores.clients)) !== profile.uid)
    await writeActiveClientId(stores.clients, profile.uid);
}

export async function setClientArchived(stores: RosterStores, id: string, archived: boolean, now: Date): Promise<void> {
  const client = await requireClient(stores, id);
  await putClients(stores.clients, [{ ...client, archived, updatedAt: now.toISOString() }]);
}

/** Deletes a client and every session of theirs; resolves with how many sessions went. */
export async function deleteClient(stores: RosterStores, id: string): Promise<number> {
  const keys = (await readClientRows(stores, id)).map((r) => r.key);
  await deleteSessionKeys(stores.sessions, keys);
  await applySessionIndexChange(stores, { deleted: keys });
  await deleteClientEntry(stores.clients, id);
  if ((await readActiveClientId(stores.clients)) === id) await writeActiveClientId(stores.clients, null);
  return keys.length;
}

/**
 * Moves every session of `sourceId` to `targetId` and removes the source client. Resolves with the count moved. The
 * notes and goals follow (decision 0147): checked first, so a merge that would lose a note changes nothing; written
 * after the sessions moved and before the source goes, so a failed step can be retried and loses nothing.
 */
export async function mergeClients(
  stores: RosterStores,
  sourceId: string,
  targetId: string,
  now: Date,
): Promise<number> {
  await requireClient(stores, targetId);
  const sourceName = clientLabel((await readClient(stores.clients, sourceId))?.name);
  await mergeClientNotes(stores.clients, sourceId, targetId, sourceName, { write: false });
  const rows = await readClientRows(stores, sourceId);
  const updatedAt = now.toISOString();
  await patchSessionRows(
    stores.sessions,
    rows.map((row) => ({
      row,
      fields: { clientId: targetId, recordId: row.record.recordId ?? newUid(), updatedAt },
    })),
  );
  await applySessionIndexChange(stores, {
    placed: rows.map((row) => ({ key: row.key, clientId: targetId, date: row.record.date })),
  });
  await mergeClientNotes(stores.clients, sourceId, targetId, sourceName, { write: true });
  await deleteClientEntry(stores.clients, sourceId);
  if ((await readActiveClientId(stores.clients)) === sourceId) await writeActiveClientId(stores.clients, targetId);
  return rows.length;
}

/** Moves one session to another client; its note goes with it (decision 0147), checked before anything moves. */
export async function moveSession(stores: RosterStores, key: number, toClientId: string, now: Date): Promise<void> {
  await requireClient(stores, toClientId);
  const [row] = await readSessionRowsByKey(stores.sessions, [key]);
  if (!row) throw new SessionStorageError('read', 'That session could not be found. Reload the page to try again.');
  const { clientId: fromId, recordId } = row.record;
  const noteMoves = fromId && recordId && fromId !== toClientId ? { fromId, recordId } : null;
  if (noteMoves)
    await moveSessionNote(stores.clients, noteMoves.fromId, toClientId, noteMoves.recordId, { write: false });
  await patchSessionRows(stores.sessions, [
    {
      row,
      fields: { clientId: toClientId, recordId: row.record.recordId ?? newUid(), updatedAt: now.toISOString() },
    },
  ]);
  await applySessionIndexChange(stores, { placed: [{ key, clientId: toClientId, date: row.record.date }] });
  if (noteMoves)
    await moveSessionNote(stores.clients, noteMoves.fromId, toClientId, noteMoves.recordId, { write: true });
  const from = row.record.clientId ? await readClient(stores.clients, row.record.clientId) : null;
  if (from?.mostRecentKey === key) await putClients(stores.clients, [{ ...from, mostRecentKey: null }]);
}

export interface SaveOutcome {
  readonly key: number;
  readonly record: StoredSessionRecord;
  /** True when the open session's own record was updated (it was saved before). */
  readonly updated: boolean;
  readonly clientId: string;
}

/**
 * Saves the open session of the open client (decision 0101, decision 0102): the client is the profile's uid and the
 * record is the session's own (recordId === sessionId). Its first save adds it; every later save, a retry after a
 * failed write included, finds it by its record id and updates it in place, keeping its date: a session is never
 * stored twice, and no other session or client is ever written. The record is marked measured-only unless the
 * session is one the upgrade opened on an earlier build's filled profile, or updates a record saved without it.
 */
export async function saveOpenSession(
  stores: RosterStores,
  profile: UserProfile,
  now: Date,
  options: { readonly activate?: boolean } = {},
): Promise<SaveOutcome> {
  const { client, own, record } = await openSessionWrite(stores, profile, now);
  const key = own ? await putSession(stores.sessions, own.key, record) : await addSession(stores.sessions, record);
  await applySessionIndexChange(stores, { placed: [{ key, clientId: client.id, date: record.date }] });
  await putClients(stores.clients, [clientAfterSave(client, profile, key, now)]);
  // A group test saves a client that is not open (decision 0154): the active client stays the open one.
  if (options.activate !== false && (await readActiveClientId(stores.clients)) !== client.id)
    await writeActiveClientId(stores.clients, client.id);
  return { key, record: { ...record, timestamp: key }, updated: own !== null, clientId: client.id };
}

/** What saving an open session writes: its client (stored or new), its own stored row (null before its first save), the record. */
async function openSessionWrite(stores: RosterStores, profile: UserProfile, now: Date) {
  if (profile.sessionId === null)
    throw new SessionStorageError(
      'invalid-record',
      'The session was not saved: it has not been started. Reload the page to try again.',
    );
  const stored = await readClient(stores.clients, profile.uid);
  const client = stored ?? newStoredClient(profile.uid, sessionName(profile.fname, profile.lname), profile, now);
  const own = stored
    ? ((await readClientRows(stores, client.id)).find((row) => row.record.recordId === profile.sessionId) ?? null)
    : null;
  const measuredOnly = own ? holdsOnlyMeasured(own.record) : client.carriedSessionId !== profile.sessionId;
  const record = {
    ...openSessionRecord(profile, now, { measuredOnly, firstSavedAt: own?.record.date ?? null }),
    ...(own?.record.editedAt ? { editedAt: own.record.editedAt } : {}),
  };
  return { client, own, record };
}

/** The client entry after its session was saved under `key`: its name, profile and most recent record follow. */
function clientAfterSave(client: StoredClient, profile: UserProfile, key: number, now: Date): StoredClient {
  return {
    ...client,
    name: sessionName(profile.fname, profile.lname) ?? client.name,
    profile,
    mostRecentKey: key,
    updatedAt: now.toISOString(),
  };
}

export interface PastSessionEdit {
  /** The record's key in the sessions store. */
  readonly key: number;
  /** The client whose history the edit came from: the record must still be theirs. */
  readonly clientId: string;
  /** The open session's id: its own record is changed on the forms and saved with Update, never from the history. */
  readonly openSessionId: string | null;
  /** The new values (metric, as stored; null = not measured), from buildSessionEdit (src/clients/sessionEdit.ts). */
  readonly values: Readonly<Partial<Record<SessionNumberField, number | null>>>;
}

/**
 * Edits an earlier session on purpose (decision 0102, decision 0137): writes the given values into that one record,
 * found by its key, and marks it `editedAt`; its date, its client and every other field stay as stored (fields an
 * older version left included). Refuses a record that is gone, belongs to another client, or is the open session's
 * own, and a value outside its form's bounds, so nothing else is ever written. Resolves with the record as stored.
 */
export async function editPastSession(
  stores: RosterStores,
  edit: PastSessionEdit,
  now: Date,
): Promise<StoredSessionRecord> {
  const [row] = await readSessionRowsByKey(stores.sessions, [edit.key]);
  if (!row || row.record.clientId !== edit.clientId) {
    throw new SessionStorageError(
      'read',
      'That session could not be found: it may have been moved or deleted. Reload the page to try again.',
    );
  }
  if (edit.openSessionId !== null && row.record.recordId === edit.openSessionId) {
    throw new SessionStorageError(
      'invalid-record',
      'This is the open session: change it on the forms and save it with Update Most Recent Session.',
    );
  }
  for (const [field, value] of Object.entries(edit.values)) {
    if (!isSessionNumberField(field) || !storedValueInBounds(field, value ?? null)) {
      throw invalidRecordError('The session was not changed.', `${field} is out of its form's bounds`);
    }
  }
  const stamp = now.toISOString();
  const fields = { ...edit.values, editedAt: stamp, updatedAt: stamp };
  await patchSessionRows(stores.sessions, [{ row, fields }]);
  return { ...row.record, ...fields, timestamp: edit.key };
}

// ---------------------------------------------------------------------------------------------------------
// One client as a file (hand-off without a server)

export const CLIENT_FILE_TYPE = 'fitness-client-export';
export const CLIENT_FILE_VERSION = 1;

/** A client file that cannot be imported: plain words for the user, the reason as the detail (decision 0071). */
export class ClientImportError extends ExplainedError {
  override readonly name = 'ClientImportError';
}

const NOTHING = 'Nothing was imported.';

/** The client (profile and every session) as one JSON text; the current profile when the client is the open one. */
export async function exportClient(
  stores: RosterStores,
  id: string,
  current: UserProfile,
  now: Date,
): Promise<{ name: string | null; text: string }> {
  const client = await requireClient(stores, id);
  const activeId = await readActiveClientId(stores.clients);
  const sessions = await readClientSessions(stores, id);
  const profile = activeId === id ? current : client.profile;
  // Notes and goals (decision 0150) travel with the client, as stored; a file without them (an older one) still imports.
  const notes = await rawNotesOfClient(stores.clients, id);
  const file = {
    type: CLIENT_FILE_TYPE,
    schemaVersion: CLIENT_FILE_VERSION,
    exportedAt: now.toISOString(),
    client: storedForm({ ...client, profile }),
    sessions: sessions.map((s) => canonicalRecord(s)),
    ...(notes === undefined ? {} : { notes }),
  };
  return { name: client.name, text: JSON.stringify(file, null, 1) };
}

const FileSchema = v.object({
  type: v.literal(CLIENT_FILE_TYPE, 'is not a client file of this app'),
  schemaVersion: v.literal(CLIENT_FILE_VERSION, 'has a version this app cannot read'),
  exportedAt: v.string(),
  client: v.unknown(),
  sessions: v.array(v.unknown()),
  notes: v.optional(v.unknown()),
});

export interface ClientImportOutcome {
  readonly clientId: string;
  readonly name: string | null;
  readonly added: number;
  readonly replaced: number;
  readonly unchanged: number;
  /** Sessions whose record id was another client's: added beside it (decision 0132). */
  readonly conflicts: number;
}

/**
 * Imports one client file. The whole file is checked first (every session must read, carry this client's id and a
 * recordId, and be storable); then the sessions are written in ONE transaction (added, replaced when the same client's
 * copy is newer, or added beside another client's record with the same id: decision 0132) and the client entry after
 * it. When the client entry cannot be written, the sessions' transaction is undone, so a failure leaves nothing
 * written and the message says so; when even the undo fails, the message says what was left. Other clients'
 * sessions are never touched.
 */
export async function importClient(stores: RosterStores, text: string): Promise<ClientImportOutcome> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ClientImportError(
      `This file is not a client file: it is damaged or not made with "Export client file". ${NOTHING}`,
      { cause: error },
    );
  }
  const file = v.safeParse(FileSchema, json);
  if (!file.success) {
    // Issue 22 item 5: a sentence a person can act on; the validator's own words go under Technical detail.
    const notOurs = typeof json !== 'object' || json === null || (json as { type?: unknown }).type !== CLIENT_FILE_TYPE;
    const message = notOurs
      ? `This file is not a client file of this app. Choose a file made with "Export client file" on a client's history. ${NOTHING}`
      : (json as { schemaVersion?: unknown }).schemaVersion !== CLIENT_FILE_VERSION
        ? `This client file was made by a version of the app this one cannot read. Update the app where it was made, export it again, then import the new file. ${NOTHING}`
        : `This client file is damaged and cannot be imported. Export it again, then import the new file. ${NOTHING}`;
    throw new ClientImportError(message, { detail: describeIssues(file.issues) });
  }
  const client = readStoredClient(file.output.client);
  if (!client || client.schemaVersion !== CLIENT_SCHEMA_VERSION) {
    throw new ClientImportError(`This file cannot be imported: its client is damaged. ${NOTHING}`);
  }
  const sessions: StoredSessionRecord[] = [];
  for (const [index, row] of file.output.sessions.entries()) {
    const read = readSessionRecord(row);
    if (!read.ok || read.record.clientId !== client.id || !read.record.recordId) {
      throw new ClientImportError(`This file cannot be imported: session ${index + 1} is damaged. ${NOTHING}`, {
        detail: read.ok ? 'the session belongs to another client or has no recordId' : read.reason,
      });
    }
    if (read.outOfRange.length > 0) {
      // Decision 0135: imported without the value would lose it; imported with it would compute with it.
      throw new ClientImportError(
        `This file cannot be imported: session ${index + 1} holds a value no form of this app accepts. ${NOTHING}`,
        { detail: outOfRangeReason(read.outOfRange) },
      );
    }
    const storable = v.safeParse(NewSessionRecordSchema, withoutKey(read.record));
    if (!storable.success) {
      throw new ClientImportError(
        `This file cannot be imported: session ${index + 1} holds a value this app cannot store. ${NOTHING}`,
        { detail: describeIssues(storable.issues) },
      );
    }
    sessions.push(read.record);
  }
  const stored = await readClient(stores.clients, client.id);
  const { written, plan, rows } = await writeImportedSessions(stores.sessions, sessions);
  if (file.output.notes !== undefined) {
    try {
      await importNotes(stores.clients, client.id, file.output.notes);
    } catch (error) {
      await undoImportedSessions(stores.sessions, written, rows, error);
      throw storageFailure('add', 'The client file was not imported.', error, { unchanged: NOTHING_CHANGED });
    }
  }
  if (importedClientWins(stored, client)) {
    try {
      await putClients(stores.clients, [{ ...client, mostRecentKey: stored?.mostRecentKey ?? null }]);
    } catch (error) {
      await undoImportedSessions(stores.sessions, written, rows, error);
      throw storageFailure('add', 'The client file was not imported.', error, { unchanged: NOTHING_CHANGED });
    }
  }
  // The index is a cache of the sessions store (decision 0083): when it cannot be brought up to date it no longer
  // matches the store and is rebuilt on the next read, so the import stands.
  await applySessionIndexChange(stores, { placed: written.placed }).catch(() => undefined);
  announceRecordsChanged({ store: 'sessions', clientId: client.id });
  return {
    clientId: client.id,
    name: client.name,
    added: plan.add.length,
    replaced: plan.replace.length,
    unchanged: plan.unchanged,
    conflicts: plan.conflicts.length,
  };
}

const NOTHING_CHANGED = 'Nothing was imported: your clients and saved sessions are unchanged.';

interface WrittenImport {
  readonly placed: IndexedPlacement[];
  /** Keys the import added (deleted again by an undo). */
  readonly addedKeys: number[];
  /** Keys the import replaced (written back as they were by an undo). */
  readonly replacedKeys: number[];
}

/**
 * Plans and writes an import's sessions in one readwrite transaction: either all are written or none. The stored
 * sessions are read in that same transaction, so the same file imported at once in two tabs stores each record once:
 * the browser runs the two transactions one after the other, and the second finds every record id the first wrote
 * (decision 0177; a check before the transaction would let both add). New records take the next ordinary keys (so a
 * huge stored key cannot stop the import, decision 0070); a conflict gets a fresh recordId.
 */
async function writeImportedSessions(
  db: SessionsDb,
  sessions: readonly StoredSessionRecord[],
): Promise<{ written: WrittenImport; plan: SessionMergePlan<StoredSessionRecord>; rows: SessionRow[] }> {
  const placed: IndexedPlacement[] = [];
  const addedKeys: number[] = [];
  const replacedKeys: number[] = [];
  try {
    const tx = db.transaction(SESSIONS_STORE, 'readwrite');
    const done = tx.done;
    done.catch(() => undefined); // awaited below; keeps an early abort from going unhandled
    let plan: SessionMergePlan<StoredSessionRecord>;
    let rows: SessionRow[];
    try {
      rows = rowsOf(await tx.store.getAll());
      plan = planSessionMerge(
        rows.map((row) => row.record),
        sessions,
      );
      const toAdd = [...plan.add, ...plan.conflicts.map((record) => ({ ...record, recordId: newUid() }))];
      for (const { key, record } of plan.replace) {
        await tx.store.put({ ...withoutKey(record), timestamp: key });
        placed.push({ key, clientId: record.clientId ?? '', date: record.date });
        replacedKeys.push(key);
      }
      for (const record of toAdd) {
        const key = await nextOrdinaryKey(tx.store);
        if (key === null) throw new DOMException('No free key is left for a new session.', 'ConstraintError');
        await tx.store.add({ ...withoutKey(record), timestamp: key });
        placed.push({ key, clientId: record.clientId ?? '', date: record.date });
        addedKeys.push(key);
      }
    } catch (error) {
      try {
        tx.abort();
      } catch {
        /* already aborted */
      }
      throw error;
    }
    await done;
    return { written: { placed, addedKeys, replacedKeys }, plan, rows };
  } catch (error) {
    throw storageFailure('add', 'The client file was not imported.', error, { unchanged: NOTHING_CHANGED });
  }
}

/** Takes back an import's sessions (one transaction): added keys deleted, replaced rows written back as they were. */
async function undoImportedSessions(
  db: SessionsDb,
  written: WrittenImport,
  before: readonly SessionRow[],
  cause: unknown,
): Promise<void> {
  const rowByKey = new Map(before.map((row) => [row.key, row]));
  try {
    const tx = db.transaction(SESSIONS_STORE, 'readwrite');
    await Promise.all([
      ...written.addedKeys.map((key) => tx.store.delete(key)),
      ...written.replacedKeys.flatMap((key) => {
        const row = rowByKey.get(key);
        return row ? [tx.store.put(row.raw as never)] : [];
      }),
      tx.done,
    ]);
  } catch {
    throw new ClientImportError(
      `The client file was imported only in part: ${written.addedKeys.length + written.replacedKeys.length} of its sessions were ` +
        'written, but the client entry could not be, and taking the sessions back failed too. Open Past Sessions to see them; ' +
        'free some storage space, then import the file again to complete it.',
      { cause },
    );
  }
}

function withoutKey(record: StoredSessionRecord) {
  const { timestamp: _key, ...rest } = record;
  return rest;
}

/** Every readable session with a client, and the client names, for the CSV of all clients. */
export async function readAllClientSessions(
  stores: RosterStores,
): Promise<{ records: StoredSessionRecord[]; names: Map<string, string | null> }> {
  const [{ clients }, { rows }] = await Promise.all([readClients(stores.clients), readAllSessionRows(stores.sessions)]);
  return {
    records: rows.map((r) => r.record).filter((r) => r.clientId),
    names: new Map(clients.map((c) => [c.id, c.name])),
  };
}
