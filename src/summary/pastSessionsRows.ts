// The Past Sessions table view model: 30 headers in the user's units and one page of formatted rows, newest first
// (the page is read by src/storage/sessionPages.ts).
import { formatDateTime } from '@/domain/dates';
import { PAST_SESSION_COLUMNS, columnHeader, columnValue, type StoredSessionRecord } from '@/profile/sessionRecord';
import { formatSex } from '@/domain/person';
import { columnValueInUserUnits } from './userUnits';

/** Rows per page: the table never renders more (10,000 stored sessions stay fast). */
export const PAGE_SIZE = 100;

export interface PastSessionRow {
  readonly key: number;
  /** One text per column of PAST_SESSION_COLUMNS; the first is the date. */
  readonly cells: readonly string[];
}

export interface PastSessionsPage {
  readonly rows: readonly PastSessionRow[];
  /** 0-based, clamped to the pages there are. */
  readonly page: number;
  readonly pageCount: number;
  /** 1-based positions of the first and last row shown (0 and 0 when there are none). */
  readonly first: number;
  readonly last: number;
  readonly total: number;
}

/** 'Weight (kg)' / 'Weight (lb)' … for the 30 columns. */
export function pastSessionHeaders(metric: boolean): string[] {
  return PAST_SESSION_COLUMNS.map((column) => columnHeader(column, metric));
}

export const EMPTY_CELL = '—';

function cellText(record: StoredSessionRecord, column: (typeof PAST_SESSION_COLUMNS)[number], metric: boolean): string {
  const value = columnValue(record, column);
  if (value === null) return EMPTY_CELL;
  if (column.key === 'date') return formatDateTime(String(value));
  if (column.key === 'sex') return formatSex(String(value)) ?? String(value);
  if (typeof value === 'number') {
    const shown = columnValueInUserUnits(value, column.unitKind, metric);
    return shown === null ? EMPTY_CELL : String(shown);
  }
  return String(value);
}

export function pastSessionRow(record: StoredSessionRecord, metric: boolean): PastSessionRow {
  return { key: record.timestamp, cells: PAST_SESSION_COLUMNS.map((column) => cellText(record, column, metric)) };
}

/** The shown page (its records already newest first, as read): only these rows are formatted. */
export function pastSessionsPage(
  records: readonly StoredSessionRecord[],
  position: { page: number; pageCount: number; total: number },
  metric: boolean,
  size = PAGE_SIZE,
): PastSessionsPage {
  const start = position.page * size;
  const rows = records.map((record) => pastSessionRow(record, metric));
  return {
    rows,
    page: position.page,
    pageCount: position.pageCount,
    first: rows.length === 0 ? 0 : start + 1,
    last: start + rows.length,
    total: position.total,
  };
}
