// The monotonic clock: performance.now() read at each call, or any now() source.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMonotonicClock, monotonicNow } from '@/effects/monotonicClock';
import { FAKE_CLOCKS } from '../support/fakeClock';

describe('monotonicClock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads performance.now(), following fake timers installed after import', () => {
    vi.useFakeTimers(FAKE_CLOCKS);
    const start = monotonicNow();
    vi.advanceTimersByTime(1_500);
    expect(monotonicNow() - start).toBe(1_500);
  });

  it('is not moved by a wall-clock change', () => {
    vi.useFakeTimers(FAKE_CLOCKS);
    const start = monotonicNow();
    vi.setSystemTime(Date.now() + 3_600_000);
    expect(monotonicNow() - start).toBe(0);
  });

  it('reads any source with now()', () => {
    let t = 10;
    const clock = createMonotonicClock({ now: () => t });
    t = 42;
    expect(clock()).toBe(42);
  });
});
