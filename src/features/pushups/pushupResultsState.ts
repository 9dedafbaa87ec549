// What /pushups/test hands to /pushups/results when Finished is pressed (the router state).

/**
 * The router state of /pushups/results: the counting time at Finished, the repetitions tapped (0: none), and whether
 * the tapped count is already in the session (decision 0104: a timed result is kept when the timer stops), with the
 * count it replaced (null: none).
 */
export interface PushupResultsState {
  elapsedMs: number;
  reps: number;
  recorded?: boolean;
  replaced?: number | null;
}
