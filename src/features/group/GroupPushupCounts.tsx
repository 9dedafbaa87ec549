// After the group pushup timer's Finished: the time the timer ran, and one count per client, typed by the tester and
// put into the grid's rows (useTypedRowResults: with "Put the counts in the grid", or when the timer is left).
import { useSelector } from '@xstate/react';
import { NumberField } from '@/components/NumberField';
import { formatElapsed } from '@machines/timing';
import { rowName } from '@machines/groupRows';
import type { GroupTestActor } from '@/state/group/groupTestActor';
import { useTypedRowResults } from '@/state/group/useTypedRowResults';

export interface GroupPushupCountsProps {
  actor: GroupTestActor;
  /** The counting time at Finished. */
  elapsedMs: number;
  onDone: () => void;
}

export function GroupPushupCounts({ actor, elapsedMs, onDone }: GroupPushupCountsProps) {
  const rows = useSelector(actor, (s) => s.context.rows);
  const counts = useTypedRowResults(actor, 'pushups');
  return (
    <form
      className="form group-counts"
      noValidate
      aria-label="Pushup counts"
      onSubmit={(event) => {
        event.preventDefault();
        counts.put();
        onDone();
      }}
    >
      <p role="status">
        The timer stopped at <strong>{formatElapsed(elapsedMs)}</strong>. Type each client&apos;s count.
      </p>
      {rows.map((row) => (
        <NumberField
          key={row.clientId}
          id={`pushup-count-${row.clientId}`}
          name={`pushup-count-${row.clientId}`}
          label={`Pushups, ${rowName(row)}`}
          value={counts.text(row.clientId)}
          onChange={(text) => counts.setText(row.clientId, text)}
          min={0}
          integer
          step={1}
        />
      ))}
      <p>
        <button type="submit" className="button button-primary" disabled={!counts.anyTyped}>
          Put the counts in the grid
        </button>
      </p>
    </form>
  );
}
