// Offline second visit through the service worker, and axe on every screen of the shell.
import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolationsAtEachWidth, submitDemographics } from './support';

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test('after the first visit the app reloads and navigates with the network off', async ({ page, context }) => {
    await page.goto('./');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
    await page.goto('#/parq'); // load the lazy chunk once while online (it is precached anyway)
    await expect(page.getByRole('heading', { name: 'Demographics' })).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Demographics' })).toBeVisible();
    await page.goto('./#/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to your fitness assessment');
    await context.setOffline(false);
  });
});

// The demographics submitted once (so /parq shows its next steps and the alert), then each screen checked at both
// widths; each screen's violations are reported.
test('axe: no serious or critical violation on #/, #/parq and #/no-such-page at 375 and 1280 px', async ({ page }) => {
  await submitDemographics(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolationsAtEachWidth(page, '#/parq');
  for (const [path, heading] of [
    ['#/', 'Welcome to your fitness assessment'],
    ['#/no-such-page', 'Error 404, Cannot Find Page'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousAxeViolationsAtEachWidth(page, path);
  }
});
