// Fake timers for timed machines.
import { afterEach, beforeEach, vi } from 'vitest';

/** Fake timers for timed machines: timeouts, intervals, Date and performance (not setImmediate; docs/toolchain.md). */
export const FAKE_CLOCKS: NonNullable<Parameters<typeof vi.useFakeTimers>[0]> = {
  toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date', 'performance'],
};

/** Call inside a describe: each of its tests runs on fake timers (FAKE_CLOCKS), and real ones come back after it. */
export function useFakeClocks(): void {
  beforeEach(() => {
    vi.useFakeTimers(FAKE_CLOCKS);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
