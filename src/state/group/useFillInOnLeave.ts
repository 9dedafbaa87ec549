// A group timer's typed results (distances, counts) reach the grid even when the tester leaves the timer without
// pressing its "Put … in the grid" button: nothing typed is dropped without a word (decision 0154 saves them there).
import { useEffect, useRef } from 'react';
import type { RowTexts } from '@machines/groupTestMachine';
import type { GroupTestActor } from './groupTestActor';

/** Returns `done`, to call once the texts were put in the grid on purpose (nothing is sent again on leaving). */
export function useFillInOnLeave(actor: GroupTestActor, texts: Readonly<Record<string, RowTexts>>): () => void {
  const pending = useRef(texts);
  pending.current = texts;
  useEffect(
    () => () => {
      if (Object.keys(pending.current).length > 0) actor.send({ type: 'FILL_IN', texts: pending.current });
    },
    [actor],
  );
  return () => {
    pending.current = {};
  };
}
