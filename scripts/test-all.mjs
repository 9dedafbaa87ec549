// `npm test`: install what is needed (Chromium too, when root), then type check, lint and build (two at a time), unit tests,
// the size budget over the build (decision 0127), e2e. Without Chromium (and without root to install it) every step that needs no browser still runs, then it stops
// with the one command that installs Chromium (scripts/testPlan.mjs says which steps need it).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, existsSync } from 'node:fs';
import { ensureNodeModules } from './ensure-deps.mjs';
import { chromiumMissingMessage, ensureChromium } from './ensure-chromium.mjs';
import { TEST_STEPS, testStepsToRun } from './testPlan.mjs';

ensureNodeModules();
const chromiumAvailable = ensureChromium() !== null;
if (!chromiumAvailable)
  console.log(
    '[setup] Chromium not found: every step that needs no browser runs, then this stops with how to install it.',
  );
mkdirSync('test-results', { recursive: true });

const counts = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
const failedTests = [];
const timings = [];
const runStarted = Date.now();
let built = false;

// Every step runs even after a failure (one run shows every problem); only the e2e step needs the build.
function recordResult({ name, countsAsOneTest, vitestReport }, status, seconds) {
  // What each step costs, printed where the README's table of costs comes from.
  timings.push(`${name} ${seconds.toFixed(0)} s`);
  if (status !== 0) failedSteps.push(name);
  else if (name === 'production build') built = true;
  // A check that is one test of its own (the size budget) counts as one passed or failed test.
  if (countsAsOneTest) counts[status === 0 ? 'passed' : 'failed'] += 1;
  if (vitestReport && existsSync(vitestReport)) {
    const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
    counts.passed += report.numPassedTests ?? 0;
    counts.failed += report.numFailedTests ?? 0;
    counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // Named again at the very end: a long run's log is often read from its tail only.
    for (const file of report.testResults ?? []) {
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'failed')
          failedTests.push(`${file.name.replace(process.cwd() + '/', '')} > ${test.fullName}`);
      }
    }
  }
}

/** Runs a step with its output held back, so that two steps running at once print one after the other. */
function runHeldBack(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: '/bin/bash', stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ status: code ?? 1, output, seconds: (Date.now() - started) / 1000 }));
  });
}

const steps = testStepsToRun(chromiumAvailable);
// The checks that each use one core (type check, lint, format, knip, jscpd, build) run two at a time on the two cores;
// each prints its output whole when it ends, in the plan's order.
const overlapping = steps.filter((step) => step.overlaps);
const held = new Map();
let next = 0;
await Promise.all(
  [0, 1].map(async () => {
    while (next < overlapping.length) {
      const step = overlapping[next++];
      held.set(step, await runHeldBack(step.command));
    }
  }),
);
for (const step of overlapping) {
  const { status, output, seconds } = held.get(step);
  console.log(`\n=== ${step.name}: ${step.command}`);
  process.stdout.write(Buffer.concat(output));
  recordResult(step, status, seconds);
}
for (const step of steps.filter((step) => !step.overlaps)) {
  if (step.needsBuild && !built) continue;
  console.log(`\n=== ${step.name}: ${step.command}`);
  const env = step.name.startsWith('end-to-end') ? { PLAYWRIGHT_JSON_OUTPUT_NAME: 'test-results/playwright.json' } : {};
  const started = Date.now();
  const result = spawnSync(step.command, { stdio: 'inherit', shell: '/bin/bash', env: { ...process.env, ...env } });
  recordResult(step, result.status, (Date.now() - started) / 1000);
}
if (chromiumAvailable && existsSync('test-results/playwright.json')) {
  const stats = JSON.parse(readFileSync('test-results/playwright.json', 'utf8')).stats ?? {};
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed += stats.unexpected ?? 0;
  counts.skipped += stats.skipped ?? 0;
}

console.log(`\nTime: ${timings.join(', ')}; in all ${((Date.now() - runStarted) / 60_000).toFixed(1)} min`);
for (const test of failedTests) console.log(`FAILED test: ${test}`);
if (failedSteps.length) console.log(`FAILED steps: ${failedSteps.join(', ')}`);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
if (!chromiumAvailable) {
  const notRun = TEST_STEPS.filter((step) => step.needsChromium)
    .map((step) => step.name)
    .join(', ');
  console.error(`\nNot run: ${notRun}.\n${chromiumMissingMessage()}`);
  process.exit(1);
}
process.exit(failedSteps.length || counts.failed > 0 ? 1 : 0);
