// Each client's preparticipation screening in the `clients` database (version 6, decision 50): the 'screenings' store,
// one entry per client (its answers, the day, a recorded clearance). Read field by field (src/clients/screening.ts);
// an entry that cannot be read is never overwritten in place: a new screening moves it aside under its own key in
// 'meta' first, so nothing a tester entered is lost.
import type { ClientsDb } from './clientsDb';
import { readFailure, writeFailure } from './clientsDb';
import { announceRecordsChanged } from './recordsChannel';
import { readStoredScreening, SCREENING_SCHEMA_VERSION, type ClientScreening } from '@/clients/screening';

export interface ScreeningRead {
  readonly screening: ClientScreening | null;
  /** An entry is stored but could not be read (it is kept as stored). */
  readonly unreadable: boolean;
}

export async function readScreening(db: ClientsDb, clientId: string): Promise<ScreeningRead> {
  try {
    const row: unknown = await db.get('screenings', clientId);
    if (row === undefined) return { screening: null, unreadable: false };
    const screening = readStoredScreening(row, clientId);
    return { screening, unreadable: screening === null };
  } catch (error) {
    throw readFailure(error);
  }
}

/** The key in 'meta' an unreadable screening is kept under when a new one is saved. */
export const unreadableScreeningKey = (clientId: string) => `unreadableScreening:${clientId}`;

/** Saves a new screening of a client (a clearance recorded before it does not carry over). */
export async function saveScreening(db: ClientsDb, screening: ClientScreening): Promise<void> {
  try {
    const tx = db.transaction(['screenings', 'meta'], 'readwrite');
    const screenings = tx.objectStore('screenings');
    const stored: unknown = await screenings.get(screening.clientId);
    if (stored !== undefined && readStoredScreening(stored, screening.clientId) === null)
      await tx.objectStore('meta').put({ key: unreadableScreeningKey(screening.clientId), entry: stored });
    await screenings.put({ schemaVersion: SCREENING_SCHEMA_VERSION, ...screening });
    await tx.done;
  } catch (error) {
    throw writeFailure(error);
  }
  announceRecordsChanged({ store: 'clients', clientId: screening.clientId });
}

/** Records the day the tester noted that medical clearance was obtained, on the client's current screening. */
export async function recordClearance(db: ClientsDb, clientId: string, day: string): Promise<void> {
  try {
    const tx = db.transaction('screenings', 'readwrite');
    const screening = readStoredScreening(await tx.store.get(clientId), clientId);
    if (!screening) throw new Error('No readable screening of this client to record clearance on');
    await tx.store.put({ schemaVersion: SCREENING_SCHEMA_VERSION, ...screening, clearanceRecordedOn: day });
    await tx.done;
  } catch (error) {
    throw writeFailure(error);
  }
  announceRecordsChanged({ store: 'clients', clientId });
}
