// Code-splits a screen: each route's module becomes its own chunk. The chunk can be fetched ahead of the first visit
// (preload: the entry starts the current route's chunk at once, links start theirs on hover, focus and idle), and a
// screen whose chunk is already here renders at once instead of suspending for a frame.
import { createElement, use, type ComponentType, type ReactElement } from 'react';

/** A route's screen that can fetch its own code ahead of time. */
export type LazyScreen = (() => ReactElement) & {
  displayName?: string;
  /** Starts fetching the screen's chunk (once; again after a failure) and resolves when it is ready. */
  preload(): Promise<ComponentType>;
};

export function lazyScreen<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): LazyScreen {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = (): Promise<ComponentType> => {
    loading ??= load().then(
      (module) => {
        loaded = module[name] as ComponentType;
        return loaded;
      },
      (error: unknown) => {
        loading = null; // a later visit tries the network again
        throw error;
      },
    );
    return loading;
  };
  // use() suspends only while the chunk is on its way; the route's Suspense boundary shows the pending state.
  const Screen = (): ReactElement => createElement(loaded ?? use(preload()));
  return Object.assign(Screen, { displayName: `Lazy(${name})`, preload });
}

export function isLazyScreen(screen: ComponentType): screen is ComponentType & LazyScreen {
  return typeof (screen as { preload?: unknown }).preload === 'function';
}
