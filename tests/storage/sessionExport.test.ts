import { beforeEach, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { roundHalfUp } from '@/calculators/rounding';
import { bodyFatFromSkinfolds } from '@/calculators/siriBodyFat';
import { emptyProfile } from '@/profile/profileTypes';
import { EXPORT_COLUMNS, PAST_SESSION_COLUMNS } from '@/profile/sessionColumns';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { type StoredSessionRecord } from '@/profile/sessionRecord';
import {
  BACKUP_TYPE,
  createSessionsBackup,
  exportFileName,
  guardFormula,
  sessionsBackupToJson,
  sessionsToCsv,
  spreadsheetDateTime,
} from '@/storage/sessionExport';
import { parseSessionsBackup, restoreSessionsBackup } from '@/storage/sessionImport';
import { addSession, getAllSessions, openSessionsDb } from '@/storage/sessionsDb';
import { fullProfile, useFreshIndexedDb } from './storageTestHelpers';

const NOW = new Date('2024-05-01T09:30:00.000Z');

function stored(overrides: Partial<StoredSessionRecord> = {}, timestamp = 1): StoredSessionRecord {
  return { ...sessionRecordFromProfile(fullProfile(), NOW), timestamp, ...overrides };
}

function rowsOf(csv: string): string[][] {
  const parsed = Papa.parse<string[]>(csv, { header: false, skipEmptyLines: false });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

function cell(csv: string, header: string, row = 1): string {
  const rows = rowsOf(csv);
  const index = rows[0]!.indexOf(header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return rows[row]![index]!;
}

describe('CSV export', () => {
  it('starts with a header row with units, one row per record, CRLF line ends', () => {
    const csv = sessionsToCsv([stored(), stored({}, 2)], { metric: true });
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(
      lines[0]!.startsWith(
        'Session,Date,Name,Age (years),Sex,Height (cm),Weight (kg),Goal Weight (kg),BMI (kg/m²),Waist (cm)',
      ),
    ).toBe(true);
    expect(rowsOf(csv)[0]).toHaveLength(EXPORT_COLUMNS.length);
    expect(
      lines[1]!.startsWith(
        `1,${spreadsheetDateTime('2024-05-01T09:30:00.000Z')},Ada Lovelace,36,FEMALE,165.1,61.5,58,22.56,71.5`,
      ),
    ).toBe(true);
  });

  it('writes dates as the local date and time a spreadsheet reads (decision 0112)', () => {
    expect(spreadsheetDateTime(new Date(2024, 4, 1, 9, 30, 5).toISOString())).toBe('2024-05-01 09:30:05');
    expect(spreadsheetDateTime(new Date(2026, 11, 31, 23, 59).toISOString())).toBe('2026-12-31 23:59:00');
    expect(spreadsheetDateTime('not a date')).toBe('not a date');
  });

  it('writes only the header for no records, and can be limited to the 30 table columns (no body fat, spec §9)', () => {
    expect(sessionsToCsv([], { metric: false }).split('\r\n')).toHaveLength(1);
    const csv = sessionsToCsv([stored()], { metric: true, columns: PAST_SESSION_COLUMNS });
    expect(rowsOf(csv)[0]).toHaveLength(30);
    expect(rowsOf(csv)[0]!.some((header) => header.startsWith('Body Fat'))).toBe(false);
  });

  it("puts the table's 30 columns at positions 2-31 and the computed body fat % after the other fields (Jackson-Pollock 3-site, Siri)", () => {
    const withSkinfolds = stored({
      sex: 'MALE',
      age: 30,
      chest_skin: 10,
      abdominal_skin: 20,
      thigh_skin: 15,
      biceps_skin: null,
      calf_skin: null,
      midaxillary_skin: null,
      subscapular_skin: null,
      suprailiac_skin: null,
      triceps_skin: null,
    });
    const [headers, values] = rowsOf(sessionsToCsv([withSkinfolds], { metric: true }));
    expect(headers!.slice(1, 31)).toEqual(
      rowsOf(sessionsToCsv([], { metric: true, columns: PAST_SESSION_COLUMNS }))[0],
    );
    expect(headers!.at(-3)).toBe('Body Fat (%)');
    const expected = bodyFatFromSkinfolds('MALE', 30, { chest: 10, abdominal: 20, thigh: 15 })!.value;
    expect(values!.at(-3)).toBe(String(roundHalfUp(expected, 2)));
    const noSkinfolds = stored({ ...withSkinfolds, chest_skin: null, abdominal_skin: null, thigh_skin: null }, 2);
    expect(rowsOf(sessionsToCsv([noSkinfolds], { metric: true }))[1]!.at(-3)).toBe('');
  });

  it('carries a body fat measured another way with its method, in columns of their own (decision 0151)', () => {
    const measured = stored({ measuredBodyFat: 24, measuredBodyFatMethod: 'bioimpedance' });
    const [headers, values] = rowsOf(sessionsToCsv([measured], { metric: true }));
    expect(headers!.slice(-2)).toEqual(['Measured Body Fat (%)', 'Body Fat Method']);
    expect(values!.slice(-2)).toEqual(['24', 'Bioimpedance scale']);
    const none = rowsOf(
      sessionsToCsv([stored({ measuredBodyFat: null, measuredBodyFatMethod: null }, 2)], { metric: true }),
    )[1];
    expect(none!.slice(-2)).toEqual(['', '']);
  });

  it('converts to imperial units: kg × 2.2 to lb, cm ÷ 2.54 to in, 2 decimals; mm, bpm and counts unchanged', () => {
    const csv = sessionsToCsv([stored({ current_weight: 80, height: 180, waist_circumference: 81.3 })], {
      metric: false,
    });
    expect(cell(csv, 'Weight (lb)')).toBe('176');
    expect(cell(csv, 'Goal Weight (lb)')).toBe('127.6');
    expect(cell(csv, 'Height (in)')).toBe('70.87');
    expect(cell(csv, 'Waist (in)')).toBe('32.01');
    expect(cell(csv, 'Sit and Reach (in)')).toBe('13.19');
    expect(cell(csv, 'Grip Strength (lb)')).toBe('137.5');
    expect(cell(csv, 'Chest Skinfold (mm)')).toBe('9');
    expect(cell(csv, 'Resting Heart Rate (bpm)')).toBe('58');
    expect(cell(csv, 'Pushups')).toBe('24');
    expect(cell(csv, 'Session')).toBe('1');
  });

  it('leaves empty values empty', () => {
    const csv = sessionsToCsv([{ ...sessionRecordFromProfile(emptyProfile('u'), NOW), timestamp: 3 }], {
      metric: true,
    });
    expect(csv.split('\r\n')[1]).toBe(
      `3,${spreadsheetDateTime('2024-05-01T09:30:00.000Z')}${','.repeat(EXPORT_COLUMNS.length - 2)}`,
    );
  });

  it('quotes commas, quotes, line breaks and edge spaces (RFC 4180) and reads back the same text', () => {
    const names = ['Smith, John', 'The "Rock"', 'two\nlines', 'cr\r\nlf', ' padded '];
    const csv = sessionsToCsv(
      names.map((name, i) => stored({ name }, i + 1)),
      { metric: true },
    );
    expect(csv).toContain('"Smith, John"');
    expect(csv).toContain('"The ""Rock"""');
    expect(csv).toContain('"two\nlines"');
    expect(csv).toContain('" padded "');
    const rows = rowsOf(csv);
    expect(rows.slice(1).map((row) => row[2])).toEqual(names);
  });

  it.each([
    ['=HYPERLINK("http://x","y")'],
    ['+1+2'],
    ['-2+3'],
    ['@SUM(A1)'],
    ['\tTab'],
    ['\rReturn'],
    ['=1+1\nsecond line'],
  ])('guards the formula-like text %j with a leading single quote', (text) => {
    const csv = sessionsToCsv([stored({ name: text, activity_level: text })], { metric: true });
    expect(cell(csv, 'Name')).toBe(`'${text}`);
    expect(cell(csv, 'Activity Level')).toBe(`'${text}`);
  });

  it('does not guard ordinary text or numbers (a negative number stays a number)', () => {
    expect(guardFormula('Ada')).toBe('Ada');
    expect(guardFormula('a=b')).toBe('a=b');
    const csv = sessionsToCsv([stored({ name: 'Ada', sit_and_reach: -2.5 })], { metric: true });
    expect(cell(csv, 'Name')).toBe('Ada');
    expect(cell(csv, 'Sit and Reach (cm)')).toBe('-2.5');
  });

  it('names the files by local date', () => {
    expect(exportFileName(new Date(2024, 0, 5, 23, 59), 'csv')).toBe('fitness-sessions-2024-01-05.csv');
    expect(exportFileName(new Date(2024, 11, 25), 'json')).toBe('fitness-sessions-2024-12-25.json');
  });
});

describe('JSON backup', () => {
  beforeEach(() => {
    useFreshIndexedDb();
  });

  it('has the envelope and the records with every field', () => {
    const backup = createSessionsBackup([stored()], NOW);
    expect(backup).toMatchObject({ type: BACKUP_TYPE, schemaVersion: 1, exportedAt: '2024-05-01T09:30:00.000Z' });
    expect(Object.keys(backup.records[0]!)[0]).toBe('timestamp');
    // 36 fields and the key, plus the test behind the VO2 max (decision 0080) and the measured body fat with its
    // method (decision 0151).
    expect(Object.keys(backup.records[0]!)).toHaveLength(40);
  });

  it('round trip: database → JSON text → parse → another database gives the same records with the same keys', async () => {
    const source = await openSessionsDb();
    await addSession(source, sessionRecordFromProfile(fullProfile(), NOW));
    await addSession(
      source,
      sessionRecordFromProfile({ ...emptyProfile('u'), fname: 'Grace' }, new Date('2024-06-01T00:00:00.000Z')),
    );
    const { records } = await getAllSessions(source);
    source.close();
    const text = sessionsBackupToJson(records, NOW);
    expect(parseSessionsBackup(text).records).toEqual(records);

    useFreshIndexedDb();
    const target = await openSessionsDb();
    expect(await restoreSessionsBackup(target, parseSessionsBackup(text))).toEqual({
      added: 2,
      skipped: 0,
      rejected: [],
    });
    expect((await getAllSessions(target)).records).toEqual(records);
    target.close();
  });
});
