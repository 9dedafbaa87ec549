// What the first load of the production build costs (docs/first-load.md), read from the built dist/ without a browser:
// the first paint (the JS and CSS index.html loads, with every chunk they import statically) and the first visit of the
// home page (the first paint plus every file the page itself links to preload, and the files its route list gives
// the home route). 1 kB = 1000 B, gzip level 9. The budgets are here, once: `npm test` fails over them
// (scripts/check-size-budget.mjs, decision 0127) and `npm run bench -- first-load` prints them beside its figures.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The budgets, gzip bytes, with the design card's stack included (decision 0127). */
export const BUDGETS = { firstPaint: 92_000, firstVisit: 100_000 };

/** The figures before the design card's stack (commit c8563e6, the app's own router, no @xstate/react), gzip kB. */
export const BEFORE_STACK = {
  commit: 'c8563e6',
  firstPaint: 78.4,
  firstVisit: 78.4,
  stateChunk: 29.7,
  wholeApp: 283.3,
  chunks: 107,
};

/** Raw and gzip bytes of the given files of `dist`. */
export function sizeOf(dist, files) {
  return files
    .map((file) => readFileSync(join(dist, file)))
    .reduce((sum, bytes) => ({ raw: sum.raw + bytes.length, gzip: sum.gzip + gzipSync(bytes, { level: 9 }).length }), {
      raw: 0,
      gzip: 0,
    });
}

/** A chunk and every chunk it imports statically, transitively (what the browser must fetch to run it). */
export function withStaticImports(dist, files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.js')) return;
    const code = readFileSync(join(dist, file), 'utf8');
    // Static imports only: `import … from "./x.js"` and bare `import "./x.js"`, not `import("./x.js")`.
    for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'`]\.\/([^"'`]+\.js)["'`]/g)) visit(`assets/${m[1]}`);
  };
  files.forEach(visit);
  return [...seen];
}

/** The files of the first paint and of the home page's first visit, read from dist/index.html. */
export function firstLoadFiles(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const loaded = [
    ...html.matchAll(/<(?:script|link rel="stylesheet")[^>]*?(?:src|href)="\.\/(assets\/[^"]+\.(?:js|css))"/g),
  ].map((m) => m[1]);
  // The entry the page's first-paint script starts (build/firstPaint.ts) counts as if the page loaded it.
  const firstPaintData = html.match(/<script type="application\/json" id="first-paint">(.*?)<\/script>/s)?.[1];
  const entry = firstPaintData ? JSON.parse(firstPaintData).entry?.match(/^\.\/(assets\/.+\.js)$/)?.[1] : undefined;
  if (entry) loaded.push(entry);
  const linked = [...html.matchAll(/<link[^>]*?href="\.\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  const list = html.match(/<script type="application\/json" id="route-files">(.*?)<\/script>/s)?.[1];
  const home = list
    ? (() => {
        const { files, routes } = JSON.parse(list);
        return (routes['/'] ?? []).map((i) => `assets/${files[i]}`);
      })()
    : [];
  const firstPaint = withStaticImports(dist, loaded);
  const firstVisit = withStaticImports(dist, [...new Set([...firstPaint, ...linked, ...home])]);
  return { firstPaint, firstVisit };
}

/** The first paint and first visit of `dist` in gzip bytes, and what exceeds its budget (empty when within). */
export function checkBudgets(dist, budgets = BUDGETS) {
  const { firstPaint, firstVisit } = firstLoadFiles(dist);
  const figures = { firstPaint: sizeOf(dist, firstPaint).gzip, firstVisit: sizeOf(dist, firstVisit).gzip };
  const over = Object.entries(budgets)
    .filter(([name, limit]) => figures[name] > limit)
    .map(([name]) => name);
  return { figures, files: { firstPaint, firstVisit }, over };
}
