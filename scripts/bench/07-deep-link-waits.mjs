// What the first paint of a deep link waits for (docs/first-load.md, "Deep links"): each of the six routes opened
// straight from its URL on Lighthouse's mobile conditions applied by hand (150 ms round trip, 1.6 Mbit/s down, 4x CPU),
// printing the files it downloads before its largest contentful paint (start, end, gzip bytes), when it opens IndexedDB,
// and its first and largest contentful paint with the element. Orders and bytes are exact; times move with the load.
import { withPreviewAndChromium } from '../benchSupport.mjs';

const PORT = 4196;
const ROUTES = ['/', '/parq', '/step-test/instructions', '/current-session', '/clients', '/sessions'];
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: 96_000 };

/** Runs in the page before its own scripts: paints, LCP candidates and IndexedDB opens, with their times. */
function watchFirstLoad() {
  const marks = [];
  window.__firstLoad = marks;
  const open = indexedDB.open.bind(indexedDB);
  indexedDB.open = (name, version) => {
    marks.push({ what: `IndexedDB ${name} opened`, at: performance.now() });
    return open(name, version);
  };
  const observe = (type, label) =>
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) marks.push({ what: label(entry), at: entry.startTime });
    }).observe({ type, buffered: true });
  observe('paint', (entry) => entry.name);
  observe(
    'largest-contentful-paint',
    (entry) => `LCP <${entry.element?.tagName.toLowerCase()}> "${(entry.element?.textContent ?? '').slice(0, 40)}"`,
  );
}

async function visit(browser, base, route) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(watchFirstLoad);
  await page.goto(`${base}#${route}`, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForTimeout(2_000);
  const seen = await page.evaluate(() => ({
    marks: window.__firstLoad,
    files: performance
      .getEntriesByType('resource')
      .map((r) => ({ name: r.name.split('/').pop(), start: r.startTime, end: r.responseEnd, bytes: r.transferSize })),
  }));
  await context.close();
  const lcp = Math.max(...seen.marks.filter((m) => m.what.startsWith('LCP')).map((m) => m.at));
  const before = seen.files.filter((file) => file.start < lcp);
  const bytes = before.reduce((sum, file) => sum + file.bytes, 0);
  console.log(`\n${route}: ${before.length} files, ${(bytes / 1024).toFixed(1)} kB before the LCP`);
  for (const file of before)
    console.log(
      `  ${file.start.toFixed(0).padStart(5)}-${file.end.toFixed(0).padEnd(5)} ms ${String(file.bytes).padStart(6)} B ${file.name}`,
    );
  for (const mark of seen.marks.sort((a, b) => a.at - b.at))
    console.log(`  ${mark.at.toFixed(0).padStart(5)} ms ${mark.what}`);
}

console.log('\n## What a deep link waits for (slow 4G and 4x CPU by hand, one run per route)');
await withPreviewAndChromium(PORT, {}, async (browser, base) => {
  for (const route of ROUTES) await visit(browser, base, route);
});
