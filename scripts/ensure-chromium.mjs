// Makes sure Debian's Chromium is present for the end-to-end tests; installs it when root, otherwise says how.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return chromiumPath;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`[setup] Chromium not found at ${chromiumPath}.\n` +
      '        Install it with:  sudo apt-get update && sudo apt-get install -y chromium\n' +
      '        or point CHROMIUM_PATH at a Chromium binary. End-to-end tests cannot run without it.');
    process.exit(1);
  }
  console.log('[setup] installing Debian chromium (apt-get)…');
  execSync('apt-get update -qq', { stdio: 'inherit' });
  execSync('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation', { stdio: 'inherit', shell: '/bin/bash' });
  if (!existsSync(chromiumPath)) {
    console.error(`[setup] apt-get finished but ${chromiumPath} is still missing.`);
    process.exit(1);
  }
  return chromiumPath;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
