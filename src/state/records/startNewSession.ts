// Starting a new session of the open client (decision 0101), for the header bar and Current Session. Loaded when the
// button is pressed, so the header on the first screen carries none of it.
import { holdsNoResult, newSessionProfile } from '@/profile/sessionStart';
import { newUid } from '@/storage/profileStore';
import type { AppActors } from '@/state/createAppActors';

export const NEW_SESSION_STARTED = 'New session started: the demographics are kept; results and weight are entered afresh.';
export const NEW_SESSION_QUESTION =
  'Start a new session? The results shown now leave the screen: a saved session stays in the history, results not saved are cleared.';

/**
 * Starts a new session of the open client: demographics kept, no result, no weight (decision 0101). When the open
 * session holds results, the browser's own confirmation asks first (keyboard and screen-reader operable everywhere).
 * Resolves with whether a new session started.
 */
export function startNewSession({ profile, alert }: Pick<AppActors, 'profile' | 'alert'>, now: Date = new Date()): boolean {
  const user = profile.getSnapshot().context.user;
  if (!holdsNoResult(user) && !window.confirm(NEW_SESSION_QUESTION)) return false;
  profile.send({ type: 'REPLACE_PROFILE', user: newSessionProfile(user, newUid(), now) });
  alert.send({ type: 'SHOW', alertType: 'success', message: NEW_SESSION_STARTED });
  return true;
}
