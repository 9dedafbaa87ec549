// The measurement screens in real Chromium: what only a browser shows. The missing-data prompt leading through the
// demographics and back, one submission stored in localStorage 'user' and read back after a reload, axe, and the grey
// Submit's hint laid out under the buttons. Each screen's arithmetic, categories, units and inline messages are
// component tests (tests/features/measurements/).
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolationsAtEachWidth, MAN_25, storedUser, submitDemographics, reviewShot } from './support';
import { CIRCUMFERENCES_BESIDE_WAIST } from '../tests/support/circumferences';

const alertBanner = (page: Page) => page.getByTestId('alert-banner');

async function fillFields(page: Page, values: Record<string, string>, unit: string) {
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(`${label} (${unit})`, { exact: true }).fill(value);
  }
}

test.describe('circumferences', () => {
  const metric = { ...CIRCUMFERENCES_BESIDE_WAIST, Waist: '95' };

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
});

// The four screens share the demographics submitted once; each is checked at both widths and its violations reported.
test('axe: no serious or critical violation on the four measurement screens at 375 and 1280 px', async ({ page }) => {
  await submitDemographics(page, MAN_25);
  for (const [path, heading] of [
    ['#/circumferences', 'Body Circumferences'],
    ['#/blood-pressure', 'Blood Pressure'],
    ['#/resting-hr', 'Resting Heart Rate'],
    ['#/skinfolds', 'Skinfold Sites'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible();
    await expectNoSeriousAxeViolationsAtEachWidth(page, path);
  }
});

// A grey Submit names the fields it waits for (SubmitButton, one mechanism on every form). The page is opened once;
// the hint's place and axe are checked at each width in turn.
test('a grey Submit names the readings still empty, and the hint goes once they are typed (375 and 1280 px)', async ({
  page,
}) => {
  await page.goto('#/blood-pressure');
  const submit = page.getByRole('button', { name: 'Submit', exact: true });
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveAccessibleDescription('To submit, fill in: Systolic (mmHg), Diastolic (mmHg).');
  const hint = page.getByText('To submit, fill in: Systolic (mmHg), Diastolic (mmHg).');
  await expect(hint).toBeVisible();
  await expect(hint).toHaveAttribute('aria-live', 'polite');
  await expectNoSeriousAxeViolationsAtEachWidth(page, '#/blood-pressure', {
    height: 800,
    // The hint sits under the buttons, inside the page's width.
    atWidth: async (width) => {
      const [hintBox, submitBox] = [await hint.boundingBox(), await submit.boundingBox()];
      expect.soft(hintBox && submitBox && hintBox.y >= submitBox.y + submitBox.height, `under at ${width}`).toBe(true);
      expect.soft(hintBox && hintBox.x + hintBox.width <= width, `inside at ${width}`).toBe(true);
      await submit.scrollIntoViewIfNeeded();
      await reviewShot(page, `/tmp/shots-hint/blood-pressure-${width}.png`);
    },
  });

  await page.getByLabel('Systolic (mmHg)').fill('128');
  await expect(submit).toHaveAccessibleDescription('To submit, fill in: Diastolic (mmHg).');
  await page.getByLabel('Diastolic (mmHg)').fill('84');
  await expect(submit).toBeEnabled();
  await expect(page.getByText(/To submit/)).toHaveCount(0);
  await submit.click();
  await expect(page.getByTestId('alert-banner')).toHaveText('success: form submitted');
});
