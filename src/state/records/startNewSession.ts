// Starting a new session of the open client (decision 0101), for the header bar and Current Session. Loaded when the
// button is pressed, so the header on the first screen carries none of it. What a new session would leave behind is
// told first, in the app's own dialog (src/components/NewSessionDialog.tsx), when the open session holds results.
import { clientLabel } from '@/clients/clientLabel';
import { unchangedSinceSaved } from '@/clients/sessionModel';
import { holdsNoResult, newSessionProfile } from '@/profile/sessionStart';
import type { UserProfile } from '@/profile/profileTypes';
import { workKeyOf } from '@/profile/workKey';
import { workStoredFor } from '@/effects/protocolSnapshotStore';
import { newUid } from '@/storage/profileStore';
import type { AppActors } from '@/state/createAppActors';
import { savedOpenSession } from './openSession';

export const NEW_SESSION_STARTED =
  'New session started: the demographics are kept; results and weight are entered afresh.';

/** What starting a new session of the open client leaves behind, for the dialog that asks first. */
export interface NewSessionOutlook {
  /** The open client's name as shown ('Unnamed client' when none). */
  clientName: string;
  /** ISO date-time the open session started, or null when unknown. */
  startedAt: string | null;
  /** ISO date-time of the open session's saved record (it stays in the history), or null when it was never saved. */
  savedOn: string | null;
  /** Whether results or a weight were entered and not saved (never saved, or entered since the save): they are cleared. */
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
    unsavedEntries: saved === null || !unchangedSinceSaved(user, saved),
    workInProgress: workStoredFor(workKeyOf(user)).length,
  };
}

/**
 * Starts a new session of the open client: demographics kept, no result, no weight (decision 0101). The caller has
 * asked first when `newSessionOutlook` says there is something to ask. Returns true once the new session is open.
 */
export function startNewSession(
  { profile, alert }: Pick<AppActors, 'profile' | 'alert'>,
  now: Date = new Date(),
): boolean {
  const user = profile.getSnapshot().context.user;
  profile.send({ type: 'REPLACE_PROFILE', user: newSessionProfile(user, newUid(), now) });
  alert.send({ type: 'SHOW', alertType: 'success', message: NEW_SESSION_STARTED });
  return true;
}
