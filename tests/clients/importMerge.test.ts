// The merge rules of a client import (decision 0080): by stable id, idempotent, the newer copy wins.
import { describe, expect, it } from 'vitest';
import { importedClientWins, planSessionMerge, writtenAt } from '@/clients/importMerge';

const rec = (timestamp: number, recordId: string, updatedAt: string, extra: object = {}) =>
  ({ timestamp, recordId, date: '2026-01-01T10:00:00.000Z', updatedAt, ...extra });

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
    expect(second).toEqual({ add: [], replace: [], unchanged: 2 });
  });

  it('an equal copy is not newer; a record without updatedAt is dated by its save date', () => {
    expect(planSessionMerge([rec(1, 'a', '2026-01-01T10:00:00.000Z')], [rec(5, 'a', '2026-01-01T10:00:00.000Z')]).replace).toEqual([]);
    expect(writtenAt({ date: '2026-01-01T10:00:00.000Z', updatedAt: null })).toBe(Date.parse('2026-01-01T10:00:00.000Z'));
  });

  it('a file that repeats a record id counts the repeat once', () => {
    const plan = planSessionMerge([], [rec(1, 'a', '2026-01-01T10:00:00.000Z'), rec(2, 'a', '2026-01-02T10:00:00.000Z')]);
    expect(plan.add).toHaveLength(1);
    expect(plan.unchanged).toBe(1);
  });
});

describe('importedClientWins', () => {
  it('a client not stored, or stored in an older copy, takes the file; a newer stored copy stays', () => {
    expect(importedClientWins(null, { id: 'x', updatedAt: '2026-01-01T00:00:00.000Z' })).toBe(true);
    expect(importedClientWins({ id: 'x', updatedAt: '2026-01-01T00:00:00.000Z' }, { id: 'x', updatedAt: '2026-02-01T00:00:00.000Z' })).toBe(true);
    expect(importedClientWins({ id: 'x', updatedAt: '2026-03-01T00:00:00.000Z' }, { id: 'x', updatedAt: '2026-02-01T00:00:00.000Z' })).toBe(false);
  });
});
