// When this tab last reloaded because a screen's code was gone after an update (machines/missingChunkReload.ts):
// kept for the tab in sessionStorage, so the reload that follows knows not to reload again for the same reason.
const CHUNK_RELOAD_KEY = 'fitness-app:chunk-reload-at';

/** The time of the last such reload (wall-clock ms), or null when none or what is stored is not a time. */
export function readChunkReloadAt(): number | null {
  try {
    const stored = sessionStorage.getItem(CHUNK_RELOAD_KEY);
    const at = stored === null ? NaN : Number(stored);
    return Number.isFinite(at) ? at : null;
  } catch {
    return null;
  }
}

/** Records the reload; false when storage refused it (the caller then shows the error page rather than risk a loop). */
export function writeChunkReloadAt(at: number): boolean {
  try {
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(at));
    return sessionStorage.getItem(CHUNK_RELOAD_KEY) === String(at);
  } catch {
    return false;
  }
}
