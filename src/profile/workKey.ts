// The key that ties a piece of work in progress (a 1RM trial log, a rest timer, a timed-run snapshot, a tapped count,
// an unsent form entry) to the client and the session it belongs to (decision 0103): stored work under another key is
// never shown, and switching back to its client and session restores it.
import type { UserProfile } from './profileTypes';

export type WorkKey = string;

/** `{client id}/{session id}`; a profile with no open session yet keys its work under `…/no-session`. */
export function workKeyOf(profile: Pick<UserProfile, 'uid' | 'sessionId'>): WorkKey {
  return `${profile.uid}/${profile.sessionId ?? 'no-session'}`;
}
