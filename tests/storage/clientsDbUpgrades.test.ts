// The clients database's upgrades, one step at a time: each starts from a database of the version before it, built
// here by hand in that version's shape (its stores and key paths, with a row in each), and must bring it to the
// current version keeping every row.
import { unwrap } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENTS_DB_NAME, CLIENTS_DB_VERSION, openClientsDb, takeUpgradeNotice } from '@/storage/clientsDb';
import { CLIENTS_DB_UPGRADES } from '@/storage/clientsDbUpgrades';
import { rawAdd, rawGetAll, rawOpen, useFreshIndexedDb } from './storageTestHelpers';

/** The stores of each version as it shipped, with their key paths (written out, not taken from the steps). */
const SHAPES: Readonly<Record<number, Readonly<Record<string, string>>>> = {
  1: { clients: 'id', meta: 'key' },
  2: { clients: 'id', meta: 'key', sessionIndex: 'clientId' },
  3: { clients: 'id', meta: 'key', sessionIndex: 'clientId' },
  4: { clients: 'id', meta: 'key', sessionIndex: 'clientId', clientNotes: 'clientId' },
  5: {
    clients: 'id',
    meta: 'key',
    sessionIndex: 'clientId',
    clientNotes: 'clientId',
    batteries: 'id',
    batteryAssignments: 'clientId',
  },
  6: {
    clients: 'id',
    meta: 'key',
    sessionIndex: 'clientId',
    clientNotes: 'clientId',
    batteries: 'id',
    batteryAssignments: 'clientId',
    screenings: 'clientId',
  },
};

/** One row per store, keyed as the store keys it; a client whose profile already carries the client's id. */
function rowFor(store: string, keyPath: string): Record<string, unknown> {
  if (store === 'clients') return { id: 'c1', name: 'Sam Lee', profile: { uid: 'c1', fname: 'Sam' } };
  return { [keyPath]: `${store}-row`, kept: true };
}

/** A database of `version` in that version's shape, holding one row per store; closed again. */
async function databaseOfVersion(version: number): Promise<void> {
  const shape = SHAPES[version] ?? {};
  const db = await rawOpen(CLIENTS_DB_NAME, version, (database) => {
    for (const [store, keyPath] of Object.entries(shape)) database.createObjectStore(store, { keyPath });
  });
  for (const [store, keyPath] of Object.entries(shape)) await rawAdd(db, [rowFor(store, keyPath)], store);
  db.close();
}

/** Every store of the database as it is now, with its key path and rows. */
async function storesOf(db: IDBDatabase): Promise<Record<string, { keyPath: unknown; rows: unknown[] }>> {
  const found: Record<string, { keyPath: unknown; rows: unknown[] }> = {};
  for (const store of [...db.objectStoreNames]) {
    const keyPath = db.transaction(store, 'readonly').objectStore(store).keyPath;
    found[store] = { keyPath, rows: await rawGetAll(db, store) };
  }
  return found;
}

beforeEach(() => {
  useFreshIndexedDb();
});

describe('the clients database upgrades', () => {
  it('are numbered 1 to the current version, in order, each named', () => {
    expect(CLIENTS_DB_UPGRADES.map((step) => step.version)).toEqual(
      Array.from({ length: CLIENTS_DB_VERSION }, (_, i) => i + 1),
    );
    for (const step of CLIENTS_DB_UPGRADES) expect(step.name).not.toBe('');
    expect(Object.keys(SHAPES).map(Number).at(-1)).toBe(CLIENTS_DB_VERSION);
  });

  it('a new database gets every store of the current version, and no upgrade notice', async () => {
    const db = await openClientsDb();
    const stores = await storesOf(unwrap(db));
    expect(Object.fromEntries(Object.entries(stores).map(([name, { keyPath }]) => [name, keyPath]))).toEqual(
      SHAPES[CLIENTS_DB_VERSION],
    );
    expect(await takeUpgradeNotice(db)).toBeNull();
    db.close();
  });

  for (const step of CLIENTS_DB_UPGRADES.filter((s) => s.version > 1)) {
    it(`step ${step.version} (${step.name}) brings a version ${step.version - 1} database up, keeping every row`, async () => {
      await databaseOfVersion(step.version - 1);
      const db = await openClientsDb();
      expect(db.version).toBe(CLIENTS_DB_VERSION);
      const stores = await storesOf(unwrap(db));
      const current = SHAPES[CLIENTS_DB_VERSION] ?? {};
      expect(Object.keys(stores).sort()).toEqual(Object.keys(current).sort());
      for (const [store, keyPath] of Object.entries(current)) expect(stores[store]?.keyPath).toBe(keyPath);
      // Every row of the earlier version is still there as it was (the notice of version 3 is added beside them).
      for (const [store, keyPath] of Object.entries(SHAPES[step.version - 1] ?? {}))
        expect(stores[store]?.rows).toContainEqual(rowFor(store, keyPath));
      db.close();
    });
  }

  it("step 3 gives a profile its client's id and leaves a notice of how many changed", async () => {
    const db2 = await rawOpen(CLIENTS_DB_NAME, 2, (database) => {
      for (const [store, keyPath] of Object.entries(SHAPES[2] ?? {})) database.createObjectStore(store, { keyPath });
    });
    await rawAdd(
      db2,
      [
        { id: 'c1', name: 'Sam Lee', profile: { uid: 'old-profile-id', fname: 'Sam' } },
        { id: 'c2', name: 'Alex Kim', profile: null },
        'not an entry',
      ].map((row, i) => (typeof row === 'string' ? { id: `x${i}`, raw: row } : row)),
      'clients',
    );
    db2.close();
    const db = await openClientsDb();
    const clients = await rawGetAll(unwrap(db), 'clients');
    expect(clients).toContainEqual({ id: 'c1', name: 'Sam Lee', profile: { uid: 'c1', fname: 'Sam' } });
    expect(clients).toContainEqual({ id: 'c2', name: 'Alex Kim', profile: null });
    expect(clients).toContainEqual({ id: 'x2', raw: 'not an entry' });
    expect(await takeUpgradeNotice(db)).toEqual({ changedProfiles: 1 });
    db.close();
  });

  it('a version 3 or later database gets no new notice', async () => {
    await databaseOfVersion(3);
    const db = await openClientsDb();
    expect(await takeUpgradeNotice(db)).toBeNull();
    db.close();
  });
});
