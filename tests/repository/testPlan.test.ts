// Which `npm test` steps and `npm run bench` sections run without Chromium: every check
// that needs no browser runs; only the browser steps wait for Chromium.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BENCH_CHROMIUM_USE, TEST_STEPS, benchesToRun, testStepsToRun } from '../../scripts/testPlan.mjs';

describe('npm test without Chromium', () => {
  it('still runs the type check, lint, format check, unused-export and copy checks, unit tests, build and size budget, and only the end-to-end tests wait for Chromium', () => {
    expect(testStepsToRun(false).map((step) => step.name)).toEqual([
      'type check',
      'lint',
      'format',
      'unused exports',
      'copy threshold',
      'unit, component and machine path tests',
      'production build',
      'size budget',
    ]);
    expect(testStepsToRun(true)).toEqual(TEST_STEPS);
    expect(TEST_STEPS.filter((step) => step.needsChromium).map((step) => step.command)).toEqual([
      expect.stringContaining('playwright test'),
    ]);
  });
});

describe('npm run bench without Chromium', () => {
  const files = readdirSync('scripts/bench')
    .filter((file) => file.endsWith('.mjs'))
    .sort();

  it('runs the first-load sizes, which need no browser, and skips every section that needs one', () => {
    const { run, skipped } = benchesToRun(files, false);
    expect(run).toEqual(['01-first-load-size.mjs']);
    expect([...run, ...skipped].sort()).toEqual(files);
    expect(benchesToRun(files, true)).toEqual({ run: files, skipped: [] });
  });

  it('names only bench files that exist', () => {
    for (const file of Object.keys(BENCH_CHROMIUM_USE)) expect(files).toContain(file);
  });
});
