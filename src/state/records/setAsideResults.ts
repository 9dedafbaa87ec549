// Unsaved results set aside with their session, never cleared (decision 0163, decision 0103): 'Start a new session'
// keeps what the session being left holds and was not saved under that client and session; Current Session offers it
// back (Restore reopens that session with its results, Discard forgets them on the coach's word).
import { holdsUnsavedResults, localDay, newSessionProfile, withEntriesSinceSave } from '@/clients/sessionModel';
import { newUid } from '@/storage/profileStore';
import { formatDate } from '@/domain/dates';
import type { UserProfile } from '@/profile/profileTypes';
import { writeMostRecentSession } from '@/storage/mostRecentSession';
import { removeSetAsideSession, setAsideSession, type SetAsideSession } from '@/storage/setAsideSessions';
import type { AppActors } from '@/state/createAppActors';
import { savedOpenSession } from './openSession';

export const SET_ASIDE_REFUSED =
  'The unsaved results could not be set aside: this browser refused to store them, so the open session stays open. Save it on Current Session, or free some storage and try again.';
export const SET_ASIDE_REMOVE_REFUSED = 'This browser refused the change: the set-aside results are still kept.';

/** Whether the open session holds results or a weight not saved (never saved, or entered since its save). */
export function unsavedResults(user: UserProfile): boolean {
  return holdsUnsavedResults(user, savedOpenSession(user));
}

/**
 * Sets the open session's unsaved results aside under its client and session: 'kept', 'nothing' when there was
 * nothing unsaved, or 'refused' when storage refused (the banner says so; nothing changed).
 */
export function setAsideIfUnsaved(profile: AppActors['profile'], now: Date): 'kept' | 'nothing' | 'refused' {
  const user = profile.getSnapshot().context.user;
  if (!unsavedResults(user)) return 'nothing';
  if (setAsideSession(user, savedOpenSession(user), now)) return 'kept';
  profile.send({ type: 'ERROR', message: SET_ASIDE_REFUSED, origin: 'storage' });
  return 'refused';
}

/** The date a set-aside session is named by: the day it started, else the day it was set aside. */
export function setAsideDate(entry: SetAsideSession): string {
  return formatDate(entry.profile.sessionStartedAt ?? entry.setAsideAt);
}

/**
 * Reopens a set-aside session with its results (decision 0163). The open session is set aside first when it holds
 * unsaved results of its own; the client's current name is kept (a rename since then stands, decision 0100). A
 * session saved on an earlier day is never reopened (decision 0172): what was entered in it since its save opens in a
 * new session of today, and its record stays as saved (Edit from the history changes it). Returns false when
 * nothing changed (storage refused, or the entry is another client's).
 */
export function restoreSetAside(
  { profile, alert }: Pick<AppActors, 'profile' | 'alert'>,
  entry: SetAsideSession,
  now: Date = new Date(),
): boolean {
  const open = profile.getSnapshot().context.user;
  if (open.uid !== entry.profile.uid) return false;
  if (setAsideIfUnsaved(profile, now) === 'refused') return false;
  const named: UserProfile = { ...entry.profile, fname: open.fname, lname: open.lname };
  const saved = entry.savedRecord;
  const savedDay = localDay(saved?.date);
  if (saved && savedDay !== null && savedDay < (localDay(now.toISOString()) ?? savedDay)) {
    const today = withEntriesSinceSave(newSessionProfile(named, newUid(), now), named, saved);
    profile.send({ type: 'REPLACE_PROFILE', user: today });
    removeSetAsideSession(entry.workKey);
    alert.send({ type: 'SHOW', alertType: 'success', message: restoredIntoTodayMessage(setAsideDate(entry)) });
    return true;
  }
  // That session's own record comes back as the open session's (its Update Most Recent Session, decision 0102),
  // written first: whoever follows the profile (the records actor, the save button) then reads that it was saved.
  if (saved) writeMostRecentSession(saved);
  profile.send({ type: 'REPLACE_PROFILE', user: named });
  removeSetAsideSession(entry.workKey);
  alert.send({
    type: 'SHOW',
    alertType: 'success',
    message: `The session of ${setAsideDate(entry)} is open again with its unsaved results: save it to keep them in the history.`,
  });
  return true;
}

/** What Restore says when the results of a session saved an earlier day open in a new session of today. */
export function restoredIntoTodayMessage(date: string): string {
  return `The unsaved results from ${date} are in a new session of today: save it to keep them. The session of ${date} stays in the history as it was saved; edit it from the history to change it.`;
}

/** Forgets a set-aside session's results, on the coach's word. Returns false when storage refused. */
export function discardSetAside(
  { profile, alert }: Pick<AppActors, 'profile' | 'alert'>,
  entry: SetAsideSession,
): boolean {
  if (!removeSetAsideSession(entry.workKey)) {
    profile.send({ type: 'ERROR', message: SET_ASIDE_REMOVE_REFUSED, origin: 'storage' });
    return false;
  }
  alert.send({
    type: 'SHOW',
    alertType: 'success',
    message: `The unsaved results of ${setAsideDate(entry)} were discarded.`,
  });
  return true;
}
