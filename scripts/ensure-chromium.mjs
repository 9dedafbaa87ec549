// Finds Debian's Chromium for the end-to-end tests and the browser benches; installs it when root, otherwise says how
// (the one command). `npm test` and `npm run bench` run what needs no browser either way (scripts/testPlan.mjs).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The one command that installs Chromium where it is expected (Debian and Ubuntu). */
export const CHROMIUM_INSTALL_COMMAND = 'sudo apt-get update && sudo apt-get install -y chromium';

export function chromiumMissingMessage() {
  return (
    `[setup] Chromium not found at ${chromiumPath}. Install it with:\n\n    ${CHROMIUM_INSTALL_COMMAND}\n\n` +
    '        (or point CHROMIUM_PATH at a Chromium binary). The steps that need a browser were not run.'
  );
}

/** The Chromium path, after installing it when missing and root; null when it is missing and cannot be installed here. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || process.env.CHROMIUM_PATH) return null; // a path given on purpose is never replaced by an install
  console.log('[setup] installing Debian chromium (apt-get)…');
  try {
    execSync('apt-get update -qq', { stdio: 'inherit' });
    execSync('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation', {
      stdio: 'inherit',
      shell: '/bin/bash',
    });
  } catch {
    console.error('[setup] apt-get could not install chromium.');
  }
  return existsSync(chromiumPath) ? chromiumPath : null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (ensureChromium() === null) {
    console.error(chromiumMissingMessage());
    process.exit(1);
  }
}
