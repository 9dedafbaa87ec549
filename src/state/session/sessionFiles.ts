// The export files of Past Sessions: CSV in the user's units (with a UTF-8 BOM for spreadsheets) and the JSON backup.
import type { StoredSessionRecord } from '@/storage/sessionRecord';
import { exportFileName, sessionsBackupToJson, sessionsToCsv } from '@/storage/sessionExport';

/** Spreadsheet apps read the file as UTF-8 (accented names) only with it. */
export const UTF8_BOM = '\uFEFF';

export interface TextFile {
  readonly name: string;
  readonly type: string;
  readonly text: string;
}

export function sessionsCsvFile(records: readonly StoredSessionRecord[], metric: boolean, now: Date): TextFile {
  return {
    name: exportFileName(now, 'csv'),
    type: 'text/csv;charset=utf-8',
    text: UTF8_BOM + sessionsToCsv(records, { metric }),
  };
}

export function sessionsBackupFile(records: readonly StoredSessionRecord[], now: Date): TextFile {
  return { name: exportFileName(now, 'json'), type: 'application/json', text: sessionsBackupToJson(records, now) };
}
