// What a group timer's tester types per client after the run (the pushup counts, the walkers' distances): one field
// per row, put into the grid's rows with FILL_IN (validated and saved there, decision 0154). Texts typed and left with
// the timer closed reach the grid all the same: nothing typed is dropped without a word.
import { useEffect, useRef, useState } from 'react';
import type { RowTexts } from '@/profile/groupTests';
import type { GroupTestActor } from './groupTestActor';

export interface TypedRowResults {
  text(clientId: string): string;
  setText(clientId: string, text: string): void;
  readonly anyTyped: boolean;
  /** Puts every text typed into its row now. */
  put(): void;
}

export function useTypedRowResults(actor: GroupTestActor, field: string): TypedRowResults {
  const [texts, setTexts] = useState<Readonly<Record<string, string>>>({});
  const typed: Record<string, RowTexts> = Object.fromEntries(
    Object.entries(texts)
      .filter(([, text]) => text.trim() !== '')
      .map(([clientId, text]) => [clientId, { [field]: text.trim() }]),
  );
  const pending = useRef(typed);
  pending.current = typed;
  useEffect(
    () => () => {
      if (Object.keys(pending.current).length > 0) actor.send({ type: 'FILL_IN', texts: pending.current });
    },
    [actor],
  );
  return {
    text: (clientId) => texts[clientId] ?? '',
    setText: (clientId, text) => setTexts((all) => ({ ...all, [clientId]: text })),
    anyTyped: Object.keys(typed).length > 0,
    put: () => {
      actor.send({ type: 'FILL_IN', texts: pending.current });
      pending.current = {};
    },
  };
}
