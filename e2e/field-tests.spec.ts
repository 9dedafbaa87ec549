// Field tests in real Chromium: each test's VO2 max for its worked example (formulas §9-§12) stored in the
// profile, the dropdowns with 10, clear-on-focus, a calculator range message, missing data named with links, axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { storedUser, submitDemographics } from './support';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function storeBloodPressure(page: Page, systolic: string, diastolic: string) {
  await page.goto('#/blood-pressure');
  await page.getByLabel(/^Systolic/).fill(systolic);
  await page.getByLabel(/^Diastolic/).fill(diastolic);
  await page.getByRole('button', { name: /^(Submit|Update)$/ }).click();
  await expect(page.getByTestId('alert-banner')).toHaveText('success: form submitted');
}

test('1.5 mile run/walk: 12:00 → 43.75, 15:20 → 35.00; the dropdowns include 10', async ({ page }) => {
  await submitDemographics(page, { sex: 'FEMALE', age: '30' });
  await page.goto('#/field-tests');
  const test15 = section(page, '1.5 Mile Run/Walk');
  await expect(test15.getByLabel('Minutes').locator('option[value="10"]')).toHaveCount(1);
  await expect(test15.getByLabel('Seconds').locator('option[value="10"]')).toHaveCount(1);
  await expect(test15.getByLabel('Minutes').locator('option:not([value=""])')).toHaveCount(31);
  await expect(test15.getByLabel('Seconds').locator('option')).toHaveCount(60);
  await test15.getByLabel('Minutes').selectOption('12');
  await test15.getByLabel('Seconds').selectOption('0');
  await test15.getByRole('button', { name: 'Submit' }).click();
  await expect(test15.getByText(/1\.5 mile in 12:00: VO2 max 43\.75 mL\/kg\/min/)).toBeVisible();
  await expect(test15.getByRole('heading', { name: 'You are in the "Excellent" category' })).toBeVisible();
  expect((await storedUser(page)).vo2Max).toMatchObject({
    vo2Max: 43.75,
    category: 'excellent',
    test: '1.5 mile run/walk',
  });

  await test15.getByLabel('Minutes').selectOption('15');
  await test15.getByLabel('Seconds').selectOption('20');
  await test15.getByRole('button', { name: 'Submit' }).click();
  await expect(test15.getByText(/1\.5 mile in 15:20: VO2 max 35\.00 mL\/kg\/min/)).toBeVisible();
  expect((await storedUser(page)).vo2Max).toMatchObject({ vo2Max: 35 });
});

test('12 minute run/walk: 2400 m → 42.37, with the km and mile equivalents; 6000 m gives the inline message', async ({
  page,
}) => {
  await submitDemographics(page, { sex: 'MALE', age: '30' });
  await page.goto('#/field-tests');
  const twelve = section(page, '12 Minute Run/Walk');
  const distance = twelve.getByLabel('Distance covered (m)');
  await distance.fill('6000');
  await expect(twelve.getByText('Input value exceeds boundaries')).toBeVisible();
  await expect(twelve.getByRole('button', { name: 'Submit' })).toBeDisabled();
  await expect(page.getByText('NaN')).toHaveCount(0);
  await distance.blur();
  await distance.click(); // clears itself on focus
  await expect(distance).toHaveValue('');
  await distance.fill('2400');
  await expect(twelve.getByText('2.40 km = 1.49 mi')).toBeVisible();
  await twelve.getByRole('button', { name: 'Submit' }).click();
  await expect(twelve.getByText(/2400 m in 12 minutes: VO2 max 42\.37 mL\/kg\/min/)).toBeVisible();
  expect((await storedUser(page)).vo2Max).toMatchObject({ vo2Max: 42.37, test: '12 minute run/walk' });
});

test('Rockport: man, 80 kg, 40 y, 15:00, HR 130 → 40.81', async ({ page }) => {
  await submitDemographics(page, { sex: 'MALE', age: '40', weight: '80' });
  await page.goto('#/field-tests');
  const rockport = section(page, 'Rockport One-Mile Walk');
  await rockport.getByLabel('Minutes').selectOption('15');
  await rockport.getByLabel('Seconds').selectOption('0');
  await rockport.getByLabel('Heart rate at the end (bpm)').fill('130');
  await rockport.getByRole('button', { name: 'Submit' }).click();
  await expect(rockport.getByText(/VO2 max 40\.81 mL\/kg\/min/)).toBeVisible();
  expect((await storedUser(page)).vo2Max).toMatchObject({ vo2Max: 40.81, test: 'Rockport one-mile walk' });
});

test('6 minute walk: asks for the blood pressure first, then 500 m, 60 y, 80 kg, 175 cm, HR 70, SBP 130 → 13.51', async ({
  page,
}) => {
  await submitDemographics(page, { sex: 'MALE', age: '60', weight: '80', heightCm: '175' });
  await page.goto('#/field-tests');
  const six = section(page, '6 Minute Walk');
  await expect(six.getByText('Missing: systolic blood pressure.')).toBeVisible();
  await expect(six.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await six.getByRole('link', { name: 'Please fill out the Blood Pressure form' }).click();
  await expect(page).toHaveURL(/#\/blood-pressure$/);
  await storeBloodPressure(page, '130', '80');

  await page.goto('#/field-tests');
  await expect(six.getByRole('note')).toContainText('peak VO2');
  await expect(six.getByRole('note')).toContainText('heart failure');
  await six.getByLabel('Distance walked (m)').fill('500');
  await six.getByLabel('Seated heart rate (bpm)').fill('70');
  await six.getByRole('button', { name: 'Submit' }).click();
  await expect(six.getByText(/Peak VO2 13\.51 mL\/kg\/min/)).toBeVisible();
  expect((await storedUser(page)).vo2Max).toMatchObject({ vo2Max: 13.51, test: '6 minute walk' });
});

test('without demographics every form names what is missing and links to the Demographic Form', async ({ page }) => {
  await page.goto('#/field-tests');
  await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  await expect(section(page, 'Rockport One-Mile Walk').getByText('Missing: sex, age, weight.')).toBeVisible();
  await section(page, '1.5 Mile Run/Walk').getByRole('link', { name: 'Please fill out the Demographic Form' }).click();
  await expect(page).toHaveURL(/#\/parq\?next=%2Ffield-tests$/);
});

for (const width of [375, 1280]) {
  test(`axe: no serious or critical violation on /field-tests at ${width} px (with a result shown)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await submitDemographics(page, { sex: 'FEMALE', age: '30' });
    await page.goto('#/field-tests');
    const test15 = section(page, '1.5 Mile Run/Walk');
    await test15.getByLabel('Minutes').selectOption('12');
    await test15.getByRole('button', { name: 'Submit' }).click();
    await expect(test15.getByRole('heading', { name: /You are in the/ })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
