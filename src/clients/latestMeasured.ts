// What a re-test report leads with: the values measured in the latest session, each with its change since the last
// time the same measure was taken (like with like: a VO2 max only against the same test).
import { formatCategory } from '@/norms/formatCategory';
import type { ClientHistory } from './progress';

export interface LatestMeasuredRow {
  readonly label: string;
  /** '26 pushups'. */
  readonly text: string;
  /** 'Very Good'; '' when the measure has no category for this person. */
  readonly category: string;
  /** '+6 pushups since 10 Jan 2026'-style parts: the change, and the date of the session it is measured from. */
  readonly change: { readonly text: string; readonly categoryText: string | null; readonly sinceDate: string } | null;
  /** Why there is no change: measured for the first time, or only unlike results before (another VO2 test). */
  readonly noChange: 'first' | 'not-comparable' | null;
}

export interface LatestMeasured {
  /** The latest session's date (ISO, as stored). */
  readonly date: string;
  readonly rows: readonly LatestMeasuredRow[];
}

/** The latest session's values with their change since last time; null when the history has no session. */
export function latestMeasured(history: ClientHistory): LatestMeasured | null {
  const last = history.sessions.length - 1;
  const latest = history.sessions[last];
  if (!latest) return null;
  const rows = history.rows.flatMap((row): LatestMeasuredRow[] => {
    const cell = row.cells[last];
    if (!cell || cell.value === null) return [];
    const earlier = row.cells.slice(0, last);
    // The session the change is measured from: the latest earlier one whose change to this one is the one shown.
    const fromIndex = cell.sincePrevious
      ? earlier.findLastIndex((c, i) => c.value !== null && sameChangeFrom(history, row.measure, i, last))
      : -1;
    const from = fromIndex >= 0 ? history.sessions[fromIndex] : undefined;
    return [
      {
        label: row.measure.label,
        text: cell.text,
        category: cell.category ? formatCategory(cell.category) : '',
        change:
          cell.sincePrevious && from
            ? { text: cell.sincePrevious.text, categoryText: cell.sincePrevious.categoryText, sinceDate: from.date }
            : null,
        noChange: cell.sincePrevious ? null : earlier.some((c) => c.value !== null) ? 'not-comparable' : 'first',
      },
    ];
  });
  return { date: latest.date, rows };
}

/** True when the session at `index` is alike with the one at `last` for this measure (the same VO2 test). */
function sameChangeFrom(
  history: ClientHistory,
  measure: ClientHistory['rows'][number]['measure'],
  index: number,
  last: number,
): boolean {
  const a = history.sessions[index];
  const b = history.sessions[last];
  if (!a || !b) return false;
  return !measure.likeKey || measure.likeKey(a) === measure.likeKey(b);
}
