// Small data-safety points in real Chromium at 375 px: a stale success never stands next to a newer
// error; a warning the user must act on stays until dismissed and an error is never hidden behind it (decision 0071);
// banners float over the page instead of pushing it; age takes whole years only; blood pressure refuses a systolic at or
// below the diastolic; after in-app navigation the new screen starts at its top.
import { expect, test, type Page } from '@playwright/test';
import { fillDemographics, submitDemographics } from './support';

test.use({ viewport: { width: 375, height: 740 } });

const alertBanner = (page: Page) => page.getByTestId('alert-banner');
const errorBanner = (page: Page) => page.locator('.banner-error [role="alert"]');

async function submitBloodPressure(page: Page, systolic: string, diastolic: string) {
  await page.getByLabel('Systolic (mmHg)').fill(systolic);
  await page.getByLabel('Diastolic (mmHg)').fill(diastolic);
  await page
    .getByRole('form', { name: 'Blood pressure' })
    .getByRole('button', { name: /^(Submit|Update)$/ })
    .click();
}

test('a newer error removes the stale success; systolic at or below diastolic is refused with a message; nothing moves', async ({
  page,
}) => {
  await submitDemographics(page, { sex: 'MALE', age: '35' });
  await page.goto('#/blood-pressure');
  // The screen's code runs on the first visit (decision 0169): measure once its form is there, not the loading state.
  await expect(page.getByRole('form', { name: 'Blood pressure' })).toBeVisible();
  // Where the screen's content sits in the document (not the window: submitting scrolls the button into view).
  const contentTop = () =>
    page.getByRole('heading', { level: 1 }).evaluate((h) => h.getBoundingClientRect().top + window.scrollY);
  const before = await contentTop();
  await submitBloodPressure(page, '118', '76');
  await expect(alertBanner(page)).toHaveText('success: form submitted');
  // The banner floats at the foot of the window: the page under it did not move.
  expect(await contentTop()).toBe(before);

  await submitBloodPressure(page, '80', '80');
  await expect(errorBanner(page)).toHaveText(
    'The systolic (upper) number must be higher than the diastolic (lower) number. Please check both readings and enter them again.',
  );
  await expect(alertBanner(page)).toHaveCount(0);
  expect(await contentTop()).toBe(before);
  // What was typed is kept, and the stored reading is the valid one.
  await expect(page.getByLabel('Systolic (mmHg)')).toHaveValue('80');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').bloodPressure);
  expect(stored).toMatchObject({ sbp: 118, dbp: 76 });
});

test('age takes whole years only: 35.5 gets the age message and nothing is stored', async ({ page }) => {
  await page.goto('#/parq');
  await fillDemographics(page, { age: '35.5' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(errorBanner(page)).toHaveText('Age Is Outside Of Acceptable Bounds');
  await expect(page.getByLabel('Age (years)')).toBeFocused();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').age ?? null)).toBeNull();
});

test('persistent storage refused: the warning stays until dismissed; an error shows at once over it, then the warning returns', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await submitDemographics(page, { sex: 'FEMALE', age: '41' });
  await page.goto('#/current-session');
  await page.getByRole('button', { name: 'Save This Session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: "I'm sure" }).click();
  // Headless Chromium does not grant persistent storage: the save says so in a warning that must be acted on.
  const warning = /^warning: Session saved\. The browser did not grant persistent storage/;
  await expect(alertBanner(page)).toHaveText(warning);
  await page.clock.runFor(60_000);
  await expect(alertBanner(page)).toHaveText(warning);

  // Another page opens a newer version of the database: this page's connection closes, so Past Sessions cannot read
  // (spec §8: 'Init Not complete'). That error shows at once, not behind the warning.
  const other = await context.newPage();
  await other.goto('#/');
  await other.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('sessions', 8);
        request.onsuccess = () => {
          request.result.close();
          resolve();
        };
        request.onerror = () => reject(request.error);
      }),
  );
  await other.close();
  await page.goto('#/sessions'); // the same document: a hash change, the app and its closed connection stay
  await expect(alertBanner(page)).toHaveText('error: Init Not complete');
  await page.clock.runFor(3_000);
  await expect(alertBanner(page)).toHaveText(warning);
  await page.getByRole('button', { name: 'Dismiss warning' }).click();
  await expect(alertBanner(page)).toHaveCount(0);
});

test('after in-app navigation the new screen starts at its top', async ({ page }) => {
  await page.goto('#/');
  // The footer is its own chunk below the viewport-tall main (decision 0127's budget): the page is whole once it is in.
  await expect(page.getByRole('contentinfo')).toBeAttached();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
  // The lowest in-app link of the home page goes to another screen, which opens at its top.
  const link = page.locator('main a[href^="#/"]').last();
  const target = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target!.replace(/[?#/]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
