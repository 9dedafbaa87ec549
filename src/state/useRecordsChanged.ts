// A screen follows the records other tabs change (decision 0133): `onChange` runs at most once per quiet spell of
// REFRESH_QUIET_MS after a notice from src/storage/recordsChannel.ts, so a burst of writes in another tab (a save
// writes the session, then the client) is read once, well within the second the issue allows.
import { useEffect, useRef } from 'react';
import { onRecordsChanged, type RecordsChange } from '@/storage/recordsChannel';

export const REFRESH_QUIET_MS = 150;

/** Calls the listener (the latest one given) after other tabs changed records; pending calls end with the screen. */
export function useRecordsChanged(onChange: (changes: readonly RecordsChange[]) => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => followRecordsChanges((changes) => latest.current(changes)), []);
}

/** The same outside React (an app actor): returns the unsubscribe, which also drops a pending call. */
export function followRecordsChanges(onChange: (changes: readonly RecordsChange[]) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let changes: RecordsChange[] = [];
  const unsubscribe = onRecordsChanged((change) => {
    changes.push(change);
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      const batch = changes;
      changes = [];
      onChange(batch);
    }, REFRESH_QUIET_MS);
  });
  return () => {
    unsubscribe();
    if (timer !== null) clearTimeout(timer);
  };
}
