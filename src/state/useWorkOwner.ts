// Whose work a timed run or a trial log is (decision 0103): the open client and session as a work key, with the words a
// screen shows when that work is set aside for another client or session (the client's name, the session's start).
import { useCallback, useSyncExternalStore } from 'react';
import { workKeyOf, type WorkKey } from '@/profile/workKey';
import type { SnapshotOwner } from '@/effects/protocolSnapshotStore';
import { useAppActorsIfProvided } from './AppActorsContext';

export interface WorkOwner {
  key: WorkKey;
  owner: SnapshotOwner;
}

/** The key of work done with no app state at all (a screen rendered alone in a test): never another client's. */
export const NO_CLIENT_WORK_KEY: WorkKey = 'no-client/no-session';

const noSubscription = () => () => {};

/** The open client's full name, or null while unnamed. */
export function clientNameOf(user: { fname: string | null; lname: string | null }): string | null {
  const name = [user.fname, user.lname]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(' ')
    .trim();
  return name === '' ? null : name;
}

export function useWorkOwner(): WorkOwner {
  const profile = useAppActorsIfProvided()?.profile ?? null;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!profile) return noSubscription();
      const subscription = profile.subscribe({ next: onChange, error: onChange });
      return () => subscription.unsubscribe();
    },
    [profile],
  );
  const user = () => profile?.getSnapshot().context.user ?? null;
  const key = useSyncExternalStore(subscribe, () => {
    const u = user();
    return u ? workKeyOf(u) : NO_CLIENT_WORK_KEY;
  });
  const clientName = useSyncExternalStore(subscribe, () => {
    const u = user();
    return u ? clientNameOf(u) : null;
  });
  const sessionStartedAt = useSyncExternalStore(subscribe, () => user()?.sessionStartedAt ?? null);
  return { key, owner: { clientName, sessionStartedAt } };
}
