// The records model of decisions 0100-0102 as pure rules: a client is the profile's uid, a session is one testing
// occasion (the profile's sessionId), a new session keeps the client's demographics and no result, and a saved record
// is the open session's own (recordId === sessionId) and says that it holds only what was measured in it.
import type { UserProfile } from '@/profile/profileTypes';
import { SESSION_VALUE_FIELDS, type NewSessionRecord, type StoredSessionRecord } from '@/profile/sessionRecord';
import { sessionRecordFromProfile } from '@/profile/sessionRecordFromProfile';

import { holdsNoResult } from '@/profile/sessionStart';

export { continuesSession, holdsNoResult, localDay, newSessionProfile } from '@/profile/sessionStart';

/** Whether a record holds only values measured in its session (saved by the records model). */
export function holdsOnlyMeasured(record: Pick<NewSessionRecord, 'measuredOnly'>): boolean {
  return record.measuredOnly === true;
}

/**
 * The record of the open session (decision 0101, decision 0102): the profile's values (a new session starts with
 * none, so each was entered in it), the client's id, the session's id as the record id (a second save of the same
 * session finds and updates it: saving is idempotent by record id) and the marker. `measuredOnly` is false for a
 * session the upgrade opened on an earlier build's profile, whose values may have been carried over.
 */
export function openSessionRecord(
  profile: UserProfile,
  now: Date,
  options: { measuredOnly: boolean; firstSavedAt?: string | null },
): NewSessionRecord {
  if (profile.sessionId === null) throw new Error('The open session has no id: start a session before saving it.');
  const base = sessionRecordFromProfile(profile, now);
  return {
    ...base,
    // An update keeps the session's date: the occasion did not move (a baseline's date was lost).
    date: options.firstSavedAt ?? base.date,
    clientId: profile.uid,
    recordId: profile.sessionId,
    updatedAt: now.toISOString(),
    ...(options.measuredOnly ? { measuredOnly: true } : {}),
  };
}

/** The name parts of a profile from a client's name: the first word is the first name. */
export function splitName(name: string | null): { fname: string | null; lname: string | null } {
  if (!name) return { fname: null, lname: null };
  const [first, ...rest] = name.trim().split(/\s+/);
  return { fname: first ?? null, lname: rest.length ? rest.join(' ') : null };
}

/** The latest measured weight of a client's records (oldest first), with its date; null when none was. */
export function lastMeasuredWeight(
  records: readonly Pick<StoredSessionRecord, 'current_weight' | 'date'>[],
): { kg: number; date: string } | null {
  for (let i = records.length - 1; i >= 0; i -= 1) {
    const record = records[i];
    if (record && record.current_weight !== null) return { kg: record.current_weight, date: record.date };
  }
  return null;
}

/** Whether the profile holds exactly what its saved record holds (nothing entered since the save); the date aside. */
export function unchangedSinceSaved(profile: UserProfile, saved: NewSessionRecord): boolean {
  const now = sessionRecordFromProfile(profile, new Date(saved.date));
  const sameFieldTests = JSON.stringify(now.fieldTests ?? []) === JSON.stringify(saved.fieldTests ?? []);
  const sameSenior = JSON.stringify(now.seniorFitness ?? []) === JSON.stringify(saved.seniorFitness ?? []);
  return (
    sameFieldTests &&
    sameSenior &&
    SESSION_VALUE_FIELDS.every((field) => field === 'date' || (now[field] ?? null) === (saved[field] ?? null))
  );
}

/**
 * Whether a session holds results or a weight not saved (decision 0163): it was never saved (`saved` null), or
 * something was entered since its save. Such a session is set aside with its results when a new one replaces it.
 */
export function holdsUnsavedResults(profile: UserProfile, saved: NewSessionRecord | null): boolean {
  if (holdsNoResult(profile)) return false;
  return saved === null || !unchangedSinceSaved(profile, saved);
}

/**
 * What was entered in a session since its save, carried into `fresh`, a new session of the same client (decision
 * 0172): each of `profile`'s entries (a top-level field) that makes a saved field differ from the session's new
 * start and from `saved`, its record. Entries the record already holds stay with it: a new session holds only what
 * was entered for it (decision 0101).
 */
export function withEntriesSinceSave(fresh: UserProfile, profile: UserProfile, saved: NewSessionRecord): UserProfile {
  const at = new Date(saved.date);
  const start = sessionRecordFromProfile(fresh, at);
  const open = profile as unknown as Record<string, unknown>;
  const base = fresh as unknown as Record<string, unknown>;
  let carried = fresh;
  for (const key of Object.keys(open)) {
    if (JSON.stringify(open[key]) === JSON.stringify(base[key])) continue;
    const withEntry = sessionRecordFromProfile({ ...fresh, [key]: open[key] } as UserProfile, at);
    const entered = SESSION_VALUE_FIELDS.some((field) => {
      const value = withEntry[field] ?? null;
      return field !== 'date' && value !== (start[field] ?? null) && value !== (saved[field] ?? null);
    });
    if (entered) carried = { ...carried, [key]: open[key] } as UserProfile;
  }
  return carried;
}
