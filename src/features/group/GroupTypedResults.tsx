// The form after a group timer: one result per client (a count, a distance, a score), typed by the tester and put
// into the grid's rows with "Put the … in the grid" (useTypedRowResults, held by the timer so that what is typed also
// reaches the grid when the timer is left). Shared by the pushup, field-countdown and senior timed-count group timers.
import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { NumberField } from '@/components/NumberField';
import { rowName, type GroupRow } from '@machines/groupRows';
import type { GroupTestActor } from '@/state/group/groupTestActor';
import type { TypedRowResults } from '@/state/group/useTypedRowResults';

export interface GroupTypedResultsProps {
  actor: GroupTestActor;
  results: TypedRowResults;
  /** 'Pushup counts': the form's name. */
  name: string;
  className: string;
  /** What the tester reads first: the time, what to measure. */
  intro: ReactNode;
  /** 'pushup-count': each field's id and name, before the client's id. */
  idPrefix: string;
  /** 'Pushups': each field's label, before the client's name. */
  label: string;
  /** 'counts': in "Put the counts in the grid". */
  what: string;
  integer?: boolean;
  onDone: () => void;
}

export function GroupTypedResults({
  actor,
  results,
  name,
  className,
  intro,
  idPrefix,
  label,
  what,
  integer = false,
  onDone,
}: GroupTypedResultsProps) {
  const rows = useSelector(actor, (s) => s.context.rows);
  return (
    <form
      className={`form ${className}`}
      noValidate
      aria-label={name}
      onSubmit={(event) => {
        event.preventDefault();
        results.put();
        onDone();
      }}
    >
      {intro}
      {rows.map((row: GroupRow) => (
        <NumberField
          key={row.clientId}
          id={`${idPrefix}-${row.clientId}`}
          name={`${idPrefix}-${row.clientId}`}
          label={`${label}, ${rowName(row)}`}
          value={results.text(row.clientId)}
          onChange={(text) => results.setText(row.clientId, text)}
          min={0}
          integer={integer}
        />
      ))}
      <p>
        <button type="submit" className="button button-primary" disabled={!results.anyTyped}>
          Put the {what} in the grid
        </button>
      </p>
    </form>
  );
}
