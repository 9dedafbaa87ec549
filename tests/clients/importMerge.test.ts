// The merge rules of a client import (decision 0080): by stable id, idempotent, the newer copy wins.
import { describe, expect, it } from 'vitest';
import { importMessage, importedClientWins, planSessionMerge, recordContent, writtenAt } from '@/clients/importMerge';

const rec = (timestamp: number, recordId: string, updatedAt: string, extra: object = {}) => ({
  timestamp,
  recordId,
  date: '2026-01-01T10:00:00.000Z',
  updatedAt,
  ...extra,
});

describe('planSessionMerge', () => {
  it('adds what is not stored, replaces only with a newer copy, leaves the rest', () => {
    const stored = [rec(1, 'a', '2026-01-01T10:00:00.000Z'), rec(2, 'b', '2026-02-01T10:00:00.000Z')];
    const incoming = [
      rec(10, 'a', '2026-03-01T10:00:00.000Z', { pushups: 30 }), // newer: replaces key 1
      rec(11, 'b', '2026-01-15T10:00:00.000Z'), // older: stored stays
      rec(12, 'c', '2026-01-01T10:00:00.000Z'), // new: added
    ];
    const plan = planSessionMerge(stored, incoming);
    expect(plan.replace).toEqual([{ key: 1, record: incoming[0] }]);
    expect(plan.add).toEqual([incoming[2]]);
    expect(plan.unchanged).toBe(1);
  });

  it('is idempotent: a second import of the same file changes nothing', () => {
    const incoming = [rec(1, 'a', '2026-01-01T10:00:00.000Z'), rec(2, 'b', '2026-01-02T10:00:00.000Z')];
    const first = planSessionMerge([], incoming);
    expect(first.add).toHaveLength(2);
    const storedAfter = first.add.map((r, i) => ({ ...r, timestamp: 100 + i }));
    const second = planSessionMerge(storedAfter, incoming);
    expect(second).toEqual({ add: [], replace: [], conflicts: [], unchanged: 2 });
  });

  it('an equal copy is not newer; a record without updatedAt is dated by its save date', () => {
    expect(
      planSessionMerge([rec(1, 'a', '2026-01-01T10:00:00.000Z')], [rec(5, 'a', '2026-01-01T10:00:00.000Z')]).replace,
    ).toEqual([]);
    expect(writtenAt({ date: '2026-01-01T10:00:00.000Z', updatedAt: null })).toBe(
      Date.parse('2026-01-01T10:00:00.000Z'),
    );
  });

  it('a file that repeats a record id counts the repeat once', () => {
    const plan = planSessionMerge(
      [],
      [rec(1, 'a', '2026-01-01T10:00:00.000Z'), rec(2, 'a', '2026-01-02T10:00:00.000Z')],
    );
    expect(plan.add).toHaveLength(1);
    expect(plan.unchanged).toBe(1);
  });
});

describe("planSessionMerge: a record id that is another client's (decision 0132)", () => {
  const ada = (timestamp: number, updatedAt: string, extra: object = {}) =>
    rec(timestamp, 'shared', updatedAt, { clientId: 'ada', ...extra });
  const mal = (timestamp: number, updatedAt: string, extra: object = {}) =>
    rec(timestamp, 'shared', updatedAt, { clientId: 'mal', ...extra });

  it('same record id, other client, newer: a conflict kept beside it, the stored record is not replaced', () => {
    const incoming = [mal(9, '2026-06-01T10:00:00.000Z', { pushups: 99 })];
    const plan = planSessionMerge([ada(1, '2026-01-01T10:00:00.000Z', { pushups: 20 })], incoming);
    expect(plan.replace).toEqual([]);
    expect(plan.add).toEqual([]);
    expect(plan.conflicts).toEqual(incoming);
    expect(plan.unchanged).toBe(0);
  });

  it("same record id, other client, older: still a conflict (age never makes another client's record ours)", () => {
    const plan = planSessionMerge([ada(1, '2026-06-01T10:00:00.000Z')], [mal(9, '2026-01-01T10:00:00.000Z')]);
    expect(plan.conflicts).toHaveLength(1);
    expect(plan.replace).toEqual([]);
  });

  it("a stored record without a client is another client's too", () => {
    const plan = planSessionMerge([rec(1, 'shared', '2026-01-01T10:00:00.000Z')], [mal(9, '2026-06-01T10:00:00.000Z')]);
    expect(plan.conflicts).toHaveLength(1);
  });

  it('same record id, same client: newer updates, older or equal is skipped', () => {
    expect(
      planSessionMerge([ada(1, '2026-01-01T10:00:00.000Z')], [ada(9, '2026-06-01T10:00:00.000Z')]).replace,
    ).toHaveLength(1);
    const older = planSessionMerge([ada(1, '2026-06-01T10:00:00.000Z')], [ada(9, '2026-01-01T10:00:00.000Z')]);
    expect(older).toEqual({ add: [], replace: [], conflicts: [], unchanged: 1 });
  });

  it("a conflict imported once is not added again: its content is already the client's", () => {
    const incoming = mal(9, '2026-06-01T10:00:00.000Z', { pushups: 99 });
    const keptBeside = { ...incoming, timestamp: 2, recordId: 'fresh', updatedAt: '2026-07-01T10:00:00.000Z' };
    const plan = planSessionMerge([ada(1, '2026-01-01T10:00:00.000Z'), keptBeside], [incoming]);
    expect(plan.conflicts).toEqual([]);
    expect(plan.unchanged).toBe(1);
  });

  it('content ignores key, id and write time but not a measured value', () => {
    expect(recordContent({ timestamp: 1, recordId: 'a', updatedAt: 'x', pushups: 3 })).toBe(
      recordContent({ pushups: 3, timestamp: 2 }),
    );
    expect(recordContent({ pushups: 3 })).not.toBe(recordContent({ pushups: 4 }));
  });

  it('the message names the conflicts and says both are kept', () => {
    expect(importMessage('Mal', 0, 0, 0, 1)).toMatch(
      /1 session of the file had the same record id as another client's session: .*both kept/,
    );
    expect(importMessage('Mal', 1, 0, 0)).toBe('Imported Mal: 1 session added, 0 updated, 0 already here.');
  });
});

describe('importedClientWins', () => {
  it('a client not stored, or stored in an older copy, takes the file; a newer stored copy stays', () => {
    expect(importedClientWins(null, { id: 'x', updatedAt: '2026-01-01T00:00:00.000Z' })).toBe(true);
    expect(
      importedClientWins(
        { id: 'x', updatedAt: '2026-01-01T00:00:00.000Z' },
        { id: 'x', updatedAt: '2026-02-01T00:00:00.000Z' },
      ),
    ).toBe(true);
    expect(
      importedClientWins(
        { id: 'x', updatedAt: '2026-03-01T00:00:00.000Z' },
        { id: 'x', updatedAt: '2026-02-01T00:00:00.000Z' },
      ),
    ).toBe(false);
  });
});
