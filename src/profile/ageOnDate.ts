// The age a date of birth gives on a day (decision 0105): whole years completed, the age norms are looked up by.
// A 29 February birthday is reached on 1 March in a common year (decision 0119).
import { compareDays, parseCalendarDay } from './calendarDate';

/**
 * Whole years from `dateOfBirth` to `onDate` (both `YYYY-MM-DD`): the birthday itself counts as reached. Null when
 * either is not a real calendar day or the birth is after `onDate` (no age yet).
 */
export function ageOnDate(dateOfBirth: string, onDate: string): number | null {
  const birth = parseCalendarDay(dateOfBirth);
  const on = parseCalendarDay(onDate);
  if (!birth || !on || compareDays(birth, on) > 0) return null;
  // Comparing month then day: on 28 February of a common year a 29 February birthday is not yet reached; on 1 March it is.
  const birthdayReached = on.month > birth.month || (on.month === birth.month && on.day >= birth.day);
  return on.year - birth.year - (birthdayReached ? 0 : 1);
}
