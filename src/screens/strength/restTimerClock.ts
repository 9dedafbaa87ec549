// The clock effects the rest timer needs: a monotonic clock reading and a ticker actor that sends TICK { now } while
// the machine rests. (Stand-in until the shared src/effects clock lands; same shape: ClockReader + fromCallback.)
import { fromCallback } from 'xstate';
import type { ClockReader, TickEvent } from '@machines/timing';

/** Display rate of the rest countdown. */
export const TICK_INTERVAL_MS = 250;

/** Milliseconds of a monotonic clock (never jumps with the wall clock). */
export const monotonicNow: ClockReader = () => performance.now();

/**
 * A ticker reading `clock`: TICK { now } every TICK_INTERVAL_MS, and at once when the page becomes visible again (a tab
 * that was hidden, with its timers throttled, catches up on its first reading).
 */
export function tickerFor(clock: ClockReader) {
  return fromCallback<{ type: string }>(({ sendBack }) => {
    const tick = () => sendBack({ type: 'TICK', now: clock() } satisfies TickEvent);
    const interval = setInterval(tick, TICK_INTERVAL_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisible);
    };
  });
}

export const clockTicker = tickerFor(monotonicNow);
