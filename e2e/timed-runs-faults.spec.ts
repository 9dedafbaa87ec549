// Timed runs that outlive a reload, a clock change, hours away, a full storage and a hidden tab,
// in real Chromium with the fault injected as the browser causes it: a reload, Playwright's clock jumping forward
// and back, a quota error on the snapshot write (an init script wrapping Storage.prototype.setItem) and a hidden page.
import { expect, test, type Page } from '@playwright/test';
import { MAN_25, pauseClock, submitDemographics } from './support';

const phase = (page: Page) => page.locator('.protocol-phase-text');
const remaining = (page: Page) => page.getByRole('timer', { name: 'Time left in this phase' });
const secondsOf = (text: string | null) => {
  const [m, s] = (text ?? '').split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
};

async function stepping(page: Page, runMs: number) {
  await page.clock.install();
  await submitDemographics(page, MAN_25);
  await pauseClock(page);
  await page.goto('#/step-test/progress');
  await expect(phase(page)).toHaveText('Get ready in...');
  await page.clock.runFor(runMs);
  await expect(phase(page)).toHaveText('Step test in progress');
}

test('1. reload while stepping, 5 s on the offer, Resume: the time left is right (about 120 s, not 107)', async ({
  page,
}) => {
  await stepping(page, 60_000); // 57 s into stepping: 123 s left
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Unfinished step test' })).toBeVisible();
  await page.clock.runFor(5_000);
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(phase(page)).toHaveText('Step test in progress');
  const left = secondsOf(await remaining(page).textContent());
  expect(left).toBeGreaterThanOrEqual(116);
  expect(left).toBeLessThanOrEqual(120);
});

test('2. a step test left running and reopened 3 hours later is set aside and offered, with its results', async ({
  page,
}) => {
  await stepping(page, 30_000);
  // The tester leaves the screen (the run stays saved), and comes back 3 hours later.
  await page.goto('#/');
  await page.clock.fastForward(3 * 60 * 60 * 1000);
  await page.goto('#/step-test/progress');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Unfinished step test' })).toBeVisible();
  await expect(
    page.getByText(/This step test was left running (about )?3 hours ago and was set aside\./),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByRole('button', { name: 'Click To Enter Your Results' })).toBeVisible();
});

test('2. a Bruce test left running and reopened 3 hours later is set aside and offered with its result', async ({
  page,
}) => {
  await page.clock.install();
  await submitDemographics(page, MAN_25);
  await page.goto('#/treadmill-protocols/bruce');
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.clock.runFor(200_000);
  await page.goto('#/');
  await page.clock.fastForward(3 * 60 * 60 * 1000);
  await page.goto('#/treadmill-protocols/bruce');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Unfinished Bruce test' })).toBeVisible();
  await expect(
    page.getByText(/This Bruce test was left running (about )?3 hours ago and was set aside\./),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start over' })).toBeVisible();
});

test('3. with storage full the running step test says it cannot be kept, and so does the reload', async ({ page }) => {
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key.startsWith('protocolSnapshot:stepTest@') && !key.endsWith(':notKept'))
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    };
  });
  await submitDemographics(page, MAN_25);
  await page.goto('#/step-test/progress');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This step test cannot be kept if the page is reloaded or closed' }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('alert').filter({ hasText: /A step test was running at \d\d:\d\d but could not be kept/ }),
  ).toBeVisible();
});

test('4. the device clock moved back 10 minutes does not drop a running step test, before or after a reload', async ({
  page,
}) => {
  await stepping(page, 60_000);
  const now = await page.evaluate(() => Date.now());
  await page.clock.setSystemTime(now - 10 * 60 * 1000);
  await page.clock.runFor(2_000);
  await expect(phase(page)).toHaveText('Step test in progress');
  expect(secondsOf(await remaining(page).textContent())).toBeGreaterThanOrEqual(119);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Unfinished step test' })).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(phase(page)).toHaveText('Step test in progress');
});

test('5. a pushup run hidden for 10 minutes shows about 621 s when visible again', async ({ page }) => {
  await page.clock.install();
  await pauseClock(page);
  await page.goto('#/pushups/test');
  await page.clock.runFor(3_000 + 21_000); // countdown, then 21 s counted
  const elapsed = page.getByRole('timer', { name: 'Time elapsed' });
  await expect(elapsed).toHaveText('00:21');
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => value });
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => value === 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);
  await setVisibility('hidden');
  await page.clock.fastForward(600_000);
  await setVisibility('visible');
  await expect(elapsed).toHaveText(/^10:2[01]$/);
});

test('6. a grip reading logged before a reload is kept', async ({ page }) => {
  await submitDemographics(page, MAN_25);
  await page.goto('#/grip-strength/test');
  await page.getByLabel('Reading, left hand (kg)').fill('41');
  await page.getByRole('button', { name: 'Log left hand' }).click();
  await page.getByLabel('Reading, right hand (kg)').fill('44.5');
  await page.getByRole('button', { name: 'Log right hand' }).click();
  await page.reload();
  const rows = page.getByRole('table', { name: 'Trials' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2)).toContainText('44.5 kg');
  await expect(page.getByRole('status').filter({ hasText: 'Trial 3 of 4: left hand' })).toBeVisible();
});
