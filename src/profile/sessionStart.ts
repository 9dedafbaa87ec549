// When a session starts and what it keeps (decision 0101), in the first screen's bundle: the app checks at start
// whether the open session belongs to an earlier day, so nothing entered today lands in an earlier day's record.
import { profileForSessionDate, sessionDateOf } from './builders/profileForSessionDate';
import { localDayKey } from './calendarDate';
import { emptyProfile, type UserProfile } from './profileTypes';

/**
 * The profile of a new session of the same client (decision 0101): the client's id and demographics (name, sex, age
 * and date of birth, height, goal weight, activity level, the age's estimated maximum heart rate) are kept; every
 * result and the weight (a measurement) are not.
 */
export function newSessionProfile(profile: UserProfile, sessionId: string, now: Date): UserProfile {
  const started: UserProfile = {
    ...emptyProfile(profile.uid, profile.prefers_metric),
    sessionId,
    sessionStartedAt: now.toISOString(),
    dateOfBirth: profile.dateOfBirth,
    fname: profile.fname,
    lname: profile.lname,
    age: profile.age,
    sex: profile.sex,
    height: profile.height,
    goalWeight: profile.goalWeight,
    activityLevel: profile.activityLevel,
    // Estimated from the age alone (formulas of src/calculators/heartRateMax.ts), so it is demographics, not a result.
    hrMax: profile.hrMax,
  };
  // With a date of birth the age is the age on the new session's date (decision 0105), and what follows from it.
  return profileForSessionDate(started, sessionDateOf(started, now));
}

/** The local calendar day of an ISO date-time, `YYYY-MM-DD`; null when it is not a date. */
export function localDay(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : localDayKey(date);
}

/**
 * Whether opening a client continues their open session (decision 0101): yes when it was never saved, or was saved
 * on the same local day as `now`; otherwise a new session starts. `saved` is the open session's own record, if any.
 */
export function continuesSession(
  profile: Pick<UserProfile, 'sessionId'>,
  saved: { readonly date: string; readonly recordId?: string | null } | null,
  now: Date,
): boolean {
  if (profile.sessionId === null) return false;
  if (saved === null || saved.recordId !== profile.sessionId) return true;
  return localDay(saved.date) === localDay(now.toISOString());
}

/**
 * Whether a profile holds nothing but the demographics a new session keeps (decision 0101): no result and no weight.
 * Compared key by key with the new session it would start, so the order of keys does not matter.
 */
export function holdsNoResult(profile: UserProfile): boolean {
  const fresh = newSessionProfile(profile, profile.sessionId ?? '', new Date(0)) as unknown as Record<string, unknown>;
  const open = profile as unknown as Record<string, unknown>;
  return Object.keys(fresh).every(
    (key) =>
      key === 'sessionId' || key === 'sessionStartedAt' || JSON.stringify(fresh[key]) === JSON.stringify(open[key]),
  );
}
