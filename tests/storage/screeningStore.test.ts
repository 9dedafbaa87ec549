// Preparticipation screenings in the clients database (version 6): saved, read back field by field, clearance
// recorded; an unreadable entry is kept aside, never lost; the upgrade from version 5 keeps everything.
import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENTS_DB_VERSION, openClientsDb } from '@/storage/clientsDb';
import { readScreening, recordClearance, saveScreening, unreadableScreeningKey } from '@/storage/screeningStore';
import type { ClientScreening } from '@/clients/screening';
import { rawAdd, rawOpen, useFreshIndexedDb } from './storageTestHelpers';

beforeEach(() => useFreshIndexedDb());

const SCREENING: ClientScreening = {
  clientId: 'c1',
  answers: { exercisesRegularly: true, knownDisease: true, signsOrSymptoms: false, intendedIntensity: 'vigorous' },
  screenedOn: '2026-03-15',
  clearanceRecordedOn: null,
};

describe('screenings', () => {
  it('reads back what was saved, and a recorded clearance', async () => {
    const db = await openClientsDb();
    expect(await readScreening(db, 'c1')).toEqual({ screening: null, unreadable: false });
    await saveScreening(db, SCREENING);
    expect(await readScreening(db, 'c1')).toEqual({ screening: SCREENING, unreadable: false });
    await recordClearance(db, 'c1', '2026-03-18');
    expect((await readScreening(db, 'c1')).screening?.clearanceRecordedOn).toBe('2026-03-18');
    db.close();
  });

  it('reads an entry with a broken answer as unreadable, keeps it, and moves it aside when a new one is saved', async () => {
    const db = await openClientsDb();
    const broken = {
      schemaVersion: 1,
      clientId: 'c1',
      answers: { exercisesRegularly: 'yes' },
      screenedOn: '2026-03-15',
    };
    await db.put('screenings', broken);
    expect(await readScreening(db, 'c1')).toEqual({ screening: null, unreadable: true });
    expect(await db.get('screenings', 'c1')).toEqual(broken);
    await expect(recordClearance(db, 'c1', '2026-03-18')).rejects.toThrow();
    await saveScreening(db, SCREENING);
    expect(await db.get('meta', unreadableScreeningKey('c1'))).toEqual({
      key: unreadableScreeningKey('c1'),
      entry: broken,
    });
    expect((await readScreening(db, 'c1')).screening).toEqual(SCREENING);
    db.close();
  });

  it('reads an unreadable clearance day as none', async () => {
    const db = await openClientsDb();
    await db.put('screenings', { ...SCREENING, clearanceRecordedOn: 'yesterday' });
    expect((await readScreening(db, 'c1')).screening?.clearanceRecordedOn).toBeNull();
    db.close();
  });
});

describe('the upgrade to version 6', () => {
  it('keeps every store of version 5 and adds the empty screenings store', async () => {
    const old = await rawOpen('clients', 5, (database) => {
      database.createObjectStore('clients', { keyPath: 'id' });
      database.createObjectStore('meta', { keyPath: 'key' });
      database.createObjectStore('sessionIndex', { keyPath: 'clientId' });
      database.createObjectStore('clientNotes', { keyPath: 'clientId' });
      database.createObjectStore('batteries', { keyPath: 'id' });
      database.createObjectStore('batteryAssignments', { keyPath: 'clientId' });
    });
    const client = { id: 'c1', name: 'Ann', odd: true };
    await rawAdd(old, [client], 'clients');
    await rawAdd(old, [{ clientId: 'c1', note: 'Knee' }], 'clientNotes');
    await rawAdd(old, [{ id: 'b1', name: 'Field day', tests: ['pushups'] }], 'batteries');
    await rawAdd(old, [{ clientId: 'c1', batteryId: 'b1' }], 'batteryAssignments');
    old.close();
    const db = await openClientsDb();
    expect(db.version).toBe(CLIENTS_DB_VERSION);
    expect(CLIENTS_DB_VERSION).toBe(6);
    expect(await db.getAll('clients')).toEqual([client]);
    expect(await db.getAll('clientNotes')).toEqual([{ clientId: 'c1', note: 'Knee' }]);
    expect(await db.getAll('batteries')).toEqual([{ id: 'b1', name: 'Field day', tests: ['pushups'] }]);
    expect(await db.getAll('batteryAssignments')).toEqual([{ clientId: 'c1', batteryId: 'b1' }]);
    expect(await db.getAll('screenings')).toEqual([]);
    db.close();
  });
});
