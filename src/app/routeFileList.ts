// The page's list of each route's files (decisions 0079, 0095; docs/first-load.md): the build writes it into
// index.html as a JSON script element; the page's inline script (inlinePreloadScript) preloads the current route's
// files from it before the entry runs, and the entry reads it to preload a route's files when it starts that route's
// chunk later (hover, focus, idle, a click). One list in the page, so the entry's own imports of those chunks carry no
// copy of it. Plain DOM; its one import has no imports of its own, so vite.config.ts reads this file as it is.
import { routeKey } from './routeTable.ts'; // with its extension: vite.config.ts loads this file as it is

/** The id of the JSON script element that holds the list. */
export const ROUTE_FILES_ELEMENT_ID = 'route-files';

/**
 * Every file once (names under assets/), and per route key (routeKey) the numbers of the files its screen needs; for a
 * route with an intro, the numbers of the intro's files, which are all the page preloads when opened there.
 */
export interface RouteFileList {
  files: string[];
  routes: Record<string, number[]>;
  intros: Record<string, number[]>;
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
 * instead of after it has been fetched and read. A preload fetches a file and runs nothing: no module is evaluated and
 * no style sheet applied until the screen is imported. For a screen that may be visited `later` (the idle prefetch),
 * its style sheets are prefetched instead: a style preload not used within seconds is a console warning. Resolves
 * when the links it added have loaded or failed; null where the page has no list.
 */
export function preloadRouteFiles(routePath: string, when: 'now' | 'later' = 'now'): Promise<void> | null {
  const page = pageList();
  if (!page) return null;
  const loads: Promise<void>[] = [];
  for (const index of page.routes[routeKey(routePath, (key) => Object.hasOwn(page.routes, key))] ?? []) {
    const file = page.files[index];
    if (file === undefined) continue;
    const href = new URL(`./assets/${file}`, document.baseURI).href;
    // A set, not a search of the page's links per file: the idle prefetch links hundreds of files, and that search
    // made it a long task.
    linked ??= new Set([...document.querySelectorAll('link')].map((link) => link.href));
    if (linked.has(href)) continue;
    linked.add(href);
    const link = document.createElement('link');
    if (file.endsWith('.css') && when === 'later') {
      link.rel = 'prefetch';
    } else if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.href = href;
    loads.push(
      new Promise((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      }),
    );
    document.head.appendChild(link);
  }
  return Promise.all(loads).then(() => undefined);
}

/** Forgets the list and the links read from the page (tests that write a new page). */
export function forgetRouteFileList(): void {
  list = undefined;
  linked = undefined;
}

/**
 * The page's inline script (decision 0079): before the entry runs, it reads the route key of the URL hash with
 * routeKey's own source, the same function the entry uses, and adds the preload links of that route's files from the
 * list (module preload for scripts, style preload for CSS): its intro's files when it has one (the entry fetches the
 * rest after the intro's paint), else its screen's. The Content-Security-Policy allows it by its hash.
 */
export function inlinePreloadScript(): string {
  return (
    `(function(d,routeKey){var f=d.files,r=d.routes,h=function(o,k){return Object.prototype.hasOwnProperty.call(o,k)},` +
    `k=routeKey(location.hash,function(k){return h(r,k)});` +
    `(h(d.intros,k)?d.intros[k]:h(r,k)?r[k]:[]).forEach(function(i){var l=document.createElement('link');` +
    `if(/\\.css$/.test(f[i])){l.rel='preload';l.as='style'}else l.rel='modulepreload';` +
    `l.crossOrigin='';l.href=new URL('./assets/'+f[i],document.baseURI).href;document.head.appendChild(l)})})` +
    `(JSON.parse(document.getElementById('${ROUTE_FILES_ELEMENT_ID}').textContent),${routeKey.toString()})`
  );
}
