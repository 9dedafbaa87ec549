// The open client's sessions with unsaved results set aside (decision 0163), for Current Session: read again when
// another session or client opens, when another tab changes them, and after Restore or Discard here.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { onSetAsideChanged, setAsideSessionsOf, type SetAsideSession } from '@/storage/setAsideSessions';
import { useAppActors, useProfile } from '@/state/AppActorsContext';
import { discardSetAside, restoreSetAside } from './setAsideResults';

export type { SetAsideSession };

export interface SetAsideSessions {
  readonly entries: readonly SetAsideSession[];
  readonly restore: (entry: SetAsideSession) => void;
  readonly discard: (entry: SetAsideSession) => void;
}

export function useSetAsideSessions(): SetAsideSessions {
  const actors = useAppActors();
  const uid = useProfile((c) => c.user.uid);
  const sessionId = useProfile((c) => c.user.sessionId);
  const [readCount, setReadCount] = useState(0);
  const readAgain = useCallback(() => setReadCount((n) => n + 1), []);
  useEffect(() => onSetAsideChanged(readAgain), [readAgain]);
  // The open session is never offered to itself; `readCount` and `sessionId` say when to read again.
  const entries = useMemo(
    () => setAsideSessionsOf(uid).filter((entry) => entry.profile.sessionId !== sessionId),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- readCount is the signal to read storage again
    [uid, sessionId, readCount],
  );
  const restore = useCallback(
    (entry: SetAsideSession) => {
      restoreSetAside(actors, entry);
      readAgain();
    },
    [actors, readAgain],
  );
  const discard = useCallback(
    (entry: SetAsideSession) => {
      discardSetAside(actors, entry);
      readAgain();
    },
    [actors, readAgain],
  );
  return { entries, restore, discard };
}
