// Texts of the pushup test screen that come from numbers, as pure functions so the component only renders.
import { COUNTDOWN_MS } from '@machines/pushupCountdownMachine';
import { formatElapsed } from '@machines/timing';

/** The counting timer (mm:ss, from Go) an interrupted pushup run resumes at; 00:00 while still in the countdown. */
export function interruptedPushups(elapsedMs: number): string {
  return formatElapsed(Math.max(0, elapsedMs - COUNTDOWN_MS));
}

/** What the resumed run keeps of the taps: ' with 12 pushups tapped', or '' when none were. */
export function interruptedTaps(reps: number | undefined): string {
  if (!reps) return '';
  return ` with ${reps} ${reps === 1 ? 'pushup' : 'pushups'} tapped`;
}
