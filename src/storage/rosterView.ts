// The Clients list's figures (decision 0080): every client with their session count and last test date, from the
// session index (decision 0083).
import type { ClientSummary, RosterView } from '@/clients/clientTypes';
import { readActiveClientId, readClientListings, type ClientListing } from './clientsDb';
import { type StoredSessionRecord } from '@/profile/sessionRecord';
import { clientSessionIndex, readSessionRowsByKey, type IndexedSession, type SessionIndex } from './clientSessionIndex';
import { type RosterStores, latestKey } from './clientRoster';

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

export async function rosterViewOf(
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
