// Time to get into position before a countdown: a self-tester starts the run with the phone in hand, hears 'Get into
// position', puts the phone down, and only then the SPEC's countdown begins (Ready, Set, Go, unchanged). The lead-in
// runs before the run's time zero: START sets time zero `leadInMs` ahead, so every boundary after it keeps its offset
// and the clock arithmetic of decision 0026 stays as it is.
import { secondsLeft, type ClockContext } from './timing';
import { nextWholeSecondChange } from './timedMachineKit';

/** The lead-ins offered, in seconds; 0 is none (the default, the SPEC's countdown at once). */
export const LEAD_IN_CHOICES_SECONDS = [0, 5, 10, 15] as const;
export type LeadInSeconds = (typeof LEAD_IN_CHOICES_SECONDS)[number];

export function isLeadInSeconds(value: unknown): value is LeadInSeconds {
  return typeof value === 'number' && (LEAD_IN_CHOICES_SECONDS as readonly number[]).includes(value);
}

/** True while the clock is before time zero: the lead-in is running. */
export function isBeforeTimeZero(clock: ClockContext): boolean {
  return clock.startedAt !== null && clock.now !== null && clock.now < clock.startedAt;
}

/** Whole seconds left in the lead-in (5, 4 … 1), 0 once time zero is reached. */
export function leadInSecondsLeft(clock: ClockContext): number {
  if (!isBeforeTimeZero(clock)) return 0;
  return secondsLeft(clock.startedAt! - clock.now!);
}

/**
 * The display's change points: during the lead-in the moment its seconds-left changes (time zero less a whole number
 * of seconds), then the whole seconds after time zero.
 */
export function nextChangeWithLeadIn(clock: ClockContext): number | null {
  if (!isBeforeTimeZero(clock)) return nextWholeSecondChange(clock);
  return clock.startedAt! - (leadInSecondsLeft(clock) - 1) * 1_000;
}
