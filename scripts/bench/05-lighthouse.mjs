// Lighthouse 12.8.2 (fetched with npx at bench time; not a dependency) against the built app: performance score, CLS
// and LCP per route, mobile (default: simulated slow 4G and 4x CPU) and desktop preset, beside the predecessor's
// figures quoted in the issue and this app's before this work (decision 0076). Targets: mobile >= 95, desktop 100, CLS <= 0.02 everywhere,
// LCP at or below the predecessor's. BENCH_LH_ROUTES='/,/parq' picks routes; BENCH_LH_RUNS=3 takes medians of 3.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PREDECESSOR_FIGURES,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  PREDECESSOR,
  PREDECESSOR_LABEL,
  median,
  startPreview,
} from '../benchSupport.mjs';

const PORT = 4196;
const ROUTES = (
  process.env.BENCH_LH_ROUTES ?? '/,/parq,/step-test/instructions,/current-session,/relative-intensity'
).split(',');
const RUNS = Number(process.env.BENCH_LH_RUNS ?? 1);
const dir = mkdtempSync(join(tmpdir(), 'bench-lh-'));

function lighthouse(url, preset) {
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
      ...(preset === 'desktop' ? ['--preset=desktop'] : []),
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'ignore'], timeout: 180_000 },
  );
  const report = JSON.parse(readFileSync(output, 'utf8'));
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    cls: report.audits['cumulative-layout-shift'].numericValue,
    lcp: report.audits['largest-contentful-paint'].numericValue / 1000,
    tbt: report.audits['total-blocking-time'].numericValue,
  };
}

function medianRun(url, preset) {
  const runs = Array.from({ length: RUNS }, () => lighthouse(url, preset));
  return {
    score: median(runs.map((r) => r.score)),
    cls: median(runs.map((r) => r.cls)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
  };
}

const { base, stop } = await startPreview(PORT);
const rows = [];
try {
  for (const route of ROUTES) {
    const url = route === '/' ? base : `${base}#${route}`;
    rows.push({ route, mobile: medianRun(url, 'mobile'), desktop: medianRun(url, 'desktop') });
  }
} finally {
  stop();
  rmSync(dir, { recursive: true, force: true });
}

const pad = (text, n) => String(text).padEnd(n);
console.log(
  `Lighthouse 12.8.2 performance, ${RUNS === 1 ? 'one run' : `median of ${RUNS}`} per route (figures vary run to run on a shared host; ` +
    `load average at the end, 1/5/15 min on 2 cores: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')})`,
);
console.log(
  `${pad('route', 26)}${pad('mobile', 8)}${pad('CLS', 7)}${pad('LCP s', 7)}${pad('TBT ms', 8)}${pad('desktop', 9)}${pad('CLS', 7)}${pad('LCP s', 7)}| ${pad('predecessor', 11)}| ${PREDECESSOR_LABEL}`,
);
for (const { route, mobile, desktop } of rows) {
  const predecessorScore = PREDECESSOR.lighthouseMobile[route];
  const predecessorText =
    predecessorScore === undefined
      ? 'not quoted for this route'
      : `mobile ${predecessorScore}, desktop ${PREDECESSOR.lighthouseDesktop}${route === '/' ? `, LCP ${PREDECESSOR.lcpMobileHome} s` : ''}`;
  console.log(
    `${pad(route, 26)}${pad(mobile.score, 8)}${pad(mobile.cls.toFixed(3), 7)}${pad(mobile.lcp.toFixed(2), 7)}${pad(Math.round(mobile.tbt), 8)}` +
      `${pad(desktop.score, 9)}${pad(desktop.cls.toFixed(3), 7)}${pad(desktop.lcp.toFixed(2), 7)}| ${pad(PREDECESSOR_FIGURES.lighthouseMobile[route] ?? '-', 11)}| ${predecessorText}`,
  );
}
const worstMobile = Math.min(...rows.map((r) => r.mobile.score));
const worstDesktop = Math.min(...rows.map((r) => r.desktop.score));
const worstCls = Math.max(...rows.flatMap((r) => [r.mobile.cls, r.desktop.cls]));
console.log(
  `targets: mobile >= 95 on every route: worst ${worstMobile} ${worstMobile >= 95 ? 'within' : 'OVER'}; desktop 100: worst ${worstDesktop} ${worstDesktop >= 100 ? 'within' : 'OVER'}; ` +
    `CLS <= 0.02: worst ${worstCls.toFixed(3)} ${worstCls <= 0.02 ? 'within' : 'OVER'}; LCP vs predecessor: only the home page's (${PREDECESSOR.lcpMobileHome} s) is quoted`,
);
