// What /pushups/test hands to /pushups/results when Finished is pressed (the router state).

/** The router state of /pushups/results: the counting time at Finished and the repetitions tapped (0: none). */
export interface PushupResultsState {
  elapsedMs: number;
  reps: number;
}
