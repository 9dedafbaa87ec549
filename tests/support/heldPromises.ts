// Promise actors a path test settles by hand.
import { fromPromise } from 'xstate';
import { expect } from 'vitest';

/** How a path test settles a promise actor it holds: the output, or the error it fails with. */
export type HeldOutcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Promise actors a path test settles by hand, from the executors of their done and error events: `hold(src)` is an
 * actor whose promise waits (its input kept in `calls` and `pending`) until `settle(src, outcome)` resolves or rejects it; then
 * `flush` lets the machine take the result (a real macrotask by default; under fake timers, advance them).
 */
export function heldPromises(flush: () => Promise<unknown> = () => new Promise((resolve) => setTimeout(resolve, 0))) {
  const pending = new Map<
    string,
    { resolve: (value: unknown) => void; reject: (error: unknown) => void; input: unknown }
  >();
  const calls: { src: string; input: unknown }[] = [];
  const hold = <TOutput, TInput = unknown>(src: string) =>
    fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          calls.push({ src, input });
          pending.set(src, { resolve: resolve as (value: unknown) => void, reject, input });
        }),
    );
  const settle = async (src: string, outcome: HeldOutcome) => {
    const held = pending.get(src);
    expect(held, `${src} is in flight`).toBeDefined();
    pending.delete(src);
    if (outcome.ok) held?.resolve(outcome.value);
    else held?.reject(outcome.error);
    await flush();
  };
  return { hold, settle, pending, calls };
}
