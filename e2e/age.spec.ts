// Decision 0105 as a coach lives it, with Playwright's clock: a client with a date of birth re-tested a year later is
// classified with the new age; a client without one is asked to confirm age and weight 7 months later, not 5.
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { fillDemographics, storedUser } from './support';
import { saveFromCurrentSession } from './clients-support';

const DAY_1 = new Date('2026-01-10T10:00:00Z');

async function pushups(page: Page, count: string) {
  await page.goto('#/pushups/results');
  await page.getByLabel('Pushups completed').fill(count);
  await page.getByRole('button', { name: /^(Submit|Update)$/ }).click();
}

/** The app opened again on another day: the page is loaded afresh, as a coach opening it would. */
async function openOn(page: Page, time: Date, path: string) {
  await page.clock.setSystemTime(time);
  await page.goto(path);
  await page.reload();
}

test('a client with a date of birth is classified with the age on each session date (29 → 30 moves the pushups category)', async ({
  page,
}) => {
  test.slow();
  await page.clock.install({ time: DAY_1 });
  await page.goto('#/parq');
  await fillDemographics(page, { fname: 'Sam', lname: 'Jones', age: '', sex: 'MALE' });
  await page.getByLabel('Date of birth (optional)').fill('1996-06-15');
  const age = page.getByLabel('Age (years)');
  await expect(age).toHaveValue('29');
  await expect(age).toHaveJSProperty('readOnly', true);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('alert-banner')).toHaveText('success: form submitted');
  await pushups(page, '30');
  await expect(page.getByRole('heading', { name: 'You are in the "Very Good" category' })).toBeVisible();
  await saveFromCurrentSession(page);

  // A year and two days later: 30 years old on the new session's date.
  await openOn(page, new Date('2027-01-12T10:00:00Z'), '#/parq');
  await expect(page.getByLabel('Age (years)')).toHaveValue('30');
  await expect(page.getByLabel('Date of birth (optional)')).toHaveValue('1996-06-15');
  await pushups(page, '30');
  await expect(page.getByRole('heading', { name: 'You are in the "Excellent" category' })).toBeVisible();
  // Opened on a later day, the app started a new session of Sam (decision 0101): saving adds a second record.
  await saveFromCurrentSession(page, 'Save This Session');
  await page.goto('#/sessions');
  // Each saved session keeps the age used for it.
  const ages = await page.evaluate(
    () =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open('sessions');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('sessions').objectStore('sessions').getAll();
          get.onsuccess = () => {
            open.result.close();
            resolve((get.result as { age: number }[]).map((r) => r.age));
          };
        };
      }),
  );
  expect(ages.sort()).toEqual([29, 30]);
});

async function testedOnDay1WithoutDateOfBirth(page: Page) {
  await page.clock.install({ time: DAY_1 });
  await page.goto('#/parq');
  await fillDemographics(page, { fname: 'Kim', lname: 'Lee', age: '41', sex: 'FEMALE', weight: '70' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('alert-banner')).toHaveText('success: form submitted');
  await pushups(page, '20');
  await saveFromCurrentSession(page);
}

test('a client without a date of birth opened 7 months later confirms age and weight before testing', async ({
  page,
}) => {
  test.slow();
  await testedOnDay1WithoutDateOfBirth(page);
  await openOn(page, new Date('2026-08-11T10:00:00Z'), '#/pushups/instructions');
  const check = page.getByRole('region', { name: 'Confirm age and weight before testing' });
  await expect(check).toBeVisible();
  await expect(check).toContainText('Last tested 10 Jan 2026');
  await expect(page.getByRole('link', { name: 'Click to Begin' })).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await expect(check.getByLabel('Age (years)')).toHaveValue('41');
  // Weight is a measurement (decision 0101): the new session holds none, so the check asks for today's.
  await expect(check.getByLabel('Weight (kg)')).toHaveValue('');
  await check.getByLabel('Weight (kg)').fill('72.5');
  await check.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('link', { name: 'Click to Begin' })).toBeVisible();
  await expect(check).toBeHidden();
  // Read under the profile's write lock: the confirmed weight is written once the lock is granted, after the screen
  // has changed.
  expect((await storedUser(page)).currentWeight).toBe(72.5);
  // Once per opening: another test's instructions do not ask again.
  await page.goto('#/step-test/instructions');
  await expect(page.getByRole('link', { name: /Begin/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirm age and weight before testing' })).toHaveCount(0);
});

test('a client without a date of birth opened 5 months later is not asked', async ({ page }) => {
  test.slow();
  await testedOnDay1WithoutDateOfBirth(page);
  await openOn(page, new Date('2026-06-10T10:00:00Z'), '#/pushups/instructions');
  await expect(page.getByRole('link', { name: 'Click to Begin' })).toBeVisible();
  await page.waitForTimeout(500);
  const check = page.getByRole('region', { name: 'Confirm age and weight before testing' });
  await expect(check).toHaveCount(0);
  // The same client two months on (7 months): now asked, so the quiet above was the rule, not a roster never read.
  await openOn(page, new Date('2026-08-10T10:00:00Z'), '#/pushups/instructions');
  await expect(check).toBeVisible();
});
