// Code-splits a screen: each route's module becomes its own chunk. The chunk can be fetched ahead of the first visit
// (preload: the entry starts the current route's chunk at once, links start theirs on hover, focus and idle), and a
// screen whose chunk is already here renders at once instead of suspending for a frame. A chunk that cannot be fetched
// gives the route's error page, not an endless wait (decision 0095).
import { createElement, use, type ComponentType, type ReactElement } from 'react';

/** A route's screen that can fetch its own code ahead of time. */
export type LazyScreen = (() => ReactElement) & {
  displayName?: string;
  /** Starts fetching the screen's chunk (once; again after a failure) and resolves when it is ready. */
  preload(): Promise<ComponentType>;
};

export function lazyScreen<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): LazyScreen {
  let loaded: ComponentType | null = null;
  let attempt: Promise<ComponentType> | null = null;
  let attemptFailed = false;
  let attemptFromRender = false;
  const start = (fromRender: boolean): Promise<ComponentType> => {
    attemptFailed = false;
    attemptFromRender = fromRender;
    attempt = load().then(
      (module) => {
        loaded = module[name] as ComponentType;
        return loaded;
      },
      (error: unknown) => {
        attemptFailed = true;
        throw error;
      },
    );
    return attempt;
  };
  // A prefetch that failed (offline at idle, a hover) is tried again by the next preload or by the visit itself.
  const preload = (): Promise<ComponentType> => (attempt && !attemptFailed ? attempt : start(false));
  // A render tries again only after a failed prefetch: once a fetch the render itself started has failed, the render
  // gets that failure, so the route's error page says what to do, instead of a new fetch per render behind an endless
  // 'Loading…' (a chunk gone after an update, the network down). A link's hover or focus tries again (preload).
  const forRender = (): Promise<ComponentType> =>
    attempt && (!attemptFailed || attemptFromRender) ? attempt : start(true);
  // use() suspends only while the chunk is on its way; the route's Suspense boundary shows the pending state.
  const Screen = (): ReactElement => createElement(loaded ?? use(forRender()));
  return Object.assign(Screen, { displayName: `Lazy(${name})`, preload });
}
