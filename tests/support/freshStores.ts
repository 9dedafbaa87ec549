// The one stores setup of the tests that touch the databases: each test starts on a new, empty fake IndexedDB with no
// sessions database or clients actor left from the one before (docs/toolchain.md: never share one between tests),
// and leaves none behind, nor a mock.
import { afterEach, beforeEach, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { resetSessionDatabase } from '@/state/records/sessionDatabase';
import { resetClientsActor } from '@/state/records/clientsActor';

/** Forgets the page's sessions database and clients actor, and gives it a new, empty IndexedDB. */
export function freshStores(): void {
  resetSessionDatabase();
  resetClientsActor();
  globalThis.indexedDB = new IDBFactory();
}

/** Call at a test file's top (before its own beforeEach): every test runs on fresh stores, as freshStores gives. */
export function onFreshStores(): void {
  beforeEach(() => {
    freshStores();
  });
  afterEach(() => {
    resetSessionDatabase();
    resetClientsActor();
    vi.restoreAllMocks();
  });
}
