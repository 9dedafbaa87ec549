// Name rules, the coach-scenario test and the Clients list's search and sort (decision 0080).
import { describe, expect, it } from 'vitest';
import { namesDifferentPerson, otherClientNamed, visibleClients, type ClientSummary } from '@/clients/clientTypes';

const client = (id: string, name: string | null, lastTestDate: string | null, archived = false): ClientSummary => ({
  id,
  name,
  archived,
  age: null,
  sex: null,
  sessionCount: lastTestDate ? 1 : 0,
  lastTestDate,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('namesDifferentPerson', () => {
  it('is a different person only when the client has saved sessions under another name', () => {
    expect(namesDifferentPerson({ name: 'Alex Smith', sessionCount: 1 }, 'Sam Jones')).toBe(true);
    expect(namesDifferentPerson({ name: 'Alex Smith', sessionCount: 1 }, ' alex  SMITH ')).toBe(false);
    expect(namesDifferentPerson({ name: 'Alex Smith', sessionCount: 0 }, 'Sam Jones')).toBe(false);
    expect(namesDifferentPerson({ name: null, sessionCount: 3 }, 'Sam Jones')).toBe(false);
    expect(namesDifferentPerson(null, 'Sam')).toBe(false);
  });
});

describe('otherClientNamed', () => {
  const list = [client('a', 'Sam Jones', null), client('b', 'Alex Smith', null), client('c', null, '2026-01-01')];
  it('finds another client of the same name (case and spacing ignored), never the client being named', () => {
    expect(otherClientNamed(list, ' sam  JONES', 'b')?.id).toBe('a');
    expect(otherClientNamed(list, 'Sam Jones', 'a')).toBeNull();
    expect(otherClientNamed(list, 'Kim Lee', 'b')).toBeNull();
  });
  it("a blank name is nobody else's, not the unnamed entry's", () => {
    expect(otherClientNamed(list, '  ', 'b')).toBeNull();
    expect(otherClientNamed(list, null, 'b')).toBeNull();
  });
});

describe('visibleClients', () => {
  const list = [
    client('a', 'Zoe', '2026-01-01'),
    client('b', 'adam', '2026-03-01'),
    client('c', 'Mia', null),
    client('d', 'Max', '2026-02-01', true),
  ];
  it('searches by name as typed, case-insensitively, and hides archived clients unless asked', () => {
    expect(visibleClients(list, { query: 'M', sort: 'name', showArchived: false }).map((c) => c.id)).toEqual([
      'b',
      'c',
    ]);
    expect(visibleClients(list, { query: 'ma', sort: 'name', showArchived: true }).map((c) => c.id)).toEqual(['d']);
  });
  it('sorts by name, or by last test (latest first, never tested last)', () => {
    expect(visibleClients(list, { query: '', sort: 'name', showArchived: false }).map((c) => c.id)).toEqual([
      'b',
      'c',
      'a',
    ]);
    expect(visibleClients(list, { query: '', sort: 'lastTest', showArchived: true }).map((c) => c.id)).toEqual([
      'b',
      'd',
      'a',
      'c',
    ]);
  });
});
