// The display ticker of every timed machine (step test, pushups, treadmill, rest timer): sends TICK { now } at the moments the screen's text changes (the
// next whole second of the protocol, the next metronome beat …) instead of at a fixed rate, so a countdown digit or a
// step cue appears within a timer's latency of its true time rather than up to one tick interval late. The machine
// still derives everything from `now` (decision 0026); this only decides when to read the clock. It also ticks when
// the page becomes visible again, so a tab whose timers were throttled catches up at once.
//
// Provide it as the machines' `ticker` actor: machine.provide({ actors: { ticker: changePointTicker({ now, nextChangeAt }) } }).
import { fromCallback, type EventObject } from 'xstate';
import type { TickEvent } from '@machines/timing';
import type { MonotonicClock } from './monotonicClock';

export interface ChangePointTickerOptions {
  now: MonotonicClock;
  /**
   * The clock reading at which the display changes next, given the current reading (null: nothing scheduled, wait
   * `maxWaitMs`). Called after every tick; it usually reads the actor's snapshot.
   */
  nextChangeAt: (now: number) => number | null;
  /** Never wait longer than this between ticks (default 1000 ms). */
  maxWaitMs?: number;
  /** Where visibilitychange is heard (document by default; null to skip). */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

/** Starts ticking into `send`; returns the function that stops it. The first tick comes at the first change point. */
export function startChangePointTicker(send: (event: TickEvent) => void, options: ChangePointTickerOptions): () => void {
  const maxWaitMs = options.maxWaitMs ?? 1_000;
  const target = options.target === undefined ? globalThis.document ?? null : options.target;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  // The next change is computed from the reading the machine was just sent, never from a fresh one: a TICK read a
  // hair before a change point (a timer fires up to 1 ms early, its delay cut to whole ms), followed by a render that
  // takes past the change point, would otherwise skip that change and show it only at the following change point,
  // one whole beat late (625 ms). The wait is measured from a fresh reading, so a change already due ticks at once.
  const schedule = (lastReading: number) => {
    clearTimeout(timer);
    if (stopped) return;
    const next = options.nextChangeAt(lastReading);
    // Rounded up: a timer's delay is cut to whole ms, so an unrounded wait fires up to 1 ms before the change, reads
    // the old display and must tick again, and a browser clamps that nested short timer to 4 ms: up to 4 ms late.
    const wait = next === null || !Number.isFinite(next) ? maxWaitMs : Math.min(maxWaitMs, Math.max(0, Math.ceil(next - options.now())));
    timer = setTimeout(tick, wait);
  };
  function tick() {
    if (stopped) return;
    const reading = options.now();
    send({ type: 'TICK', now: reading });
    schedule(reading);
  }

  target?.addEventListener('visibilitychange', tick);
  schedule(options.now());
  return () => {
    stopped = true;
    clearTimeout(timer);
    target?.removeEventListener('visibilitychange', tick);
  };
}

/** The ticker as callback actor logic for `.provide({ actors: { ticker } })`. */
export function changePointTicker(options: ChangePointTickerOptions) {
  return fromCallback<EventObject>(({ sendBack }) => startChangePointTicker((event) => sendBack(event), options));
}
