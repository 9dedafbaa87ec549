// The demographics form in real Chromium: each message by a real submission, Submit→Update, units, persistence.
import { expect, test } from '@playwright/test';
import { fillDemographics, storedEntries, storedUser, submitDemographics } from './support';

const cases = [
  {
    name: 'a special character in the first name',
    input: { fname: 'Ad4' },
    message: 'Check Name For Special Character',
  },
  {
    name: 'a special character in the last name',
    input: { lname: 'Love_lace' },
    message: 'Check Name For Special Character',
  },
  { name: 'age 17', input: { age: '17' }, message: 'Age Is Outside Of Acceptable Bounds' },
  { name: 'age 101', input: { age: '101' }, message: 'Age Is Outside Of Acceptable Bounds' },
  { name: 'no sex chosen', input: { sex: null }, message: 'Sex Is Outside Testing Types' },
  { name: 'weight 39 kg', input: { weight: '39' }, message: 'Weight Is Outside Of Acceptable Bounds' },
  { name: 'goal weight 201 kg', input: { goalWeight: '201' }, message: 'Weight Is Outside Of Acceptable Bounds' },
] as const;

for (const { name, input, message } of cases) {
  test(`submitting with ${name} shows "${message}" in the error banner and stores nothing`, async ({ page }) => {
    await page.goto('#/parq');
    await fillDemographics(page, input);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('alert')).toHaveText(message);
    expect(await storedEntries(page)).toBeNull();
  });
}

test('Submit stays disabled until the form can be evaluated', async ({ page }) => {
  await page.goto('#/parq');
  const submit = page.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await fillDemographics(page);
  await expect(submit).toBeEnabled();
  await page.getByLabel('Age (years)').fill('');
  await expect(submit).toBeDisabled();
  // The grey Submit says which field it waits for, and is described by it.
  await expect(page.getByText('To submit, fill in: Age.')).toBeVisible();
  await expect(submit).toHaveAccessibleDescription('To submit, fill in: Age.');
  await page.getByLabel('Age (years)').fill('30');
  await expect(page.getByText(/To submit, fill in/)).toHaveCount(0);
});

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

test('imperial height and weight are stored as metric, converted once', async ({ page }) => {
  await page.goto('#/parq');
  await page.getByRole('radio', { name: 'Imperial (lb, in)' }).check();
  await fillDemographics(page, { weight: '176', goalWeight: '176', feet: '5', inches: '11' });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('alert-banner')).toHaveText('success: form submitted');
  const user = await storedUser(page);
  expect(user.currentWeight).toBe(80);
  expect(user.height as number).toBeCloseTo(180.34, 6);
  expect(user.bodyWeightGoal).toBe('maintain');
  expect(user.prefers_metric).toBe(false);
  // Shown back in the user's units.
  await expect(page.getByLabel(/^Weight/)).toHaveValue('176');
  await expect(page.getByLabel('Height (feet)')).toHaveValue('5');
  await expect(page.getByLabel('Height (inches)')).toHaveValue('11');
});

test('the profile and the unit preference survive a reload', async ({ page }) => {
  await submitDemographics(page, { fname: 'Grace', sex: 'FEMALE' });
  await page.getByRole('radio', { name: 'Imperial (lb, in)' }).check();
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await expect(page.getByRole('radio', { name: 'Imperial (lb, in)' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
});

test('a target passed with ?next= is where a successful submit goes', async ({ page }) => {
  await page.goto('#/parq?next=/no-such-page');
  await fillDemographics(page);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/#\/no-such-page$/);
});
