// Keeps the screen on during a timed protocol (Screen Wake Lock API). The browser releases the lock whenever the
// page is hidden, so it is requested again when the page becomes visible while still wanted. Where the API is
// missing or a request is refused (battery saver, policy), the lock is silently skipped: the test still runs.
// Provide it as the machines' `wakeLock` actor: stepTestMachine.provide({ actors: { wakeLock: wakeLockActor() } }).
import { fromCallback } from 'xstate';

export interface WakeLockSentinelLike {
  readonly released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}

export interface WakeLockApiLike {
  request(type: 'screen'): Promise<WakeLockSentinelLike>;
}

export interface WakeLockOptions {
  /** navigator.wakeLock by default; null or undefined where unsupported. */
  api?: WakeLockApiLike | null;
  /** The document whose visibility decides when to re-acquire. */
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'> | null;
}

export interface ScreenWakeLock {
  readonly supported: boolean;
  /** True while a lock is held. */
  readonly active: boolean;
  /** Wants the lock from now on: requests it (and again on each return to the page). Never rejects. */
  acquire(): Promise<void>;
  /** No longer wants the lock: releases it. Never rejects. */
  release(): Promise<void>;
}

function defaultApi(): WakeLockApiLike | null {
  const nav = globalThis.navigator as (Navigator & { wakeLock?: WakeLockApiLike }) | undefined;
  return nav?.wakeLock && typeof nav.wakeLock.request === 'function' ? nav.wakeLock : null;
}

export function createWakeLock(options: WakeLockOptions = {}): ScreenWakeLock {
  const api = options.api === undefined ? defaultApi() : options.api;
  const doc = options.document === undefined ? (globalThis.document ?? null) : options.document;
  let wanted = false;
  let sentinel: WakeLockSentinelLike | null = null;
  let inFlight: Promise<void> | null = null;

  const held = () => sentinel !== null && !sentinel.released;

  function request(): Promise<void> {
    if (!api || !wanted || held() || (doc && doc.visibilityState !== 'visible')) return Promise.resolve();
    inFlight ??= (async () => {
      try {
        const lock = await api.request('screen');
        if (!wanted) {
          await lock.release().catch(() => {});
          return;
        }
        sentinel = lock;
        lock.addEventListener('release', () => {
          if (sentinel === lock) sentinel = null;
        });
      } catch {
        // Refused or unavailable right now: skip silently, try again on the next return to the page.
      } finally {
        inFlight = null;
      }
    })();
    return inFlight;
  }

  const onVisibilityChange = () => {
    if (doc?.visibilityState === 'visible') void request();
  };

  return {
    get supported() {
      return api !== null;
    },
    get active() {
      return held();
    },
    acquire() {
      if (!api) return Promise.resolve();
      if (!wanted) {
        wanted = true;
        doc?.addEventListener('visibilitychange', onVisibilityChange);
      }
      return request();
    },
    async release() {
      wanted = false;
      doc?.removeEventListener('visibilitychange', onVisibilityChange);
      const lock = sentinel;
      sentinel = null;
      if (lock && !lock.released) await lock.release().catch(() => {});
    },
  };
}

/**
 * The wake lock as callback actor logic: held while the invoking state is active. `alsoWhileHeld` starts anything else
 * that lasts exactly as long (it returns its own stop), e.g. the timed run's hold on app updates.
 */
export function wakeLockActor(options: WakeLockOptions = {}, alsoWhileHeld?: () => () => void) {
  return fromCallback(() => {
    const lock = createWakeLock(options);
    void lock.acquire();
    const stopAlso = alsoWhileHeld?.();
    return () => {
      void lock.release();
      stopAlso?.();
    };
  });
}
