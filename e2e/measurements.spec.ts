// The measurement screens in real Chromium: real submissions reaching the norms' category, inline messages,
// Submit→Update→Reset, the missing-data prompts, metric storage in localStorage 'user', and axe.
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { storedEntries, storedUser, submitDemographics } from './support';

const alertBanner = (page: Page) => page.getByTestId('alert-banner');
const errorBanner = (page: Page) => page.getByRole('alert');

async function fillFields(page: Page, values: Record<string, string>, unit: string) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(`${label} (${unit})`, { exact: true }).fill(value);
  }
}

test.describe('circumferences', () => {
  const metric = {
    Abdomen: '90',
    Arm: '32',
    Buttocks: '102',
    Calf: '38',
    Forearm: '28',
    Hips: '100',
    'Mid thigh': '55',
    Waist: '95',
  };

  test('without a recorded sex the prompt replaces the form and leads back here after the demographics', async ({
    page,
  }) => {
    await page.goto('#/circumferences');
    await expect(page.getByText('Missing: sex.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Body circumferences' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Please fill out the Demographic Form' }).click();
    await expect(page).toHaveURL(/#\/parq\?next=%2Fcircumferences$/);
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByLabel('Age (years)').fill('30');
    await page.getByRole('radio', { name: 'Male', exact: true }).check();
    await page.getByLabel(/^Weight/).fill('80');
    await page.getByLabel(/^Goal weight/).fill('75');
    await page.getByLabel('Height (cm)').fill('180');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/#\/circumferences$/);
    await expect(page.getByRole('form', { name: 'Body circumferences' })).toBeVisible();
  });

  test('a man’s 95 cm waist is "low" with both ratios, stored in cm; Submit→Update→Reset', async ({ page }) => {
    await submitDemographics(page, { sex: 'MALE' });
    await page.goto('#/circumferences');
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await expect(page.getByLabel('Waist (cm)')).toHaveAttribute('placeholder', 'centimeters');
    await fillFields(page, metric, 'cm');
    await submit.click();
    await expect(alertBanner(page)).toHaveText('success: form submitted');
    await expect(page.getByRole('heading', { name: 'You are in the "Low risk" category' })).toBeVisible();
    await expect(page.getByText('Waist 95 cm')).toBeVisible();
    await expect(page.getByTestId('waist-hip-ratio')).toHaveText('0.95');
    await expect(page.getByTestId('waist-height-ratio')).toHaveText('0.53');
    const user = await storedUser(page);
    expect(user.waistCircumference).toEqual({ wc: 95, category: 'low' });
    expect(user.circumferences).toEqual({
      abdomen: 90,
      arm: 32,
      buttocks: 102,
      calf: 38,
      forearm: 28,
      hips: 100,
      midthigh: 55,
    });
    expect(user).toMatchObject({ waistHipRatio: 0.95, waistHeightRatio: 0.53 });

    await page.reload();
    await expect(page.getByRole('button', { name: 'Update' })).toBeEnabled();
    await expect(page.getByLabel('Waist (cm)')).toHaveValue('95');
    await page.getByLabel('Waist (cm)').fill('100');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('heading', { name: 'You are in the "High risk" category' })).toBeVisible();
    expect((await storedUser(page)).waistCircumference).toEqual({ wc: 100, category: 'high' });

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(page.getByLabel('Waist (cm)')).toHaveValue('');
    const cleared = await storedUser(page);
    expect(cleared).toMatchObject({ waistCircumference: null, waistHipRatio: null, waistHeightRatio: null });
    expect(Object.values(cleared.circumferences as Record<string, unknown>)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  test('a woman’s 95 cm waist is "high" (own-sex thresholds)', async ({ page }) => {
    await submitDemographics(page, { sex: 'FEMALE' });
    await page.goto('#/circumferences');
    await fillFields(page, metric, 'cm');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'You are in the "High risk" category' })).toBeVisible();
    expect((await storedUser(page)).waistCircumference).toEqual({ wc: 95, category: 'high' });
  });

  test('imperial entries are converted once: waist 37.4 in is stored as 95 cm, a man’s "low"', async ({ page }) => {
    await submitDemographics(page, { sex: 'MALE' });
    await page.goto('#/circumferences');
    await page.getByRole('radio', { name: 'Imperial (lb, in)' }).check();
    await expect(page.getByLabel('Waist (in)')).toHaveAttribute('placeholder', 'inches');
    await fillFields(
      page,
      {
        Abdomen: '35.5',
        Arm: '12.5',
        Buttocks: '40',
        Calf: '15',
        Forearm: '11',
        Hips: '39.5',
        'Mid thigh': '21.5',
        Waist: '37.4',
      },
      'in',
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'You are in the "Low risk" category' })).toBeVisible();
    await expect(page.getByText('Waist 37.4 in')).toBeVisible();
    const user = await storedUser(page);
    const waist = user.waistCircumference as { wc: number; category: string };
    expect(Math.abs(waist.wc - 95)).toBeLessThanOrEqual(0.01);
    expect(waist.category).toBe('low');
    expect((user.circumferences as { hips: number }).hips).toBeCloseTo(100.33, 6);
    expect(user.waistHipRatio).toBe(0.95);
    await expect(page.getByLabel('Waist (in)')).toHaveValue('37.4');
  });

  test('inline messages, and a waist below 20 cm is refused in the error banner without losing the entries', async ({
    page,
  }) => {
    await submitDemographics(page, { sex: 'MALE' });
    await page.goto('#/circumferences');
    await fillFields(page, { ...metric, Waist: '500.5' }, 'cm');
    await expect(page.getByText('Input value exceeds boundaries')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await page.getByLabel('Waist (cm)').fill('-1');
    await expect(page.getByText('Input value is too low')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await page.getByLabel('Waist (cm)').fill('10');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(errorBanner(page)).toHaveText('Waist must be 20 to 500 cm (about 8 to 197 in)');
    await expect(page.getByLabel('Waist (cm)')).toHaveValue('10');
    await expect(page.getByLabel('Hips (cm)')).toHaveValue('100');
    expect((await storedUser(page)).waistCircumference).toBeNull();
  });
});

test.describe('blood pressure', () => {
  test('readings reach their JNC 7 class; Submit→Update→Reset; stored as entered', async ({ page }) => {
    await submitDemographics(page);
    await page.goto('#/blood-pressure');
    await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
    const cases = [
      ['120', '80', 'Prehypertension', 'prehypertension'],
      ['119', '79', 'Normal', 'normal'],
      ['160', '90', 'Stage 2 Hypertension', 'stage 2 hypertension'],
      ['140', '85', 'Stage 1 Hypertension', 'stage 1 hypertension'],
    ] as const;
    for (const [index, [sbp, dbp, shown, stored]] of cases.entries()) {
      await page.getByLabel('Systolic (mmHg)').fill(sbp);
      await page.getByLabel('Diastolic (mmHg)').fill(dbp);
      await page.getByRole('button', { name: index === 0 ? 'Submit' : 'Update' }).click();
      await expect(page.getByRole('heading', { name: `Your blood pressure is in the "${shown}" class` })).toBeVisible();
      await expect(page.getByText(`${sbp}/${dbp} mmHg`)).toBeVisible();
      expect((await storedUser(page)).bloodPressure).toEqual({
        sbp: Number(sbp),
        dbp: Number(dbp),
        classification: stored,
      });
    }
    await page.getByRole('button', { name: 'Reset' }).click();
    // The profile is written through its machine (merged under a lock): wait for the write, do not race it.
    await expect.poll(async () => (await storedUser(page)).bloodPressure).toBeNull();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  test('0/0 is refused with the invalid-payload message; inline messages for out-of-range and decimal readings', async ({
    page,
  }) => {
    await page.goto('#/blood-pressure');
    await page.getByLabel('Systolic (mmHg)').fill('401');
    await expect(page.getByText('Input value exceeds boundaries')).toBeVisible();
    await page.getByLabel('Systolic (mmHg)').fill('-5');
    await expect(page.getByText('Input value is too low')).toBeVisible();
    await page.getByLabel('Systolic (mmHg)').fill('120.5');
    await expect(page.getByText('Please enter a whole number')).toBeVisible();
    await page.getByLabel('Systolic (mmHg)').fill('0');
    await page.getByLabel('Diastolic (mmHg)').fill('0');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(errorBanner(page)).toHaveText('Blood pressure must be systolic 1-400 and diastolic 1-200 mmHg');
    await expect(page.getByLabel('Systolic (mmHg)')).toHaveValue('0');
    expect(await storedEntries(page)).toBeNull();
  });
});

test.describe('resting heart rate', () => {
  test('the prompt names every missing demographic until the form is complete', async ({ page }) => {
    await page.goto('#/resting-hr');
    await expect(page.getByText('Missing: age, first name, last name, sex, height, weight.')).toBeVisible();
    await expect(page.getByLabel('Resting heart rate (beats per minute)')).toHaveCount(0);
  });

  test('stores whole beats 1-500 with inline messages; Submit→Update→Reset', async ({ page }) => {
    await submitDemographics(page);
    await page.goto('#/resting-hr');
    const field = page.getByLabel('Resting heart rate (beats per minute)');
    await field.fill('0');
    await expect(page.getByText('Input value is too low')).toBeVisible();
    await field.fill('501');
    await expect(page.getByText('Input value exceeds boundaries')).toBeVisible();
    await field.fill('58.5');
    await expect(page.getByText('Please enter a whole number')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await field.fill('58');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(alertBanner(page)).toHaveText('success: form submitted');
    await expect(page.getByRole('heading', { name: 'Your resting heart rate is 58 beats per minute' })).toBeVisible();
    expect((await storedUser(page)).restingHR).toBe(58);
    await field.fill('61');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('heading', { name: 'Your resting heart rate is 61 beats per minute' })).toBeVisible();
    expect((await storedUser(page)).restingHR).toBe(61);
    await page.getByRole('button', { name: 'Reset' }).click();
    // The profile is written through its machine (merged under a lock): wait for the write, do not race it.
    await expect.poll(async () => (await storedUser(page)).restingHR).toBeNull();
    await expect(field).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });
});

test.describe('skinfolds', () => {
  const menSevenSites = {
    Chest: '10',
    Midaxillary: '12',
    Triceps: '11',
    Subscapular: '15',
    Abdominal: '20',
    Suprailiac: '14',
    Thigh: '18',
  };

  test('without demographics the prompt names sex and age', async ({ page }) => {
    await page.goto('#/skinfolds');
    await expect(page.getByText('Missing: sex, age.')).toBeVisible();
    await expect(page.getByLabel('Chest (mm)')).toHaveCount(0);
  });

  test('the men’s 7-site worked example gives density 1.06535, 14.6 %, "Excellent"; Submit→Update→Reset', async ({
    page,
  }) => {
    await submitDemographics(page, { sex: 'MALE' });
    await page.goto('#/skinfolds');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await fillFields(page, menSevenSites, 'mm');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'You are in the "Excellent" category' })).toBeVisible();
    await expect(page.getByTestId('body-density')).toHaveText('1.06535 g/cm³');
    await expect(page.getByTestId('body-fat')).toHaveText('14.6 % (Siri equation)');
    await expect(page.getByTestId('skinfold-equation')).toHaveText('Jackson-Pollock 7-site (men)');
    const user = await storedUser(page);
    expect(user.bodyDensity as number).toBeCloseTo(1.0653532, 9);
    expect(user.bodyComp).toEqual({
      percentage: 14.6,
      category: 'excellent',
      equation: 'Jackson-Pollock 7-site (men)',
    });
    expect(user.skinfolds).toEqual({
      abdominal: 20,
      bicep: null,
      tricep: 11,
      chest: 10,
      calf: null,
      midaxillary: 12,
      subscap: 15,
      supraIliac: 14,
      thigh: 18,
    });

    await page.getByLabel('Biceps (mm)').fill('6');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(alertBanner(page)).toHaveText('success: form submitted');
    expect(((await storedUser(page)).skinfolds as { bicep: number }).bicep).toBe(6);

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(async () => (await storedUser(page)).bodyComp).toBeNull();
    const cleared = await storedUser(page);
    expect(cleared).toMatchObject({ bodyDensity: null, bodyComp: null });
    expect(Object.values(cleared.skinfolds as Record<string, unknown>).every((v) => v === null)).toBe(true);
    await expect(page.getByRole('button', { name: 'Reset' })).toBeDisabled();
    await expect(page.getByTestId('body-density')).toHaveCount(0);
  });

  test('a woman’s 3-site equation (triceps 15, suprailiac 12, thigh 20, 30 y) gives 19.8 %, "Good"; mm also in imperial', async ({
    page,
  }) => {
    await submitDemographics(page, { sex: 'FEMALE' });
    await page.getByRole('radio', { name: 'Imperial (lb, in)' }).check(); // the unit selector on /parq
    await page.goto('#/skinfolds');
    await fillFields(page, { Triceps: '15', Suprailiac: '12', Thigh: '20' }, 'mm');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'You are in the "Good" category' })).toBeVisible();
    await expect(page.getByTestId('body-density')).toHaveText('1.05373 g/cm³');
    await expect(page.getByTestId('skinfold-equation')).toHaveText(
      'Jackson-Pollock 3-site (women: triceps, suprailiac, thigh)',
    );
    const user = await storedUser(page);
    expect(user.bodyComp).toEqual({
      percentage: 19.8,
      category: 'good',
      equation: 'Jackson-Pollock 3-site (women: triceps, suprailiac, thigh)',
    });
    expect(user.bodyDensity as number).toBeCloseTo(1.0537305, 7);
  });

  test('inline messages: biceps above 50, a site above 500 or below 0', async ({ page }) => {
    await submitDemographics(page, { sex: 'MALE' });
    await page.goto('#/skinfolds');
    await page.getByLabel('Biceps (mm)').fill('50.5');
    await expect(page.getByText('Input value exceeds boundaries')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await page.getByLabel('Biceps (mm)').fill('50');
    await expect(page.getByRole('button', { name: 'Submit' })).toBeEnabled();
    await page.getByLabel('Thigh (mm)').fill('501');
    await expect(page.getByText('Input value exceeds boundaries')).toBeVisible();
    await page.getByLabel('Thigh (mm)').fill('-1');
    await expect(page.getByText('Input value is too low')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });
});

