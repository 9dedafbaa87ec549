// Whether a run of this screen is kept for the open client and session, not overdue (decision 0179): a group stopwatch
// left running or finished before a reload is shown again at once, as the run it still is.
import { useState } from 'react';
import { snapshotNameFor } from '@/effects/protocolSnapshotStore';
import { useWorkOwner } from '@/state/useWorkOwner';
import { useProtocolEffects } from './protocolEffects';

/** True when `runName` has a kept run for the open client and session that is not overdue, read once. */
export function useRunKept<I>(runName: string, isInput: (value: unknown) => value is I): boolean {
  const effects = useProtocolEffects();
  const { key } = useWorkOwner();
  const [kept] = useState(() => {
    const { snapshot, overdue } = effects.store.loadWithStatus(snapshotNameFor(runName, key), isInput);
    return snapshot !== null && !overdue;
  });
  return kept;
}
