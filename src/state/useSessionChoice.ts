// One of a few choices, remembered for the browser session (validated on read): the open treadmill protocol.
import { useCallback, useState } from 'react';
import { readSessionChoice, writeSessionChoice } from '@/storage/sessionChoice';

export function useSessionChoice<T extends string>(
  key: string,
  valid: readonly T[],
): [T | null, (choice: T | null) => void] {
  const [choice, setChoice] = useState<T | null>(() => readSessionChoice(key, valid));
  const choose = useCallback(
    (next: T | null) => {
      setChoice(next);
      writeSessionChoice(key, next);
    },
    [key],
  );
  return [choice, choose];
}
