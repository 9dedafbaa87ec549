// The demographics form's wait for the roster: it settles when the roster loads or fails, and never waits on a
// sessions database that cannot open (held by another tab, or refused), since the profile lives in local storage.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { createAppActors, type AppActors } from '@/state/createAppActors';
import { settledRoster } from '@/state/records/clientsActor';
import { onFreshStores } from '../../support/freshStores';

let actors: AppActors;

/** Another tab's connection to an older version that does not close when asked: this tab's open waits (blocked). */
function holdOlderVersionOpen(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('sessions', 1);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

onFreshStores();
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  actors = createAppActors();
});

describe('settledRoster', () => {
  it('resolves with the ready roster when the databases open', async () => {
    const roster = await settledRoster(actors);
    expect(roster.matches('ready')).toBe(true);
  });

  it('resolves without a ready roster when the database open is refused', async () => {
    vi.spyOn(IDBFactory.prototype, 'open').mockImplementation(() => {
      throw new DOMException('Simulated refusal', 'SecurityError');
    });
    const roster = await settledRoster(actors);
    expect(roster.matches('ready')).toBe(false);
  });

  it('resolves without a ready roster while another tab holds the database open (blocked)', async () => {
    const older = await holdOlderVersionOpen();
    const roster = await settledRoster(actors);
    expect(roster.matches('ready')).toBe(false);
    older.close();
  });
});
