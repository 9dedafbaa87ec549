// Looks right everywhere (decisions 0130 and 0131): the light and the dark theme (the browser's preference,
// and the person's choice in the footer, remembered), with axe reporting no serious or critical violation (contrast
// included) on home, a result with its gauge, a client's history with charts and the test-day display in both; and a
// date shown in an en-US and a de-DE browser. Screenshots (with E2E_SHOTS=1) in /tmp/shots-themes/.
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ALEX, enterSession, saveFromCurrentSession, startNewSession } from './clients-support';
import { pauseClock, submitDemographics, reviewShot } from './support';

const SHOTS = '/tmp/shots-themes';
mkdirSync(SHOTS, { recursive: true });

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The page's own background colour, as the theme gives it. */
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

for (const scheme of ['light', 'dark'] as const) {
  test(`${scheme} theme: home, a result, a history with charts and the test-day display, axe clean`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.emulateMedia({ colorScheme: scheme });
    await page.clock.install({ time: new Date('2026-01-10T10:00:00Z') });

    await page.goto('#/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const rootBackground = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    expect(rootBackground).toBe(scheme === 'dark' ? 'rgb(18, 23, 25)' : 'rgb(255, 255, 255)');
    await reviewShot(page, `${SHOTS}/home-${scheme}.png`);
    await expectNoSeriousViolations(page, 'home');

    // A result with its gauge, then a second session, so the history has lines to draw.
    await enterSession(page, ALEX, { pushups: '20', sitAndReach: '28' });
    await saveFromCurrentSession(page);
    await page.clock.setSystemTime(new Date('2026-03-15T10:00:00Z'));
    // A re-test weeks later is a session of its own (decision 0101).
    await startNewSession(page);
    await page.goto('#/pushups/results');
    await page.getByLabel('Pushups completed').fill('26');
    await page.getByRole('button', { name: /^(Submit|Update)$/ }).click();
    await expect(page.getByRole('heading', { name: /You are in the/ })).toBeVisible();
    await expect(page.locator('.category-gauge').first()).toBeVisible();
    await reviewShot(page, `${SHOTS}/result-${scheme}.png`, { fullPage: true });
    await expectNoSeriousViolations(page, 'result');
    await saveFromCurrentSession(page, 'Save This Session');

    await page.goto('#/clients');
    await page.getByRole('link', { name: 'History of Alex Smith' }).click();
    const chart = page.getByRole('figure', { name: 'Pushups' });
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('canvas').first()).toBeVisible();
    await reviewShot(page, `${SHOTS}/history-${scheme}.png`, { fullPage: true });
    await expectNoSeriousViolations(page, 'history');

    await page.goto('#/step-test/instructions');
    await pauseClock(page);
    await page.getByRole('link', { name: 'Click to Begin' }).click();
    await expect(page.locator('.protocol-phase-text')).toHaveText('Get ready in...');
    await page.clock.runFor(3_100);
    await expect(page.locator('.protocol-phase-text')).toHaveText('Step test in progress');
    await reviewShot(page, `${SHOTS}/test-day-${scheme}.png`);
    // axe waits on timers: the clock runs again (the test goes on stepping meanwhile).
    await page.clock.resume();
    await expectNoSeriousViolations(page, 'test-day display');
    await page.getByRole('button', { name: 'Full screen' }).click();
    await reviewShot(page, `${SHOTS}/test-day-full-${scheme}.png`);
    await expectNoSeriousViolations(page, 'test-day full screen');
  });
}

test('the footer choice overrides the browser preference and is remembered; "As the device" follows it again', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('#/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const dark = await background(page);
  await page.getByRole('radio', { name: 'Light' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  const light = await background(page);
  expect(light).not.toBe(dark);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await background(page)).toBe(light);
  await page.getByRole('radio', { name: 'As the device' }).check();
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /./);
  expect(await background(page)).toBe(dark);
  await page.getByRole('radio', { name: 'Dark' }).check();
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await background(page)).toBe(dark);
});

test("a stored Dark is on the page's own first paint, before any of the app's scripts has arrived", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => localStorage.setItem('themeChoice', 'dark'));
  await page.route(/\/assets\/[^/?]+\.js(\?|$)/, () => {}); // never answered
  await page.goto('#/parq', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Demographics' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background(page)).toBe('rgb(18, 23, 25)');
});

for (const [locale, expected] of [
  ['en-US', 'Mar 15, 2026'],
  ['de-DE', '15. März 2026'],
] as const) {
  test.describe(`dates in ${locale}`, () => {
    test.use({ locale });
    test(`the summary title and the clients list show the date as ${locale} writes it`, async ({ page }) => {
      await page.clock.install({ time: new Date('2026-03-15T10:00:00Z') });
      await submitDemographics(page, { fname: 'Ada', lname: 'Lovelace', sex: 'FEMALE', age: '36' });
      await page.goto('#/current-session');
      const long = locale === 'en-US' ? 'March 15, 2026' : '15. März 2026';
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`Your Fitness Summary on ${long}`);
      await saveFromCurrentSession(page);
      await page.goto('#/clients');
      await expect(page.locator('.client-facts').first()).toContainText(`Last test ${expected}`);
    });
  });
}
