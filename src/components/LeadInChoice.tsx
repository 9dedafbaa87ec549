// The time to get into position before a countdown (machines/leadIn.ts): a self-tester starts the timer, hears 'Get
// into position' and puts the phone down before Ready, Set, Go. The choice is kept for the next time.
import { useId } from 'react';
import { LEAD_IN_CHOICES_SECONDS, isLeadInSeconds } from '@machines/leadIn';
import { setLeadIn, useLeadIn } from '@/state/useLeadIn';

export function LeadInChoice() {
  const seconds = useLeadIn();
  const id = useId();
  return (
    <p className="lead-in-choice">
      <label htmlFor={id}>Time to get into position</label>{' '}
      <select
        id={id}
        value={seconds}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const chosen = Number(event.target.value);
          if (isLeadInSeconds(chosen)) setLeadIn(chosen);
        }}
      >
        {LEAD_IN_CHOICES_SECONDS.map((choice) => (
          <option key={choice} value={choice}>
            {choice === 0 ? 'None' : `${choice} s`}
          </option>
        ))}
      </select>
      <span className="hint" id={`${id}-hint`}>
        {' '}
        &apos;Get into position&apos; is spoken first, so the phone can be put down; then Ready, Set, Go.
      </span>
    </p>
  );
}
