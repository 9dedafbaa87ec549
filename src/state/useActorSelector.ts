// Subscribes a component to a slice of an actor's snapshot (React's useSyncExternalStore; re-renders only when the slice changes).
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

export function useActorSelector<A extends AnyActorRef, T>(
  actor: A,
  select: (snapshot: SnapshotFrom<A>) => T,
  equal: (a: T, b: T) => boolean = Object.is,
): T {
  const last = useRef<{ snapshot: unknown; value: T } | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  const getValue = () => {
    const snapshot = actor.getSnapshot() as SnapshotFrom<A>;
    const previous = last.current;
    if (previous && previous.snapshot === snapshot) return previous.value;
    const value = select(snapshot);
    if (previous && equal(previous.value, value)) {
      last.current = { snapshot, value: previous.value };
      return previous.value;
    }
    last.current = { snapshot, value };
    return value;
  };
  return useSyncExternalStore(subscribe, getValue, getValue);
}
