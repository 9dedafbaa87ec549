// What every timed maximal or timed field test shows beside its controls (decision 50), one piece for the test-day
// display's `guidance`: while the test runs, "Ended early…" (the reason, then the run stops and its result is kept,
// labelled), and always the general indications for stopping a test. Shown in the page and in the full-screen layout.
import { StopTestIndications } from './StopTestIndications';
import { StoppedEarlyControl } from './StoppedEarlyControl';

export interface StopTestGuidanceProps {
  /** The test is running now: only then can it be stopped early. */
  running: boolean;
  /**
   * Stops the run with the tester's reason. The screen keeps the result so far and records the reason with it (a VO2
   * max through `vo2MaxUpdate(…, stoppedEarly)`); without it only the indications show.
   */
  onStoppedEarly?: (reason: string) => void;
}

export function StopTestGuidance({ running, onStoppedEarly }: StopTestGuidanceProps) {
  return (
    <div className="stop-test-guidance">
      {running && onStoppedEarly ? <StoppedEarlyControl onStop={onStoppedEarly} /> : null}
      <StopTestIndications />
    </div>
  );
}
