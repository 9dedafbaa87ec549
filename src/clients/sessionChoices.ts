// How a client's sessions are named where one is chosen (the history's Compare selectors): by the
// date the app shows everywhere (src/domain/dates.ts), with the time only when two sessions share that date, never
// by a database key.
import { formatDate, formatDateTime } from '@/domain/dates';

/**
 * One label per session date, in the same order: '10 Jan 2026'; '10 Jan 2026, 09:30' when another session has the same
 * date; ' (2 of 2)' added when even the minute is shared, so no two labels are the same.
 */
export function sessionChoiceLabels(dates: readonly string[]): string[] {
  const days = dates.map((date) => formatDate(date));
  const perDay = countOf(days);
  const labels = dates.map((date, i) => {
    const day = days[i] ?? '';
    return (perDay.get(day) ?? 0) > 1 ? formatDateTime(date) : day;
  });
  const totals = countOf(labels);
  const seen = new Map<string, number>();
  return labels.map((label) => {
    const total = totals.get(label) ?? 0;
    if (total < 2) return label;
    const nth = (seen.get(label) ?? 0) + 1;
    seen.set(label, nth);
    return `${label} (${nth} of ${total})`;
  });
}

function countOf(texts: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts) counts.set(text, (counts.get(text) ?? 0) + 1);
  return counts;
}
