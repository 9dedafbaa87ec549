// What /pushups/test hands to /pushups/results when Finished is pressed (the router state).

/** The router state of /pushups/results: the counting time at Finished. */
export interface PushupResultsState {
  elapsedMs: number;
}
