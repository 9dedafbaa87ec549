// The clock ticker: TICK { now } at once, at the display rate, and on visibilitychange; as a machine's ticker actor.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { clockTicker, startClockTicker, DEFAULT_TICK_MS } from '@/effects/clockTicker';
import { selectPhaseIndex, selectSecondsRemaining, stepTestMachine } from '@machines/stepTestMachine';
import { FAKE_CLOCKS } from '../support/pathTesting';

describe('clockTicker', () => {
  beforeEach(() => { vi.useFakeTimers(FAKE_CLOCKS); });
  afterEach(() => { vi.useRealTimers(); });

  it('ticks at once, then every interval, with the clock reading', () => {
    const target = new EventTarget();
    const ticks: number[] = [];
    let now = 1_000;
    const stop = startClockTicker((e) => ticks.push(e.now), { now: () => now, intervalMs: 250, target });
    expect(ticks).toEqual([1_000]);
    now = 1_250;
    vi.advanceTimersByTime(250);
    now = 1_500;
    vi.advanceTimersByTime(250);
    expect(ticks).toEqual([1_000, 1_250, 1_500]);
    stop();
    vi.advanceTimersByTime(5_000);
    expect(ticks).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('ticks immediately on visibilitychange, and not after it is stopped', () => {
    const target = new EventTarget();
    const ticks: number[] = [];
    let now = 0;
    const stop = startClockTicker((e) => ticks.push(e.now), { now: () => now, target });
    now = 600_000; // ten minutes hidden, no timer ran
    target.dispatchEvent(new Event('visibilitychange'));
    expect(ticks).toEqual([0, 600_000]);
    stop();
    target.dispatchEvent(new Event('visibilitychange'));
    expect(ticks).toHaveLength(2);
  });

  it('uses a 200 ms display rate by default and clamps silly rates', () => {
    expect(DEFAULT_TICK_MS).toBe(200);
    const ticks: number[] = [];
    const stop = startClockTicker((e) => ticks.push(e.now), { now: () => 0, target: null, intervalMs: 1 });
    vi.advanceTimersByTime(100);
    expect(ticks).toHaveLength(3); // immediate + at 50 and 100 ms
    stop();
  });

  it('drives a machine: the display follows the clock and a return to the page catches up at once', () => {
    const target = new EventTarget();
    let skew = 0; // time that passes without any timer running (a hidden tab)
    const machine = stepTestMachine.provide({
      actors: { ticker: clockTicker({ now: () => performance.now() + skew, target, intervalMs: 250 }) },
    });
    const actor = createActor(machine, { input: { sex: 'MALE' } }).start();
    actor.send({ type: 'START', now: performance.now() });
    vi.advanceTimersByTime(3_000 + 30_000);
    expect(selectPhaseIndex(actor.getSnapshot())).toBe(1);
    expect(selectSecondsRemaining(actor.getSnapshot())).toBe(150);
    skew = 160_000;
    target.dispatchEvent(new Event('visibilitychange'));
    expect(selectPhaseIndex(actor.getSnapshot())).toBe(3); // 193 s: counting the pulse
    expect(selectSecondsRemaining(actor.getSnapshot())).toBe(10);
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});
