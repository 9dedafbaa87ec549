// Fetching route chunks ahead of need (decision 0076): the current route's chunk starts with
// the entry script, the menu's routes are fetched one by one when the browser is idle (their files only, run when
// visited: decision 0169), and any in-app link starts its route's chunk (and the state module) on hover, focus or
// touch, before the click.
import { whenIdle, type IdleScheduler } from '@/effects/idle';
import { preloadRouteFiles } from './routeFileList';
import { routeKey } from './routeTable';
import { ROUTES, type ScreenIntro } from './routes';

/** The lazy routes by route key ('/clients/:' for '/clients/:id'). */
const LAZY_BY_KEY = new Map(ROUTES.map((route) => [routeKey(route.path), route]));

/** The route key of a URL hash or path against the app's routes ('#/Clients/7' → '/clients/:'; routeTable.ts). */
export function appRouteKey(hashOrPath: string): string {
  return routeKey(hashOrPath, (key) => LAZY_BY_KEY.has(key));
}

/** The lazy route shown at `path` ('/clients/7' finds the '/clients/:id' route, as the router does), or null. */
function lazyRouteAt(path: string) {
  const route = LAZY_BY_KEY.get(appRouteKey(path));
  return route ? { path: route.path, screen: route.Screen } : null;
}

/** Fetches the intro of the screen at `path` (routeTable.ts), or null when it has none. */
export function loadIntro(path: string): Promise<ScreenIntro> | null {
  return LAZY_BY_KEY.get(appRouteKey(path))?.loadIntro?.() ?? null;
}

/** Whether the screen at `path` is a lazy chunk (its code arrives after the entry's). */
export function isLazyRoute(path: string): boolean {
  return lazyRouteAt(path) !== null;
}

/** Starts fetching the chunk of the screen at `path`; resolves when it is ready (at once for eager or unknown paths). */
export function preloadRoute(path: string): Promise<unknown> {
  const route = lazyRouteAt(path);
  if (!route) return Promise.resolve();
  void preloadRouteFiles(route.path); // the chunk's own imports, its CSS and the state chunk, beside the chunk itself
  return route.screen.preload().catch(() => undefined); // a failed prefetch is retried by the visit itself
}

/**
 * Fetches the files of the screen at `path` without running them (decision 0169): its modules are not evaluated and
 * its style sheets not applied until it is visited, so a prefetch costs the page no script or style work. Where the
 * page has no route file list (the dev server), the chunk is imported instead. Resolves when the files are here.
 */
export function prefetchRoute(path: string): Promise<unknown> {
  const route = lazyRouteAt(path);
  if (!route) return Promise.resolve();
  return preloadRouteFiles(route.path, 'later') ?? route.screen.preload().catch(() => undefined);
}

/** Fetches the given routes' files one route at a time, each when the browser is idle, so none competes with the user. */
export function prefetchWhenIdle(paths: readonly string[], idle: IdleScheduler = whenIdle): void {
  const queue = [...paths];
  const next = () => {
    const path = queue.shift();
    if (path === undefined) return;
    idle(() => void prefetchRoute(path).then(next));
  };
  next();
}

/** The in-app hash a link points to ('#/parq'), or null for other links. */
function linkedRoute(target: EventTarget | null): string | null {
  const link = target instanceof Element ? target.closest('a[href^="#/"]') : null;
  return link ? (link.getAttribute('href') ?? '') : null;
}

/**
 * Starts a route's chunk as soon as the user shows intent: pointer over, keyboard focus or touch on any in-app link
 * (one listener on the document, so links added later count too). `onIntent` runs as well (the app starts its state
 * module there). Returns a function that removes the listeners.
 */
export function preloadOnLinkIntent(root: Document, onIntent: () => void = () => {}): () => void {
  const handler = (event: Event) => {
    const path = linkedRoute(event.target);
    if (path === null) return;
    onIntent();
    void preloadRoute(path);
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) root.addEventListener(type, handler, { passive: true, capture: true });
  return () => {
    for (const type of events) root.removeEventListener(type, handler, { capture: true });
  };
}
