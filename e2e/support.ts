// Shared steps for the end-to-end tests.
import { expect, type Page } from '@playwright/test';

export interface DemographicsInput {
  fname?: string;
  lname?: string;
  age?: string;
  sex?: 'MALE' | 'FEMALE' | null;
  weight?: string;
  goalWeight?: string;
  heightCm?: string;
  feet?: string;
  inches?: string;
  activity?: string;
}

/** Fills the /parq form (the page must be on it) without submitting. */
export async function fillDemographics(page: Page, input: DemographicsInput = {}) {
  const d = { fname: 'Ada', lname: 'Lovelace', age: '30', sex: 'FEMALE' as const, weight: '80', goalWeight: '75', heightCm: '180', ...input };
  await page.getByLabel('First name').fill(d.fname);
  await page.getByLabel('Last name').fill(d.lname);
  await page.getByLabel('Age (years)').fill(d.age);
  if (d.sex) await page.getByRole('radio', { name: d.sex === 'MALE' ? 'Male' : 'Female', exact: true }).check();
  await page.getByLabel(/^Weight/).fill(d.weight);
  await page.getByLabel(/^Goal weight/).fill(d.goalWeight);
  if (d.feet !== undefined) {
    await page.getByLabel('Height (feet)').selectOption(d.feet);
    await page.getByLabel('Height (inches)').selectOption(d.inches ?? '0');
  } else {
    await page.getByLabel('Height (cm)').fill(d.heightCm);
  }
  if (d.activity) await page.getByLabel('Activity level').selectOption(d.activity);
}

/** Goes to /parq, fills and submits the demographics, and waits for the success alert. */
export async function submitDemographics(page: Page, input: DemographicsInput = {}) {
  await page.goto('#/parq');
  await fillDemographics(page, input);
  await page.getByRole('button', { name: /^(Submit|Update)$/ }).click();
  await expect(page.getByTestId('alert-banner')).toHaveText('success: form submitted');
}

export async function storedUser(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
}

/**
 * Stops the page's fake clock (installed with page.clock.install()) 1 s ahead, so that runFor() alone moves it: a
 * timer's boundaries and the time it shows are then exact, whatever the real time the test itself takes.
 */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}
