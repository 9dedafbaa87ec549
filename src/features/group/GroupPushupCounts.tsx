// After the group pushup timer's Finished: the time the timer ran, and one count per client, typed by the tester and
// put into the grid's rows (useTypedRowResults: with "Put the counts in the grid", or when the timer is left).
import { GroupTypedResults } from './GroupTypedResults';
import { formatElapsed } from '@machines/timing';
import type { GroupTestActor } from '@/state/group/groupTestActor';
import { useTypedRowResults } from '@/state/group/useTypedRowResults';

export interface GroupPushupCountsProps {
  actor: GroupTestActor;
  /** The counting time at Finished. */
  elapsedMs: number;
  onDone: () => void;
}

export function GroupPushupCounts({ actor, elapsedMs, onDone }: GroupPushupCountsProps) {
  const counts = useTypedRowResults(actor, 'pushups');
  return (
    <GroupTypedResults
      actor={actor}
      results={counts}
      name="Pushup counts"
      className="group-counts"
      intro={
        <p role="status">
          The timer stopped at <strong>{formatElapsed(elapsedMs)}</strong>. Type each client&apos;s count.
        </p>
      }
      idPrefix="pushup-count"
      label="Pushups"
      what="counts"
      integer
      onDone={onDone}
    />
  );
}
