// `npm run bench`: prints performance figures (not pass/fail tests). Each section is a separate script in scripts/bench/.
import { readdirSync } from 'node:fs';
import { execSync, spawnSync } from 'node:child_process';
import { ensureNodeModules } from './ensure-deps.mjs';

ensureNodeModules();
const only = process.argv[2];
const benches = readdirSync('scripts/bench').filter((f) => f.endsWith('.mjs')).sort()
  .filter((f) => !only || f.includes(only));
if (!only || benches.some((f) => !f.startsWith('01-'))) execSync('node_modules/.bin/vite build', { stdio: 'ignore' });
let failed = false;
for (const file of benches) {
  console.log(`\n### ${file.replace(/^\d+-/, '').replace(/\.mjs$/, '')}`);
  const result = spawnSync('node', [`scripts/bench/${file}`], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
