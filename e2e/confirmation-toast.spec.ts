// The 'success: form submitted' confirmation (spec §4): it never covers the result it confirms (at the foot of the
// window when the result is clear of it, else at the top), and it belongs to its screen: leaving the screen takes it
// away (the clock is paused, so its own 3 s never pass). Screenshots (with E2E_SHOTS=1) in /tmp/shots-toast/.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { pauseClock, submitDemographics, reviewShot } from './support';

const SHOTS = '/tmp/shots-toast';
mkdirSync(SHOTS, { recursive: true });

async function overlap(page: Page): Promise<number> {
  return page.evaluate(() => {
    const banner = document.querySelector('[data-testid="alert-banner"]')!.getBoundingClientRect();
    const panel = document.querySelector('main .category-panel')!.getBoundingClientRect();
    const top = Math.max(banner.top, panel.top, 0);
    const bottom = Math.min(banner.bottom, panel.bottom, window.innerHeight);
    const left = Math.max(banner.left, panel.left);
    const right = Math.min(banner.right, panel.right);
    return Math.max(0, bottom - top) * Math.max(0, right - left);
  });
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 375, height: 812 },
]) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`at ${size} the confirmation of a pushup count covers no part of its result, and goes with its screen`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.clock.install();
    await submitDemographics(page, { sex: 'MALE', age: '25' });
    await page.goto('#/pushups/results');
    await pauseClock(page);
    await page.getByLabel('Pushups completed').fill('36');
    await page.getByRole('button', { name: 'Submit' }).click();
    const banner = page.getByTestId('alert-banner');
    await expect(banner).toHaveText('success: form submitted');
    await expect(page.getByRole('heading', { name: 'You are in the "Excellent" category' })).toBeVisible();
    await reviewShot(page, `${SHOTS}/pushups-submitted-${size}.png`);
    await expect.poll(() => overlap(page), 'px² of the result under the confirmation').toBe(0);

    await page.goto('#/current-session');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
}
