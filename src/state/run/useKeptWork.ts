// Work in progress that is not a timed run but must outlive a reload the same way (the grip strength trial log; issue
// 25 item 6): kept in the protocol snapshot store under the open client's and session's work key (decision 0103), like
// the 1RM log, never expiring, with what is stored for other clients or sessions listed as set aside.
import { useCallback, useState } from 'react';
import { snapshotNameFor, type SetAsideWork } from '@/effects/protocolSnapshotStore';
import { useWorkOwner } from '@/state/useWorkOwner';
import { useProtocolEffects } from './protocolEffects';

export interface KeptWork<T> {
  value: T;
  /** Stores the new value (or clears it when it equals `empty`); false when storage refused it. */
  set: (next: T) => void;
  /** True when storage refused the last save (storage full). */
  keepRefused: boolean;
  /** True when a stored value could not be read (it is kept aside). */
  dropped: boolean;
  setAside: readonly SetAsideWork[];
  forgetSetAside: (name: string) => void;
}

/** `runName` e.g. 'grip'; `isValue` validates what is read back; `isEmpty` values are cleared rather than stored. */
export function useKeptWork<T>(
  runName: string,
  isValue: (value: unknown) => value is T,
  empty: T,
  isEmpty: (value: T) => boolean,
): KeptWork<T> {
  const { store } = useProtocolEffects();
  const work = useWorkOwner();
  const [{ key, owner }] = useState(work);
  const name = snapshotNameFor(runName, key);
  const [loaded] = useState(() => store.loadWithStatus(name, isValue, true));
  const [value, setValue] = useState<T>(loaded.snapshot ? loaded.snapshot.input : empty);
  const [keepRefused, setKeepRefused] = useState(false);
  const [setAside, setSetAside] = useState(() => store.setAside(runName, key));
  const set = useCallback(
    (next: T) => {
      setValue(next);
      if (isEmpty(next)) {
        store.clear(name);
        setKeepRefused(false);
      } else {
        setKeepRefused(!store.save({ machine: name, state: 'logging', elapsedMs: 0, input: next }, owner));
      }
    },
    [store, name, owner, isEmpty],
  );
  const forgetSetAside = useCallback(
    (other: string) => {
      store.clear(other);
      setSetAside((list) => list.filter((item) => item.name !== other));
    },
    [store],
  );
  return { value, set, keepRefused, dropped: loaded.dropped, setAside, forgetSetAside };
}
