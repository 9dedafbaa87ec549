// Installs the npm dependencies from the lockfile when node_modules is missing or older than the lockfile.
// A node_modules that is a symbolic link (an install shared by several checkouts) is never reinstalled from here:
// `npm ci` would empty the shared directory through the link, breaking every checkout that uses it.
import { existsSync, lstatSync, statSync } from 'node:fs';
import { execSync } from 'node:child_process';

export function ensureNodeModules() {
  const lock = 'package-lock.json';
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs);
  if (!stale) return;
  if (existsSync('node_modules') && lstatSync('node_modules').isSymbolicLink()) {
    console.log(
      '[setup] node_modules is a shared link and looks older than package-lock.json; not reinstalling it here ' +
        '(update the shared install where it lives if a dependency changed).',
    );
    return;
  }
  console.log('[setup] installing npm dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureNodeModules();
