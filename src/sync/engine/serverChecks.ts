// What the app asks a server before syncing with it, with the coach's credentials in an Authorization header (never a
// cross-site cookie: Safari refuses them, the sync-engine reference): is it there, is it CouchDB, do these
// credentials open this database, and does this passphrase open its data. Each failure is a SyncError in words; none
// of these steps writes anything, except the keys document of a database that has none (the first device's setup).
import { deriveSyncKeys, type SyncKeys } from '@/sync/core/syncCrypto';
import { KEYS_DOCUMENT_ID, keysMatch, newKeysDocument, readKeysDocument } from '@/sync/core/syncDocuments';
import { SyncError, isCouchWelcome, problemOf, problemOfStatus } from '@/sync/core/syncMessages';
import { databaseUrl, type SyncTarget } from '@/sync/core/syncSettings';

export interface SyncCredentials {
  readonly target: SyncTarget;
  readonly password: string;
}

export type Fetch = typeof fetch;

export function basicAuth({ target, password }: SyncCredentials): string {
  const bytes = new TextEncoder().encode(`${target.user}:${password}`);
  return `Basic ${btoa(String.fromCharCode(...bytes))}`;
}

async function request(
  credentials: SyncCredentials,
  url: string,
  fetchImpl: Fetch,
  init: RequestInit = {},
): Promise<{ status: number; json: unknown }> {
  let response: Response;
  try {
    response = await fetchImpl(url, {
      ...init,
      credentials: 'omit',
      headers: { Accept: 'application/json', Authorization: basicAuth(credentials), ...(init.headers ?? {}) },
    });
  } catch (error) {
    throw new SyncError(problemOf(error) === 'other' ? 'unreachable' : problemOf(error));
  }
  const json: unknown = await response.json().catch(() => null);
  return { status: response.status, json };
}

function reasonOf(json: unknown): string {
  return typeof json === 'object' && json !== null && typeof (json as { reason?: unknown }).reason === 'string'
    ? (json as { reason: string }).reason
    : '';
}

/** Checks the server and the database; throws a SyncError saying what is wrong. */
export async function checkServer(credentials: SyncCredentials, fetchImpl: Fetch = fetch): Promise<void> {
  const root = await request(credentials, `${credentials.target.origin}/`, fetchImpl);
  if (root.status === 401) throw new SyncError('credentials');
  if (root.status !== 200 || !isCouchWelcome(root.json)) throw new SyncError('not-couchdb');
  const db = await request(credentials, databaseUrl(credentials.target), fetchImpl);
  if (db.status !== 200) throw new SyncError(problemOfStatus(db.status, reasonOf(db.json)));
}

/**
 * The keys of the database's data under this passphrase: read from its keys document (a wrong passphrase is refused
 * and nothing is written), or, for a database without one, made and written (the first device).
 */
export async function unlockDatabase(
  credentials: SyncCredentials,
  passphrase: string,
  options: { fetchImpl?: Fetch; iterations?: number } = {},
): Promise<SyncKeys> {
  const fetchImpl = options.fetchImpl ?? fetch;
  const url = `${databaseUrl(credentials.target)}/${KEYS_DOCUMENT_ID}`;
  const found = await request(credentials, url, fetchImpl);
  if (found.status === 404) {
    const { doc, keys } = await newKeysDocument(
      (salt, iterations) => deriveSyncKeys(passphrase, salt, iterations),
      options.iterations,
    );
    const put = await request(credentials, url, fetchImpl, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(doc),
    });
    if (put.status === 409) return unlockDatabase(credentials, passphrase, options); // another device made it first
    if (put.status !== 201 && put.status !== 200) throw new SyncError(problemOfStatus(put.status, reasonOf(put.json)));
    return keys;
  }
  if (found.status !== 200) throw new SyncError(problemOfStatus(found.status, reasonOf(found.json)));
  const reading = readKeysDocument(found.json);
  if (!reading.ok) throw new SyncError(reading.problem === 'newer' ? 'newer' : 'keys-unreadable');
  const keys = await deriveSyncKeys(passphrase, reading.salt, reading.iterations);
  if (!(await keysMatch(keys, reading.check))) throw new SyncError('passphrase');
  return keys;
}
