// The display ticker of every timed machine (step test, pushups, treadmill, rest timer): sends TICK { now } at the moments the screen's text changes (the
// next whole second of the protocol, the next metronome beat …) instead of at a fixed rate, so a countdown digit or a
// step cue appears within a timer's latency of its true time rather than up to one tick interval late. The machine
// still derives everything from `now` (decision 0026); this only decides when to read the clock. It also ticks when
// the page becomes visible again, so a tab whose timers were throttled catches up at once.
//
// The machine names each change point (machines/timedMachineKit.ts): the first as the ticker's input when its run
// starts, the next in a NEXT_CHANGE event after each TICK. Provide it as the machines' `ticker` actor:
// machine.provide({ actors: { ticker: changePointTicker({ now }) } }).
import { fromCallback } from 'xstate';
import type { TickEvent } from '@machines/timing';
import type { NextChangeEvent, TickerInput } from '@machines/timedMachineKit';
import type { MonotonicClock } from './monotonicClock';

export interface ChangePointTickerOptions {
  now: MonotonicClock;
  /** Never wait longer than this between ticks (default 1000 ms), also when no change point is named. */
  maxWaitMs?: number;
  /** Where visibilitychange is heard (document by default; null to skip). */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

export interface ChangePointTicker {
  /** The clock reading of the next change (null: nothing scheduled, wait `maxWaitMs`): the next tick comes then. */
  changeAt: (at: number | null) => void;
  stop: () => void;
}

/**
 * Starts ticking into `send`, the first tick at `firstChangeAt`. After each tick it waits at most `maxWaitMs` until it
 * is told the next change point (the machine answers its TICK with one, computed from the reading it was just sent).
 */
export function startChangePointTicker(
  send: (event: TickEvent) => void,
  options: ChangePointTickerOptions,
  firstChangeAt: number | null,
): ChangePointTicker {
  const maxWaitMs = options.maxWaitMs ?? 1_000;
  const target = options.target === undefined ? (globalThis.document ?? null) : options.target;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  // The next change is computed by the machine from the reading it was just sent, never from a fresh one: a TICK read
  // a hair before a change point (a timer fires up to 1 ms early, its delay cut to whole ms), followed by a render
  // that takes past the change point, would otherwise skip that change and show it only at the following change
  // point, one whole beat late (625 ms). The wait is measured from a fresh reading, so a change already due ticks at once.
  const changeAt = (next: number | null) => {
    clearTimeout(timer);
    if (stopped) return;
    // Rounded up: a timer's delay is cut to whole ms, so an unrounded wait fires up to 1 ms before the change, reads
    // the old display and must tick again, and a browser clamps that nested short timer to 4 ms: up to 4 ms late.
    const wait =
      next === null || !Number.isFinite(next)
        ? maxWaitMs
        : Math.min(maxWaitMs, Math.max(0, Math.ceil(next - options.now())));
    timer = setTimeout(tick, wait);
  };
  function tick() {
    if (stopped) return;
    // Until the machine names the next change (it may not answer: a reading it ignores), the longest wait.
    changeAt(null);
    send({ type: 'TICK', now: options.now() });
  }

  target?.addEventListener('visibilitychange', tick);
  changeAt(firstChangeAt);
  return {
    changeAt,
    stop: () => {
      stopped = true;
      clearTimeout(timer);
      target?.removeEventListener('visibilitychange', tick);
    },
  };
}

/** The ticker as callback actor logic for `.provide({ actors: { ticker } })`: it hears NEXT_CHANGE from its machine. */
export function changePointTicker(options: ChangePointTickerOptions) {
  return fromCallback<NextChangeEvent, TickerInput>(({ sendBack, receive, input }) => {
    const ticker = startChangePointTicker((event) => sendBack(event), options, input.at);
    receive((event) => ticker.changeAt(event.at));
    return ticker.stop;
  });
}
