// The export files of Past Sessions: CSV in the user's units (with a UTF-8 BOM for spreadsheets) and the JSON backup.
import { EXPORT_COLUMNS, columnUnit, type SessionColumn, type StoredSessionRecord } from '@/storage/sessionRecord';
import { exportFileName, sessionsBackupToJson, sessionsToCsv } from '@/storage/sessionExport';
import { massInUserUnits, lengthInUserUnits } from './userUnits';

/** Spreadsheet apps read the file as UTF-8 (accented names) only with it. */
export const UTF8_BOM = '\uFEFF';

export interface TextFile {
  readonly name: string;
  readonly type: string;
  readonly text: string;
}

const converts = (column: SessionColumn) => column.unitKind !== 'none';

/**
 * The export columns with the unit of the user's system written into the header, as values already converted:
 * sessionsToCsv then only rounds (its own cm → in factor differs from the app's 0.3937, see docs/screens-session.md).
 */
export function csvColumns(metric: boolean): SessionColumn[] {
  return EXPORT_COLUMNS.map((column) => (converts(column)
    ? { key: column.key, header: column.header, unitKind: 'none', fixedUnit: columnUnit(column, metric) ?? undefined }
    : column));
}

function converted(value: number, column: SessionColumn, metric: boolean): number | null {
  try {
    const result = column.unitKind === 'mass' ? massInUserUnits(value, metric) : lengthInUserUnits(value, metric);
    return Number.isFinite(result) ? result : null;
  } catch {
    return null; // e.g. a negative length left by an older version: an empty cell
  }
}

/** A copy of the record with its masses and lengths in the user's units (unrounded; the CSV rounds to 2 decimals). */
export function recordInUserUnits(record: StoredSessionRecord, metric: boolean): StoredSessionRecord {
  if (metric) return record;
  const copy: Record<string, unknown> = { ...record };
  for (const column of EXPORT_COLUMNS) {
    const value = record[column.key];
    if (converts(column) && typeof value === 'number') copy[column.key] = converted(value, column, metric);
  }
  return copy as unknown as StoredSessionRecord;
}

export function sessionsCsvFile(records: readonly StoredSessionRecord[], metric: boolean, now: Date): TextFile {
  const rows = records.map((record) => recordInUserUnits(record, metric));
  return {
    name: exportFileName(now, 'csv'),
    type: 'text/csv;charset=utf-8',
    text: UTF8_BOM + sessionsToCsv(rows, { metric: true, columns: csvColumns(metric) }),
  };
}

export function sessionsBackupFile(records: readonly StoredSessionRecord[], now: Date): TextFile {
  return { name: exportFileName(now, 'json'), type: 'application/json', text: sessionsBackupToJson(records, now) };
}
