// The local storage mark set while sync is on: read at start-up without loading any sync code, so a page whose coach
// never turned sync on loads none of it.
export const SYNC_ON_KEY = 'fitnessSyncOn';

/** Whether sync was on when this device last ran (false without storage: sync cannot have been turned on). */
export function syncWasOn(): boolean {
  try {
    return localStorage.getItem(SYNC_ON_KEY) === '1';
  } catch {
    return false;
  }
}
