// The Past Sessions table view model: headers with units, the shown page's rows and positions, values in the user's units.
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/domain/dates';
import { PAST_SESSION_COLUMNS } from '@/profile/sessionColumns';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { type StoredSessionRecord } from '@/profile/sessionRecord';
import {
  EMPTY_CELL,
  PAGE_SIZE,
  pastSessionHeaders,
  pastSessionRow,
  pastSessionsPage,
} from '@/summary/pastSessionsRows';
import { completeProfile } from '../features/session/sessionFixtures';

function stored(key: number, date: string, overrides: Partial<StoredSessionRecord> = {}): StoredSessionRecord {
  return { ...sessionRecordFromProfile(completeProfile(), new Date(date)), timestamp: key, ...overrides };
}

/** Every measured column empty: what a session holds before anything is measured. */
function emptyMeasures(): Partial<StoredSessionRecord> {
  return Object.fromEntries(
    PAST_SESSION_COLUMNS.filter((column) => !['date', 'name', 'age', 'sex'].includes(column.key)).map((column) => [
      column.key,
      null,
    ]),
  );
}

describe('headers', () => {
  it('are the 30 SPEC columns (no body fat: spec §9), with the units of the user’s system', () => {
    const metric = pastSessionHeaders(true);
    expect(metric).toHaveLength(30);
    expect(metric.some((header) => header.startsWith('Body Fat'))).toBe(false);
    expect(metric.slice(0, 9)).toEqual([
      'Date',
      'Name',
      'Age (years)',
      'Sex',
      'Height (cm)',
      'Weight (kg)',
      'Goal Weight (kg)',
      'BMI (kg/m²)',
      'Waist (cm)',
    ]);
    const imperial = pastSessionHeaders(false);
    expect(imperial[4]).toBe('Height (in)');
    expect(imperial[5]).toBe('Weight (lb)');
    expect(imperial[29]).toBe('Suprailiac Skinfold (mm)');
  });
});

describe('rows', () => {
  it('formats every column; empty values show a dash', () => {
    const row = pastSessionRow(stored(4, '2026-11-21T14:05:00.000Z', { pushups: null }), true);
    expect(row.key).toBe(4);
    expect(row.cells).toHaveLength(PAST_SESSION_COLUMNS.length);
    expect(row.cells[0]).toBe(formatDateTime('2026-11-21T14:05:00.000Z'));
    expect(row.cells.slice(1, 9)).toEqual(['Alan Turing', '30', 'Male', '180', '80', '80', '24.69', '95']);
    expect(row.cells[12]).toBe(EMPTY_CELL);
  });

  it('names who and when apart, and lists only the values measured, in column order with their units', () => {
    const row = pastSessionRow(
      stored(4, '2026-11-21T14:05:00.000Z', { ...emptyMeasures(), current_weight: 80, pushups: 28 }),
      true,
    );
    expect(row.who).toEqual({
      date: formatDateTime('2026-11-21T14:05:00.000Z'),
      name: 'Alan Turing',
      age: '30',
      sex: 'Male',
    });
    expect(row.measured).toEqual([
      { header: 'Weight (kg)', text: '80' },
      { header: 'Pushups', text: '28' },
    ]);
    const imperial = pastSessionRow(
      stored(5, '2026-11-21T14:05:00.000Z', { ...emptyMeasures(), current_weight: 80 }),
      false,
    );
    expect(imperial.measured).toEqual([{ header: 'Weight (lb)', text: '176' }]);
  });

  it('converts to lb (× 2.2) and in (× 0.3937, as units.ts) with 2 decimals in imperial', () => {
    const row = pastSessionRow(stored(1, '2026-11-21T14:05:00.000Z', { height: 177 }), false);
    expect(row.cells[4]).toBe('69.68'); // 177 × 0.3937 = 69.6849 (÷ 2.54 would give 69.69)
    expect(row.cells[5]).toBe('176');
    expect(row.cells[8]).toBe('37.4'); // waist 95 cm
    expect(row.cells[14]).toBe('232.32'); // bench press 105.6 kg
    expect(row.cells[29]).toBe('15'); // skinfolds stay in mm
  });

  it('shows text that is not a date as an unreadable date with its text (decision 0135), and a negative length left by an older version as empty', () => {
    expect(formatDateTime('last Tuesday')).toBe('Unreadable date (“last Tuesday”)');
    expect(formatDateTime('31.12.2023')).toBe('Unreadable date (“31.12.2023”)');
    expect(pastSessionRow(stored(1, '2026-01-01T00:00:00Z', { height: -5 }), false).cells[4]).toBe(EMPTY_CELL);
  });
});

describe('the shown page', () => {
  it('formats the rows it is given, in their order, and says which positions they hold', () => {
    const records = Array.from({ length: 50 }, (_, i) =>
      stored(250 - i, new Date(Date.UTC(2024, 0, 1) - i * 60_000).toISOString()),
    );
    const last = pastSessionsPage(records, { page: 2, pageCount: 3, total: 250 }, true);
    expect(last).toMatchObject({ page: 2, pageCount: 3, first: 201, last: 250, total: 250 });
    expect(last.rows.map((row) => row.key)).toEqual(records.map((record) => record.timestamp));
    const firstPage = Array.from({ length: PAGE_SIZE }, (_, i) => stored(i + 1, '2024-01-01T00:00:00Z'));
    const full = pastSessionsPage(firstPage, { page: 0, pageCount: 3, total: 250 }, true);
    expect(full).toMatchObject({ first: 1, last: PAGE_SIZE });
    expect(pastSessionsPage([], { page: 0, pageCount: 1, total: 0 }, true)).toMatchObject({
      rows: [],
      page: 0,
      pageCount: 1,
      first: 0,
      last: 0,
      total: 0,
    });
  });
});
