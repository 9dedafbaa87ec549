// Whether the open session of the open client was saved (decision 0102): its own record is the mostRecentSession
// entry (the last session saved in this browser) when that entry has the open session's id and client.
import type { UserProfile } from '@/profile/profileTypes';
import { readMostRecentSession } from '@/storage/mostRecentSession';

/** The open session's own saved record (decision 0102), or null when the open session has not been saved. */
export function savedOpenSession(user: Pick<UserProfile, 'uid' | 'sessionId'>) {
  const last = readMostRecentSession();
  return last && user.sessionId !== null && last.recordId === user.sessionId && last.clientId === user.uid
    ? last
    : null;
}
