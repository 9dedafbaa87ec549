// Saving the current session: add the first time (asking for persistent storage), then replace that record by its
// key; failures reach the error banner and change nothing.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IDBFactory } from 'fake-indexeddb';
import { createAppActors, type AppActors } from '@/state/createAppActors';
import { getAllSessions } from '@/storage/sessionsDb';
import { readMostRecentSession } from '@/storage/mostRecentSession';
import {
  NOT_PERSISTENT_MESSAGE,
  SAVED_MESSAGE,
  UPDATED_MESSAGE,
  saveCurrentSession,
  type SaveSessionDeps,
} from '@/state/records/saveConfirmActor';
import { openedSessionsDb, sessionDatabase } from '@/state/records/sessionDatabase';
import { settledRoster } from '@/state/records/clientsActor';
import { completeProfile } from '../../features/session/sessionFixtures';
import { onFreshStores } from '../../support/freshStores';

let actors: AppActors;

function deps(overrides: Partial<SaveSessionDeps> = {}): SaveSessionDeps {
  return {
    database: sessionDatabase((message) => actors.profile.send({ type: 'ERROR', message, origin: 'database' })),
    profile: actors.profile,
    alert: actors.alert,
    persist: async () => 'granted',
    now: () => new Date('2026-11-21T14:05:00.000Z'),
    ...overrides,
  };
}

onFreshStores();
beforeEach(() => {
  actors = createAppActors();
  actors.profile.send({ type: 'UPDATE', update: { label: 't', requires: [], patch: completeProfile() } });
});

describe('saveCurrentSession', () => {
  it('adds the first record, remembers it as mostRecentSession and asks once for persistent storage', async () => {
    const persist = vi.fn(async () => 'granted' as const);
    const key = await saveCurrentSession(deps({ persist }));
    const { records } = await getAllSessions(await openedSessionsDb(deps().database));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      timestamp: key,
      name: 'Alan Turing',
      midthigh_circumference: null,
      date: '2026-11-21T14:05:00.000Z',
    });
    expect(readMostRecentSession()).toEqual(records[0]);
    expect(persist).toHaveBeenCalledTimes(1);
    expect(actors.alert.getSnapshot().context).toMatchObject({ alertType: 'success', message: SAVED_MESSAGE });
  });

  it('then replaces that record (same key) instead of adding another, without asking again', async () => {
    const persist = vi.fn(async () => 'granted' as const);
    const first = await saveCurrentSession(deps({ persist }));
    actors.profile.send({ type: 'UPDATE', update: { label: 't', requires: [], patch: { currentWeight: 78 } } });
    const second = await saveCurrentSession(deps({ persist, now: () => new Date('2026-11-22T08:00:00.000Z') }));
    expect(second).toBe(first);
    const { records } = await getAllSessions(await openedSessionsDb(deps().database));
    expect(records).toHaveLength(1);
    // The same session: its date stays the first save's (decision 0102); updatedAt says when it changed.
    expect(records[0]).toMatchObject({
      current_weight: 78,
      date: '2026-11-21T14:05:00.000Z',
      updatedAt: '2026-11-22T08:00:00.000Z',
    });
    expect(persist).toHaveBeenCalledTimes(1);
    expect(actors.alert.getSnapshot().context.message).toBe(UPDATED_MESSAGE);
  });

  it('says so in an info alert when persistent storage is denied', async () => {
    await saveCurrentSession(deps({ persist: async () => 'denied' }));
    expect(actors.alert.getSnapshot().context).toMatchObject({ alertType: 'warning', message: NOT_PERSISTENT_MESSAGE });
  });

  it('a full storage: the quota message in the error banner, nothing stored, the profile intact', async () => {
    vi.spyOn(IDBObjectStore.prototype, 'add').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    // The roster gives the open profile its client and session first (decision 0110); nothing after that may change it.
    await settledRoster({ profile: actors.profile, alert: actors.alert });
    const before = actors.profile.getSnapshot().context.user;
    await expect(saveCurrentSession(deps())).rejects.toThrow(/storage for this site is full/);
    expect(actors.profile.getSnapshot().context.error).toMatch(
      /^The session was not saved\. This browser's storage for this site is full/,
    );
    expect(actors.profile.getSnapshot().context.errorDetail).toMatch(/^QuotaExceededError/);
    expect(actors.profile.getSnapshot().context.user).toBe(before);
    vi.restoreAllMocks();
    expect((await getAllSessions(await openedSessionsDb(deps().database))).records).toEqual([]);
    expect(readMostRecentSession()).toBeNull();
    // A successful retry clears the failure from the banner.
    await saveCurrentSession(deps());
    expect(actors.profile.getSnapshot().context.error).toBeNull();
  });

  it('a database that cannot be opened: cannot be saved now, the initDB text why, and the entries kept', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(IDBFactory.prototype, 'open').mockImplementation(() => {
      throw new DOMException('Simulated open failure', 'UnknownError');
    });
    const before = actors.profile.getSnapshot().context.user;
    await expect(saveCurrentSession(deps())).rejects.toThrow(
      'This session cannot be saved right now: saved sessions are unavailable. ' +
        'request.onerror - initDB: Simulated open failure. ' +
        'The browser could not reach its storage (a disk or browser problem). Reload the page; if it keeps failing, restart the browser. ' +
        'Everything you entered stays in the open session on this device: save it once saved sessions open again.',
    );
    expect(actors.profile.getSnapshot().context.user).toMatchObject({ fname: before.fname, pushups: before.pushups });
  });
});
