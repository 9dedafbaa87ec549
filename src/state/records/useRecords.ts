// The records actor for a screen (src/state/records/recordsActor.ts) and a selector over its snapshot.
import { useMemo } from 'react';
import type { SnapshotFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import type { recordsMachine } from '@machines/recordsMachine';
import { useAppActors } from '@/state/AppActorsContext';
import { recordsActor, type RecordsActor } from './recordsActor';

export function useRecordsActor(): RecordsActor {
  const { profile, alert } = useAppActors();
  return useMemo(() => recordsActor({ profile, alert }), [profile, alert]);
}

export function useRecords<T>(select: (snapshot: SnapshotFrom<typeof recordsMachine>) => T): T {
  return useSelector(useRecordsActor(), select);
}
