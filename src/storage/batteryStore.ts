// Test batteries in the `clients` database (version 5, decision 0138): the 'batteries' store (one entry per battery)
// and 'batteryAssignments' (a client's battery, keyed by client id). Every read goes through the field-by-field readers
// of src/profile/batteries.ts; an entry that cannot be read is counted and left as it is stored, never deleted. A
// rename or an edit reads the stored entry in its own transaction and changes only its own field, so whatever else is
// stored there stays.
import { readFailure, writeFailure, type ClientsDb } from './clientsDb';
import { announceRecordsChanged } from './recordsChannel';
import { newUid } from './profileStore';
import { ExplainedError } from '@/domain/errorMessages';
import {
  BATTERY_SCHEMA_VERSION,
  batteryProblem,
  readStoredAssignment,
  readStoredBattery,
  type Battery,
} from '@/profile/batteries';
import type { CatalogTestKey } from '@/profile/testCatalog';

/** A battery write refused before it reached the database (an empty name, no test, an entry that cannot be read). */
export class BatteryWriteError extends ExplainedError {
  override readonly name = 'BatteryWriteError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every readable battery, by name; `unreadable` counts the entries kept but not shown. */
export async function readBatteries(db: ClientsDb): Promise<{ batteries: Battery[]; unreadable: number }> {
  try {
    const rows = await db.getAll('batteries');
    const batteries = rows.map(readStoredBattery).filter((b): b is Battery => b !== null);
    batteries.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
    return { batteries, unreadable: rows.length - batteries.length };
  } catch (error) {
    throw readFailure(error);
  }
}

function checked(name: string, tests: readonly CatalogTestKey[]): void {
  const problem = batteryProblem(name, tests);
  if (problem) throw new BatteryWriteError(problem);
}

/** A new battery; resolves its id. */
export async function createBattery(
  db: ClientsDb,
  name: string,
  tests: readonly CatalogTestKey[],
  now: Date,
): Promise<string> {
  checked(name, tests);
  const id = newUid();
  const at = now.toISOString();
  try {
    await db.put('batteries', {
      schemaVersion: BATTERY_SCHEMA_VERSION,
      id,
      name: name.trim(),
      tests: [...new Set(tests)],
      createdAt: at,
      updatedAt: at,
    });
  } catch (error) {
    throw writeFailure(error);
  }
  announceRecordsChanged({ store: 'clients' });
  return id;
}

/** Renames a battery or changes its tests (what is not given stays as stored). */
export async function updateBattery(
  db: ClientsDb,
  id: string,
  change: { readonly name?: string; readonly tests?: readonly CatalogTestKey[] },
  now: Date,
): Promise<void> {
  try {
    const tx = db.transaction('batteries', 'readwrite');
    const row: unknown = await tx.store.get(id);
    const stored = readStoredBattery(row);
    if (!isRecord(row) || stored === null)
      throw new BatteryWriteError('That battery cannot be read; it is kept as it is.');
    checked(change.name ?? stored.name, change.tests ?? stored.tests);
    await tx.store.put({
      ...row,
      ...(change.name === undefined ? {} : { name: change.name.trim() }),
      ...(change.tests === undefined ? {} : { tests: [...new Set(change.tests)] }),
      updatedAt: now.toISOString(),
    });
    await tx.done;
  } catch (error) {
    if (error instanceof BatteryWriteError) throw error;
    throw writeFailure(error);
  }
  announceRecordsChanged({ store: 'clients' });
}

/** Deletes a battery and every assignment of it (those clients go back to every test). */
export async function deleteBattery(db: ClientsDb, id: string): Promise<void> {
  try {
    const tx = db.transaction(['batteries', 'batteryAssignments'], 'readwrite');
    await tx.objectStore('batteries').delete(id);
    const assignments = tx.objectStore('batteryAssignments');
    for (const row of await assignments.getAll()) {
      if (isRecord(row) && row.batteryId === id && typeof row.clientId === 'string')
        await assignments.delete(row.clientId);
    }
    await tx.done;
  } catch (error) {
    throw writeFailure(error);
  }
  announceRecordsChanged({ store: 'clients' });
}

/** The battery assigned to a client, or null (none, or an assignment whose battery is gone or cannot be read). */
export async function readClientBattery(db: ClientsDb, clientId: string): Promise<Battery | null> {
  try {
    const batteryId = readStoredAssignment(await db.get('batteryAssignments', clientId), clientId);
    if (batteryId === null) return null;
    return readStoredBattery(await db.get('batteries', batteryId));
  } catch (error) {
    throw readFailure(error);
  }
}

/** Assigns one battery to each client (null removes their battery), in one transaction. */
export async function assignBattery(
  db: ClientsDb,
  clientIds: readonly string[],
  batteryId: string | null,
): Promise<void> {
  try {
    const tx = db.transaction('batteryAssignments', 'readwrite');
    for (const clientId of clientIds) {
      if (batteryId === null) await tx.store.delete(clientId);
      else await tx.store.put({ schemaVersion: BATTERY_SCHEMA_VERSION, clientId, batteryId });
    }
    await tx.done;
  } catch (error) {
    throw writeFailure(error);
  }
  announceRecordsChanged({ store: 'clients' });
}
