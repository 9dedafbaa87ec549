// Exports of the saved sessions: a CSV file for spreadsheets (in the user's units) and a JSON backup that
// sessionImport.ts can restore (always metric, exactly as stored). See docs/storage.md.
import { seniorColumnHeader, seniorColumnItems, seniorColumnValue } from '@/profile/seniorColumns';
import Papa from 'papaparse';
import { EXPORT_COLUMNS, columnValue, columnHeader, type SessionColumn } from '@/profile/sessionColumns';
import { canonicalRecord } from '@/profile/canonicalRecord';
import { toUserUnits } from '@/profile/userUnits';
import { type StoredSessionRecord } from '@/profile/sessionRecord';
import { localDateTimeKey, localDayKey } from '@/profile/calendarDate';

/**
 * A cell that a spreadsheet could run as a formula: it starts with = + - @, a tab or a carriage return.
 * Such text cells get a leading single quote (OWASP "CSV injection"). Papaparse's own default pattern
 * (`^[=+\-@\t\r].*$`) misses text with a line break after the first line, so the pattern is given here.
 */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** Prefixes a formula-like text with a single quote; other text is returned unchanged. */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * A stored date (ISO, UTC) as a spreadsheet reads it (decision 0112): the local date and time `YYYY-MM-DD HH:MM:SS`,
 * which spreadsheets take as a date-time, in the time zone the coach worked in. Text that is not a date is kept.
 */
export function spreadsheetDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : localDateTimeKey(date);
}

export interface CsvOptions {
  /** The user's prefers_metric setting: true gives kg and cm, false gives lb and in. */
  metric: boolean;
  /** The columns to write; the default is every field (EXPORT_COLUMNS). */
  columns?: readonly SessionColumn[];
}

function cellValue(record: StoredSessionRecord, column: SessionColumn, metric: boolean): string | number | null {
  const value = columnValue(record, column);
  if (value === null) return null;
  if (typeof value === 'number')
    return column.key === 'timestamp' ? value : toUserUnits(value, column.unitKind, metric);
  return column.key === 'date' ? spreadsheetDateTime(value) : value;
}

/**
 * The sessions as CSV text (RFC 4180): a header row with units, one row per record, CRLF line ends,
 * fields quoted when they hold a comma, a quote, a line break or edge spaces (quotes doubled).
 * Numbers are converted to the user's units and rounded to 2 decimals; empty values are empty cells.
 * Text cells are guarded against formulas (guardFormula); numbers are written as numbers.
 */
export function sessionsToCsv(records: readonly StoredSessionRecord[], options: CsvOptions): string {
  const columns = options.columns ?? EXPORT_COLUMNS;
  // decision 47: a full export adds one column per Senior Fitness Test item any of its records holds, after the
  // spec's columns (which stay as they are), the score in the user's units.
  const senior = options.columns ? [] : seniorColumnItems(records);
  // Rows as arrays, the header being the first: Papaparse's {fields, data} form writes a stray empty row
  // when data is empty.
  const rows: (string | number | null)[][] = [
    [
      ...columns.map((column) => columnHeader(column, options.metric)),
      ...senior.map((item) => seniorColumnHeader(item, options.metric)),
    ],
    ...records.map((record) => [
      ...columns.map((column) => cellValue(record, column, options.metric)),
      ...senior.map((item) => seniorColumnValue(record, item, options.metric)),
    ]),
  ];
  return Papa.unparse(rows, { newline: '\r\n', quotes: false, escapeFormulae: FORMULA_START });
}

/** 'fitness-sessions-2024-05-01.csv' (or .json), from the local date. */
export function exportFileName(now: Date, extension: 'csv' | 'json'): string {
  return `fitness-sessions-${localDayKey(now)}.${extension}`;
}

// ---------------------------------------------------------------------------------------------------------
// JSON backup

export const BACKUP_TYPE = 'fitness-sessions-backup';
export const BACKUP_SCHEMA_VERSION = 1;

export interface SessionsBackup {
  type: typeof BACKUP_TYPE;
  schemaVersion: typeof BACKUP_SCHEMA_VERSION;
  /** ISO date-time of the export. */
  exportedAt: string;
  /** The records as stored (metric, with their keys). */
  records: StoredSessionRecord[];
}

/** The backup object for the given records (copied, with every field present and in a fixed order). */
export function createSessionsBackup(records: readonly StoredSessionRecord[], now: Date): SessionsBackup {
  return {
    type: BACKUP_TYPE,
    schemaVersion: BACKUP_SCHEMA_VERSION,
    exportedAt: now.toISOString(),
    records: records.map(canonicalRecord),
  };
}

/** The backup as pretty-printed JSON text, ready for a download. */
export function sessionsBackupToJson(records: readonly StoredSessionRecord[], now: Date): string {
  return `${JSON.stringify(createSessionsBackup(records, now), null, 2)}\n`;
}
