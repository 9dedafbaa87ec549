// The app's sessions database actor: one per page, opened on first use, failures reported once, another tab's
// upgrade closes it with the reload message, and openedSessionsDb waits, retries once, or refuses.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import {
  DATABASE_CHANGED_MESSAGE,
  DatabaseUnavailableError,
  openedSessionsDb,
  sessionDatabase,
} from '@/state/records/sessionDatabase';
import { onFreshStores } from '../../support/freshStores';

function openVersion8(): Promise<'opened' | 'blocked'> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('sessions', 8);
    request.onblocked = () => resolve('blocked');
    request.onsuccess = () => {
      request.result.close();
      resolve('opened');
    };
    request.onerror = () => reject(request.error);
  });
}

onFreshStores();
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('sessionDatabase', () => {
  it('is created once per page and opens the database on first use', async () => {
    const report = vi.fn();
    const actor = sessionDatabase(report);
    expect(sessionDatabase(vi.fn())).toBe(actor);
    const db = await openedSessionsDb(actor);
    expect(db.name).toBe('sessions');
    expect(db.version).toBe(7);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(report).not.toHaveBeenCalled();
  });

  it("an open failure is reported as 'request.onerror - initDB: …' and reading refuses with it", async () => {
    vi.spyOn(IDBFactory.prototype, 'open').mockImplementation(() => {
      throw new DOMException('Simulated open failure', 'UnknownError');
    });
    const report = vi.fn();
    const actor = sessionDatabase(report);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    const text =
      'request.onerror - initDB: Simulated open failure. The browser could not reach its storage (a disk or browser problem). Reload the page; if it keeps failing, restart the browser.';
    // The text for the banner, and the browser's own words as its technical detail (decision 0071).
    expect(report).toHaveBeenCalledWith(text, 'UnknownError: Simulated open failure');
    // A read tries once more, then refuses with the same text; the same failure again is not reported again.
    await expect(openedSessionsDb(actor)).rejects.toThrow(
      new DatabaseUnavailableError(text, { detail: 'UnknownError: Simulated open failure' }),
    );
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('a retry after a failure opens the database once it works again', async () => {
    const spy = vi.spyOn(IDBFactory.prototype, 'open').mockImplementationOnce(() => {
      throw new DOMException('Simulated open failure', 'UnknownError');
    });
    const actor = sessionDatabase(vi.fn());
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('failed'));
    const db = await openedSessionsDb(actor);
    expect(db.version).toBe(7);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('another tab opening version 8 is not blocked; this tab closes and says to reload', async () => {
    const report = vi.fn();
    const actor = sessionDatabase(report);
    await openedSessionsDb(actor);
    expect(await openVersion8()).toBe('opened');
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('closed'));
    expect(report).toHaveBeenCalledWith(DATABASE_CHANGED_MESSAGE, null);
    await expect(openedSessionsDb(actor)).rejects.toThrow(DATABASE_CHANGED_MESSAGE);
  });
});
