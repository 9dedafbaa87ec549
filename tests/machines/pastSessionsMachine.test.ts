// @vitest-environment jsdom
// The Past Sessions machine with provided read/restore actors: load a page, page through (each page read on its own),
// failures ('Init Not complete'), restore.
import { describe, expect, it, vi } from 'vitest';
import { ExplainedError } from '@/domain/errorMessages';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  pastSessionsMachine,
  type ReadOutcome,
  type ReadPageInput,
  type RestoreOutcome,
} from '@machines/pastSessionsMachine';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { type StoredSessionRecord } from '@/profile/sessionRecord';
import { DatabaseUnavailableError } from '@/state/records/sessionDatabase';
import { completeProfile } from '../features/session/sessionFixtures';

function records(count: number): StoredSessionRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    ...sessionRecordFromProfile(completeProfile(), new Date(Date.UTC(2024, 0, 1) + i * 60_000)),
    timestamp: i + 1,
  }));
}

const SIZE = 100;

/** A reader over `stored` (newest = highest key first), `skipped` unreadable rows per page, like readSessionPage. */
function pagesOf(stored: () => StoredSessionRecord[], skipped = 0) {
  const pages: number[] = [];
  const read = async ({ input }: { input: ReadPageInput }): Promise<ReadOutcome> => {
    const all = [...stored()].sort((a, b) => b.timestamp - a.timestamp);
    const pageCount = Math.max(1, Math.ceil(all.length / SIZE));
    const page = Math.min(input.page, pageCount - 1);
    pages.push(page);
    return { records: all.slice(page * SIZE, (page + 1) * SIZE), skipped, page, pageCount, total: all.length };
  };
  return { read, pages };
}

function start(
  read: (args: { input: ReadPageInput }) => Promise<ReadOutcome>,
  restore: () => Promise<RestoreOutcome> = async () => ({ added: 0, skipped: 0 }),
) {
  const notifications = { notReady: vi.fn(), restored: vi.fn(), restoreFailed: vi.fn() };
  const actor = createActor(
    pastSessionsMachine.provide({
      actors: { readSessions: fromPromise(read), restoreBackup: fromPromise(restore) },
      actions: {
        notifyNotReady: notifications.notReady,
        notifyRestored: (_args, params) => notifications.restored(params),
        notifyRestoreFailed: (_args, params) => notifications.restoreFailed(params),
      },
    }),
  ).start();
  return { actor, notifications };
}

describe('pastSessionsMachine', () => {
  it('loads the first page as read and counts its unreadable rows', async () => {
    const { actor } = start(pagesOf(() => records(3), 2).read);
    expect(actor.getSnapshot().value).toBe('loading');
    const snapshot = await waitFor(actor, (s) => s.matches('ready'));
    expect(snapshot.context.records.map((r) => r.timestamp)).toEqual([3, 2, 1]);
    expect(snapshot.context.unreadable).toBe(2);
  });

  it('reads each page on its own, forward and back, within the pages there are', async () => {
    const reader = pagesOf(() => records(230));
    const { actor } = start(reader.read);
    const first = await waitFor(actor, (s) => s.matches('ready'));
    expect(first.context).toMatchObject({ page: 0, pageCount: 3, total: 230 });
    actor.send({ type: 'PREVIOUS_PAGE' });
    expect(actor.getSnapshot().value).toBe('ready');
    for (let i = 0; i < 3; i += 1) {
      actor.send({ type: 'NEXT_PAGE' });
      await waitFor(actor, (s) => s.matches('ready'));
    }
    const last = actor.getSnapshot();
    expect(last.context.page).toBe(2);
    expect(last.context.records.map((r) => r.timestamp)).toEqual(Array.from({ length: 30 }, (_, i) => 30 - i));
    actor.send({ type: 'PREVIOUS_PAGE' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.page).toBe(1);
    expect(reader.pages).toEqual([0, 1, 2, 1]);
  });

  it("reading before the database is ready: an empty list, its message, and 'Init Not complete' notified", async () => {
    const { actor, notifications } = start(async () => {
      throw new DatabaseUnavailableError('request.onerror - initDB: broken', { detail: 'UnknownError: broken' });
    });
    const snapshot = await waitFor(actor, (s) => s.matches('failed'));
    expect(snapshot.context.records).toEqual([]);
    expect(snapshot.context.loadError).toEqual({
      message: 'request.onerror - initDB: broken',
      detail: 'UnknownError: broken',
    });
    expect(notifications.notReady).toHaveBeenCalledTimes(1);
  });

  it('a read failure: an empty list with the message; RELOAD tries again', async () => {
    let calls = 0;
    const { actor, notifications } = start(async () => {
      calls += 1;
      if (calls === 1) throw new Error('disk error');
      return { records: records(1), skipped: 0, page: 0, pageCount: 1, total: 1 };
    });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    // A plain error is put in plain words; its own text is the detail (decision 0071).
    expect(failed.context.loadError).toEqual({
      message: 'The saved sessions could not be read. Try again; if it keeps failing, reload the page.',
      detail: 'disk error',
    });
    expect(notifications.notReady).not.toHaveBeenCalled();
    actor.send({ type: 'RELOAD' });
    expect((await waitFor(actor, (s) => s.matches('ready'))).context.records).toHaveLength(1);
  });

  it('restore: notifies the counts and loads again; a refused file keeps the list and says why', async () => {
    let stored = records(2);
    let restoreCalls = 0;
    const { actor, notifications } = start(pagesOf(() => stored).read, async () => {
      restoreCalls += 1;
      if (restoreCalls === 2) {
        throw new ExplainedError(
          'This file is not a sessions backup. Nothing was imported and your saved sessions are unchanged.',
          { detail: 'SyntaxError: x' },
        );
      }
      stored = records(5);
      return { added: 3, skipped: 2 };
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'RESTORE', file: new Blob(['{}']) });
    expect(actor.getSnapshot().value).toBe('restoring');
    const reloaded = await waitFor(actor, (s) => s.matches('ready') && s.context.records.length === 5);
    expect(reloaded.context.restoreResult).toEqual({ added: 3, skipped: 2 });
    expect(notifications.restored).toHaveBeenCalledWith({ added: 3, skipped: 2 });

    actor.send({ type: 'RESTORE', file: new Blob(['nope']) });
    const refused = await waitFor(actor, (s) => s.matches('ready') && s.context.restoreError !== null);
    expect(refused.context.restoreError).toEqual({
      message: expect.stringMatching(/Nothing was imported/),
      detail: 'SyntaxError: x',
    });
    expect(refused.context.records).toHaveLength(5);
    expect(notifications.restoreFailed).toHaveBeenCalledWith({
      message: expect.stringMatching(/not a sessions backup/),
      detail: 'SyntaxError: x',
    });
  });
});
