// The client roster's own IndexedDB database (decision 0080): database 'clients', with a 'clients' store (one entry
// per person tested: name, archived flag, their last profile, the key of their most recent session), a 'meta' store
// (the active client, the coach's name and logo, the upgrade notice), the 'sessionIndex' store (each client's session
// keys and dates, so the roster and a history never read the whole sessions store: decision 0083, kept by
// ./clientSessionIndex.ts) and the stores of notes, batteries and screenings. Its versions are the ordered steps of
// ./clientsDbUpgrades.ts. Every entry carries schemaVersion and is validated field by field on read; an unreadable
// entry is skipped and counted, never deleted.
import { openDB, type IDBPDatabase } from 'idb';
import * as v from 'valibot';
import { readStoredDemographics, readStoredProfile, toStoredProfile } from '@/profile/readStoredProfile';
import type { Sex } from '@/domain/person';
import { newUid } from './profileStore';
import type { UserProfile } from '@/profile/profileTypes';
import { initDbErrorMessage as formatInitDbError } from '@/domain/errorMessages';
import { RELOAD_TO_RETRY, SessionStorageError, storageFailure } from './sessionsDb';
import { announceRecordsChanged } from './recordsChannel';
import { CLIENTS_DB_UPGRADES, UPGRADE_NOTICE_KEY, upgradeClientsDb, type ClientsDbSchema } from './clientsDbUpgrades';

export const CLIENTS_DB_NAME = 'clients';
/** The version the last upgrade step brings the database to (./clientsDbUpgrades.ts). */
export const CLIENTS_DB_VERSION = CLIENTS_DB_UPGRADES.length;
export const CLIENT_SCHEMA_VERSION = 1;

/** One client as stored. `profile` is the client's profile as it was when another client was opened. */
export interface StoredClient {
  schemaVersion: typeof CLIENT_SCHEMA_VERSION;
  id: string;
  name: string | null;
  archived: boolean;
  createdAt: string;
  updatedAt: string;
  profile: UserProfile | null;
  /** The key of this client's latest saved session of the open kind (its open session's record once saved); null before. */
  mostRecentKey: number | null;
  /**
   * A session the upgrade to the records model opened on a profile an earlier build had filled (decision 0110): its
   * values may have been carried over from earlier saves, so its record is saved without the measured-only marker.
   */
  carriedSessionId?: string | null;
}

export type ClientsDb = IDBPDatabase<ClientsDbSchema>;

const ACTIVE_KEY = 'active';

const IsoText = v.pipe(v.string(), v.isoTimestamp());
const ClientSchema = v.object({
  schemaVersion: v.literal(CLIENT_SCHEMA_VERSION),
  id: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  name: v.nullable(v.pipe(v.string(), v.maxLength(200))),
  archived: v.boolean(),
  createdAt: IsoText,
  updatedAt: IsoText,
  // Checked by the profile's own schema below; an unreadable profile reads as null (the client stays).
  profile: v.unknown(),
  mostRecentKey: v.nullable(v.pipe(v.number(), v.safeInteger(), v.minValue(1))),
  carriedSessionId: v.optional(v.nullable(v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)))),
});

/** Validates one stored client; null when it cannot be read. */
export function readStoredClient(row: unknown): StoredClient | null {
  const result = v.safeParse(ClientSchema, row);
  if (!result.success) return null;
  const { profile, name, ...rest } = result.output;
  // The profile's uid is the client's id (decision 0100, decision 0110), whatever an older file or build stored there.
  return {
    ...rest,
    name: name?.trim() || null,
    profile: profile === null ? null : { ...readStoredProfile(profile, newUid).user, uid: rest.id },
  };
}

/**
 * What the Clients list shows of a stored client: the entry's own fields, and of the profile only the age and sex
 * (decision 0084: validating 500 whole profiles to show two fields of each held up the list). Checked as strictly as
 * readStoredClient checks those fields.
 */
export interface ClientListing {
  readonly id: string;
  readonly name: string | null;
  readonly archived: boolean;
  readonly createdAt: string;
  /** Whether a profile is stored (a client grouped from old records has none: the list reads their latest session). */
  readonly hasProfile: boolean;
  readonly age: number | null;
  readonly sex: Sex | null;
}

/** Validates one stored client for the list; null when it cannot be read (as readStoredClient would give). */
export function readClientListing(row: unknown): ClientListing | null {
  const result = v.safeParse(ClientSchema, row);
  if (!result.success) return null;
  const { id, name, archived, createdAt, profile } = result.output;
  return {
    id,
    name: name?.trim() || null,
    archived,
    createdAt,
    hasProfile: profile !== null,
    ...readStoredDemographics(profile),
  };
}

/** The listing of a client already read whole (one just created). */
export function listingOf(client: StoredClient): ClientListing {
  const { id, name, archived, createdAt, profile } = client;
  return {
    id,
    name,
    archived,
    createdAt,
    hasProfile: profile !== null,
    age: profile?.age ?? null,
    sex: profile?.sex ?? null,
  };
}

async function readRows<T>(
  db: ClientsDb,
  read: (row: unknown) => T | null,
): Promise<{ clients: T[]; skipped: number }> {
  try {
    const rows = await db.getAll('clients');
    const clients: T[] = [];
    let skipped = 0;
    for (const row of rows) {
      const client = read(row);
      if (client) clients.push(client);
      else skipped += 1;
    }
    return { clients, skipped };
  } catch (error) {
    throw readFailure(error);
  }
}

