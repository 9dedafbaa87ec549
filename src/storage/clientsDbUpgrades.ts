// The clients database's upgrades, in order: each step brings a database of the version before it to its own
// version, inside the one version-change transaction (all done or none). Opening runs every step above the stored
// version, so a database of any earlier version reaches the current one by the same steps a newer one took. The
// spec's 'sessions' database is not changed by any of them; no step deletes anything (decision 0032).
import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';

/** The stores of the current version; every value is validated field by field on read, so none is typed here. */
export interface ClientsDbSchema extends DBSchema {
  clients: { key: string; value: unknown };
  meta: { key: string; value: unknown };
  sessionIndex: { key: string; value: unknown };
  clientNotes: { key: string; value: unknown };
  batteries: { key: string; value: unknown };
  batteryAssignments: { key: string; value: unknown };
  screenings: { key: string; value: unknown };
}

type UpgradeDatabase = IDBPDatabase<ClientsDbSchema>;
type UpgradeTransaction = IDBPTransaction<ClientsDbSchema, StoreNames<ClientsDbSchema>[], 'versionchange'>;

export interface ClientsDbUpgrade {
  /** The version this step brings the database to. */
  readonly version: number;
  /** What the step does, in a few words (named in the tests). */
  readonly name: string;
  readonly run: (
    database: UpgradeDatabase,
    transaction: UpgradeTransaction,
    oldVersion: number,
  ) => Promise<void> | void;
}

/** Creates a store unless it is there already (an earlier build may have made it: nothing is made twice). */
function createStore(database: UpgradeDatabase, name: StoreNames<ClientsDbSchema>, keyPath: string): void {
  if (!database.objectStoreNames.contains(name)) database.createObjectStore(name, { keyPath });
}

interface UpgradeStores {
  clients: { getAll(): Promise<unknown[]>; put(value: unknown): Promise<unknown> };
  meta: { put(value: unknown): Promise<unknown> };
}

/** Where the version 3 upgrade leaves its notice in 'meta' (read once by takeUpgradeNotice). */
export const UPGRADE_NOTICE_KEY = 'upgradeNotice';

/**
 * Version 3 (decision 0110): a client's stored profile takes the client's id as its uid (earlier builds gave the
 * profile an id of its own). Only that field of a readable entry changes; an entry that cannot be read is left as it
 * is (decision 0032). The count goes to a notice the app shows once.
 */
export async function migrateProfileIds(
  clients: UpgradeStores['clients'],
  meta: UpgradeStores['meta'],
): Promise<number> {
  let changed = 0;
  for (const row of await clients.getAll()) {
    if (typeof row !== 'object' || row === null) continue;
    const entry = row as Record<string, unknown>;
    const profile = entry.profile;
    if (typeof entry.id !== 'string' || typeof profile !== 'object' || profile === null) continue;
    if ((profile as Record<string, unknown>).uid === entry.id) continue;
    await clients.put({ ...entry, profile: { ...profile, uid: entry.id } });
    changed += 1;
  }
  await meta.put({ key: UPGRADE_NOTICE_KEY, changedProfiles: changed });
  return changed;
}

export const CLIENTS_DB_UPGRADES: readonly ClientsDbUpgrade[] = [
  {
    version: 1,
    name: 'the clients and meta stores',
    run: (database) => {
      // One entry per person tested; 'meta' holds the active client (and later the coach's name and logo).
      createStore(database, 'clients', 'id');
      createStore(database, 'meta', 'key');
    },
  },
  {
    version: 2,
    name: 'the session index store',
    // Decision 0083: built from the sessions store on first use, so the upgrade needs no data step.
    run: (database) => createStore(database, 'sessionIndex', 'clientId'),
  },
  {
    version: 3,
    name: "profiles carry their client's id",
    run: async (_database, transaction, oldVersion) => {
      // A new database has no profile to change and nothing to tell: the notice is for an upgraded one only.
      if (oldVersion >= 1) await migrateProfileIds(transaction.objectStore('clients'), transaction.objectStore('meta'));
    },
  },
  {
    version: 4,
    name: 'the client notes store',
    // Decision 0150: notes and goals per client, read field by field (src/clients/reportNotes.ts).
    run: (database) => createStore(database, 'clientNotes', 'clientId'),
  },
  {
    version: 5,
    name: 'the batteries and battery assignments stores',
    // Decision 0138: test batteries and each client's battery, read field by field (./batteryStore.ts).
    run: (database) => {
      createStore(database, 'batteries', 'id');
      createStore(database, 'batteryAssignments', 'clientId');
    },
  },
  {
    version: 6,
    name: 'the screenings store',
    // Decision 50: each client's preparticipation screening, read field by field (./screeningStore.ts).
    run: (database) => createStore(database, 'screenings', 'clientId'),
  },
];

/** Runs every step above `oldVersion`, in order, in the open version-change transaction. */
export async function upgradeClientsDb(
  database: UpgradeDatabase,
  oldVersion: number,
  transaction: UpgradeTransaction,
): Promise<void> {
  for (const step of CLIENTS_DB_UPGRADES)
    if (step.version > oldVersion) await step.run(database, transaction, oldVersion);
}
