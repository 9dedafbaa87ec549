// Opening the roster at app start (decision 0080, decision 0110): sessions without a client grouped by name, the
// active client made sure of, and an earlier build's open profile brought into the records model.
import { type UserProfile } from '@/profile/profileTypes';
import type { RosterView } from '@/clients/clientTypes';
import { sameName } from '@/clients/clientTypes';
import { holdsNoResult } from '@/clients/sessionModel';
import { readMostRecentSession } from './mostRecentSession';
import { planGrouping } from '@/clients/grouping';
import {
  listingOf,
  newStoredClient,
  putClients,
  readActiveClientId,
  readClient,
  readClientListings,
  takeUpgradeNotice,
  writeActiveClientId,
  type ClientListing,
} from './clientsDb';
import { newUid } from './profileStore';
import { sessionName } from '@/profile/sessionRecordFromProfile';
import {
  indexOfRows,
  readAllSessionRows,
  readSessionIndex,
  writeSessionIndex,
  type IndexedSession,
} from './clientSessionIndex';
import { type RosterStores, patchSessionRows } from './clientRoster';
import { rosterViewOf } from './rosterView';

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
