// The change-point ticker: TICK { now } at the moments the display changes (each named by the machine in answer to
// the TICK before), at most maxWaitMs apart, and at once on visibilitychange; as the ticker actor of a machine (via
// timedRunActors).
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  startChangePointTicker,
  type ChangePointTicker,
  type ChangePointTickerOptions,
} from '@/effects/changePointTicker';
import { nextWholeSecondAt } from '@machines/timing';
import { timedRunActors } from '@/effects/timedRunActors';
import {
  selectPhase,
  selectRemainingText,
  selectPhaseIndex,
  selectSecondsRemaining,
  selectStepCue,
  stepTestMachine,
} from '@machines/stepTestMachine';
import { onFakeClocks } from '../support/fakeClock';

/** A ticker whose machine answers each TICK with the next change point after its reading, as the timed machines do. */
function answeredTicker(
  ticks: number[],
  nextChangeAt: (reading: number) => number | null,
  options: ChangePointTickerOptions,
): ChangePointTicker {
  const ticker: ChangePointTicker = startChangePointTicker(
    (e) => {
      ticks.push(e.now);
      ticker.changeAt(nextChangeAt(e.now));
    },
    options,
    nextChangeAt(options.now()),
  );
  return ticker;
}

describe('startChangePointTicker', () => {
  onFakeClocks();

  it('ticks exactly at each change point it is told, with the clock reading', () => {
    const ticks: number[] = [];
    const now = () => performance.now();
    const { stop } = answeredTicker(ticks, (n) => nextWholeSecondAt(0, n), { now, target: null });
    vi.advanceTimersByTime(3_000);
    expect(ticks).toEqual([1_000, 2_000, 3_000]);
    stop();
    vi.advanceTimersByTime(5_000);
    expect(ticks).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never ticks before a fractional change point: its wait is rounded up, so one TICK per change, none early', () => {
    // Timers cut their delay to whole ms (browsers and the fake timers alike): a wait of 1000.6 ms fires at 1000 ms.
    const ticks: number[] = [];
    const { stop } = answeredTicker(ticks, (n) => nextWholeSecondAt(0.6, n), {
      now: () => performance.now(),
      maxWaitMs: 5_000,
      target: null,
    });
    vi.advanceTimersByTime(3_100);
    expect(ticks).toEqual([1_001, 2_001, 3_001]);
    stop();
  });

  it('with nothing scheduled, waits at most maxWaitMs', () => {
    const ticks: number[] = [];
    const { stop } = answeredTicker(ticks, () => null, { now: () => performance.now(), maxWaitMs: 500, target: null });
    vi.advanceTimersByTime(1_500);
    expect(ticks).toEqual([500, 1_000, 1_500]);
    stop();
  });

  it('told no next change point (a reading its machine ignored), waits at most maxWaitMs', () => {
    const ticks: number[] = [];
    const { stop } = startChangePointTicker(
      (e) => ticks.push(e.now),
      { now: () => performance.now(), maxWaitMs: 400, target: null },
      250,
    );
    vi.advanceTimersByTime(1_100);
    expect(ticks).toEqual([250, 650, 1_050]);
    stop();
  });

  it('a change point told later replaces the one it waits for', () => {
    const ticks: number[] = [];
    const ticker = startChangePointTicker(
      (e) => ticks.push(e.now),
      { now: () => performance.now(), target: null },
      900,
    );
    vi.advanceTimersByTime(100);
    ticker.changeAt(300);
    vi.advanceTimersByTime(900);
    expect(ticks).toEqual([300]);
    ticker.stop();
  });

  it('ticks immediately on visibilitychange, and not after it is stopped', () => {
    const target = new EventTarget();
    const ticks: number[] = [];
    let now = 0;
    const { stop } = startChangePointTicker((e) => ticks.push(e.now), { now: () => now, target }, null);
    now = 600_000; // ten minutes hidden, no timer ran
    target.dispatchEvent(new Event('visibilitychange'));
    expect(ticks).toEqual([600_000]);
    stop();
    target.dispatchEvent(new Event('visibilitychange'));
    expect(ticks).toHaveLength(1);
  });

  it('nextWholeSecondAt is the next whole second after now, counted from the start', () => {
    expect(nextWholeSecondAt(100, 100)).toBe(1_100);
    expect(nextWholeSecondAt(100, 1_099.9)).toBe(1_100);
    expect(nextWholeSecondAt(100, 1_100)).toBe(2_100);
    expect(nextWholeSecondAt(100, 50)).toBe(1_100);
  });
});

