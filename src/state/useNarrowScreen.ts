// Whether the window is a phone's width (the screen layouts that change below 600 px, e.g. Past Sessions' list of
// measured values). Read with matchMedia; where there is none (tests, old browsers) the wide layout is kept.
import { useSyncExternalStore } from 'react';

/** The same width as the style sheets' phone layouts (session.css). */
export const NARROW_SCREEN_QUERY = 'screen and (max-width: 599.98px)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW_SCREEN_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
