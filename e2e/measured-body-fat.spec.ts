// Body fat measured another way (decision 0151): entered on the skinfolds screen with its method, classed by
// the body-fat table, saved with the session, and kept apart from the skinfold estimate in the history.
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { MAN_40, storedUser, submitDemographics, reviewShot } from './support';
import { saveFromCurrentSession, startNewSession, storedSessions } from './clients-support';

const measuredForm = (page: Page) => page.getByRole('form', { name: 'Body fat measured another way' });

async function enterMeasured(page: Page, percentage: string, method: string) {
  await page.goto('#/skinfolds');
  const opener = page.getByRole('button', { name: 'Enter a measured body fat' });
  // The form opens collapsed until a measured value is stored: wait for the screen before asking which it shows.
  await expect(opener.or(measuredForm(page)).first()).toBeVisible();
  if (await opener.isVisible()) await opener.click();
  await measuredForm(page).getByLabel('Body fat (%)').fill(percentage);
  await measuredForm(page).getByLabel('Method').selectOption({ label: method });
  await measuredForm(page)
    .getByRole('button', { name: /^(Submit|Update)$/ })
    .click();
  await expect(page.getByTestId('alert-banner')).toHaveText('success: form submitted');
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

test('24 % by bioimpedance: its category, saved with its method, in the history apart from the skinfold estimate', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await submitDemographics(page, { ...MAN_40, fname: 'Sam', lname: 'Reed' });
  // A skinfold estimate in the same session (Jackson-Pollock 3-site, men).
  await page.goto('#/skinfolds');
  for (const [site, mm] of [
    ['Chest', '10'],
    ['Abdominal', '20'],
    ['Thigh', '15'],
  ] as const)
    await page.getByLabel(`${site} (mm)`).fill(mm);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByTestId('body-fat')).toBeVisible();

  await enterMeasured(page, '24', 'Bioimpedance scale');
  // norms.json#bodyFat, men 40-49: Fair up to 23.5 %, Poor up to 26.6 %.
  await expect(page.getByTestId('measured-body-fat')).toHaveText('Body fat 24.0 % (Bioimpedance scale)');
  await expect(page.getByRole('heading', { name: 'Measured body fat: the "Poor" category' })).toBeVisible();
  expect((await storedUser(page)).measuredBodyFat).toEqual({
    percentage: 24,
    method: 'bioimpedance',
    category: 'poor',
  });

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
    await reviewShot(page, `/tmp/bodyfat-shots/skinfolds-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('#/current-session');
  // The history's row's name (one home, src/domain/bodyFatMethods.ts), with its method.
  await expect(page.getByText('Measured Body Fat (Bioimpedance scale)')).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `Current Session: axe at ${width} px`).toEqual([]);
    await reviewShot(page, `/tmp/bodyfat-shots/current-session-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await saveFromCurrentSession(page);
  const [first] = await storedSessions(page);
  expect(first).toMatchObject({ measuredBodyFat: 24, measuredBodyFatMethod: 'bioimpedance', chest_skin: 10 });

  // A second session: only a measured value, by the same method.
  await startNewSession(page);
  await enterMeasured(page, '22', 'Bioimpedance scale');
  await saveFromCurrentSession(page);
  const rows = await storedSessions(page);
  expect(rows.map((r) => [r.measuredBodyFat, r.measuredBodyFatMethod, r.chest_skin])).toEqual([
    [24, 'bioimpedance', 10],
    [22, 'bioimpedance', null],
  ]);

  await page.goto('#/clients');
  await page.getByRole('link', { name: 'History of Sam Reed' }).click();
  const table = page.getByTestId('history-table');
  const measured = table.getByRole('row', { name: /^Measured Body Fat/ });
  await expect(measured).toContainText('24 %');
  await expect(measured).toContainText('22 %');
  await expect(measured).toContainText('Bioimpedance scale');
  await expect(measured).toContainText('-2 % since previous');
  // The skinfold estimate is its own row, with the first session's value only, and no change figure.
  const estimate = table.getByRole('row', { name: /^Body Fat(?! Method)/ });
  await expect(estimate).toHaveCount(1);
  await expect(estimate).toContainText('Jackson-Pollock 3-site (men: chest, abdominal, thigh) + Siri');
  await expect(estimate).not.toContainText('since previous');
  await reviewShot(page, '/tmp/bodyfat-shots/history-1280.png', { fullPage: true });
});
