// Asks before an in-app link leaves a screen that holds unsaved work (the group grid, decision 0154): while `active`,
// a plain click on a link to another hash route is held and its target returned as `pending`, for the screen to ask
// in its own dialog; `leave()` resolves the question with the target, `stay()` forgets it. A click with a modifier key
// or to another window is the browser's, never held. (react-router's declarative HashRouter has no blocker.)
import { useCallback, useEffect, useState } from 'react';

export interface LeaveGuard {
  /** The hash route a held click was going to (e.g. '/clients'), or null. */
  readonly pending: string | null;
  readonly stay: () => void;
  /** Forgets the question; resolves with where the click was going, for the screen to navigate there. */
  readonly leave: () => string | null;
}

export function useLeaveGuard(active: boolean): LeaveGuard {
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    if (!active) return undefined;
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href') ?? '';
      if (!link || link.getAttribute('target') || !href.startsWith('#/')) return;
      if (href === window.location.hash) return;
      event.preventDefault();
      // One question for one click: a second guard of the same screen (a running timer in the grid) stays silent.
      event.stopImmediatePropagation();
      setPending(href.slice(1));
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [active]);
  const stay = useCallback(() => setPending(null), []);
  const leave = useCallback(() => {
    setPending(null);
    return pending;
  }, [pending]);
  return { pending, stay, leave };
}
