// Starting a new session of the open client (decision 0101), for the header bar and Current Session. Loaded when the
// button is pressed, so the header on the first screen carries none of it. What a new session would leave behind is
// told first, in the app's own dialog (src/components/NewSessionDialog.tsx), when the open session holds results;
// results not saved are set aside with their session, never cleared (decision 0163, ./setAsideResults.ts).
import { clientLabel } from '@/clients/clientLabel';
import { holdsNoResult, newSessionProfile } from '@/profile/sessionStart';
import type { UserProfile } from '@/profile/profileTypes';
import { workKeyOf } from '@/profile/workKey';
import { workStoredFor } from '@/effects/protocolSnapshotStore';
import { newUid } from '@/storage/profileStore';
import type { AppActors } from '@/state/createAppActors';
import { savedOpenSession } from './openSession';
import { setAsideIfUnsaved, unsavedResults } from './setAsideResults';

export const NEW_SESSION_STARTED =
  'New session started: the demographics are kept; results and weight are entered afresh.';
/** Added when the session left had results not saved (decision 0163). */
export const RESULTS_SET_ASIDE =
  'The unsaved results of the earlier session are set aside: Current Session offers them back.';

/** What starting a new session of the open client leaves behind, for the dialog that asks first. */
export interface NewSessionOutlook {
  /** The open client's name as shown ('Unnamed client' when none). */
  clientName: string;
  /** ISO date-time the open session started, or null when unknown. */
  startedAt: string | null;
  /** ISO date-time of the open session's saved record (it stays in the history), or null when it was never saved. */
  savedOn: string | null;
  /** Whether results or a weight were entered and not saved (never saved, or entered since the save): set aside. */
  unsavedEntries: boolean;
  /** How many timed runs or trial logs of the open session are stored unfinished: they are set aside, not shown. */
  workInProgress: number;
}

/**
 * What a new session would leave behind, or null when there is nothing to ask (the open session holds no result and
 * no weight: a new one changes nothing on screen).
 */
export function newSessionOutlook(user: UserProfile): NewSessionOutlook | null {
  if (holdsNoResult(user)) return null;
  const saved = savedOpenSession(user);
  return {
    clientName: clientLabel([user.fname, user.lname].filter(Boolean).join(' ')),
    startedAt: user.sessionStartedAt,
    savedOn: saved?.date ?? null,
    unsavedEntries: unsavedResults(user),
    workInProgress: workStoredFor(workKeyOf(user)).length,
  };
}

/**
 * Starts a new session of the open client: demographics kept, no result, no weight (decision 0101). Results of the
 * session left that were not saved are set aside with it first (decision 0163); when storage refuses that, the open
 * session stays open and the banner says why. The caller has asked first when `newSessionOutlook` says there is
 * something to ask. Returns true once the new session is open.
 */
export function startNewSession(
  { profile, alert }: Pick<AppActors, 'profile' | 'alert'>,
  now: Date = new Date(),
): boolean {
  const user = profile.getSnapshot().context.user;
  const setAside = setAsideIfUnsaved(profile, now);
  if (setAside === 'refused') return false;
  profile.send({ type: 'REPLACE_PROFILE', user: newSessionProfile(user, newUid(), now) });
  const message = setAside === 'kept' ? `${NEW_SESSION_STARTED} ${RESULTS_SET_ASIDE}` : NEW_SESSION_STARTED;
  alert.send({ type: 'SHOW', alertType: 'success', message });
  return true;
}
