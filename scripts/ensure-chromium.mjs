// Finds Debian's Chromium for the end-to-end tests and the browser benches; installs it when root, otherwise says how
// (the one command). `npm test` and `npm run bench` run what needs no browser either way (scripts/testPlan.mjs).
// The end-to-end tests run in Debian's `chromium-headless-shell` (the same Chromium build without the window system:
// about a quarter less time per test on two cores) where it is installed, in `chromium` otherwise; the benches keep
// the full browser, as Lighthouse and the predecessor's figures expect.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL_PATH = '/usr/lib/chromium/chromium-headless-shell';

/** The browser the end-to-end tests launch: CHROMIUM_PATH when set, else the headless shell, else the full browser. */
export function e2eChromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : chromiumPath;
}

/** The one command that installs Chromium where it is expected (Debian and Ubuntu). */
export const CHROMIUM_INSTALL_COMMAND =
  'sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell';

export function chromiumMissingMessage() {
  return (
    `[setup] Chromium not found at ${chromiumPath}. Install it with:\n\n    ${CHROMIUM_INSTALL_COMMAND}\n\n` +
    '        (or point CHROMIUM_PATH at a Chromium binary). The steps that need a browser were not run.'
  );
}

/**
 * The Chromium path, after installing Chromium and its headless shell when either is missing and this is root; null
 * when Chromium is missing and cannot be installed here (a missing headless shell alone only costs time).
 */
export function ensureChromium() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // A path given on purpose is never replaced by an install.
  const complete = existsSync(chromiumPath) && (existsSync(HEADLESS_SHELL_PATH) || process.env.CHROMIUM_PATH);
  if (!complete && isRoot && !process.env.CHROMIUM_PATH) {
    console.log('[setup] installing Debian chromium and chromium-headless-shell (apt-get)…');
    try {
      execSync('apt-get update -qq', { stdio: 'inherit' });
      execSync(
        'DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell fonts-liberation',
        { stdio: 'inherit', shell: '/bin/bash' },
      );
    } catch {
      console.error('[setup] apt-get could not install chromium.');
    }
  }
  return existsSync(chromiumPath) ? chromiumPath : null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (ensureChromium() === null) {
    console.error(chromiumMissingMessage());
    process.exit(1);
  }
}
