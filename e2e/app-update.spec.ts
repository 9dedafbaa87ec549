// A new version deployed while the app is open (decision 0122): two builds told apart by
// VITE_APP_BUILD, served in turn by a small static server of this spec (a deploy swaps every file at once). During a
// step test the run goes on, the prompt shows, Reload asks first; after the run Reload lands on the new version with
// the session intact. A screen whose chunk the deploy removed reloads into the new version instead of the error page.
// The server listens on a port the system picks (0): the configured preview server keeps serving dist/ to the others.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fillDemographics, pauseClock, storedUser, reviewShot } from './support';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain',
  '.json': 'application/json',
};

const work = mkdtempSync(join(tmpdir(), 'app-update-'));
// The first version is dist/, the build every other spec runs against (built without VITE_APP_BUILD, so its name is
// empty): only the second is built here, which halves this spec's build time.
const builds = { first: 'dist', second: join(work, 'second') };
const BUILD_NAMES = { first: '', second: 'second' };
const served = { root: builds.first };
let server: Server;
let base = '';

function buildSecond() {
  execFileSync('node_modules/.bin/vite', ['build', '--outDir', builds.second, '--emptyOutDir', '--logLevel', 'error'], {
    env: { ...process.env, VITE_APP_BUILD: BUILD_NAMES.second },
    stdio: 'inherit',
  });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  buildSecond();
  server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    const file = join(served.root, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      });
      response.end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(work, { recursive: true, force: true });
});

test.beforeEach(() => {
  served.root = builds.first;
});

const runningBuild = (page: Page) => page.evaluate(() => document.documentElement.dataset.build);
const phase = (page: Page) => page.locator('.protocol-phase-text');
const remaining = (page: Page) => page.getByRole('timer', { name: 'Time left in this phase' });
const prompt = (page: Page) => page.getByTestId('update-prompt');

test("the second build removes the first one's screen chunks (what the tests below rely on)", () => {
  const chunks = (dir: string) =>
    readdirSync(join(dir, 'assets')).filter((file) => file.startsWith('PushupResultsScreen-'));
  expect(chunks(builds.first)).toHaveLength(1);
  expect(chunks(builds.second)).toHaveLength(1);
  expect(chunks(builds.second)).not.toEqual(chunks(builds.first));
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a new version during a step test: the run goes on, the prompt shows, Reload lands on it with the session intact', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(base);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
    expect(await runningBuild(page)).toBe(BUILD_NAMES.first);
    await page.clock.install();
    await page.goto(`${base}#/parq`); // this spec's server, not the configured baseURL
    await fillDemographics(page, { sex: 'MALE', age: '25' });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('alert-banner')).toHaveText('success: form submitted');
    await page.goto(`${base}#/step-test/instructions`);
    await pauseClock(page);
    await page.getByRole('link', { name: 'Click to Begin' }).click();
    await page.clock.runFor(3_100 + 60_000);
    await expect(phase(page)).toHaveText('Step test in progress');
    await expect(remaining(page)).toHaveText('02:00');

    // The deploy: every file is now the second build's; the app's update check finds the new worker.
    served.root = builds.second;
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    await expect(prompt(page)).toHaveText(/A new version is ready/, { timeout: 30_000 });
    await expect(prompt(page).getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(page.getByRole('status').filter({ has: prompt(page) })).toHaveAttribute('aria-live', 'polite');
    await reviewShot(page, test.info().outputPath('update-prompt-during-step-test-1280.png'));

    // Nothing took over: the run goes on, on the first build.
    await page.clock.runFor(30_000);
    await expect(phase(page)).toHaveText('Step test in progress');
    await expect(remaining(page)).toHaveText('01:30');
    await expect(page.locator('main')).not.toContainText('null');
    expect(await runningBuild(page)).toBe(BUILD_NAMES.first);

    // Reload during the run asks first; Not now keeps the run and the prompt.
    await prompt(page).getByRole('button', { name: 'Reload' }).click();
    await expect(prompt(page)).toContainText('Reloading now would stop the timed test that is running');
    await prompt(page).getByRole('button', { name: 'Not now' }).click();
    await expect(prompt(page).getByRole('button', { name: 'Reload' })).toBeVisible();
    await page.clock.runFor(90_000 + 5_000 + 15_000);
    await expect(page.getByRole('button', { name: 'Click To Enter Your Results' })).toBeVisible();
    await page.clock.resume();
    await page.getByRole('button', { name: 'Click To Enter Your Results' }).click();
    await page.getByLabel('Pulses counted in 15 seconds').fill('38');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('VO2 max 47.49 mL/kg/min (McArdle Step Test)')).toBeVisible();
    expect(await runningBuild(page)).toBe(BUILD_NAMES.first);

    // After the run, Reload applies the new version at once.
    await prompt(page).getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => runningBuild(page).catch(() => ''), { timeout: 30_000 }).toBe(BUILD_NAMES.second);
    await expect(page.getByRole('heading', { level: 1, name: 'Step Test Results' })).toBeVisible();
    await expect(prompt(page)).toHaveCount(0);
    const user = await storedUser(page);
    expect(user.vo2Max).toMatchObject({ vo2Max: 47.49, test: 'McArdle Step Test' });
    await page.goto(`${base}#/current-session`);
    await expect(page.getByText(/47\.49/).first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a half-filled form holds the update: Reload asks first (375 px, axe)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(base);
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });
    await page.goto(`${base}#/parq`);
    await page.getByLabel('First name').fill('Ada');
    served.root = builds.second;
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration?.update()));
    await prompt(page).getByRole('button', { name: 'Reload' }).click({ timeout: 30_000 });
    await expect(prompt(page)).toContainText('Reloading now would lose the entries not yet submitted');
    await reviewShot(page, test.info().outputPath('update-prompt-confirm-375.png'));
    const axe = await new AxeBuilder({ page }).include('.status-overlay').analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
    await prompt(page).getByRole('button', { name: 'Reload anyway' }).click();
    await expect.poll(() => runningBuild(page).catch(() => ''), { timeout: 30_000 }).toBe(BUILD_NAMES.second);
  });
});

test('a screen whose chunk a new version removed reloads into the new version, not the error page', async ({
  page,
}) => {
  await page.goto(base); // no service worker (blocked, as on a first visit): the server's files are all there is
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page paints the heading itself; the entry that says which build runs may arrive after it.
  await expect.poll(() => runningBuild(page)).toBe(BUILD_NAMES.first);
  // The first version's app state is here (home loads it when idle; the heading is painted before that): only the
  // screen's chunk is missing once the server has the second.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => /\/assets\/state-[^/]+\.js$/.test(entry.name)),
  );
  served.root = builds.second;
  await page.evaluate(() => {
    location.hash = '#/pushups/results';
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Pushup Results' })).toBeVisible({ timeout: 30_000 });
  expect(await runningBuild(page)).toBe(BUILD_NAMES.second);
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
});

test('a chunk still missing after that reload shows the error page instead of reloading again', async ({ page }) => {
  await page.goto(base);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let reloads = 0;
  page.on('load', () => {
    reloads += 1;
  });
  // Every screen chunk is gone, in each version (a broken deploy): one reload, then the error page.
  await page.route('**/assets/PushupResultsScreen-*.js', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.evaluate(() => {
    location.hash = '#/pushups/results';
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible({
    timeout: 30_000,
  });
  await page.waitForTimeout(1_000);
  expect(reloads).toBe(1); // the one reload; never a loop
});
