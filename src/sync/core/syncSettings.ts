// What the coach types on Settings → Sync, checked before anything is sent: the server's origin (https, or http only
// on this computer), the database name by CouchDB's rule, a user; and the setup code that carries the address,
// database and user to a second device (never the password or the passphrase).

export interface SyncTarget {
  /** The server's origin, e.g. 'https://couch.example.org' (no path: the policy allows exactly this origin). */
  readonly origin: string;
  readonly database: string;
  readonly user: string;
}

export type SettingsReading =
  { readonly ok: true; readonly target: SyncTarget } | { readonly ok: false; readonly message: string };

/** CouchDB's database name rule (CouchDB docs, api/database/common.rst: "PUT /{db}"). */
const DATABASE_NAME = /^[a-z][a-z0-9_$()+/-]*$/;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The origin of a typed address, or null when it is not an https address (or http on this computer). */
export function serverOrigin(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (url.username || url.password || url.search || url.hash) return null;
  if (url.pathname !== '/' && url.pathname !== '') return null;
  if (url.protocol === 'https:') return url.origin;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return url.origin;
  return null;
}

/** An origin as the page's policy may name it: scheme, host and port only. */
export const ORIGIN_PATTERN = /^https?:\/\/(\[[0-9a-f:]+\]|[a-z0-9.-]+)(:\d{1,5})?$/;

export function readSyncTarget(fields: { address: string; database: string; user: string }): SettingsReading {
  const origin = serverOrigin(fields.address);
  if (origin === null || !ORIGIN_PATTERN.test(origin))
    return {
      ok: false,
      message:
        'The server address must be an https:// address with no path, for example https://couch.example.org (http:// only for a server on this computer).',
    };
  const database = fields.database.trim();
  if (!DATABASE_NAME.test(database) || database.length > 238)
    return {
      ok: false,
      message:
        'The database name must start with a lowercase letter and use only lowercase letters, digits and _ $ ( ) + - /.',
    };
  const user = fields.user.trim();
  if (user === '' || user.length > 200) return { ok: false, message: 'Enter the user name the server knows you by.' };
  return { ok: true, target: { origin, database, user } };
}

const SETUP_CODE_PREFIX = 'fitness-sync:1:';

/** A line of text carrying the address, database and user; the password and passphrase are typed on each device. */
export function setupCodeOf(target: SyncTarget): string {
  const json = JSON.stringify({ o: target.origin, d: target.database, u: target.user });
  return SETUP_CODE_PREFIX + btoa(String.fromCharCode(...new TextEncoder().encode(json)));
}

export function readSetupCode(code: string): SettingsReading {
  const text = code.trim();
  const wrong: SettingsReading = {
    ok: false,
    message: 'This is not a setup code of this app. Copy the whole code from Settings → Sync on the other device.',
  };
  if (!text.startsWith(SETUP_CODE_PREFIX)) return wrong;
  try {
    const raw = atob(text.slice(SETUP_CODE_PREFIX.length));
    const json: unknown = JSON.parse(new TextDecoder().decode(Uint8Array.from(raw, (c) => c.charCodeAt(0))));
    if (typeof json !== 'object' || json === null) return wrong;
    const { o, d, u } = json as Record<string, unknown>;
    if (typeof o !== 'string' || typeof d !== 'string' || typeof u !== 'string') return wrong;
    return readSyncTarget({ address: o, database: d, user: u });
  } catch {
    return wrong;
  }
}

/** The database's URL on the server. */
export function databaseUrl(target: SyncTarget): string {
  return `${target.origin}/${encodeURIComponent(target.database)}`;
}
