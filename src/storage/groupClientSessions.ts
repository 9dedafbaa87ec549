// A group test's clients (decision 0154): each one's session for the day read without opening them, the day's records,
// and the rows' results saved into those sessions together.
import { type UserProfile } from '@/profile/profileTypes';
import { localDay } from '@/clients/sessionModel';
import { putClients, readClient } from './clientsDb';
import { profileForSessionDate, sessionDateOf } from '@/profile/builders/profileForSessionDate';
import type { UpdateOutcome } from '@/profile/profileUpdate';
import { type StoredSessionRecord } from '@/profile/sessionRecord';
import { applySessionIndexChange, clientIndexEntry } from './clientSessionIndex';
import { SessionStorageError } from './sessionsDb';
import { writeSessionsAtOnce } from './updateSession';
import { type RosterStores, readClientSessions, requireClient } from './clientRoster';
import { clientSessionToday, keepLeftBehind } from './openClient';
import { openSessionWrite, saveOpenSession, clientAfterSave } from './saveOpenSession';

/** A group row refused because the client's earlier session holds unsaved results the browser would not keep. */
export const SET_ASIDE_REFUSED_FOR_GROUP =
  "Not saved: this client's earlier session holds results not saved, and this browser refused to set them aside. Open the client and save or discard them first.";

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
