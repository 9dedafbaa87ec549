// Installs the npm dependencies from the lockfile when node_modules is missing or older than the lockfile.
import { existsSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';

export function ensureNodeModules() {
  const lock = 'package-lock.json';
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  console.log('[setup] installing npm dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureNodeModules();
