// The stack's figures in one table: first paint, first visit and Lighthouse mobile (median of 3: score, CLS, LCP) on
// six routes, for this build beside the build before the design card's stack (commit c8563e6, decision
// 0106), read from scripts/bench/baseline-before-stack.json (decision 0161). Lighthouse 12.8.2 runs with npx, as in
// 05-lighthouse.mjs. Targets: first paint <= 92 kB gzip, first visit <= 100 kB, mobile >= 95, CLS <= 0.02.
// BENCH_RECORD_BASELINE=<dir with the old build's dist/> (and BENCH_BASELINE_COMMIT=<its commit>) measures that build
// instead and rewrites the baseline file.
// BENCH_PORT picks the preview server's port; BENCH_LH_RUNS the runs per route (3).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, median, startPreview } from '../benchSupport.mjs';
import { BUDGETS, firstLoadFiles, sizeOf } from '../firstLoad.mjs';

const BASELINE_FILE = 'scripts/bench/baseline-before-stack.json';
const ROUTES = ['/', '/parq', '/step-test/instructions', '/current-session', '/clients', '/sessions'];
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4193);
const recordFrom = process.env.BENCH_RECORD_BASELINE;
const dist = recordFrom ? join(recordFrom, 'dist') : 'dist';
const dir = mkdtempSync(join(tmpdir(), 'bench-stack-'));

function lighthouse(url) {
  const output = join(dir, 'report.json');
  execFileSync(
    'npx',
    [
      '--yes',
      'lighthouse@12.8.2',
      url,
      `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'ignore'], timeout: 180_000 },
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    cls: report.audits['cumulative-layout-shift'].numericValue,
    lcp: report.audits['largest-contentful-paint'].numericValue / 1000,
  };
}

/** First paint and first visit of `dist` (gzip kB), as the npm test budget step reads them. */
function sizes() {
  const { firstPaint, firstVisit } = firstLoadFiles(dist);
  return { firstPaint: sizeOf(dist, firstPaint).gzip / 1000, firstVisit: sizeOf(dist, firstVisit).gzip / 1000 };
}

async function measure() {
  const { base, stop } = await startPreview(PORT, dist);
  const lighthouseMobile = {};
  try {
    for (const route of ROUTES) {
      const url = route === '/' ? base : `${base}#${route}`;
      const runs = Array.from({ length: RUNS }, () => lighthouse(url));
      lighthouseMobile[route] = {
        score: median(runs.map((r) => r.score)),
        cls: median(runs.map((r) => r.cls)),
        lcp: median(runs.map((r) => r.lcp)),
      };
    }
  } finally {
    stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return { ...sizes(), lighthouseMobile, runs: RUNS, load: loadavg().map((n) => Number(n.toFixed(2))) };
}

const now = await measure();
if (recordFrom) {
  // A build exported with `git archive` has no repository: BENCH_BASELINE_COMMIT names its commit.
  const commit =
    process.env.BENCH_BASELINE_COMMIT ??
    execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: recordFrom, encoding: 'utf8' }).trim();
  writeFileSync(
    BASELINE_FILE,
    `${JSON.stringify({ commit, measuredOn: new Date().toISOString().slice(0, 10), ...now }, null, 2)}\n`,
  );
  console.log(`Recorded ${BASELINE_FILE} from ${dist}.`);
}
const before = JSON.parse(readFileSync(BASELINE_FILE, 'utf8'));

const pad = (text, n) => String(text).padEnd(n);
const kB = (n) => `${n.toFixed(1)} kB`;
const lh = (figures) =>
  figures ? `${pad(figures.score, 4)}CLS ${figures.cls.toFixed(3)}  LCP ${figures.lcp.toFixed(2)} s` : 'not measured';
console.log(
  `The stack's figures, this build beside the build before the stack (${before.commit}, measured ${before.measuredOn}, ` +
    `load ${before.load.join('/')}). Lighthouse 12.8.2 mobile, median of ${RUNS}; load average now ${now.load.join('/')} ` +
    '(1/5/15 min, 2 cores: single runs move by several points).',
);
console.log(`${pad('figure', 38)}${pad('now', 36)}before the stack`);
console.log(
  `${pad(`first paint (<= ${BUDGETS.firstPaint / 1000} kB gzip)`, 38)}${pad(kB(now.firstPaint), 36)}${kB(before.firstPaint)}`,
);
console.log(
  `${pad(`first visit (<= ${BUDGETS.firstVisit / 1000} kB gzip)`, 38)}${pad(kB(now.firstVisit), 36)}${kB(before.firstVisit)}`,
);
for (const route of ROUTES) {
  console.log(
    `${pad(`Lighthouse ${route}`, 38)}${pad(lh(now.lighthouseMobile[route]), 36)}${lh(before.lighthouseMobile[route])}`,
  );
}
const scores = ROUTES.map((route) => now.lighthouseMobile[route]);
const worstScore = Math.min(...scores.map((s) => s.score));
const worstCls = Math.max(...scores.map((s) => s.cls));
console.log(
  `targets: first paint ${now.firstPaint * 1000 <= BUDGETS.firstPaint ? 'within' : 'OVER'}, first visit ` +
    `${now.firstVisit * 1000 <= BUDGETS.firstVisit ? 'within' : 'OVER'}; mobile >= 95: worst ${worstScore} ${worstScore >= 95 ? 'within' : 'OVER'}; ` +
    `CLS <= 0.02: worst ${worstCls.toFixed(3)} ${worstCls <= 0.02 ? 'within' : 'OVER'}`,
);
