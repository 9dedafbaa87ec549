// `npm test`: install what is needed (Chromium included), then type check, lint, unit + machine path tests, build, the
// size budget over the build (decision 0127), e2e.
import { spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, existsSync } from 'node:fs';
import { ensureNodeModules } from './ensure-deps.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

ensureNodeModules();
ensureChromium();
mkdirSync('test-results', { recursive: true });

const counts = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];

// Every step runs even after a failure (one run shows every problem); only the e2e step needs the build.
function step(name, command, env = {}) {
  console.log(`\n=== ${name}: ${command}`);
  const result = spawnSync(command, { stdio: 'inherit', shell: '/bin/bash', env: { ...process.env, ...env } });
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
}

step('type check', 'node_modules/.bin/tsc --noEmit -p tsconfig.json');
step('lint', 'node_modules/.bin/eslint . --max-warnings=0');
step('unit, component and machine path tests',
  'node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json');
if (existsSync('test-results/vitest.json')) {
  const report = JSON.parse(readFileSync('test-results/vitest.json', 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
const built = step('production build', 'node_modules/.bin/vite build');
// The first paint and first visit over their budgets fail the run (one more passed or failed check in the count).
if (built) counts[step('size budget', 'node scripts/check-size-budget.mjs') ? 'passed' : 'failed'] += 1;
if (built) step('end-to-end tests (Chromium)', 'node_modules/.bin/playwright test --reporter=list,json',
  { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json' });
if (existsSync('test-results/playwright.json')) {
  const stats = JSON.parse(readFileSync('test-results/playwright.json', 'utf8')).stats ?? {};
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed += stats.unexpected ?? 0;
  counts.skipped += stats.skipped ?? 0;
}

console.log('');
if (failedSteps.length) console.log(`FAILED steps: ${failedSteps.join(', ')}`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps.length || counts.failed > 0 ? 1 : 0);