/** Every readable client as the list shows it. */
export function readClientListings(db: ClientsDb): Promise<{ clients: ClientListing[]; skipped: number }> {
  return readRows(db, readClientListing);
}

const ActiveSchema = v.object({ key: v.literal(ACTIVE_KEY), clientId: v.nullable(v.pipe(v.string(), v.nonEmpty())) });

export function readFailure(error: unknown): SessionStorageError {
  return storageFailure('read', 'The client list could not be read.', error, { nextStep: RELOAD_TO_RETRY });
}

export function writeFailure(error: unknown): SessionStorageError {
  return storageFailure('add', 'The client list was not changed.', error, { nextStep: RELOAD_TO_RETRY });
}

/**
 * The roster cannot open while a tab of an older version holds the client list open (decision 0134): what happened
 * and what to do, as the sessions database says it.
 */
export const CLIENTS_BLOCKED_MESSAGE =
  'The client list is waiting: another tab of this app still has an older version of it open. Close or reload the other tabs of this app; the list opens as soon as they are closed.';

export interface OpenClientsDbOptions {
  /** An older connection in another tab keeps this open request waiting until that tab closes or reloads. */
  onBlocked?: () => void;
}

export async function openClientsDb(options: OpenClientsDbOptions = {}): Promise<ClientsDb> {
  if (typeof indexedDB === 'undefined') {
    throw new SessionStorageError('open', formatInitDbError('IndexedDB is not available in this browser'));
  }
  try {
    return await openDB<ClientsDbSchema>(CLIENTS_DB_NAME, CLIENTS_DB_VERSION, {
      upgrade: (database, oldVersion, _newVersion, transaction) => upgradeClientsDb(database, oldVersion, transaction),
      blocked() {
        options.onBlocked?.();
      },
      blocking(_current, _blocked, event) {
        (event.target as IDBDatabase).close(); // never hold up another tab's upgrade
      },
    });
  } catch (error) {
    throw new SessionStorageError('open', formatInitDbError(error), { cause: error });
  }
}

const UpgradeNoticeSchema = v.object({
  key: v.literal(UPGRADE_NOTICE_KEY),
  changedProfiles: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
});

/** The upgrade's record of what it changed (decision 0110), once: reading it removes it. Null when there is none. */
export async function takeUpgradeNotice(db: ClientsDb): Promise<{ changedProfiles: number } | null> {
  try {
    const row = await db.get('meta', UPGRADE_NOTICE_KEY);
    if (row === undefined) return null;
    await db.delete('meta', UPGRADE_NOTICE_KEY);
    const result = v.safeParse(UpgradeNoticeSchema, row);
    return result.success ? { changedProfiles: result.output.changedProfiles } : { changedProfiles: 0 };
  } catch (error) {
    throw readFailure(error);
  }
}

export function readClients(db: ClientsDb): Promise<{ clients: StoredClient[]; skipped: number }> {
  return readRows(db, readStoredClient);
}

export async function readClient(db: ClientsDb, id: string): Promise<StoredClient | null> {
  try {
    return readStoredClient(await db.get('clients', id));
  } catch (error) {
    throw readFailure(error);
  }
}

export async function putClients(db: ClientsDb, clients: readonly StoredClient[]): Promise<void> {
  try {
    const tx = db.transaction('clients', 'readwrite');
    await Promise.all([...clients.map((c) => tx.store.put(storedForm(c))), tx.done]);
  } catch (error) {
    throw writeFailure(error);
  }
  announceRecordsChanged(
    clients.length === 1 && clients[0] ? { store: 'clients', clientId: clients[0].id } : { store: 'clients' },
  );
}

/** A client as written: the profile under its stored (spec §3) names, like `user` in local storage. */
export function storedForm(client: StoredClient): Record<string, unknown> {
  return { ...client, profile: client.profile ? toStoredProfile(client.profile) : null };
}

/**
 * Removes a client's entry with what is theirs alone in this database, in one transaction: their notes and goals and
 * their choice of battery (the battery stays: other clients may use it). Nothing is left under an id no client has.
 */
export async function deleteClientEntry(db: ClientsDb, id: string): Promise<void> {
  try {
    const tx = db.transaction(['clients', 'clientNotes', 'batteryAssignments'], 'readwrite');
    await Promise.all([
      tx.objectStore('clients').delete(id),
      tx.objectStore('clientNotes').delete(id),
      tx.objectStore('batteryAssignments').delete(id),
      tx.done,
    ]);
  } catch (error) {
    throw writeFailure(error);
  }
  announceRecordsChanged({ store: 'clients', clientId: id });
}

export async function readActiveClientId(db: ClientsDb): Promise<string | null> {
  try {
    const result = v.safeParse(ActiveSchema, await db.get('meta', ACTIVE_KEY));
    return result.success ? result.output.clientId : null;
  } catch (error) {
    throw readFailure(error);
  }
}

export async function writeActiveClientId(db: ClientsDb, clientId: string | null): Promise<void> {
  try {
    await db.put('meta', { key: ACTIVE_KEY, clientId });
  } catch (error) {
    throw writeFailure(error);
  }
  announceRecordsChanged({ store: 'clients' });
}

/** A new client entry. */
export function newStoredClient(id: string, name: string | null, profile: UserProfile | null, now: Date): StoredClient {
  const at = now.toISOString();
  return {
    schemaVersion: CLIENT_SCHEMA_VERSION,
    id,
    name: name?.trim() || null,
    archived: false,
    createdAt: at,
    updatedAt: at,
    profile,
    mostRecentKey: null,
    carriedSessionId: null,
  };
}
