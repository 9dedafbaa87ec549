// First-load size of the production build: the JS and CSS that index.html loads before the first paint (static
// imports of the entry), then the first visit measured in Chromium: every JS and CSS file the home page fetched before
// it was first idle (the first idle callback after the load event; the app's prefetch starts only then), and the
// whole app. 1 kB = 1000 B; gzip level 9. Budgets (decision 0127, scripts/firstLoad.mjs): first paint <= 92 kB, first
// visit <= 100 kB; each figure is printed beside the one before the design card's stack (BEFORE_STACK).
import { execSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_PATH, chromiumAvailable, withPreviewAndChromium } from '../benchSupport.mjs';
import { BEFORE_STACK, BUDGETS, firstLoadFiles, sizeOf } from '../firstLoad.mjs';

execSync('node_modules/.bin/vite build', { stdio: 'ignore' });
const dist = 'dist';
const sum = (files) => sizeOf(dist, files);
const kB = (n) => (n / 1000).toFixed(1).padStart(7);

const { firstPaint } = firstLoadFiles(dist);
const js = firstPaint.filter((f) => f.endsWith('.js'));
const css = firstPaint.filter((f) => f.endsWith('.css'));
const all = readdirSync(join(dist, 'assets')).map((f) => `assets/${f}`);

/** The JS and CSS files the home page requested before its first idle callback after the load event. */
async function firstVisitFiles() {
  // Chromium starts inside the helper's cleanup, so a failed launch never leaves the preview server running.
  return withPreviewAndChromium(Number(process.env.BENCH_PORT ?? 4197), {}, async (browser, base) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(() => {
      // Registered before the app's own load listener, so this idle callback runs before the app's prefetch starts.
      window.addEventListener('load', () =>
        requestIdleCallback(() => {
          window.__idleFiles = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
        }),
      );
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

const state = all.filter((f) => /^assets\/state-.*\.js$/.test(f));
const rows = [
  ['first paint: JS', sum(js)],
  ['first paint: CSS', sum(css)],
  ['first paint: JS + CSS', sum([...js, ...css]), BEFORE_STACK.firstPaint],
  ...(visited
    ? [
        ['loaded after the first paint, before idle', sum(firstVisit.filter((f) => !firstPaint.includes(f)))],
        ['first visit total (home page until idle)', sum(firstVisit), BEFORE_STACK.firstVisit],
      ]
    : []),
  ['the state chunk (every route but home)', sum(state), BEFORE_STACK.stateChunk],
  ['whole app (every chunk, JS + CSS)', sum(all.filter((f) => /\.(js|css)$/.test(f))), BEFORE_STACK.wholeApp],
];
console.log(
  `${'what'.padEnd(50)} ${'raw kB'.padStart(7)} ${'gzip kB'.padStart(7)} ${`before (${BEFORE_STACK.commit})`.padStart(18)}`,
);
for (const [label, s, before] of rows)
  console.log(
    `${label.padEnd(50)} ${kB(s.raw)} ${kB(s.gzip)} ${(before === undefined ? '' : before.toFixed(1)).padStart(18)}`,
  );
const firstPaintGzip = sum([...js, ...css]).gzip;
const firstVisitGzip = sum(firstVisit).gzip;
const verdict = (value, budget) => `${(value / 1000).toFixed(1)} kB ${value <= budget ? 'within' : 'OVER'}`;
console.log(
  `budgets (npm test fails over them): first paint <= ${BUDGETS.firstPaint / 1000} kB gzip: ${verdict(firstPaintGzip, BUDGETS.firstPaint)} ` +
    `(before: ${BEFORE_STACK.firstPaint} kB); ` +
    (visited
      ? `first visit <= ${BUDGETS.firstVisit / 1000} kB gzip: ${verdict(firstVisitGzip, BUDGETS.firstVisit)} (before: ${BEFORE_STACK.firstVisit} kB)`
      : `first visit: not measured (it needs Chromium, not found at ${CHROMIUM_PATH})`),
);
console.log(
  `first paint files: ${[...js, ...css].join(', ')}; before idle: ${firstVisit.filter((f) => !firstPaint.includes(f)).join(', ') || '(nothing else)'}`,
);
console.log(
  `chunks in the build: ${all.length} (before: ${BEFORE_STACK.chunks}); largest: ${all
    .map((f) => [f, statSync(join(dist, f)).size])
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([f, n]) => `${f} ${(n / 1000).toFixed(1)} kB`)
    .join(', ')}`,
);
