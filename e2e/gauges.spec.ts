// Result gauges in real Chromium: a man of 34 with 28 pushups sees his marker in Very Good and "2 more pushups to
// Excellent"; a woman sees women's bands; Fitness Categories opens on her own row and "show all" shows every group;
// the Current Session keeps its compact gauges in print; axe finds nothing serious. Screenshots go to /tmp/shots-gauge.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { reviewShot, submitDemographics } from './support';

const SHOTS = process.env.GAUGE_SHOTS ?? '';

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function submitPushups(page: Page, count: string) {
  await page.goto('#/pushups/results');
  await page.getByLabel('Pushups completed').fill(count);
  await page.getByRole('button', { name: /^(Submit|Update)$/ }).click();
}

/** The centre of the marker lies inside the band named `category` (by the band labels' order). */
async function expectMarkerIn(page: Page, category: string) {
  const gauge = page.getByTestId('category-gauge').first();
  const labels = await gauge.locator('.gauge-label').allTextContents();
  const index = labels.indexOf(category);
  expect(index).toBeGreaterThanOrEqual(0);
  const band = await gauge.locator('.gauge-band').nth(index).boundingBox();
  const marker = await gauge.getByTestId('gauge-marker').boundingBox();
  expect(band && marker).toBeTruthy();
  const centre = marker!.x + marker!.width / 2;
  expect(centre).toBeGreaterThan(band!.x);
  expect(centre).toBeLessThan(band!.x + band!.width);
}

