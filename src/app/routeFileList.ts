// The page's list of each route's files (decisions 0079, 0095): the build writes it into index.html as a JSON script
// element; the page's inline script preloads the current route's files from it before the entry runs, and the entry
// reads it to preload a route's files when it starts that route's chunk later (hover, focus, idle, a click). One list
// in the page, so the entry's own imports of those chunks carry no copy of it. Plain DOM, no imports: vite.config.ts
// reads the element's id from here.

/** The id of the JSON script element that holds the list. */
export const ROUTE_FILES_ELEMENT_ID = 'route-files';

/**
 * The list's key of a route path: lower case, and a parameter as the last segment kept as ':' ('/clients/:id' is
 * '/clients/:'), so the page's inline script finds a client's history from '/clients/7' by its other segments.
 */
export function routeFileKey(routePath: string): string {
  return routePath.toLowerCase().replace(/:[^/]+$/, ':');
}

/** Every file once (names under assets/), and per route key (routeFileKey) the numbers of the files its screen needs. */
export interface RouteFileList {
  files: string[];
  routes: Record<string, number[]>;
}

let list: RouteFileList | null | undefined;
/** Every href the page has linked so far (read from the page once, then kept up to date here): one look-up per file. */
let linked: Set<string> | undefined;

/** The page's list, or null where the page has none (the dev server, tests): imports then find their files as usual. */
function pageList(): RouteFileList | null {
  if (list === undefined) {
    const text = document.getElementById(ROUTE_FILES_ELEMENT_ID)?.textContent;
    list = text ? (JSON.parse(text) as RouteFileList) : null;
  }
  return list;
}

/**
 * Adds a preload link for each file the screen of the route `routePath` ('/parq', '/clients/:id') needs (module preload for scripts, style preload for CSS, as
 * the page's inline script does), skipping any the page already has, so they all download beside the screen's chunk
 * instead of after it has been fetched and read.
 */
export function preloadRouteFiles(routePath: string): void {
  const page = pageList();
  for (const index of page?.routes[routeFileKey(routePath)] ?? []) {
    const file = page?.files[index];
    if (file === undefined) continue;
    const href = new URL(`./assets/${file}`, document.baseURI).href;
    // A set, not a search of the page's links per file: the idle prefetch links hundreds of files, and that search
    // made it a long task.
    linked ??= new Set([...document.querySelectorAll('link')].map((link) => link.href));
    if (linked.has(href)) continue;
    linked.add(href);
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}

/** Forgets the list and the links read from the page (tests that write a new page). */
export function forgetRouteFileList(): void {
  list = undefined;
  linked = undefined;
}
