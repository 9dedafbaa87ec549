// The export files of Past Sessions: CSV in the user's units (with a UTF-8 BOM for spreadsheets) and the JSON backup,
// built here and saved through the browser's download (src/effects/downloadFile.ts), so screens hold no file effect.
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import { downloadFile, type TextFile } from '@/effects/downloadFile';
import { exportFileName, sessionsBackupToJson, sessionsToCsv } from '@/storage/sessionExport';

/** Spreadsheet apps read the file as UTF-8 (accented names) only with it. */
export const UTF8_BOM = '\uFEFF';

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

/** Saves every record as CSV in the user's units (Past Sessions "Export CSV"). */
export function downloadSessionsCsv(records: readonly StoredSessionRecord[], metric: boolean): void {
  downloadFile(sessionsCsvFile(records, metric, new Date()));
}

/** Saves every record as the JSON backup (Past Sessions "Export backup"). */
export function downloadSessionsBackup(records: readonly StoredSessionRecord[]): void {
  downloadFile(sessionsBackupFile(records, new Date()));
}
