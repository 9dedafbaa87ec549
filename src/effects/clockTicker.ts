// Sends TICK { now } to a timed machine at a display rate and at once when the page becomes visible again, so the
// machine can catch up after a hidden period (timers in hidden tabs are throttled). The machine derives elapsed time
// from `now`; ticks are never counted. Provide it as the machines' `ticker` actor:
//   stepTestMachine.provide({ actors: { ticker: clockTicker() } })
import { fromCallback, type EventObject } from 'xstate';
import type { TickEvent } from '@machines/timing';
import { monotonicNow, type MonotonicClock } from './monotonicClock';

/** 200 ms: enough for a seconds display that never lags by more than a fifth of a second. */
export const DEFAULT_TICK_MS = 200;

export interface ClockTickerOptions {
  now?: MonotonicClock;
  /** Display rate; clamped to 50-1000 ms. */
  intervalMs?: number;
  /** Where visibilitychange is heard (document by default; null to skip). */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
}

/** Starts ticking into `send`; returns the function that stops it. Ticks once immediately. */
export function startClockTicker(send: (event: TickEvent) => void, options: ClockTickerOptions = {}): () => void {
  const now = options.now ?? monotonicNow;
  const intervalMs = Math.min(1_000, Math.max(50, options.intervalMs ?? DEFAULT_TICK_MS));
  const target = options.target === undefined ? globalThis.document ?? null : options.target;
  const tick = () => send({ type: 'TICK', now: now() });
  const id = setInterval(tick, intervalMs);
  target?.addEventListener('visibilitychange', tick);
  tick();
  return () => {
    clearInterval(id);
    target?.removeEventListener('visibilitychange', tick);
  };
}

/** The ticker as callback actor logic for `.provide({ actors: { ticker } })`. */
export function clockTicker(options: ClockTickerOptions = {}) {
  return fromCallback<EventObject>(({ sendBack }) => startClockTicker((event) => sendBack(event), options));
}
