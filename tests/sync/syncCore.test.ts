import { describe, expect, it } from 'vitest';
import { deriveSyncKeys, documentId, newSalt, seal, unseal } from '@/sync/core/syncCrypto';
import {
  SYNC_FORMAT,
  decodeRecord,
  encodeRecord,
  keysMatch,
  newKeysDocument,
  readKeysDocument,
  type SyncRecord,
} from '@/sync/core/syncDocuments';
import { fieldDifferences, mergeChoices } from '@/sync/core/fieldDifferences';
import { readSetupCode, readSyncTarget, serverOrigin, setupCodeOf } from '@/sync/core/syncSettings';
import { isCouchWelcome, problemOf, problemOfStatus } from '@/sync/core/syncMessages';
import { syncStatusText } from '@/sync/core/syncStatus';

// Few iterations keep the tests fast; the count is a parameter of the derivation, stored in the keys document.
const FAST = 1_000;
const keysOf = (passphrase: string, salt = 'c2FsdHNhbHRzYWx0c2FsdA==') => deriveSyncKeys(passphrase, salt, FAST);

const client: SyncRecord = {
  kind: 'client',
  id: 'client-uid-1',
  body: { id: 'client-uid-1', name: 'Alex Example', profile: { weight: 81.5 } },
  savedAt: '2026-01-02T03:04:05.000Z',
};

describe('encryption on the device', () => {
  it('round-trips a value and refuses another key or another document id', async () => {
    const keys = await keysOf('correct horse');
    const sealed = await seal(keys, 'doc-a', { weight: 81.5 });
    expect(await unseal(keys, 'doc-a', sealed)).toEqual({ weight: 81.5 });
    expect(await unseal(await keysOf('wrong horse'), 'doc-a', sealed)).toBeNull();
    expect(await unseal(keys, 'doc-b', sealed)).toBeNull();
  });

  it('gives a record the same id on every device with the passphrase, and no trace of its own id', async () => {
    const a = await documentId(await keysOf('pass'), 'client', 'client-uid-1');
    expect(await documentId(await keysOf('pass'), 'client', 'client-uid-1')).toBe(a);
    expect(await documentId(await keysOf('pass'), 'session', 'client-uid-1')).not.toBe(a);
    expect(a).toMatch(/^r[0-9a-f]{32}$/);
  });

  it('writes no name and no number in clear', async () => {
    const doc = await encodeRecord(await keysOf('pass'), client);
    const text = JSON.stringify(doc);
    expect(text).not.toContain('Alex');
    expect(text).not.toContain('81.5');
    expect(text).not.toContain('client-uid-1');
  });

  it('makes a new salt each time', () => {
    expect(newSalt()).not.toBe(newSalt());
  });
});

