// After the group pushup timer's Finished: the time the timer ran, and one count per client, typed by the tester and
// put into the grid's rows with FILL_IN (validated and saved there, decision 0154). The time is shown, never dropped
// without a word; a count typed here reaches the grid only with "Put the counts in the grid".
import { useState } from 'react';
import { useSelector } from '@xstate/react';
import { NumberField } from '@/components/NumberField';
import { formatElapsed } from '@machines/timing';
import { rowName } from '@machines/groupTestMachine';
import type { GroupTestActor } from '@/state/group/groupTestActor';
import { useFillInOnLeave } from '@/state/group/useFillInOnLeave';

export interface GroupPushupCountsProps {
  actor: GroupTestActor;
  /** The counting time at Finished. */
  elapsedMs: number;
  onDone: () => void;
}

export function GroupPushupCounts({ actor, elapsedMs, onDone }: GroupPushupCountsProps) {
  const rows = useSelector(actor, (s) => s.context.rows);
  const [counts, setCounts] = useState<Readonly<Record<string, string>>>({});
  const typed = Object.entries(counts).filter(([, text]) => text.trim() !== '');
  const texts = Object.fromEntries(typed.map(([clientId, text]) => [clientId, { pushups: text.trim() }]));
  const putOnPurpose = useFillInOnLeave(actor, texts);
  return (
    <form
      className="form group-counts"
      noValidate
      aria-label="Pushup counts"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'FILL_IN', texts });
        putOnPurpose();
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
          value={counts[row.clientId] ?? ''}
          onChange={(text) => setCounts((c) => ({ ...c, [row.clientId]: text }))}
          min={0}
          integer
          step={1}
        />
      ))}
      <p>
        <button type="submit" className="button button-primary" disabled={typed.length === 0}>
          Put the counts in the grid
        </button>
      </p>
    </form>
  );
}
