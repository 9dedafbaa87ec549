// The clients' CSV (decision 0112): every row carries the client's name, id, age and sex, so two clients of the same
// name stay apart, and the local date and time a spreadsheet reads.
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { FIELD_TESTS_HEADER, clientsCsv } from '@/storage/clientCsv';
import { sessionsToCsv } from '@/storage/sessionExport';
import { emptyProfile } from '@/profile/profileTypes';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { shuttleRunSubmission } from '@/profile/builders/shuttleRunUpdate';
import { applyProfileUpdate } from '@/profile/profileUpdate';

const AT = new Date(2026, 0, 10, 9, 30); // local time

function record(clientId: string, age: number, key: number) {
  return {
    ...sessionRecordFromProfile(
      {
        ...emptyProfile(clientId),
        fname: 'Sam',
        lname: 'Jones',
        age,
        sex: 'MALE',
        pushups: { pushups: 20, category: '' },
      },
      AT,
    ),
    clientId,
    timestamp: key,
  };
}

describe('clientsCsv', () => {
  it('tells two clients of the same name apart by id, age and sex on every row, with local dates', () => {
    const csv = clientsCsv(
      [record('c-1', 34, 1), record('c-2', 61, 2)],
      new Map([
        ['c-1', 'Sam Jones'],
        ['c-2', 'Sam Jones'],
      ]),
      true,
    );
    const rows = Papa.parse<string[]>(csv.trim()).data;
    expect(rows[0]!.slice(0, 5)).toEqual(['Client', 'Client ID', 'Age', 'Sex', 'Date']);
    expect(
      rows
        .slice(1)
        .map((r) => r.slice(0, 5))
        .sort(),
    ).toEqual([
      ['Sam Jones', 'c-1', '34', 'Male', '2026-01-10 09:30:00'],
      ['Sam Jones', 'c-2', '61', 'Male', '2026-01-10 09:30:00'],
    ]);
  });

  it.each([true, false])('names each measure as the sessions CSV names its column (metric %s)', (metric) => {
    const [clientHeader] = Papa.parse<string[]>(clientsCsv([], new Map(), metric).trim()).data;
    const [sessionHeader] = Papa.parse<string[]>(sessionsToCsv([], { metric }).trim()).data;
    const measureHeaders = clientHeader!
      .slice(5)
      .filter((cell) => !/ (category|equation|test)$/.test(cell) && cell !== FIELD_TESTS_HEADER);
    expect(measureHeaders.length).toBeGreaterThan(20);
    expect(measureHeaders.filter((cell) => !sessionHeader!.includes(cell))).toEqual([]);
  });
});

describe("clientsCsv's field tests", () => {
  it("a session's shuttle run is in the last column with its level, shuttle and distance", () => {
    const man = { ...emptyProfile('c-1'), fname: 'Sam', age: 30, sex: 'MALE' as const };
    const outcome = applyProfileUpdate(man, shuttleRunSubmission(man, { level: 7, shuttle: 4 }).update);
    if (!outcome.ok) throw new Error(outcome.message);
    const csv = clientsCsv([{ ...sessionRecordFromProfile(outcome.user, AT), timestamp: 1 }], new Map(), true);
    const [header, row] = Papa.parse<string[]>(csv.trim()).data;
    expect(header!.at(-1)).toBe(FIELD_TESTS_HEADER);
    expect(row!.at(-1)).toBe(
      '20 m shuttle run: level 7.4, 1100 m; last completed level 6 at 11 km/h; VO2 max 38.60 mL/kg/min',
    );
  });
});
