// Every write to the sessions store names, in its change notice, the keys of the sessions it added, replaced or
// deleted, so the sync mirror reads only those rows (a notice naming none makes it read them all).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { addSession, openSessionsDb, type SessionsDb } from '@/storage/sessionsDb';
import { putSession, writeSessionsAtOnce } from '@/storage/updateSession';
import { deleteSessionKeys } from '@/storage/clientRoster';
import { onOwnRecordsChanged, resetRecordsChannel, type RecordsChange } from '@/storage/recordsChannel';
import { fullProfile, useFreshIndexedDb } from './storageTestHelpers';

const AT = new Date('2024-05-01T09:30:00.000Z');
let db: SessionsDb;
let heard: RecordsChange[];

beforeEach(async () => {
  useFreshIndexedDb();
  db = await openSessionsDb();
  heard = [];
  onOwnRecordsChanged((change) => heard.push(change));
});

afterEach(() => {
  resetRecordsChannel();
  db.close();
});

describe('session writes name their keys', () => {
  it('an add, a replace, a write of several and a deletion each name the keys they wrote', async () => {
    const record = sessionRecordFromProfile(fullProfile(), AT);
    const first = await addSession(db, record);
    await putSession(db, first, record);
    const [second, third] = await writeSessionsAtOnce(db, [
      { key: null, record },
      { key: null, record },
    ]);
    await deleteSessionKeys(db, [first, third as number]);
    expect(heard.map((change) => [change.store, change.keys])).toEqual([
      ['sessions', [first]],
      ['sessions', [first]],
      ['sessions', [second, third]],
      ['sessions', [first, third]],
    ]);
  });
});
