// Helpers for the session screen tests: a fresh fake IndexedDB and database actor per test, and raw reads/seeds.
import { afterEach, beforeEach, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { openSessionsDb, getAllSessions } from '@/storage/sessionsDb';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { type NewSessionRecord, type StoredSessionRecord } from '@/profile/sessionRecord';
import { resetSessionDatabase } from '@/state/records/sessionDatabase';
import { resetClientsActor } from '@/state/records/clientsActor';
import type { UserProfile } from '@/profile/profileTypes';

export function freshDatabase(): void {
  resetSessionDatabase();
  resetClientsActor();
  globalThis.indexedDB = new IDBFactory();
}

/** Call at a test file's top: each test starts with a fresh database and roster, and leaves none (nor a mock) behind. */
export function freshDatabasePerTest(): void {
  beforeEach(() => {
    freshDatabase();
  });
  afterEach(() => {
    resetSessionDatabase();
    resetClientsActor();
    vi.restoreAllMocks();
  });
}

/** Every valid stored record, read with a connection of its own. */
export async function storedSessions(): Promise<StoredSessionRecord[]> {
  const db = await openSessionsDb();
  try {
    return (await getAllSessions(db)).records;
  } finally {
    db.close();
  }
}

/** Adds `count` sessions of `profile`, one minute apart from 2024-01-01, in one transaction. */
export async function seedSessions(profile: UserProfile, count: number, start = Date.UTC(2024, 0, 1)): Promise<void> {
  const db = await openSessionsDb();
  const tx = db.transaction('sessions', 'readwrite');
  for (let i = 0; i < count; i += 1) {
    const record: NewSessionRecord = sessionRecordFromProfile(profile, new Date(start + i * 60_000));
    void tx.store.add(record);
  }
  await tx.done;
  db.close();
}
