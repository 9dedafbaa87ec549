// Every measurement and strength screen's result reaches the Current Session summary, in metric and in imperial.
import { expect, test, type Page } from '@playwright/test';
import { submitDemographics } from './support';

async function submit(page: Page, route: string, values: Record<string, string>) {
  await page.goto(`#${route}`);
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: /^(Submit|Update)$/ }).click();
  await expect(page.getByTestId('alert-banner')).toHaveText('success: form submitted');
}

const section = (page: Page, name: string) => page.getByRole('region', { name });
const item = (page: Page, sectionName: string, label: string) =>
  section(page, sectionName)
    .locator('.summary-item')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });

test("a man of 30: each screen's worked result shows on the Current Session with the category the norms give", async ({
  page,
}) => {
  await submitDemographics(page, { sex: 'MALE', age: '30', weight: '80', goalWeight: '80', heightCm: '180' });
  await submit(page, '/circumferences', {
    'Abdomen (cm)': '90',
    'Arm (cm)': '32',
    'Buttocks (cm)': '102',
    'Calf (cm)': '38',
    'Forearm (cm)': '28',
    'Hips (cm)': '100',
    'Mid thigh (cm)': '55',
    'Waist (cm)': '95',
  });
  await submit(page, '/blood-pressure', { 'Systolic (mmHg)': '120', 'Diastolic (mmHg)': '80' });
  await submit(page, '/resting-hr', { 'Resting heart rate (beats per minute)': '60' });
  // formulas §6: men's 7-site, age 30, Σ7 = 100 mm → density 1.0653532 → 14.6 % → men 30-39 excellent.
  await submit(page, '/skinfolds', {
    'Chest (mm)': '10',
    'Midaxillary (mm)': '12',
    'Triceps (mm)': '11',
    'Subscapular (mm)': '15',
    'Abdominal (mm)': '20',
    'Suprailiac (mm)': '14',
    'Thigh (mm)': '18',
  });
  // 105.6 kg / 80 kg = 1.32 → men 30-39: excellent (>= 1.12, superior from 1.35).
  await submit(page, '/bench-press/results', { 'Bench Press 1RM (kg)': '105.6' });
  // 33.5 cm → men 30-39: very good (>= 33).
  await submit(page, '/sit-and-reach/results', { 'Sit and reach (cm)': '33.5' });

  await page.goto('#/current-session');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Ada Lovelace — Your Fitness Summary on');
  await expect(item(page, 'Circumferences', 'Waist')).toContainText('95 cm');
  await expect(item(page, 'Circumferences', 'Waist')).toContainText(/low/i);
  await expect(item(page, 'Circumferences', 'Waist-to-hip ratio')).toContainText('0.95');
  await expect(item(page, 'Blood pressure and heart rate', 'Blood pressure')).toContainText('120/80 mmHg');
  await expect(item(page, 'Blood pressure and heart rate', 'Blood pressure')).toContainText(/prehypertension/i);
  await expect(item(page, 'Blood pressure and heart rate', 'Resting heart rate')).toContainText('60 bpm');
  await expect(item(page, 'Skinfolds and body composition', 'Body density')).toContainText('1.06535');
  await expect(item(page, 'Skinfolds and body composition', 'Body fat')).toContainText('14.6 %');
  await expect(item(page, 'Skinfolds and body composition', 'Body fat')).toContainText(/excellent/i);
  await expect(item(page, 'Muscular strength and endurance', 'Bench press 1RM')).toContainText('105.6 kg');
  await expect(item(page, 'Muscular strength and endurance', 'Bench press 1RM')).toContainText(/excellent/i);
  await expect(item(page, 'Flexibility', 'Sit and reach')).toContainText('33.5 cm');
  await expect(item(page, 'Flexibility', 'Sit and reach')).toContainText(/very good/i);
});

test("imperial entries show on the summary in the user's units, converted once", async ({ page }) => {
  await submitDemographics(page, { sex: 'MALE', age: '30' });
  await page.goto('#/parq');
  await page.getByRole('radio', { name: 'Imperial (lb, in)' }).check();
  // 232.32 lb / 2.2 = 105.6 kg; waist 37.4 in × 2.54 = 94.996 cm (a man's "low").
  await submit(page, '/bench-press/results', { 'Bench Press 1RM (lb)': '232.32' });
  await submit(page, '/circumferences', {
    'Abdomen (in)': '35',
    'Arm (in)': '12.5',
    'Buttocks (in)': '40',
    'Calf (in)': '15',
    'Forearm (in)': '11',
    'Hips (in)': '39.5',
    'Mid thigh (in)': '21.5',
    'Waist (in)': '37.4',
  });
  await page.goto('#/current-session');
  await expect(item(page, 'Muscular strength and endurance', 'Bench press 1RM')).toContainText('232.32 lb');
  await expect(item(page, 'Circumferences', 'Waist')).toContainText('37.4');
  await expect(item(page, 'Circumferences', 'Waist')).toContainText(/low/i);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(stored.benchPress.benchPress).toBeCloseTo(105.6, 6);
  expect(stored.waistCircumference.wc).toBeCloseTo(94.996, 9); // 37.4 × 2.54, converted once
});
