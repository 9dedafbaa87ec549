// Which sections are open (all, until the user closes one), and the section named after the route's own hash:
// #/categories#pushups opens and scrolls to id "pushups" on every navigation there.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { decodeRouteSegment } from '@/domain/routePaths';

/** The element id in a route hash: '#pushups' → 'pushups'; '' when there is none. */
export function hashTarget(hash: string): string {
  if (!hash.startsWith('#')) return '';
  return decodeRouteSegment(hash.slice(1)) ?? hash.slice(1); // a malformed escape names no section: kept as typed
}

export interface HashSections {
  isOpen: (id: string) => boolean;
  toggle: (id: string) => void;
}

export function useHashSections(): HashSections {
  const location = useLocation();
  const target = hashTarget(location.hash);
  const [closed, setClosed] = useState<ReadonlySet<string>>(() => new Set());
  const [handledKey, setHandledKey] = useState(location.key);

  // A new navigation to a closed section opens it (state adjusted while rendering, before the scroll below).
  if (handledKey !== location.key) {
    setHandledKey(location.key);
    if (closed.has(target)) setClosed(new Set([...closed].filter((id) => id !== target)));
  }

  useEffect(() => {
    if (!target) return;
    const element = document.getElementById(target);
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [target, location.key]);

  return {
    isOpen: (id) => !closed.has(id),
    toggle: (id) =>
      setClosed((previous) => {
        const next = new Set(previous);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
  };
}
