// First-load size of the production build: the JS and CSS that index.html loads before the first paint (static
// imports of the entry), then the first visit measured in Chromium: every JS and CSS file the home page fetched before
// it was first idle (the first idle callback after the load event; the app's prefetch starts only then), and the
// whole app. 1 kB = 1000 B; gzip level 9. Targets (decision 0076): first paint <= 80 kB, first visit <= 100 kB.
import { execSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { BEFORE_ISSUE_11, CHROMIUM_PATH, PREDECESSOR_LABEL, chromiumAvailable, withPreviewAndChromium } from '../benchSupport.mjs';

execSync('node_modules/.bin/vite build', { stdio: 'ignore' });
const dist = 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const size = (file) => {
  const bytes = readFileSync(join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const sum = (files) => files.map(size).reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
const kB = (n) => (n / 1000).toFixed(1).padStart(7);

const refs = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);

/** A chunk and every chunk it imports statically, transitively (what the browser must fetch to run it). */
function withStaticImports(files) {
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

const firstPaint = withStaticImports(refs);
const js = firstPaint.filter((f) => f.endsWith('.js'));
const css = firstPaint.filter((f) => f.endsWith('.css'));
const all = readdirSync(join(dist, 'assets')).map((f) => `assets/${f}`);

/** The JS and CSS files the home page requested before its first idle callback after the load event. */
async function firstVisitFiles() {
  return withPreviewAndChromium(4197, {}, async (browser, base) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      // Registered before the app's own load listener, so this idle callback runs before the app's prefetch starts.
      window.addEventListener('load', () => requestIdleCallback(() => {
        window.__idleFiles = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
      }));
    });
    await page.goto(base);
    await page.waitForFunction(() => window.__idleFiles !== undefined, null, { timeout: 30_000 });
    const paths = await page.evaluate(() => window.__idleFiles);
    await context.close();
    return paths.map((path) => path.replace(/^\//, '')).filter((file) => /^assets\/.+\.(js|css)$/.test(file));
  });
}

// The first paint needs no browser; the first visit is measured in Chromium, when it is there.
const visited = chromiumAvailable() ? await firstVisitFiles() : null;
const firstVisit = [...new Set([...js, ...css, ...(visited ?? [])])];

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const rows = [
  ['first paint: JS', sum(js)],
  ['first paint: CSS', sum(css)],
  ['first paint: JS + CSS', sum([...js, ...css])],
  ...(visited ? [
    ['loaded after the first paint, before idle', sum(firstVisit.filter((f) => !firstPaint.includes(f)))],
    ['first visit total (home page until idle)', sum(firstVisit)],
  ] : []),
  ['whole app (every chunk, JS + CSS)', sum(all.filter((f) => /\.(js|css)$/.test(f)))],
];
console.log(`${'what'.padEnd(50)} ${'raw kB'.padStart(7)} ${'gzip kB'.padStart(7)}`);
for (const [label, s] of rows) console.log(`${label.padEnd(50)} ${kB(s.raw)} ${kB(s.gzip)}`);
const firstPaintGzip = sum([...js, ...css]).gzip;
const firstVisitGzip = sum(firstVisit).gzip;
const firstVisitText = visited
  ? `first visit <= 100 kB gzip: ${kb(firstVisitGzip)} ${firstVisitGzip <= 100_000 ? 'within' : 'OVER'}`
  : `first visit: not measured (it needs Chromium, not found at ${CHROMIUM_PATH})`;
console.log(`targets: first paint <= 80 kB gzip: ${kb(firstPaintGzip)} ${firstPaintGzip <= 80_000 ? 'within' : 'OVER'}; `
  + `${firstVisitText} (before: ${BEFORE_ISSUE_11.firstVisitGzipKb} kB; ${PREDECESSOR_LABEL}: no kB figure quoted)`);
console.log(`first paint files: ${[...js, ...css].join(', ')}; before idle: ${visited ? firstVisit.filter((f) => !firstPaint.includes(f)).join(', ') || '(nothing else)' : '(not measured)'}`);
console.log(`chunks in the build: ${all.length}; largest: ${all.map((f) => [f, statSync(join(dist, f)).size]).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([f, n]) => `${f} ${(n / 1000).toFixed(1)} kB`).join(', ')}`);
