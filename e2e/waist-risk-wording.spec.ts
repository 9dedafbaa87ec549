// A waist category says it is a risk (decision 0175), in real Chromium: a woman's and a man's waist at each level of
// the SPEC's waist table (female: below 70 very low, 70-89 low, 90-110 high, above 110 very high; male: below 80,
// 80-99, 100-120, above 120), on the result screen and on Current Session (the category and the gauge's words); the
// stored category keeps the SPEC's name.
import { expect, test, type Page } from '@playwright/test';
import { storedUser, submitDemographics } from './support';

const OTHER_SITES = {
  Abdomen: '90',
  Arm: '32',
  Buttocks: '102',
  Calf: '38',
  Forearm: '28',
  Hips: '100',
  'Mid thigh': '55',
};

async function enterWaist(page: Page, waistCm: string) {
  await page.goto('#/circumferences');
  await expect(page.getByRole('form', { name: 'Body circumferences' })).toBeVisible({ timeout: 15_000 });
  for (const [label, value] of Object.entries({ ...OTHER_SITES, Waist: waistCm })) {
    await page.getByLabel(`${label} (cm)`, { exact: true }).fill(value);
  }
  await page.getByRole('button', { name: /^(Submit|Update)$/ }).click();
}

const CASES: { sex: 'FEMALE' | 'MALE'; people: string; waists: [string, string, string][] }[] = [
  {
    sex: 'FEMALE',
    people: 'women',
    waists: [
      ['64.5', 'very low', 'Very low risk'],
      ['80.5', 'low', 'Low risk'],
      ['95.5', 'high', 'High risk'],
      ['115.5', 'very high', 'Very high risk'],
    ],
  },
  {
    sex: 'MALE',
    people: 'men',
    waists: [
      ['85.5', 'low', 'Low risk'],
      ['95.5', 'low', 'Low risk'],
      ['110.5', 'high', 'High risk'],
      ['125.5', 'very high', 'Very high risk'],
    ],
  },
];

for (const { sex, people, waists } of CASES) {
  test(`${people}: each waist category on Current Session says risk`, async ({ page }) => {
    await submitDemographics(page, { sex });
    for (const [waist, stored, shown] of waists) {
      await enterWaist(page, waist);
      await expect(page.getByRole('heading', { name: `You are in the "${shown}" category` })).toBeVisible();
      expect((await storedUser(page)).waistCircumference).toEqual({ wc: Number(waist), category: stored });

      await page.goto('#/current-session');
      const row = page.getByRole('region', { name: 'Circumferences' }).locator('.summary-item', {
        has: page.getByRole('term').filter({ hasText: /^Waist$/ }),
      });
      await expect(row.locator('.summary-value')).toHaveText(`${waist} cm`);
      await expect(row.locator('.summary-category')).toHaveText(`Category: ${shown}`);
      await expect(row.getByRole('img')).toHaveAttribute(
        'aria-label',
        new RegExp(`^Waist circumference: ${waist.replace('.', '\\.')} cm, ${shown} for ${people}\\. `),
      );
    }
  });
}
