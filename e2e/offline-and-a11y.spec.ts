// Offline second visit through the service worker, and axe on every screen of the shell.
import { expect, test } from '@playwright/test';
import { seriousAxeViolations, submitDemographics } from './support';

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

// One test per width: the demographics submitted once (so /parq shows its next steps and the alert), then each screen;
// each screen's violations are reported.
for (const width of [375, 1280]) {
  test(`axe: no serious or critical violation on #/, #/parq and #/no-such-page at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await submitDemographics(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const check = async (path: string) => {
      expect.soft(await seriousAxeViolations(page, path)).toEqual([]);
    };
    await check('#/parq');
    for (const path of ['#/', '#/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await check(path);
    }
  });
}
