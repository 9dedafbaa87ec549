// The Past Sessions table view model: 30 headers in the user's units and one page of formatted rows, newest first
// (the page is read by src/storage/sessionPages.ts).
import { formatDateTime } from '@/domain/dates';
import { PAST_SESSION_COLUMNS, columnHeader, columnValue } from '@/profile/sessionColumns';
import { type StoredSessionRecord } from '@/profile/sessionRecord';
import { formatSex } from '@/domain/person';
import { columnValueInUserUnits } from './userUnits';

/** Rows per page: the table never renders more (10,000 stored sessions stay fast). */
export const PAGE_SIZE = 100;

/** A value measured in a session, named by its column's header in the user's units ('Pushups', 'Weight (kg)'). */
export interface MeasuredValue {
  readonly header: string;
  readonly text: string;
}

export interface PastSessionRow {
  readonly key: number;
  /** One text per column of PAST_SESSION_COLUMNS; the first is the date. */
  readonly cells: readonly string[];
  /** Who and when: the date, the name, the age and the sex as shown. */
  readonly who: { readonly date: string; readonly name: string; readonly age: string; readonly sex: string };
  /** The values measured that day, in column order, the empty ones left out (what a phone shows first). */
  readonly measured: readonly MeasuredValue[];
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

/** The columns that say who and when, not what was measured. */
const IDENTITY_KEYS: ReadonlySet<string> = new Set(['date', 'name', 'age', 'sex']);

export function pastSessionRow(record: StoredSessionRecord, metric: boolean): PastSessionRow {
  const cells = PAST_SESSION_COLUMNS.map((column) => cellText(record, column, metric));
  const text = (key: string) => cells[PAST_SESSION_COLUMNS.findIndex((column) => column.key === key)] ?? EMPTY_CELL;
  const measured = PAST_SESSION_COLUMNS.flatMap((column, index) =>
    IDENTITY_KEYS.has(column.key) || cells[index] === EMPTY_CELL
      ? []
      : [{ header: columnHeader(column, metric), text: cells[index] ?? EMPTY_CELL }],
  );
  return {
    key: record.timestamp,
    cells,
    who: { date: text('date'), name: text('name'), age: text('age'), sex: text('sex') },
    measured,
  };
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
