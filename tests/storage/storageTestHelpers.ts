// Helpers for the storage tests: a fresh fake IndexedDB per test, the raw IndexedDB API (to build databases the
// way the predecessor app left them, and to look at rows without the app's code), and a full profile.
import { IDBFactory } from 'fake-indexeddb';
import { emptyProfile, type UserProfile } from '@/profile/profileTypes';

/** A new, empty IndexedDB for this test (docs/toolchain.md: never share one between tests). */
export function useFreshIndexedDb(): void {
  globalThis.indexedDB = new IDBFactory();
}

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Opens with the raw API; `upgrade` runs on upgradeneeded. */
export function rawOpen(
  name: string,
  version: number,
  upgrade?: (db: IDBDatabase, tx: IDBTransaction, oldVersion: number) => void,
  handlers: { onblocked?: () => void } = {},
): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, version);
    request.onupgradeneeded = (event) => upgrade?.(request.result, request.transaction!, event.oldVersion);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
    request.onblocked = () => handlers.onblocked?.();
  });
}

/** Every row of a store, exactly as stored. */
export async function rawGetAll(db: IDBDatabase, store = 'sessions'): Promise<unknown[]> {
  return promised(db.transaction(store, 'readonly').objectStore(store).getAll());
}

/** Adds rows with the raw API, in one transaction; resolves with their keys. */
export async function rawAdd(db: IDBDatabase, rows: readonly unknown[], store = 'sessions'): Promise<IDBValidKey[]> {
  const tx = db.transaction(store, 'readwrite');
  const keys = await Promise.all(rows.map((row) => promised(tx.objectStore(store).add(row))));
  await new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
  return keys;
}

/**
 * A database left by the predecessor app: 'sessions' at `version`, store 'sessions' (keyPath 'timestamp',
 * auto-increment) with only the given indexes, holding `rows`. Closed again before returning.
 */
export async function createLegacyDatabase(version: number, indexes: readonly string[], rows: readonly unknown[]) {
  const db = await rawOpen('sessions', version, (database) => {
    const store = database.createObjectStore('sessions', { keyPath: 'timestamp', autoIncrement: true });
    for (const index of indexes) store.createIndex(index, index, { unique: false });
  });
  const keys = await rawAdd(db, rows);
  db.close();
  return keys;
}

/** A profile with every value the record takes. */
export function fullProfile(): UserProfile {
  return {
    ...emptyProfile('uid-1'),
    fname: '  Ada ',
    lname: ' Lovelace  ',
    age: 36,
    sex: 'FEMALE',
    height: 165.1,
    currentWeight: 61.5,
    goalWeight: 58,
    activityLevel: 'very active',
    bodyWeightGoal: 'lose',
    hrMax: 185.4,
    restingHR: 58,
    restingVo2: 215.25,
    rawVo2: 2460,
    waistHipRatio: 0.74,
    waistHeightRatio: 0.43,
    bodyDensity: 1.05,
    bmi: { bmi: 22.562, classification: 'normal' },
    bloodPressure: { sbp: 118, dbp: 76, classification: 'normal' },
    waistCircumference: { wc: 71.5, category: 'low' },
    bodyComp: { percentage: 21.4, category: 'good', equation: 'jp3' },
    pushups: { pushups: 24, category: 'good' },
    gripStrength: { gripStrength: 62.5, category: 'good', left: 30, right: 32.5 },
    benchPress: { benchPress: 40, category: 'fair', benchPressRatio: 0.65 },
    legPress: { legPress: 110, category: 'average', legPressRatio: 1.79 },
    vo2Max: { vo2Max: 40.12, category: 'good', test: 'step' },
    sar: { unit: 'cm', value: 33.5, category: 'very good' },
    circumferences: { abdomen: 74, arm: 27.5, buttocks: 96, calf: 35, forearm: 23.5, hips: 97, midthigh: 52 },
    skinfolds: {
      abdominal: 18,
      bicep: 6.5,
      tricep: 15,
      chest: 9,
      calf: 12,
      midaxillary: 10,
      subscap: 11,
      supraIliac: 13.5,
      thigh: 22,
    },
  };
}
