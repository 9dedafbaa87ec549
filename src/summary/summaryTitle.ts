// The summary's title (spec §2): 'Your Fitness Summary on {date}', prefixed with the user's name when known.
import { formatLongDate } from '@/domain/dates';
import { sessionName } from '@/profile/sessionRecordFromProfile';
import type { UserProfile } from '@/profile/profileTypes';

/** 'Ada Lovelace — Your Fitness Summary on 21 November 2026', or without the name when none is known. */
export function summaryTitle(user: Pick<UserProfile, 'fname' | 'lname'>, now: Date): string {
  const name = sessionName(user.fname, user.lname);
  const title = `Your Fitness Summary on ${formatLongDate(now)}`;
  return name ? `${name} — ${title}` : title;
}
