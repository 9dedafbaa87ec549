// What this device keeps to sync after a reload: the server, database and user, the password, and the derived keys
// as non-extractable CryptoKeys (the passphrase itself is never stored). In an IndexedDB database of its own, never
// synced; "Forget this device" deletes it. The page's policy reads only the server's origin, from local storage.
import { openDB } from 'idb';
import type { SyncKeys } from '@/sync/core/syncCrypto';
import { ORIGIN_PATTERN, type SyncTarget } from '@/sync/core/syncSettings';

const DB_NAME = 'fitness-sync-device';
const STORE = 'device';
const KEY = 'credentials';
/** The origin the page's Content-Security-Policy allows besides its own (read by public/sync-policy.js). */
export const SYNC_ORIGIN_KEY = 'fitnessSyncOrigin';

export interface DeviceCredentials {
  readonly target: SyncTarget;
  readonly password: string;
  readonly keys: SyncKeys;
}

function open() {
  return openDB(DB_NAME, 1, {
    upgrade(db) {
      if (!db.objectStoreNames.contains(STORE)) db.createObjectStore(STORE);
    },
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export async function readDeviceCredentials(): Promise<DeviceCredentials | null> {
  const db = await open();
  try {
    const row: unknown = await db.get(STORE, KEY);
    if (!isRecord(row) || !isRecord(row.target) || !isRecord(row.keys) || typeof row.password !== 'string') return null;
    const { origin, database, user } = row.target;
    const { encryption, ids } = row.keys;
    if (typeof origin !== 'string' || typeof database !== 'string' || typeof user !== 'string') return null;
    if (!(encryption instanceof CryptoKey) || !(ids instanceof CryptoKey)) return null;
    return { target: { origin, database, user }, password: row.password, keys: { encryption, ids } };
  } finally {
    db.close();
  }
}

export async function writeDeviceCredentials(credentials: DeviceCredentials): Promise<void> {
  const db = await open();
  try {
    await db.put(STORE, credentials, KEY);
  } finally {
    db.close();
  }
}

export async function forgetDeviceCredentials(): Promise<void> {
  const db = await open();
  try {
    await db.delete(STORE, KEY);
  } finally {
    db.close();
  }
}

/** The origin the page's policy allows from the next load on (null: none but its own). */
export function setPolicyOrigin(origin: string | null): void {
  if (origin !== null && ORIGIN_PATTERN.test(origin)) localStorage.setItem(SYNC_ORIGIN_KEY, origin);
  else localStorage.removeItem(SYNC_ORIGIN_KEY);
}

/** Whether this page was loaded with a policy that allows `origin`. */
export function policyAllows(origin: string): boolean {
  const meta = document.querySelector('meta[http-equiv="Content-Security-Policy"]');
  const policy = meta?.getAttribute('content') ?? '';
  const connect = policy.split(';').find((part) => part.trim().startsWith('connect-src'));
  return connect === undefined || connect.trim().split(/\s+/).includes(origin);
}
