// Test batteries in the clients database (version 5, decision 0138): created, renamed, edited, deleted and assigned;
// read back field by field; an entry that cannot be read is kept as stored; the upgrade from version 4 keeps everything.
import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENTS_DB_VERSION, openClientsDb } from '@/storage/clientsDb';
import {
  assignBattery,
  BatteryWriteError,
  createBattery,
  deleteBattery,
  readBatteries,
  readClientBattery,
  updateBattery,
} from '@/storage/batteryStore';
import { rawAdd, rawGetAll, rawOpen, useFreshIndexedDb } from './storageTestHelpers';

beforeEach(() => useFreshIndexedDb());

const NOW = new Date('2026-11-26T09:00:00Z');

describe('batteries', () => {
  it('creates, renames, edits and deletes a battery', async () => {
    const db = await openClientsDb();
    const id = await createBattery(db, '  Strength check ', ['pushups', 'gripStrength', 'benchPress'], NOW);
    expect((await readBatteries(db)).batteries).toEqual([
      { id, name: 'Strength check', tests: ['pushups', 'gripStrength', 'benchPress'] },
    ]);
    await updateBattery(db, id, { name: 'Upper body' }, NOW);
    await updateBattery(db, id, { tests: ['gripStrength', 'pushups'] }, NOW);
    expect((await readBatteries(db)).batteries).toEqual([
      { id, name: 'Upper body', tests: ['gripStrength', 'pushups'] },
    ]);
    await deleteBattery(db, id);
    expect(await readBatteries(db)).toEqual({ batteries: [], unreadable: 0 });
    db.close();
  });

  it('refuses an empty name or no test, and writes nothing', async () => {
    const db = await openClientsDb();
    await expect(createBattery(db, ' ', ['pushups'], NOW)).rejects.toThrow('Give the battery a name.');
    await expect(createBattery(db, 'Empty', [], NOW)).rejects.toBeInstanceOf(BatteryWriteError);
    const id = await createBattery(db, 'Kept', ['pushups'], NOW);
    await expect(updateBattery(db, id, { tests: [] }, NOW)).rejects.toThrow('Choose at least one test');
    expect((await readBatteries(db)).batteries).toEqual([{ id, name: 'Kept', tests: ['pushups'] }]);
    db.close();
  });

  it('reads a stored battery field by field and keeps what it cannot read', async () => {
    const db = await openClientsDb();
    const odd = { id: 'b1', name: 42, tests: ['pushups', 'laterTest', 'pushups', 7], extra: 'kept' };
    await db.put('batteries', odd);
    await db.put('batteries', { id: 7, name: 'no id' }); // not readable: no string id
    expect(await readBatteries(db)).toEqual({
      batteries: [{ id: 'b1', name: 'Unnamed battery', tests: ['pushups'] }],
      unreadable: 1,
    });
    // A rename changes the name only: the unknown test key and the extra field stay as stored.
    await updateBattery(db, 'b1', { name: 'Named' }, NOW);
    expect(await db.get('batteries', 'b1')).toEqual({ ...odd, name: 'Named', updatedAt: NOW.toISOString() });
    expect(await rawGetAll(await rawOpen('clients', CLIENTS_DB_VERSION), 'batteries')).toHaveLength(2);
    db.close();
  });

  it('assigns a battery to clients, removes it, and a deleted battery leaves no assignment', async () => {
    const db = await openClientsDb();
    const id = await createBattery(db, 'Strength check', ['pushups', 'gripStrength'], NOW);
    expect(await readClientBattery(db, 'c1')).toBeNull();
    await assignBattery(db, ['c1', 'c2'], id);
    expect((await readClientBattery(db, 'c1'))?.name).toBe('Strength check');
    expect((await readClientBattery(db, 'c2'))?.tests).toEqual(['pushups', 'gripStrength']);
    await assignBattery(db, ['c1'], null);
    expect(await readClientBattery(db, 'c1')).toBeNull();
    await deleteBattery(db, id);
    expect(await readClientBattery(db, 'c2')).toBeNull();
    expect(await db.getAll('batteryAssignments')).toEqual([]);
    db.close();
  });

  it('an assignment that cannot be read reads as none and stays stored', async () => {
    const db = await openClientsDb();
    await db.put('batteryAssignments', { clientId: 'c1', batteryId: ['x'] });
    expect(await readClientBattery(db, 'c1')).toBeNull();
    expect(await db.get('batteryAssignments', 'c1')).toEqual({ clientId: 'c1', batteryId: ['x'] });
    db.close();
  });
});

describe('the upgrade to version 5', () => {
  it('keeps every client, note and meta entry of version 4 and adds the two empty stores', async () => {
    const old = await rawOpen('clients', 4, (database) => {
      database.createObjectStore('clients', { keyPath: 'id' });
      database.createObjectStore('meta', { keyPath: 'key' });
      database.createObjectStore('sessionIndex', { keyPath: 'clientId' });
      database.createObjectStore('clientNotes', { keyPath: 'clientId' });
    });
    const client = { id: 'c1', name: 'Ann', odd: true };
    await rawAdd(old, [client], 'clients');
    await rawAdd(old, [{ key: 'coach', name: 'Fit Studio' }], 'meta');
    await rawAdd(old, [{ clientId: 'c1', note: 'Knee' }], 'clientNotes');
    old.close();
    const db = await openClientsDb();
    expect(db.version).toBe(CLIENTS_DB_VERSION);
    expect(await db.getAll('clients')).toEqual([client]);
    expect(await db.getAll('meta')).toEqual([{ key: 'coach', name: 'Fit Studio' }]);
    expect(await db.getAll('clientNotes')).toEqual([{ clientId: 'c1', note: 'Knee' }]);
    expect(await readBatteries(db)).toEqual({ batteries: [], unreadable: 0 });
    db.close();
  });
});