for (const width of [375, 1280]) {
  for (const path of ['#/circumferences', '#/blood-pressure', '#/resting-hr', '#/skinfolds']) {
    test(`axe: no serious or critical violation on ${path} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await submitDemographics(page, { sex: 'MALE' });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
}

// A grey Submit names the fields it waits for (SubmitButton, one mechanism on every form).
for (const width of [375, 1280]) {
  test(`a grey Submit names the readings still empty, and the hint goes once they are typed (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('#/blood-pressure');
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription('To submit, fill in: Systolic (mmHg), Diastolic (mmHg).');
    const hint = page.getByText('To submit, fill in: Systolic (mmHg), Diastolic (mmHg).');
    await expect(hint).toBeVisible();
    await expect(hint).toHaveAttribute('aria-live', 'polite');
    // The hint sits under the buttons, inside the page's width.
    const [hintBox, submitBox] = [await hint.boundingBox(), await submit.boundingBox()];
    expect(hintBox && submitBox && hintBox.y >= submitBox.y + submitBox.height).toBe(true);
    expect(hintBox && hintBox.x + hintBox.width <= width).toBe(true);
    await submit.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots-hint/blood-pressure-${width}.png` });
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);

    await page.getByLabel('Systolic (mmHg)').fill('128');
    await expect(submit).toHaveAccessibleDescription('To submit, fill in: Diastolic (mmHg).');
    await page.getByLabel('Diastolic (mmHg)').fill('84');
    await expect(submit).toBeEnabled();
    await expect(page.getByText(/To submit/)).toHaveCount(0);
    await submit.click();
    await expect(page.getByTestId('alert-banner')).toHaveText('success: form submitted');
  });
}
