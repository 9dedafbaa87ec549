// The summary's title (spec §2): 'Your Fitness Summary on {date}', prefixed with the user's name when known. Imports
// only the date format: the Current Session intro paints the title without a name before the app state is here.
import { formatLongDate } from '@/domain/dates';

/** 'Ada Lovelace — Your Fitness Summary on 21 November 2026', or without the name when `name` is null. */
export function summaryTitle(name: string | null, now: Date): string {
  const title = `Your Fitness Summary on ${formatLongDate(now)}`;
  return name ? `${name} — ${title}` : title;
}
