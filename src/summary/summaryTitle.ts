// The summary's title (spec §2): 'Your Fitness Summary on {date}', prefixed with the user's name when known.
import { sessionName } from '@/profile/sessionRecord';
import type { UserProfile } from '@/profile/profileTypes';

const DATE_FORMAT = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** '21 November 2026' (local date). */
export function summaryDate(now: Date): string {
  return DATE_FORMAT.format(now);
}

/** 'Ada Lovelace — Your Fitness Summary on 21 November 2026', or without the name when none is known. */
export function summaryTitle(user: Pick<UserProfile, 'fname' | 'lname'>, now: Date): string {
  const name = sessionName(user.fname, user.lname);
  const title = `Your Fitness Summary on ${summaryDate(now)}`;
  return name ? `${name} — ${title}` : title;
}
