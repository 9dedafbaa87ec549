// The 'mostRecentSession' local-storage entry: the last saved record with its key, read back through the schema.
import { describe, expect, it } from 'vitest';
import { MOST_RECENT_SESSION_KEY, readMostRecentSession, writeMostRecentSession } from '@/storage/mostRecentSession';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { fullProfile } from './storageTestHelpers';

const record = { ...sessionRecordFromProfile(fullProfile(), new Date('2024-05-01T09:30:00.000Z')), timestamp: 3 };

describe('mostRecentSession', () => {
  it('is null until a session is written, then reads back the record with its key', () => {
    expect(readMostRecentSession()).toBeNull();
    expect(writeMostRecentSession(record)).toBe(true);
    expect(JSON.parse(localStorage.getItem(MOST_RECENT_SESSION_KEY) ?? 'null')).toMatchObject({
      timestamp: 3,
      name: 'Ada Lovelace',
    });
    expect(readMostRecentSession()).toEqual(record);
  });

  it('reads damaged or foreign text as no session', () => {
    localStorage.setItem(MOST_RECENT_SESSION_KEY, '{not json');
    expect(readMostRecentSession()).toBeNull();
    localStorage.setItem(MOST_RECENT_SESSION_KEY, JSON.stringify({ date: '2024-01-01' }));
    expect(readMostRecentSession()).toBeNull();
  });

  it('never throws when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(readMostRecentSession(broken)).toBeNull();
    expect(writeMostRecentSession(record, broken)).toBe(false);
    expect(writeMostRecentSession(record, null)).toBe(false);
  });
});
