// Stored values no form could have taken (decision 0032): a VO2 max of 1e308 is an unreadable field, never shown as
// "Infinity" on a screen, in print or in a CSV. (An unreadable original too large to copy: nothing-lost-2-profile.)
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { saveFromCurrentSession, seedPredecessorSessions } from './clients-support';

const VALID = {
  uid: 'keep-me',
  fname: 'Ada',
  lname: 'Lovelace',
  age: 35,
  sex: 'FEMALE',
  height: 165,
  currentWeight: 60,
  goalWeight: 58,
  activityLevel: 'very active',
  bodyWeightGoal: 'lose',
  hrMax: 185,
  prefers_metric: true,
  bmi: { bmi: 22.04, classification: 'Normal' },
  bloodPressure: { sbp: 118, dbp: 76, classification: 'normal' },
};

/** Stores `user` as the profile before the app's first start in this test (not again on a reload). */
async function seedProfile(page: Page, user: Record<string, unknown>) {
  await page.addInitScript((stored) => {
    if (sessionStorage.getItem('seeded')) return;
    localStorage.setItem('user', stored);
    sessionStorage.setItem('seeded', '1');
  }, JSON.stringify(user));
}

const NOT_A_NUMBER = /Infinity|NaN/;

test('a stored VO2 max out of range is unreadable: no Infinity on Current Session, in print, Past Sessions or the CSV', async ({
  page,
}) => {
  await seedProfile(page, { ...VALID, vo2Max: { vo2Max: 1e308, category: 'Superior' }, rawV02: 1e308 });
  await page.goto('#/current-session');
  await expect(page.getByText('118/76 mmHg')).toBeVisible();
  await expect(page.getByTestId('unreadable-data')).toContainText('could not be read and are now empty: VO2, VO2 max');
  expect(await page.locator('body').innerText()).not.toMatch(NOT_A_NUMBER);
  await page.emulateMedia({ media: 'print' });
  expect(await page.locator('body').innerText()).not.toMatch(NOT_A_NUMBER);
  await page.emulateMedia({ media: 'screen' });

  await saveFromCurrentSession(page);
  await page.goto('#/sessions');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  expect(await page.locator('body').innerText()).not.toMatch(NOT_A_NUMBER);
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile(await csvDownload.path(), 'utf8');
  expect(csv).toContain('Ada Lovelace');
  expect(csv).not.toMatch(NOT_A_NUMBER);
});

test('a stored session record with a VO2 max of 1e308 shows no Infinity in Past Sessions or the CSV', async ({
  page,
}) => {
  await page.goto('#/');
  await seedPredecessorSessions(page, [
    { name: 'Pat Doe', age: 40, sex: 'MALE', date: '2025-01-10T10:00:00.000Z', vo2_max: 1e308, pushups: 20 },
  ]);
  await page.goto('#/sessions');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  expect(await page.locator('body').innerText()).not.toMatch(NOT_A_NUMBER);
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile(await csvDownload.path(), 'utf8');
  expect(csv).toContain('Pat Doe');
  expect(csv).not.toMatch(NOT_A_NUMBER);
});
