// The documents of the sync database (decision 44, docs/sync.md): one per record, `{_id, format, iv, ct}`, whose
// ciphertext holds `{kind, id, body, savedAt}`; and one plaintext keys document holding the database's salt, its
// iteration count and a key check, so a second device knows at once whether its passphrase is the right one.
import {
  MIN_PBKDF2_ITERATIONS,
  PBKDF2_ITERATIONS,
  documentId,
  newSalt,
  seal,
  unseal,
  type Sealed,
  type SyncKeys,
} from './syncCrypto';

/** The version of the documents this build writes; a document of a later version is refused, never half-read. */
export const SYNC_FORMAT = 1;

export const RECORD_KINDS = ['client', 'session', 'notes', 'battery', 'assignment'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** One app record as it travels: its kind, its stable app id (never a timestamp or a name) and its stored body. */
export interface SyncRecord {
  readonly kind: RecordKind;
  readonly id: string;
  readonly body: Record<string, unknown>;
  /** When this device wrote it (shown beside a conflict's versions). */
  readonly savedAt: string;
}

export interface RecordDocument extends Sealed {
  readonly _id: string;
  readonly format: number;
}

export const KEYS_DOCUMENT_ID = 'fitness-sync-keys';
const KEY_CHECK_TEXT = 'fitness-sync key check';

export interface KeysDocument {
  readonly _id: typeof KEYS_DOCUMENT_ID;
  readonly format: number;
  readonly salt: string;
  readonly iterations: number;
  readonly check: Sealed;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isSealed(value: Record<string, unknown>): value is Record<string, unknown> & Sealed {
  return typeof value.iv === 'string' && typeof value.ct === 'string';
}

/** A new keys document for a database that has none, with its salt. */
export async function newKeysDocument(
  keysOf: (salt: string, iterations: number) => Promise<SyncKeys>,
  iterations: number = PBKDF2_ITERATIONS,
): Promise<{ doc: KeysDocument; keys: SyncKeys }> {
  const salt = newSalt();
  const keys = await keysOf(salt, iterations);
  const check = await seal(keys, KEYS_DOCUMENT_ID, KEY_CHECK_TEXT);
  return { doc: { _id: KEYS_DOCUMENT_ID, format: SYNC_FORMAT, salt, iterations, check }, keys };
}

export type KeysReading =
  | { readonly ok: true; readonly salt: string; readonly iterations: number; readonly check: Sealed }
  | { readonly ok: false; readonly problem: 'newer' | 'unreadable' };

/** Reads a keys document field by field. */
export function readKeysDocument(row: unknown): KeysReading {
  if (!isRecord(row)) return { ok: false, problem: 'unreadable' };
  if (typeof row.format === 'number' && row.format > SYNC_FORMAT) return { ok: false, problem: 'newer' };
  const { salt, iterations, check } = row;
  if (
    row.format !== SYNC_FORMAT ||
    typeof salt !== 'string' ||
    salt.length < 16 ||
    typeof iterations !== 'number' ||
    !Number.isSafeInteger(iterations) ||
    iterations < MIN_PBKDF2_ITERATIONS ||
    !isRecord(check) ||
    !isSealed(check)
  )
    return { ok: false, problem: 'unreadable' };
  return { ok: true, salt, iterations, check: { iv: check.iv, ct: check.ct } };
}

/** Whether these keys open the database's key check (the passphrase is the one it was set up with). */
export async function keysMatch(keys: SyncKeys, check: Sealed): Promise<boolean> {
  return (await unseal(keys, KEYS_DOCUMENT_ID, check)) === KEY_CHECK_TEXT;
}

/** The encrypted document of a record; `knownId` is its document id when the caller already derived it. */
export async function encodeRecord(keys: SyncKeys, record: SyncRecord, knownId?: string): Promise<RecordDocument> {
  const _id = knownId ?? (await documentId(keys, record.kind, record.id));
  const sealed = await seal(keys, _id, {
    kind: record.kind,
    id: record.id,
    body: record.body,
    savedAt: record.savedAt,
  });
  return { _id, format: SYNC_FORMAT, ...sealed };
}

export type DecodedRecord =
  { readonly ok: true; readonly record: SyncRecord } | { readonly ok: false; readonly problem: 'newer' | 'unreadable' };

/**
 * Decrypts and checks a record document: a later format is 'newer'; anything that does not open under these keys, or
 * whose id is not the HMAC of its own kind and id (moved or forged), is 'unreadable'. The body itself is checked by
 * the store's own reader before it is written (../bridge/recordStores.ts).
 */
export async function decodeRecord(keys: SyncKeys, row: unknown): Promise<DecodedRecord> {
  if (!isRecord(row) || typeof row._id !== 'string') return { ok: false, problem: 'unreadable' };
  if (typeof row.format === 'number' && row.format > SYNC_FORMAT) return { ok: false, problem: 'newer' };
  if (row.format !== SYNC_FORMAT || !isSealed(row)) return { ok: false, problem: 'unreadable' };
  const plain = await unseal(keys, row._id, row);
  if (!isRecord(plain)) return { ok: false, problem: 'unreadable' };
  const { kind, id, body, savedAt } = plain;
  if (
    typeof kind !== 'string' ||
    !(RECORD_KINDS as readonly string[]).includes(kind) ||
    typeof id !== 'string' ||
    id === '' ||
    !isRecord(body) ||
    typeof savedAt !== 'string'
  )
    return { ok: false, problem: 'unreadable' };
  const record: SyncRecord = { kind: kind as RecordKind, id, body, savedAt };
  if ((await documentId(keys, record.kind, record.id)) !== row._id) return { ok: false, problem: 'unreadable' };
  return { ok: true, record };
}
