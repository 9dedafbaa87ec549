// What /pushups/test hands to /pushups/results when Finished is pressed (the router state), and where it goes.
export const PUSHUP_RESULTS_PATH = '/pushups/results';

/** The router state of /pushups/results: the counting time at Finished. */
export interface PushupResultsState {
  elapsedMs: number;
}
