// `npm run bench`: prints performance figures (not pass/fail tests). Each section is a separate script in scripts/bench/.
// Without Chromium the sections that need no browser still run (scripts/testPlan.mjs), then it names the one command
// that installs Chromium.
import { readdirSync } from 'node:fs';
import { execSync, spawnSync } from 'node:child_process';
import { ensureNodeModules } from './ensure-deps.mjs';
import { chromiumMissingMessage, ensureChromium } from './ensure-chromium.mjs';
import { benchesToRun } from './testPlan.mjs';

ensureNodeModules();
const chromiumAvailable = ensureChromium() !== null;
const only = process.argv[2];
const files = readdirSync('scripts/bench')
  .filter((f) => f.endsWith('.mjs'))
  .sort()
  .filter((f) => !only || f.includes(only));
const { run, skipped } = benchesToRun(files, chromiumAvailable);
if (run.some((f) => !f.startsWith('01-'))) execSync('node_modules/.bin/vite build', { stdio: 'ignore' });
let failed = false;
for (const file of run) {
  console.log(`\n### ${file.replace(/^\d+-/, '').replace(/\.mjs$/, '')}`);
  const result = spawnSync('node', [`scripts/bench/${file}`], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
if (skipped.length) {
  console.log(
    `\nNot run without Chromium: ${skipped.map((f) => f.replace(/^\d+-/, '').replace(/\.mjs$/, '')).join(', ')}.`,
  );
  console.error(chromiumMissingMessage());
  failed = true;
}
process.exit(failed ? 1 : 0);
