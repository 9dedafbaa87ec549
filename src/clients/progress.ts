// A client's progress over time (decision 0080): the measures of their saved sessions as a table with the change against
// the previous and the first session, like compared only with like, and two sessions side by side. Pure: values come
// from stored records (metric), shown in the user's units.
import type { StoredSessionRecord } from '@/profile/sessionRecord';
import { type Measure, MEASURES, measureValue, formatMeasureValue } from './historyMeasures';
import { type Change, valueInUserUnits, changeBetween } from './measureChange';

export interface HistoryCell {
  readonly value: number | null;
  /** '34 pushups'; '' when the session has no value. */
  readonly text: string;
  /** The category as the classifier gives it ('' when none). */
  readonly category: string;
  /** The change since the previous comparable session of this client, or null. */
  readonly sincePrevious: Change | null;
  /** The change since the first comparable session, or null (for the first itself, and when the first is the previous). */
  readonly sinceFirst: Change | null;
  /** What produced the value, when known: the test behind a VO2 max, the body-fat equation. */
  readonly note: string | null;
  /**
   * Why the value has no change figure: the client's first session of this test, or a protocol other than the previous
   * session's (decision 49); null when it is compared, or has no value.
   */
  readonly comparisonFlag: ComparisonFlag | null;
}

export type ComparisonFlag =
  { readonly kind: 'first'; readonly text: string } | { readonly kind: 'protocol-changed'; readonly text: string };

function comparisonFlag(
  measure: Measure,
  record: StoredSessionRecord,
  lastValued: StoredSessionRecord | undefined,
  previousLike: StoredSessionRecord | undefined,
): ComparisonFlag | null {
  if (!lastValued) return { kind: 'first', text: 'First session of this test: nothing to compare with' };
  const before = measure.likeKey?.(lastValued) ?? '';
  const now = measure.likeKey?.(record) ?? '';
  if (before === now) return null;
  return {
    kind: 'protocol-changed',
    text:
      `Protocol changed (${before || 'unknown'} before, ${now || 'unknown'} now): ` +
      (previousLike ? `compared only with earlier ${now || 'unknown'} sessions` : 'not compared'),
  };
}

export interface HistoryRow {
  readonly measure: Measure;
  readonly cells: readonly HistoryCell[];
}

export interface ClientHistory {
  /** The sessions, oldest first (the table's columns). */
  readonly sessions: readonly StoredSessionRecord[];
  /** Only the measures that have at least one value. */
  readonly rows: readonly HistoryRow[];
}

/**
 * How a session's values came to be (decision 0101, decision 0111): 'measured' when the records model saved it (every
 * value was measured in it, a value not entered is empty), 'earlier-build' when an earlier build saved it: that build
 * saved every value of the running profile with each session, so a value may have been carried over from an earlier
 * session. The two cannot be told apart inside such a record, so it is kept as it is and marked, never guessed at.
 */
export function sessionProvenance(record: Pick<StoredSessionRecord, 'measuredOnly'>): 'measured' | 'earlier-build' {
  return record.measuredOnly === true ? 'measured' : 'earlier-build';
}

/** The history's note under a table with sessions of an earlier build (decision 0111), or null when it has none. */
export function earlierBuildNote(records: readonly Pick<StoredSessionRecord, 'measuredOnly'>[]): string | null {
  const count = records.filter((r) => sessionProvenance(r) === 'earlier-build').length;
  if (count === 0) return null;
  return `${count === 1 ? 'The session' : `${count} sessions`} marked "earlier version" ${count === 1 ? 'was' : 'were'} saved by an earlier version of this app, which saved every value of the open profile with each session: a value there may have been carried over from an earlier session rather than measured that day. ${count === 1 ? 'It is' : 'They are'} kept as saved.`;
}

export function sortByDate(records: readonly StoredSessionRecord[]): StoredSessionRecord[] {
  return [...records].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.timestamp - b.timestamp));
}

/** The history table of one client: sessions as columns (oldest first), measures as rows. */
export function clientHistory(records: readonly StoredSessionRecord[], metric: boolean): ClientHistory {
  const sessions = sortByDate(records);
  const rows: HistoryRow[] = [];
  for (const measure of MEASURES) {
    if (!sessions.some((s) => measureValue(measure, s) !== null)) continue;
    // The first and the latest earlier session each record is comparable with (both have a value and the same
    // like-key: see comparable), kept per like-key in one pass instead of filtering every earlier session per cell.
    const earlierByKey = new Map<unknown, { first: StoredSessionRecord; previous: StoredSessionRecord }>();
    // The latest earlier session with a value of any like-key: a different key there is a change of protocol.
    let lastValued: StoredSessionRecord | undefined;
    const cells = sessions.map((record): HistoryCell => {
      const value = valueInUserUnits(measure, record, metric);
      let previous: StoredSessionRecord | undefined;
      let first: StoredSessionRecord | undefined;
      let flag: ComparisonFlag | null = null;
      if (measureValue(measure, record) !== null) {
        const key = measure.likeKey ? measure.likeKey(record) : null;
        const earlier = earlierByKey.get(key);
        previous = earlier?.previous;
        first = earlier?.first;
        flag = comparisonFlag(measure, record, lastValued, previous);
        if (earlier) earlier.previous = record;
        else earlierByKey.set(key, { first: record, previous: record });
        lastValued = record;
      }
      return {
        value,
        text: value === null ? '' : formatMeasureValue(measure, value, metric),
        category: value === null ? '' : (measure.category?.(record) ?? ''),
        sincePrevious: previous ? changeBetween(measure, previous, record, metric) : null,
        // Shown only when it differs from the previous (with two sessions, the first is the previous).
        sinceFirst: first && first !== previous ? changeBetween(measure, first, record, metric) : null,
        note: value !== null ? (measure.note?.(record) ?? null) : null,
        comparisonFlag: flag,
      };
    });
    rows.push({ measure, cells });
  }
  return { sessions, rows };
}

/** The differences between two sessions of a client, measure by measure (Compare). */
export interface ComparedRow {
  readonly measure: Measure;
  readonly left: HistoryCell;
  readonly right: HistoryCell;
  /** null when either has no value or they are not alike (different VO2 tests). */
  readonly change: Change | null;
}

export function compareSessions(left: StoredSessionRecord, right: StoredSessionRecord, metric: boolean): ComparedRow[] {
  const history = clientHistory([left, right], metric);
  const leftIndex = history.sessions[0] === left ? 0 : 1;
  const rightIndex = 1 - leftIndex;
  return history.rows.map((row) => {
    const l = row.cells[leftIndex] as HistoryCell;
    const r = row.cells[rightIndex] as HistoryCell;
    return { measure: row.measure, left: l, right: r, change: changeBetween(row.measure, left, right, metric) };
  });
}
