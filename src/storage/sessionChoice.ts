// A choice remembered for the browser session (which treadmill protocol is open); kept out of the first screen's
// bundle, which loads uiPreferences.ts for the footer.
/**
 * A choice remembered for the browser session (e.g. the open treadmill protocol). Read back only when it is one of
 * `valid`; anything else stored under the key reads as no choice (and is left as it is).
 */
export function readSessionChoice<T extends string>(key: string, valid: readonly T[]): T | null {
  try {
    const stored = sessionStorage.getItem(key);
    return valid.find((choice) => choice === stored) ?? null;
  } catch {
    return null;
  }
}

/** Remembers a choice for the session; null forgets it. */
export function writeSessionChoice(key: string, choice: string | null): void {
  try {
    if (choice === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, choice);
  } catch {
    // storage unavailable: the choice lasts until the page is left
  }
}
