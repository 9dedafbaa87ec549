// When a screen's code cannot be fetched because a new version replaced it, the page reloads into the new version
// instead of showing the error page (decision 0122). Pure: the error, the last such reload and the clock
// come in; whether to reload goes out. At most one such reload per CHUNK_RELOAD_GUARD_MS, so a chunk that is still
// missing after the reload (a broken deploy) gives the error page instead of a reload loop. Plain TypeScript, no
// XState: the route's error boundary, in the first paint, uses it.

/** The shortest time between two reloads for a missing chunk; a second failure sooner shows the error page. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/**
 * The messages browsers give when a dynamic import cannot fetch its module (Chromium, Firefox, Safari), and Vite's
 * own for a preloaded CSS file. The file is gone (a new version) or the network is down; navigator.onLine tells which.
 */
const MISSING_CHUNK_MESSAGES = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
];

export function isMissingChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return MISSING_CHUNK_MESSAGES.some((pattern) => pattern.test(message));
}

export interface MissingChunkSituation {
  error: unknown;
  /** When the page last reloaded for a missing chunk (wall-clock ms, kept for the tab), or null. */
  lastReloadAt: number | null;
  /** Wall-clock ms now. */
  now: number;
  /** navigator.onLine: offline, a reload cannot fetch a new version either. */
  online: boolean;
}

/** Whether the page should reload into the new version rather than show the route's error page. */
export function shouldReloadForMissingChunk({ error, lastReloadAt, now, online }: MissingChunkSituation): boolean {
  if (!online || !isMissingChunkError(error)) return false;
  // Measured both ways: a device clock moved back by less than the guard still counts as a recent reload.
  return lastReloadAt === null || Math.abs(now - lastReloadAt) >= CHUNK_RELOAD_GUARD_MS;
}
