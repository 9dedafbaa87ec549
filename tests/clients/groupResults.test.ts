// The group's results of the day (decision 0154): one row per client with each measure any of them saved that day,
// in the user's units with the category the history shows; a client's latest record of the day counts.
import { describe, expect, it } from 'vitest';
import { groupResultsTable } from '@/clients/groupResults';
import { MEASURES } from '@/clients/historyMeasures';
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import { SESSION_NUMBER_FIELDS } from '@/profile/sessionRecord';

function record(timestamp: number, clientId: string, fields: Partial<StoredSessionRecord>): StoredSessionRecord {
  const empty = Object.fromEntries(SESSION_NUMBER_FIELDS.map((f) => [f, null])) as unknown as StoredSessionRecord;
  return {
    ...empty,
    timestamp,
    date: '2026-03-01T10:00:00.000Z',
    name: null,
    sex: null,
    activity_level: null,
    clientId,
    ...fields,
  };
}

describe('groupResultsTable', () => {
  const names = new Map([
    ['a', 'Alex Smith'],
    ['b', 'Bea Jones'],
  ]);
  const records = [
    record(1, 'b', { age: 45, sex: 'FEMALE', pushups: 12 }),
    record(2, 'a', { age: 34, sex: 'MALE', pushups: 30, sit_and_reach: 31 }),
    record(3, 'b', { age: 45, sex: 'FEMALE', pushups: 14, date: '2026-03-01T11:00:00.000Z' }),
  ];

  it("lists the measures saved that day, a row per client by name, with the value and the history's category", () => {
    const table = groupResultsTable(records, names, true);
    expect(table.measures.map((m) => m.field)).toEqual(['pushups', 'sit_and_reach']);
    expect(table.rows.map((r) => [r.name, r.age, r.sex])).toEqual([
      ['Alex Smith', 34, 'MALE'],
      ['Bea Jones', 45, 'FEMALE'],
    ]);
    const pushups = MEASURES.find((m) => m.field === 'pushups')!;
    expect(table.rows[0]?.cells[0]).toEqual({ value: '30 pushups', category: pushups.category!(records[1]!) });
    // Bea's later record of the day counts; she has no sit and reach.
    expect(table.rows[1]?.cells).toEqual([
      { value: '14 pushups', category: pushups.category!(records[2]!) },
      { value: null, category: null },
    ]);
  });

  it("shows the user's units", () => {
    const table = groupResultsTable([record(4, 'a', { sit_and_reach: 25.4 })], names, false);
    expect(table.rows[0]?.cells[0]?.value).toBe('10 in');
  });

  it('adds a column per Senior Fitness Test item done, with the verdict or why there is none', () => {
    const senior = [
      record(4, 'a', { age: 76, sex: 'FEMALE', seniorFitness: [{ item: 'chairStand', score: 12, trials: null }] }),
      record(5, 'b', { age: 95, sex: 'FEMALE', seniorFitness: [{ item: 'armCurl', score: 12, trials: null }] }),
    ];
    const table = groupResultsTable(senior, names, true);
    expect(table.seniorItems.map((s) => s.item)).toEqual(['chairStand', 'armCurl']);
    expect(table.rows.map((r) => r.seniorCells)).toEqual([
      [
        { value: '12 stands', category: 'Within the normal range for your age' },
        { value: null, category: null },
      ],
      [
        { value: null, category: null },
        { value: '12 curls', category: 'No published norm for age 95 in this test' },
      ],
    ]);
  });
});