describe('record documents', () => {
  it('decodes what it encoded', async () => {
    const keys = await keysOf('pass');
    expect(await decodeRecord(keys, await encodeRecord(keys, client))).toEqual({ ok: true, record: client });
  });

  it('refuses a document of a newer format, one under another passphrase, and one moved to another id', async () => {
    const keys = await keysOf('pass');
    const doc = await encodeRecord(keys, client);
    expect(await decodeRecord(keys, { ...doc, format: SYNC_FORMAT + 1 })).toEqual({ ok: false, problem: 'newer' });
    expect(await decodeRecord(await keysOf('other'), doc)).toEqual({ ok: false, problem: 'unreadable' });
    expect(await decodeRecord(keys, { ...doc, _id: 'r0000' })).toEqual({ ok: false, problem: 'unreadable' });
    expect(await decodeRecord(keys, 'text')).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('tells the right passphrase from a wrong one by the keys document', async () => {
    const { doc } = await newKeysDocument((salt) => keysOf('pass', salt), FAST);
    const read = readKeysDocument(JSON.parse(JSON.stringify(doc)));
    if (!read.ok) throw new Error('keys document unreadable');
    expect(await keysMatch(await keysOf('pass', read.salt), read.check)).toBe(true);
    expect(await keysMatch(await keysOf('Pass', read.salt), read.check)).toBe(false);
  });

  it('refuses a keys document with a weakened or missing derivation, or of a newer format', async () => {
    const { doc } = await newKeysDocument((salt) => keysOf('pass', salt), FAST);
    expect(readKeysDocument({ ...doc, iterations: 10 })).toEqual({ ok: false, problem: 'unreadable' });
    expect(readKeysDocument({ ...doc, salt: undefined })).toEqual({ ok: false, problem: 'unreadable' });
    expect(readKeysDocument({ ...doc, format: 2 })).toEqual({ ok: false, problem: 'newer' });
  });
});

describe('conflicts field by field', () => {
  const shown = { name: 'Alex', profile: { weight: 80, height: 180 }, archived: false };
  const other = { name: 'Alex B', profile: { weight: 82, height: 180 }, archived: false, mostRecentKey: 4 };

  it('lists only the fields that differ, ignoring device-local ones', () => {
    expect(fieldDifferences(shown, other, ['mostRecentKey'])).toEqual([
      { path: 'name', shown: 'Alex', other: 'Alex B' },
      { path: 'profile.weight', shown: 80, other: 82 },
    ]);
  });

  it('builds the merged version from the picks', () => {
    expect(mergeChoices(shown, other, ['profile.weight'])).toEqual({
      name: 'Alex',
      profile: { weight: 82, height: 180 },
      archived: false,
    });
  });
});

describe('settings and setup code', () => {
  it('accepts https origins and http on this computer only', () => {
    expect(serverOrigin('https://couch.example.org/')).toBe('https://couch.example.org');
    expect(serverOrigin('http://127.0.0.1:6084')).toBe('http://127.0.0.1:6084');
    expect(serverOrigin('http://couch.example.org')).toBeNull();
    expect(serverOrigin('https://couch.example.org/db')).toBeNull();
    expect(serverOrigin('https://user:pw@couch.example.org')).toBeNull();
    expect(serverOrigin('not a url')).toBeNull();
  });

  it('checks the database name by CouchDB’s rule', () => {
    const base = { address: 'https://c.example.org', user: 'ann' };
    expect(readSyncTarget({ ...base, database: 'coach_ann' }).ok).toBe(true);
    expect(readSyncTarget({ ...base, database: 'Coach' }).ok).toBe(false);
    expect(readSyncTarget({ ...base, database: '_users' }).ok).toBe(false);
  });

  it('carries address, database and user, and refuses other text', () => {
    const target = { origin: 'https://c.example.org', database: 'coach', user: 'ann' };
    const code = setupCodeOf(target);
    expect(readSetupCode(code)).toEqual({ ok: true, target });
    expect(readSetupCode('hello').ok).toBe(false);
    expect(readSetupCode(`${code.slice(0, -4)}!!!!`).ok).toBe(false);
  });
});

describe('failures in words', () => {
  it('classifies the server’s answers', () => {
    expect(problemOfStatus(401)).toBe('credentials');
    expect(problemOfStatus(401, 'You are not authorized to access this db.')).toBe('forbidden');
    expect(problemOfStatus(403)).toBe('forbidden');
    expect(problemOfStatus(404)).toBe('no-database');
    expect(problemOfStatus(413)).toBe('full');
    expect(problemOf(new TypeError('Failed to fetch'))).toBe('unreachable');
    expect(problemOf({ status: 507, reason: 'Insufficient storage' })).toBe('full');
  });

  it('knows a CouchDB welcome', () => {
    expect(isCouchWelcome({ couchdb: 'Welcome', version: '3.5.2' })).toBe(true);
    expect(isCouchWelcome({ 'express-pouchdb': 'Welcome!' })).toBe(true);
    expect(isCouchWelcome({ status: 'ok' })).toBe(false);
  });

  it('says the status in a few words', () => {
    expect(syncStatusText({ state: { kind: 'off' }, conflicts: 0 })).toBeNull();
    expect(syncStatusText({ state: { kind: 'synced' }, conflicts: 0 })).toBe('Synced');
    expect(syncStatusText({ state: { kind: 'syncing', pending: 3 }, conflicts: 1 })).toBe('Syncing (3) · 1 conflict');
    expect(syncStatusText({ state: { kind: 'offline' }, conflicts: 2 })).toBe('Offline · 2 conflicts');
  });
});
