// Export files: the CSV (UTF-8 BOM, the user's units with the app's 0.3937 in/cm) and the JSON backup.
import { describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';
import { type StoredSessionRecord } from '@/profile/sessionRecord';
import { parseSessionsBackup } from '@/storage/sessionImport';
import { UTF8_BOM, sessionsBackupFile, sessionsCsvFile } from '@/state/records/sessionFiles';
import { completeProfile } from '../../features/session/sessionFixtures';

const NOW = new Date(2026, 10, 21, 9, 0);
const records: StoredSessionRecord[] = [
  {
    ...sessionRecordFromProfile(
      completeProfile({ fname: 'Zoë', lname: 'Ångström', height: 177 }),
      new Date('2026-11-20T10:00:00Z'),
    ),
    timestamp: 2,
  },
  {
    ...sessionRecordFromProfile(completeProfile({ fname: '=cmd', pushups: null }), new Date('2026-11-19T10:00:00Z')),
    timestamp: 1,
  },
];

function parse(text: string): Record<string, string>[] {
  return Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true }).data;
}

describe('sessionsCsvFile', () => {
  it('starts with a UTF-8 BOM, names the file by date, and writes metric values as stored', () => {
    const file = sessionsCsvFile(records, true, NOW);
    expect(file.name).toBe('fitness-sessions-2026-11-21.csv');
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect(file.text.startsWith(UTF8_BOM)).toBe(true);
    const rows = parse(file.text);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      Session: '2',
      Name: 'Zoë Ångström',
      'Height (cm)': '177',
      'Weight (kg)': '80',
      'Waist (cm)': '95',
    });
    expect(rows[1]).toMatchObject({ Name: "'=cmd Turing", Pushups: '' });
  });

  it('imperial: lb × 2.2 and in × 0.3937, the same numbers as the table', () => {
    const rows = parse(sessionsCsvFile(records, false, NOW).text);
    expect(rows[0]).toMatchObject({
      'Height (in)': '69.68',
      'Weight (lb)': '176',
      'Waist (in)': '37.4',
      'Bench Press 1RM (lb)': '232.32',
      'Chest Skinfold (mm)': '10',
      'Sit and Reach (in)': '13.19',
      'Max Heart Rate (bpm)': '191',
    });
  });

  it('keeps the export columns and their order; only the unit in the header changes', () => {
    const header = (metric: boolean) =>
      Object.keys(parse(sessionsCsvFile(records, metric, NOW).text)[0]!).map((h) =>
        h.replace(/ \((cm|in|kg|lb)\)$/, ''),
      );
    expect(header(true)).toEqual(header(false));
    // The key, 36 fields, the computed Body Fat (%), and a body fat measured another way with its method (decision 0151).
    expect(header(true)).toHaveLength(40);
  });
});

describe('sessionsBackupFile', () => {
  it('is the JSON backup that import reads back unchanged', () => {
    const file = sessionsBackupFile(records, NOW);
    expect(file).toMatchObject({ name: 'fitness-sessions-2026-11-21.json', type: 'application/json' });
    const backup = parseSessionsBackup(file.text);
    expect(backup.records).toEqual(records);
  });
});
