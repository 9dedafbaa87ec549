// The two actors every timed machine invokes while it runs: the change-point display ticker and the screen wake lock.
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { changePointTicker } from './changePointTicker';
import type { MonotonicClock } from './monotonicClock';
import { wakeLockActor, type WakeLockApiLike } from './wakeLock';

export interface TimedRunActorsOptions<A extends AnyActorRef> {
  now: MonotonicClock;
  /** The running actor, once created (the ticker reads its snapshot to know when the display changes next). */
  actor: () => A | null;
  /** The clock reading of the next display change for this snapshot, or null when nothing is scheduled. */
  nextChangeAt: (snapshot: SnapshotFrom<A>, now: number) => number | null;
  /** The Screen Wake Lock API (navigator.wakeLock by default; tests pass a fake). */
  wakeLockApi?: WakeLockApiLike | null;
  /**
   * Called when the run starts running (the span the wake lock is held); the function it returns, when it stops.
   * The app holds a new version back for that span (decision 0122).
   */
  whileRunning?: () => () => void;
}

/** `{ ticker, wakeLock }` for a machine's `.provide({ actors })`. */
export function timedRunActors<A extends AnyActorRef>(options: TimedRunActorsOptions<A>) {
  return {
    ticker: changePointTicker({
      now: options.now,
      nextChangeAt: (now) => {
        const actor = options.actor();
        return actor ? options.nextChangeAt(actor.getSnapshot() as SnapshotFrom<A>, now) : null;
      },
    }),
    wakeLock: wakeLockActor(options.wakeLockApi === undefined ? {} : { api: options.wakeLockApi }, options.whileRunning),
  };
}
