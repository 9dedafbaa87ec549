// The profile as a session on a given day sees it (decision 0105): with a date of birth, the age is the age on that
// day and every age-dependent value follows. The hook the records code calls when a session starts (decision 0119).
import type { UserProfile } from '@/profile/profileTypes';
import { ageOnDate } from '@/profile/ageOnDate';
import { localDayKey } from '@/profile/calendarDate';
import { STORED_AGE, withinLimit } from '@/profile/profileLimits';
import { withDemographics } from './demographicsUpdate';

/** The session's day, `YYYY-MM-DD`: the local day its start falls on, else (no session started yet) today's. */
export function sessionDateOf(profile: Pick<UserProfile, 'sessionStartedAt'>, now: Date): string {
  const started = profile.sessionStartedAt === null ? Number.NaN : Date.parse(profile.sessionStartedAt);
  return localDayKey(Number.isFinite(started) ? new Date(started) : now);
}

/**
 * `profile` with its age on `date` (`YYYY-MM-DD`) when it has a date of birth. The same object when nothing changes:
 * no date of birth, the same age, or an age no stored profile may hold (the typed age then stays), so a caller can
 * tell with `!==` whether there is anything to store.
 */
export function profileForSessionDate(profile: UserProfile, date: string): UserProfile {
  if (profile.dateOfBirth === null) return profile;
  const age = ageOnDate(profile.dateOfBirth, date);
  if (age === profile.age || !withinLimit(age, STORED_AGE)) return profile;
  return withDemographics(profile, { age });
}
