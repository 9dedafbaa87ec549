// Shared by the bench scripts in scripts/bench/: serve the production build with `vite preview` on a port of its own,
// the Chromium flags of the project's toolchain, and the predecessor's figures as measured on its own site (fit-tests.com
// cannot be reached from the bench machine, so they are printed as measured there, clearly labelled).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Whether the browser the benches drive is there (without it a bench prints only what needs no browser). */
export const chromiumAvailable = () => existsSync(CHROMIUM_PATH);
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PREDECESSOR_LABEL = 'predecessor, as measured on its own site (not reachable here)';

/**
 * The predecessor's figures, as measured on its own site (Lighthouse 12.8 mobile, medians of 3 runs; 4x CPU navigation; Past Sessions;
 * first visit). Only the ones the issue gives; null where it gives none.
 */
export const PREDECESSOR = {
  lighthouseMobile: {
    '/': 87,
    '/parq': 85,
    '/step-test/instructions': 88,
    '/current-session': 88,
    '/relative-intensity': 88,
  },
  lighthouseDesktop: 100, // "desktop ... vs 100" on every compared route
  lcpMobileHome: 3.77, // seconds, the only LCP figure the issue quotes for the predecessor
};

/** This app's figures before decision 0076, as the issue measured them (for "before" figures). */
export const PREDECESSOR_FIGURES = {
  lighthouseMobile: {
    '/': 89,
    '/parq': 66,
    '/step-test/instructions': 65,
    '/current-session': 62,
    '/relative-intensity': 70,
  },
  navigation4xMs: { '/current-session': 506, '/categories': 684 },
  pastSessions: { 10_000: { ms: 539 }, 50_000: { ms: 1607, heapMb: 52 } },
  firstVisitGzipKb: 108,
};

async function waitForServer(url, timeoutMs = 20_000) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`vite preview did not answer on ${url}`);
}

/**
 * Serves dist/ (or another build's `outDir`) on `port`; resolves with its base URL and a stop function (stops this
 * server only, by its process). A server that does not answer is stopped before the error is thrown, and any server
 * still running when the bench process exits (an error thrown before its own cleanup) is stopped then: a bench never
 * leaves a server behind.
 */
export async function startPreview(port, outDir = 'dist') {
  const server = spawn(
    'node_modules/.bin/vite',
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', outDir],
    { stdio: 'ignore' },
  );
  const stop = () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  };
  process.once('exit', stop);
  const base = `http://127.0.0.1:${port}/`;
  try {
    await waitForServer(base);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}

/**
 * Serves dist/ and launches Chromium, runs `measure(browser, base)`, and always closes both, also when Chromium fails to
 * start (a missing or broken binary): the launch is inside the cleanup, never before it.
 */
export async function withPreviewAndChromium(port, launchOptions, measure) {
  const { chromium } = await import('@playwright/test');
  const { base, stop } = await startPreview(port);
  let browser = null;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, ...launchOptions });
    return await measure(browser, base);
  } finally {
    await browser?.close();
    stop();
  }
}

/**
 * A module of the app (TypeScript, with its `@/` and `@machines/` aliases) loaded in Node through Vite's module runner,
 * so a bench takes a fact from its one home (a cue's pitches, a phase's start) instead of writing it again.
 */
export async function appModule(path) {
  const { runnerImport } = await import('vite');
  const { module: shared } = await runnerImport('./vite.shared.ts');
  const { module } = await runnerImport(`./${path}`, { configFile: false, resolve: { alias: shared.sharedAliases } });
  return module;
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
