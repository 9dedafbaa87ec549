// The page's list of each route's files (decisions 0079, 0095): the build writes it into index.html as a JSON script
// element; the page's inline script preloads the current route's files from it before the entry runs, and the entry
// reads it to preload a route's files when it starts that route's chunk later (hover, focus, idle, a click). One list
// in the page, so the entry's own imports of those chunks carry no copy of it. Plain DOM, no imports: vite.config.ts
// reads the element's id from here.

/** The id of the JSON script element that holds the list. */
export const ROUTE_FILES_ELEMENT_ID = 'route-files';

/** Every file once (names under assets/), and per route path (lower case) the numbers of the files its screen needs. */
export interface RouteFileList {
  files: string[];
  routes: Record<string, number[]>;
}

let list: RouteFileList | null | undefined;

/** The page's list, or null where the page has none (the dev server, tests): imports then find their files as usual. */
function pageList(): RouteFileList | null {
  if (list === undefined) {
    const text = document.getElementById(ROUTE_FILES_ELEMENT_ID)?.textContent;
    list = text ? (JSON.parse(text) as RouteFileList) : null;
  }
  return list;
}

/**
 * Adds a preload link for each file the screen at `path` needs (module preload for scripts, style preload for CSS, as
 * the page's inline script does), skipping any the page already has, so they all download beside the screen's chunk
 * instead of after it has been fetched and read.
 */
export function preloadRouteFiles(path: string): void {
  const page = pageList();
  for (const index of page?.routes[path.toLowerCase()] ?? []) {
    const file = page?.files[index];
    if (file === undefined) continue;
    const href = new URL(`./assets/${file}`, document.baseURI).href;
    if ([...document.head.querySelectorAll('link')].some((link) => link.href === href)) continue;
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

/** Forgets the list read from the page (tests that write a new one). */
export function forgetRouteFileList(): void {
  list = undefined;
}
