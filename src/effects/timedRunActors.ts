// The two actors every timed machine invokes while it runs: the change-point display ticker (told each change point by
// the machine itself) and the screen wake lock.
import { changePointTicker } from './changePointTicker';
import type { MonotonicClock } from './monotonicClock';
import { wakeLockActor, type WakeLockApiLike } from './wakeLock';

export interface TimedRunActorsOptions {
  now: MonotonicClock;
  /** The Screen Wake Lock API (navigator.wakeLock by default; tests pass a fake). */
  wakeLockApi?: WakeLockApiLike | null;
  /**
   * Called when the run starts running (the span the wake lock is held); the function it returns, when it stops.
   * The app holds a new version back for that span (decision 0122).
   */
  whileRunning?: () => () => void;
}

/** `{ ticker, wakeLock }` for a machine's `.provide({ actors })`. */
export function timedRunActors(options: TimedRunActorsOptions) {
  return {
    ticker: changePointTicker({ now: options.now }),
    wakeLock: wakeLockActor(
      options.wakeLockApi === undefined ? {} : { api: options.wakeLockApi },
      options.whileRunning,
    ),
  };
}
