// Whether the open client must confirm age and weight before testing (decision 0105), from the roster's last test
// date; confirmed clients are remembered for this opening of the app, so the check is asked once per opening.
import { useCallback, useState } from 'react';
import { activeClient } from '@machines/clientsMachine';
import { isAgeCheckDue } from '@/profile/ageCheck';
import { useClients } from './useClients';

/** Clients (by id) whose age and weight were confirmed since the page opened (decision 0119: once per opening). */
const confirmedThisOpening = new Set<string>();

export interface AgeWeightCheck {
  /** True when the prompt must be shown. False while the roster loads or cannot be read: storage never blocks a test. */
  readonly due: boolean;
  /** ISO date-time of the client's last saved session. */
  readonly lastTestDate: string | null;
  /** Marks the client's age and weight as confirmed for this opening. */
  readonly confirm: () => void;
}

/** `clientId`: the open profile's uid, by which a confirmation is remembered. */
export function useAgeWeightCheck(
  clientId: string,
  hasDateOfBirth: boolean,
  now: () => Date = () => new Date(),
): AgeWeightCheck {
  // The roster's active client is the open profile's (its id is not yet the profile's uid on every device).
  const lastTestDate = useClients((snapshot) => activeClient(snapshot.context)?.lastTestDate ?? null);
  const [confirmed, setConfirmed] = useState(() => confirmedThisOpening.has(clientId));
  const confirm = useCallback(() => {
    confirmedThisOpening.add(clientId);
    setConfirmed(true);
  }, [clientId]);
  const due = !confirmed && !confirmedThisOpening.has(clientId) && isAgeCheckDue(lastTestDate, now(), hasDateOfBirth);
  return { due, lastTestDate, confirm };
}
