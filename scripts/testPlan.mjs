// Which checks `npm test` runs, and which `npm run bench` sections run, with or without Chromium: everything that needs
// no browser always runs (a machine without Chromium and without root still gets the type check, lint, unit tests and
// build, and the bench's size figures). Pure data and functions, tested by tests/repository/testPlan.test.ts.

/** The files Prettier formats: the code and its style sheets (prose, data and HTML keep their own layout). */
export const FORMATTED_FILES = '"**/*.{ts,tsx,js,mjs,cjs,css}"';

/**
 * `npm test`'s steps in order; `needsBuild`: runs only when the build step passed; `countsAsOneTest`: one check in the
 * count; `overlaps`: a one-core check that runs beside another before the rest.
 */
export const TEST_STEPS = [
  {
    name: 'type check',
    overlaps: true,
    command: 'node_modules/.bin/tsc --noEmit -p tsconfig.json',
    needsChromium: false,
  },
  { name: 'lint', overlaps: true, command: 'node_modules/.bin/eslint . --max-warnings=0', needsChromium: false },
  // One formatter for the code (decision 0145); `npm run format` writes what this checks.
  {
    name: 'format',
    overlaps: true,
    command: `node_modules/.bin/prettier --check ${FORMATTED_FILES}`,
    needsChromium: false,
  },
  // An export nothing imports is dead code or a missed import (knip.json says what counts as used).
  { name: 'unused exports', overlaps: true, command: 'node_modules/.bin/knip --no-progress', needsChromium: false },
  // Code written twice in src and machines, over the threshold of .jscpd.json (set just above today's figure).
  { name: 'copy threshold', overlaps: true, command: 'node_modules/.bin/jscpd', needsChromium: false },
  {
    name: 'unit, component and machine path tests',
    command:
      'node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json',
    needsChromium: false,
    // Read as soon as the step ends: the e2e step empties test-results/ when it starts.
    vitestReport: 'test-results/vitest.json',
  },
  { name: 'production build', overlaps: true, command: 'node_modules/.bin/vite build', needsChromium: false },
  // The first paint and first visit over their budgets fail the run (decision 0127).
  {
    name: 'size budget',
    command: 'node scripts/check-size-budget.mjs',
    needsChromium: false,
    needsBuild: true,
    countsAsOneTest: true,
  },
  {
    name: 'end-to-end tests (Chromium)',
    command: 'node_modules/.bin/playwright test --reporter=list,json',
    needsChromium: true,
    needsBuild: true,
  },
];

/** The steps that can run: all of them with Chromium, else those that need no browser. */
export function testStepsToRun(chromiumAvailable) {
  return TEST_STEPS.filter((step) => chromiumAvailable || !step.needsChromium);
}

/**
 * How each bench section uses Chromium: 'none', 'part' (prints its browserless figures first, then skips the rest
 * without a browser), or 'all'. A section not listed needs it all.
 */
export const BENCH_CHROMIUM_USE = { '01-first-load-size.mjs': 'part' };

/** The bench files to run, in order, and those skipped because they need Chromium that is missing. */
export function benchesToRun(files, chromiumAvailable) {
  const needsAll = (file) => (BENCH_CHROMIUM_USE[file] ?? 'all') === 'all';
  return {
    run: files.filter((file) => chromiumAvailable || !needsAll(file)),
    skipped: chromiumAvailable ? [] : files.filter(needsAll),
  };
}
