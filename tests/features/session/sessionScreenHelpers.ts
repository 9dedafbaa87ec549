// Helpers for the session screen tests: raw reads and seeds of the sessions database (fresh stores per test:
// tests/support/freshStores.ts).
import { openSessionsDb, getAllSessions } from '@/storage/sessionsDb';
import type { NewSessionRecord, StoredSessionRecord } from '@/profile/sessionRecord';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import type { UserProfile } from '@/profile/profileTypes';

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