describe('timedRunActors', () => {
  onFakeClocks();

  it('drives a machine: the display follows the clock and a return to the page catches up at once', () => {
    let skew = 0; // time that passes without any timer running (a hidden tab)
    const now = () => performance.now() + skew;
    const machine = stepTestMachine.provide({ actors: timedRunActors({ now, wakeLockApi: null }) });
    const actor = createActor(machine, { input: { sex: 'MALE' } }).start();
    actor.send({ type: 'START', now: now() });
    vi.advanceTimersByTime(3_000 + 30_000);
    expect(selectPhaseIndex(actor.getSnapshot())).toBe(1);
    expect(selectSecondsRemaining(actor.getSnapshot())).toBe(150);
    skew = 160_000;
    document.dispatchEvent(new Event('visibilitychange'));
    expect(selectPhaseIndex(actor.getSnapshot())).toBe(3); // 193 s: counting the pulse
    expect(selectSecondsRemaining(actor.getSnapshot())).toBe(10);
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});

// A mm:ss change shown exactly one beat (625 ms) late. A timer's delay is cut to whole milliseconds (setTimeout
// and the fake timers alike), so with change points at fractional readings the ticker's timer fires up to 1 ms early:
// its TICK reading is a hair before the change. Handling the TICK (the machine, the selectors) takes time. The old ticker
// computed the next change from a fresh reading taken after that render, already past the change it had just missed,
// so it skipped to the following change point (the next beat).
describe('changePointTicker with the step test: no change shown a beat late', () => {
  onFakeClocks();

  it('shows every mm:ss and cue change within a few ms of its true time, even when a TICK comes a hair early', () => {
    let renderCost = 0; // ms the main thread is busy handling each TICK (no timer runs meanwhile)
    const now = () => performance.now() + renderCost;
    const machine = stepTestMachine.provide({ actors: timedRunActors({ now, wakeLockApi: null }) });
    const created = createActor(machine, { input: { sex: 'MALE' } }).start();
    // Time zero at a fractional reading, as performance.now() gives it: every change point is fractional too.
    const startedAt = now() + 0.6;
    const lateness: number[] = [];
    let shown = { clock: '', cue: '' as string | null, phase: '' };
    created.subscribe((snapshot) => {
      const view = {
        clock: selectRemainingText(snapshot),
        cue: selectStepCue(snapshot),
        phase: selectPhase(snapshot)?.state ?? '',
      };
      const phase = selectPhase(snapshot);
      if (phase?.state === 'stepping' && view.phase === shown.phase && view.clock !== shown.clock) {
        // mm:ss shows the whole seconds left, rounded up: it changes to v at the phase end − v seconds.
        const [mm, ss] = view.clock.split(':').map(Number) as [number, number];
        lateness.push(now() - (startedAt + phase.endMs - (mm * 60 + ss) * 1000));
      }
      shown = view;
      renderCost += 1; // handling this snapshot took 1 ms
    });
    created.send({ type: 'START', now: startedAt });
    vi.advanceTimersByTime(3_000 + 20_000);
    created.stop();
    expect(lateness.length).toBeGreaterThan(15);
    expect(Math.max(...lateness)).toBeLessThan(5);
    expect(Math.min(...lateness)).toBeGreaterThanOrEqual(0);
  });
});
