// Encryption on the device (decision 44): every synced record leaves the device as AES-GCM ciphertext under a key
// derived from the coach's passphrase, and its document id is an HMAC of the record's own stable id, so the server
// holds neither a name nor a measurement nor a recognisable id. WebCrypto only (no library).
//
// PBKDF2-HMAC-SHA-256 with 600,000 iterations: the OWASP Password Storage Cheat Sheet's figure for PBKDF2-HMAC-SHA256
// (https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html). One derivation yields 512 bits:
// the first half is the AES-256-GCM key, the second the HMAC-SHA-256 key for document ids. Both are non-extractable.

export const PBKDF2_ITERATIONS = 600_000;
/**
 * Fewer iterations than this are refused when read from a server's keys document. The app always writes
 * PBKDF2_ITERATIONS; the floor is low only so the tests can derive quickly (a server cannot weaken the derivation to
 * learn anything: the key check still needs the passphrase).
 */
export const MIN_PBKDF2_ITERATIONS = 1_000;
const SALT_BYTES = 16;
/** AES-GCM's recommended 96-bit nonce, random per encryption (NIST SP 800-38D, section 8.2.2). */
const IV_BYTES = 12;

export interface SyncKeys {
  readonly encryption: CryptoKey;
  readonly ids: CryptoKey;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export function newSalt(): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(SALT_BYTES)));
}

/** The two keys of a passphrase and a database's salt. */
export async function deriveSyncKeys(
  passphrase: string,
  salt: string,
  iterations: number = PBKDF2_ITERATIONS,
): Promise<SyncKeys> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(passphrase.normalize('NFC')), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = new Uint8Array(
    await crypto.subtle.deriveBits(
      { name: 'PBKDF2', hash: 'SHA-256', salt: fromBase64(salt), iterations },
      material,
      512,
    ),
  );
  const [encryption, ids] = await Promise.all([
    crypto.subtle.importKey('raw', bits.slice(0, 32), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']),
    crypto.subtle.importKey('raw', bits.slice(32), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
  ]);
  bits.fill(0);
  return { encryption, ids };
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The server-side id of a record: 128 bits of HMAC of its kind and stable id (the same on every device). */
export async function documentId(keys: SyncKeys, kind: string, appId: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', keys.ids, encoder.encode(`${kind}\u0000${appId}`));
  return `r${toHex(new Uint8Array(mac).slice(0, 16))}`;
}

export interface Sealed {
  readonly iv: string;
  readonly ct: string;
}

/** Encrypts a JSON value, bound to its document id (as additional data: a body moved to another id does not open). */
export async function seal(keys: SyncKeys, docId: string, value: unknown): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const ct = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(docId) },
    keys.encryption,
    encoder.encode(JSON.stringify(value)),
  );
  return { iv: toBase64(iv), ct: toBase64(new Uint8Array(ct)) };
}

/** Decrypts what seal wrote; null when the key or the id is wrong or the text was altered. */
export async function unseal(keys: SyncKeys, docId: string, sealed: Sealed): Promise<unknown> {
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(sealed.iv), additionalData: encoder.encode(docId) },
      keys.encryption,
      fromBase64(sealed.ct),
    );
    return JSON.parse(decoder.decode(plain)) as unknown;
  } catch {
    return null;
  }
}
