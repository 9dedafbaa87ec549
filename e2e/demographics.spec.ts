// The demographics form in real Chromium: a submission stored in localStorage 'user', and the profile and the unit
// preference read back after a reload. Its messages, hint, units and ?next= target are component tests
// (tests/components/Demographics*.test.tsx).
import { expect, test } from '@playwright/test';
import { storedUser, submitDemographics } from './support';

test('a first submission reads Submit, shows next steps, and afterwards the button reads Update', async ({ page }) => {
  await page.goto('#/parq');
  await expect(page.getByRole('heading', { name: 'Next steps' })).toHaveCount(0);
  await submitDemographics(page);
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Next steps' })).toBeVisible();
  const user = await storedUser(page);
  expect(user).toMatchObject({
    fname: 'Ada',
    lname: 'Lovelace',
    age: 30,
    sex: 'FEMALE',
    height: 180,
    currentWeight: 80,
    goalWeight: 75,
    bodyWeightGoal: 'lose',
    hrMax: 191,
  });
  expect(user.bmi).toEqual({ bmi: 24.69, classification: 'normal' });
});

test('the profile and the unit preference survive a reload', async ({ page }) => {
  await submitDemographics(page, { fname: 'Grace', sex: 'FEMALE' });
  await page.getByRole('radio', { name: 'Imperial (lb, in)' }).check();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await expect(page.getByRole('radio', { name: 'Imperial (lb, in)' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
});
