// The one fake-clock setup of the tests. Timed machines and screens read timeouts, intervals, Date and performance;
// setImmediate stays real (docs/toolchain.md). onFakeClocks() inside a describe (or at a file's top level) puts each
// of its tests on fake clocks, optionally at a fixed wall-clock time, and gives the real ones back after it.
import { afterEach, beforeEach, vi } from 'vitest';

export type FakeClocks = NonNullable<Parameters<typeof vi.useFakeTimers>[0]>;

/** Fake timers for timed machines: timeouts, intervals, Date and performance. */
export const FAKE_CLOCKS: FakeClocks = {
  toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
};
/** Only the wall clock: for code that reads today's date but waits on nothing. */
export const FAKE_DATE: FakeClocks = { toFake: ['Date'] };
/** The wall clock and timeouts: for the day rule and the banners' timeouts, with intervals and performance real. */
export const FAKE_DATE_AND_TIMEOUTS: FakeClocks = { toFake: ['Date', 'setTimeout', 'clearTimeout'] };

/** Each test of the enclosing describe runs on `clocks`, at `now` when given; real clocks come back after it. */
export function onFakeClocks(clocks: FakeClocks = FAKE_CLOCKS, now?: Date): void {
  beforeEach(() => {
    vi.useFakeTimers(clocks);
    if (now) vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
