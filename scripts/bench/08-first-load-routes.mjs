// Every route's first load as a static host serves it (docs/first-load.md, "Deep links"): the build served by the
// repo's plain static server (scripts/staticServer.mjs) with gzip and keep-alive, then once more without compression;
// per route Lighthouse 12.8.2 mobile (simulated slow 4G, 4x CPU; fetched with npx, not a dependency): score, FCP and
// LCP, medians of BENCH_LH_RUNS (3), the LCP's ratio to our home page's, and the predecessor's figures as quoted when
// it was measured beside this app on the same kind of server (reference numbers: its build is not ours to ship).
// Without Lighthouse it measures FCP and LCP in Chromium with slow 4G and 4x CPU applied by hand, and says so.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, median } from '../benchSupport.mjs';
import { startStaticServer } from '../staticServer.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 4197);
const LIGHTHOUSE = 'lighthouse@12.8.2';
const ROUTES = (
  process.env.BENCH_LH_ROUTES ?? '/,/parq,/step-test/instructions,/current-session,/clients,/sessions'
).split(',');
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
// Another build's folder (a build of an earlier commit, for before and after), dist/ by default.
const DIST = process.env.BENCH_DIST ?? 'dist';

/**
 * The predecessor (fit-tests.com) and this app before the deep-link fix, measured side by side on one plain static
 * server with gzip and keep-alive, Lighthouse 12.8.2 mobile (2026-11-27): LCP in seconds and score. Deep links' FCP was
 * 1.73-1.86 s for this app, 1.38 s for the predecessor; without compression this app scored 73-78, the predecessor 88-90.
 */
const REFERENCE = {
  predecessor: {
    '/': { lcp: 1.95, score: 99 },
    '/parq': { lcp: 2.02, score: 98 },
    '/step-test/instructions': { lcp: 1.96, score: 99 },
    '/current-session': { lcp: 1.96, score: 98 },
    '/sessions': { lcp: 1.95, score: 99 },
  },
  before: {
    '/': { lcp: 1.53, score: 100 },
    '/parq': { lcp: 2.34, score: 97 },
    '/step-test/instructions': { lcp: 2.36, score: 97 },
    '/current-session': { lcp: 2.53, score: 96 },
    '/clients': { lcp: 2.52, score: 96 },
    '/sessions': { lcp: 2.22, score: 97 },
  },
  text: 'deep links before: FCP 1.73-1.86 s (predecessor 1.38 s); without gzip before: 73-78 (predecessor 88-90)',
};

function lighthouseAvailable() {
  try {
    execFileSync('npx', ['--yes', LIGHTHOUSE, '--version'], { stdio: 'ignore', timeout: 300_000 });
    return true;
  } catch {
    return false;
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bench-first-load-'));

// Asynchronous: the static server answers from this process while Lighthouse runs.
const runAsync = promisify(execFile);

async function lighthouse(url) {
  const output = join(dir, 'report.json');
  await runAsync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, timeout: 180_000 },
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    fcp: report.audits['first-contentful-paint'].numericValue / 1000,
    lcp: report.audits['largest-contentful-paint'].numericValue / 1000,
    cls: report.audits['cumulative-layout-shift'].numericValue,
  };
}

/** Without Lighthouse: FCP and LCP in Chromium on slow 4G (150 ms, 1.6 Mbit/s) and 4x CPU, applied by hand; no score. */
async function chromiumRun(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: 96_000,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForTimeout(2_000);
  const figures = await page.evaluate(
    () =>
      new Promise((done) => {
        let lcp = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = Math.max(lcp, entry.startTime);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          done({ fcp: fcp / 1000, lcp: lcp / 1000 });
        }, 100);
      }),
  );
  await context.close();
  return { score: null, cls: null, ...figures };
}

async function measure(base, run) {
  const rows = [];
  for (const route of ROUTES) {
    const url = route === '/' ? base : `${base}#${route}`;
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await run(url));
    const pick = (key) => (runs[0][key] === null ? null : median(runs.map((r) => r[key])));
    rows.push({ route, score: pick('score'), fcp: pick('fcp'), lcp: pick('lcp'), cls: pick('cls') });
  }
  return rows;
}

function print(title, rows) {
  const home = rows.find((row) => row.route === '/')?.lcp;
  const pad = (text, n) => String(text ?? '-').padEnd(n);
  console.log(`\n${title}`);
  console.log(
    `${pad('route', 25)}${pad('score', 7)}${pad('FCP s', 7)}${pad('LCP s', 7)}${pad('CLS', 7)}${pad('LCP/home', 10)}` +
      `${pad('LCP/pred.', 10)}| before: LCP, score | predecessor: LCP, score`,
  );
  for (const { route, score, fcp, lcp, cls } of rows) {
    const predecessor = REFERENCE.predecessor[route];
    const before = REFERENCE.before[route];
    console.log(
      `${pad(route, 25)}${pad(score, 7)}${pad(fcp.toFixed(2), 7)}${pad(lcp.toFixed(2), 7)}${pad(cls?.toFixed(3), 7)}` +
        `${pad(home ? (lcp / home).toFixed(2) : '-', 10)}${pad(predecessor ? (lcp / predecessor.lcp).toFixed(2) : '-', 10)}` +
        `| ${pad(before ? `${before.lcp.toFixed(2)}, ${before.score}` : '-', 19)}| ${predecessor ? `${predecessor.lcp.toFixed(2)}, ${predecessor.score}` : '(none)'}`,
    );
  }
}

const withLighthouse = lighthouseAvailable();
let browser = null;
if (!withLighthouse) {
  console.log(
    `${LIGHTHOUSE} could not be fetched: FCP and LCP measured in Chromium (slow 4G and 4x CPU by hand), no score.`,
  );
  const { chromium } = await import('@playwright/test');
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}
const run = withLighthouse ? lighthouse : (url) => chromiumRun(browser, url);
const how = withLighthouse ? `Lighthouse 12.8.2 mobile, median of ${RUNS}` : `Chromium by hand, median of ${RUNS}`;
try {
  for (const compress of [true, false]) {
    const server = await startStaticServer({ dir: DIST, port: PORT, compress });
    try {
      const rows = await measure(server.base, run);
      print(`## ${compress ? 'gzip' : 'no compression'}, keep-alive (scripts/staticServer.mjs); ${how}`, rows);
    } finally {
      await server.stop();
    }
  }
} finally {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `\nReference (${REFERENCE.text}). Load average at the end: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')}`,
);
console.log('Targets: LCP <= 0.8x the predecessor and <= 1.15x our home page; score >= 98; CLS <= 0.02.');