test.describe('result gauges', () => {
  test('man of 34, 28 pushups: marker in Very Good, 2 more pushups to Excellent; Current Session and its print keep the gauge', async ({
    page,
  }) => {
    await submitDemographics(page, { sex: 'MALE', age: '34', fname: 'Sam' });
    await submitPushups(page, '28');
    await expect(page.getByRole('heading', { name: 'You are in the "Very Good" category' })).toBeVisible();
    const gauge = page.getByTestId('category-gauge');
    await expect(gauge).toHaveAttribute('data-category', 'very good');
    await expect(gauge.getByText('2 more pushups to Excellent.')).toBeVisible();
    await expect(gauge.locator('.gauge-label')).toHaveText(['Poor', 'Fair', 'Good', 'Very Good', 'Excellent']);
    await expect(gauge.locator('.gauge-limits span')).toHaveText(['12', '17', '22', '30']);
    await expect(gauge.locator('.gauge-label-current')).toHaveText('Very Good');
    await expect(gauge.getByRole('img')).toHaveAccessibleName(
      /^Pushups: 28 pushups, Very Good for men aged 30-39\..* 2 more pushups to Excellent\.$/,
    );
    await expectMarkerIn(page, 'Very Good');
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'pushup-results-man34');

    // Exactly at the limit: 30 is Excellent.
    await submitPushups(page, '30');
    await expect(page.getByTestId('category-gauge')).toHaveAttribute('data-category', 'excellent');
    await expectMarkerIn(page, 'Excellent');
    await submitPushups(page, '28');

    await page.goto('#/current-session');
    const compact = page.locator('.summary-item').filter({ hasText: 'Pushups' }).getByTestId('category-gauge');
    await expect(compact).toBeVisible();
    await expect(compact.getByText('2 more pushups to Excellent.')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'current-session');
    if (SHOTS) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        for (const id of ['body', 'strength']) {
          await page.locator(`[data-section=${id}]`).screenshot({ path: `${SHOTS}/session-${id}-${width}.png` });
        }
      }
    }
    await page.emulateMedia({ media: 'print' });
    await expect(compact).toBeVisible();
    await expect(compact.locator('.gauge-band')).toHaveCount(5);
    const box = await compact.locator('.gauge-bands').boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(100);
    await shoot(page, 'current-session-print');
    if (SHOTS)
      await page.locator('[data-section=strength]').screenshot({ path: `${SHOTS}/session-strength-print.png` });
  });

  test('a woman sees the women’s bands', async ({ page }) => {
    await submitDemographics(page, { sex: 'FEMALE', age: '34' });
    await submitPushups(page, '10');
    const gauge = page.getByTestId('category-gauge');
    await expect(gauge).toHaveAttribute('data-category', 'fair');
    await expect(gauge.locator('.gauge-limits span')).toHaveText(['8', '13', '20', '27']);
    await expect(gauge.getByText('norms for women aged 30-39')).toBeVisible();
    await expect(gauge.getByText('3 more pushups to Good.')).toBeVisible();
    await expectMarkerIn(page, 'Fair');
  });

  test('Fitness Categories with a profile opens on her row; "show all" shows every group of both sexes', async ({
    page,
  }) => {
    await submitDemographics(page, { sex: 'FEMALE', age: '34' });
    await submitPushups(page, '10');
    await page.goto('#/categories');
    const pushups = page.locator('#pushups');
    const table = pushups.locator('table');
    await expect(table).toHaveCount(1);
    await expect(table.locator('caption')).toContainText('Women aged 30-39');
    await expect(table.locator('thead th')).toHaveText(['Category', '30-39']);
    const row = table.locator('tr.your-row');
    await expect(row).toHaveCount(1);
    await expect(row.locator('th')).toHaveText('Fair');
    await expect(row.getByTestId('your-result')).toHaveText('You: 10 pushups');
    await expectNoSeriousAxeViolations(page);
    await shoot(page, 'categories-personal');
    await page.setViewportSize({ width: 375, height: 900 });
    const personalHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    if (SHOTS) {
      for (let y = 0; y < personalHeight; y += 1800) {
        await page.screenshot({
          path: `${SHOTS}/categories-personal-375-part${y / 1800}.png`,
          fullPage: true,
          clip: { x: 0, y, width: 375, height: Math.min(1800, personalHeight - y) },
        });
      }
    }

    const showAll = page.getByRole('button', { name: 'Show all ages and both sexes' });
    await showAll.click();
    await expect(showAll).toHaveAttribute('aria-pressed', 'true');
    await expect(table).toHaveCount(2);
    await expect(table.nth(0).locator('caption')).toContainText('Women');
    await expect(table.nth(1).locator('caption')).toContainText('Men');
    for (const n of [0, 1]) {
      await expect(table.nth(n).locator('thead th')).toHaveText([
        'Category',
        '20-29',
        '30-39',
        '40-49',
        '50-59',
        '60-69',
      ]);
    }
    await expect(pushups.getByTestId('your-result')).toHaveCount(1);
    await page.setViewportSize({ width: 375, height: 900 });
    const fullHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(personalHeight).toBeLessThan(fullHeight / 3);
    await expectNoSeriousAxeViolations(page);
    console.log(`Fitness Categories at 375 px: personal ${personalHeight} px, show all ${fullHeight} px`);
  });

  test('Past Sessions at 375 px: the page never scrolls sideways, the table scrolls in its box with the date kept in view', async ({
    page,
  }) => {
    await submitDemographics(page, { sex: 'MALE', age: '34', fname: 'Sam' });
    await submitPushups(page, '28');
    await page.goto('#/current-session');
    for (const label of ['Save This Session', 'Update Most Recent Session']) {
      await page.getByRole('button', { name: label }).click();
      await page
        .getByRole('dialog')
        .getByRole('button', { name: label === 'Save This Session' ? "I'm sure" : /^(I'm sure|Save as new session)$/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('#/sessions');
    const box = page.getByRole('region', { name: 'Saved sessions, newest first' });
    await expect(box.getByRole('row')).not.toHaveCount(0);
    // A phone leads with the values measured: the first session starts in the first screenful, above the 30 columns.
    const measured = page.getByRole('list', { name: 'Saved sessions, newest first: the values measured' });
    const first = measured.getByRole('listitem').first();
    await expect(first.locator('.sessions-card-values > div').filter({ hasText: /^Pushups/ })).toHaveText('Pushups28');
    await reviewShot(page, '/tmp/shots-past-sessions-measured-375.png');
    const firstBox = await first.boundingBox();
    expect(firstBox!.y, 'the first session starts in the first screenful').toBeLessThan(900);
    expect(firstBox!.y).toBeLessThan((await box.boundingBox())!.y);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    await box.evaluate((element) => {
      element.scrollLeft = 600;
    });
    const date = await box.locator('tbody th').first().boundingBox();
    const region = await box.boundingBox();
    expect(date!.x).toBeGreaterThanOrEqual(region!.x - 1);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/past-sessions-375.png`, fullPage: true });
    // Wider screens keep the 30 columns alone.
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(measured).toHaveCount(0);
    await expect(box.getByRole('row')).not.toHaveCount(0);
  });

  test('without a profile the full tables of both sexes', async ({ page }) => {
    await page.goto('#/categories');
    await expect(page.getByRole('button', { name: 'Show all ages and both sexes' })).toHaveCount(0);
    await expect(page.locator('#pushups table')).toHaveCount(2);
  });
});
