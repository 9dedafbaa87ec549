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
import type { StoredSessionRecord } from '@/profile/sessionRecord';

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

describe("clientsCsv's Senior Fitness Test columns", () => {
  /** A woman of 76 with every item of the battery, in the record's units (counts, m, signed cm, s). */
  const WOMAN_76: StoredSessionRecord = {
    ...sessionRecordFromProfile({ ...emptyProfile('c-1'), fname: 'Ada', age: 76, sex: 'FEMALE' }, AT),
    clientId: 'c-1',
    timestamp: 1,
    seniorFitness: [
      { item: 'chairStand', score: 12, trials: null },
      { item: 'armCurl', score: 14, trials: null },
      { item: 'twoMinuteStep', score: 80, trials: null },
      { item: 'sixMinuteWalk', score: 400.5, trials: null },
      { item: 'upAndGo', score: 6.3, trials: [6.3, 6.9] },
      { item: 'chairSitAndReach', score: 2.54, trials: [2.54, 0] },
      { item: 'backScratch', score: -12.7, trials: [-12.7, -14] },
    ],
  };
  const columns = (csv: string) => {
    const [header, row] = Papa.parse<string[]>(csv.trim()).data;
    return new Map(header!.map((cell, i) => [cell, row![i]]));
  };

  it('a column per item held, its score in the user units and its verdict, as the sessions CSV names it', () => {
    const client = columns(clientsCsv([WOMAN_76], new Map(), false));
    const sessions = columns(sessionsToCsv([WOMAN_76], { metric: false }));
    const expected = {
      'SFT 30-Second Chair Stand (stands)': '12',
      'SFT 30-Second Arm Curl (curls)': '14',
      'SFT 2-Minute Step (steps)': '80',
      // 400.5 m = 437.99 yd, whole yards as measured; 2.54 cm = +1 in; -12.7 cm = -5 in.
      'SFT 6-Minute Walk (SFT course) (yd)': '438',
      'SFT 8-Foot Up-and-Go (s)': '6.3',
      'SFT Chair Sit-and-Reach (in)': '1',
      'SFT Back Scratch (in)': '-5',
    };
    for (const [header, value] of Object.entries(expected)) {
      expect(client.get(header), header).toBe(value);
      expect(sessions.get(header), header).toBe(value);
      expect(client.get(`${header} category`), header).toMatch(/normal range for your age|no verified norm/i);
    }
    // Women 75-79, chair stand: 10-15 stands.
    expect(client.get('SFT 30-Second Chair Stand (stands) category')).toBe('Within the normal range for your age');
    expect([...client.keys()].at(-1)).toBe(FIELD_TESTS_HEADER);
  });

  it('metric units in a metric CSV; no senior column when no record holds an item', () => {
    const client = columns(clientsCsv([WOMAN_76], new Map(), true));
    expect(client.get('SFT 6-Minute Walk (SFT course) (m)')).toBe('401');
    expect(client.get('SFT Back Scratch (cm)')).toBe('-12.7');
    expect(clientsCsv([record('c-2', 70, 2)], new Map(), true)).not.toContain('SFT');
  });
});
