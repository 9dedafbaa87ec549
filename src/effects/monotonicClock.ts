// The monotonic clock the timed machines read (decision 0026): performance.now(), in milliseconds since the page
// loaded. It never jumps with the wall clock, so elapsed = now − start is exact. A reading belongs to this page
// only; after a reload the protocol snapshot store resumes from an elapsed offset instead.

/** A function returning a monotonic clock reading in milliseconds. */
export type MonotonicClock = () => number;

/** A clock reading from any source with now() (performance by default; a fake in tests). */
export function createMonotonicClock(source: { now(): number } = globalThis.performance): MonotonicClock {
  return () => source.now();
}

/** performance.now(), looked up at each call so fake timers installed later are honoured. */
export const monotonicNow: MonotonicClock = () => globalThis.performance.now();
