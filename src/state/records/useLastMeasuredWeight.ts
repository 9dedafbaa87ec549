// The open client's last measured weight (decision 0101: weight is a measurement, shown as 'last measured {date}' until
// it is entered again in the open session). Read only while the open session has no weight.
import { useEffect, useState } from 'react';
import { lastMeasuredWeight } from '@/clients/sessionModel';
import { readClientSessions } from '@/storage/clientRoster';
import { useProfile } from '@/state/AppActorsContext';
import { useSessionDatabase } from '@/state/records/useSessionDatabase';
import { rosterStores } from './rosterStores';

export function useLastMeasuredWeight(): { kg: number; date: string } | null {
  const database = useSessionDatabase();
  const uid = useProfile((c) => c.user.uid);
  const needed = useProfile((c) => c.user.currentWeight === null);
  const [found, setFound] = useState<{ uid: string; weight: { kg: number; date: string } | null } | null>(null);
  useEffect(() => {
    if (!needed) return undefined;
    let current = true;
    rosterStores(database)
      .then((stores) => readClientSessions(stores, uid))
      .then((records) => {
        if (current) setFound({ uid, weight: lastMeasuredWeight(records) });
      })
      // The hint is an aid: without it the weight field is simply empty, and the history shows the same failure.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [database, uid, needed]);
  return needed && found?.uid === uid ? found.weight : null;
}
