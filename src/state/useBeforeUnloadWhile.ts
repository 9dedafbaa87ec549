// While `active`, closing or reloading the page asks first (the browser's own question; its words cannot be chosen).
// Used while a timed test runs (decision 0104): a reload would interrupt it.
import { useEffect } from 'react';

export function useBeforeUnloadWhile(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [active]);
}
