// The two reference screens in real Chromium: anchors, collapsing, hash scrolling, stacked tables on a phone, layouts, axe.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolationsAtEachWidth, submitDemographics } from './support';

const SECTION_IDS = [
  'bodyfat',
  'bmi',
  'waist-circumference',
  'pushups',
  'vo2',
  'bench-press',
  'leg-press',
  'grip',
  'sar',
];

async function openCategories(page: Page, hash = '') {
  await page.goto(`#/categories${hash}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Fitness Categories' })).toBeVisible();
}

test.describe('Fitness Categories', () => {
  test('every section has its anchor and starts open; its button collapses and expands it', async ({ page }) => {
    await openCategories(page);
    for (const id of SECTION_IDS) {
      await expect(page.locator(`section#${id} h3 button`)).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`section#${id} table`).first()).toBeVisible();
    }
    const toggle = page.getByRole('button', { name: 'Push-ups' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('section#pushups table')).toHaveCount(2);
    await expect(page.locator('section#pushups table').first()).toBeHidden();
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('section#pushups table').first()).toBeVisible();
  });

  test('#/categories#pushups scrolls the pushups section into view below the sticky header', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openCategories(page, '#pushups');
    const pushups = page.locator('section#pushups');
    await expect(pushups).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const top = await pushups.evaluate((el) => el.getBoundingClientRect().top);
    const headerBottom = await page.locator('.site-header').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
    expect(top).toBeLessThan(headerBottom + 100);
  });

  test('at 375 px nothing scrolls sideways and the pushup, grip and sit-and-reach tables are stacked', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await openCategories(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const id of ['pushups', 'grip', 'sar']) {
      const tables = page.locator(`section#${id} table`);
      await expect(tables).toHaveCount(2);
      for (const table of await tables.all()) {
        const layout = await table.evaluate((el) => ({
          row: getComputedStyle(el.querySelector('tbody tr') as Element).display,
          headerHeight: (el.querySelector('thead') as HTMLElement).getBoundingClientRect().height,
          overflow: el.scrollWidth - el.clientWidth,
          right: el.getBoundingClientRect().right,
        }));
        expect(layout.row).not.toBe('table-row'); // each row is a block of "age group: range" cells
        expect(layout.headerHeight).toBeLessThanOrEqual(1); // the column headers move into the cells' labels
        expect(layout.overflow).toBeLessThanOrEqual(0);
        expect(layout.right).toBeLessThanOrEqual(375);
      }
      // The age group is printed beside each value.
      await expect(tables.first().locator('tbody tr').first().locator('td').first()).toHaveAttribute(
        'data-label',
        /\d/,
      );
    }
  });

  test('at 1280 px the columns sit side by side, but one with a wide percentile table takes the whole row', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openCategories(page);
    // Decision 0129: the body-fat and VO2 max percentile tables (six age groups) get the width they need.
    const columns = await page.locator('.category-column').evaluateAll((elements) =>
      elements.map((c) => ({
        top: Math.round(c.getBoundingClientRect().top),
        width: c.getBoundingClientRect().width,
        wide: c.querySelector('.collapsible-content:not([hidden]) .percentile-table tr > :nth-child(5)') !== null,
      })),
    );
    expect(columns).toHaveLength(4);
    const narrow = columns.filter((c) => !c.wide);
    expect(narrow.length).toBeGreaterThanOrEqual(2);
    expect(new Set(narrow.map((c) => c.top)).size, 'the narrow columns share a row').toBe(1);
    for (const column of columns.filter((c) => c.wide)) expect(column.width).toBeGreaterThan(1000);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  });
});

test.describe('Exercise Intensity', () => {
  test('the profile fills the tables; the layout selector switches between 10, 5 and 1 % rows', async ({ page }) => {
    await submitDemographics(page); // Ada, 30 → HRmax 191
    await page.goto('#/relative-intensity');
    const hrMax = page.getByRole('region', { name: 'Heart rate max' });
    const rows = hrMax.locator('table tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText('191');
    await hrMax.getByLabel('Heart rate max table layout').selectOption('5');
    await expect(rows).toHaveCount(20);
    await hrMax.getByLabel('Heart rate max table layout').selectOption('1');
    await expect(rows).toHaveCount(100);
    await expect(rows.last().locator('th')).toHaveText('1 %');
    // No resting heart rate yet: a link to the form that takes it.
    const reserve = page.getByRole('region', { name: 'Heart rate reserve' });
    await expect(reserve.getByRole('table')).toHaveCount(0);
    await reserve.getByRole('link', { name: 'Enter your resting heart rate' }).click();
    await expect(page).toHaveURL(/#\/resting-hr$/);
  });

  test('at 375 px the page does not scroll sideways', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await submitDemographics(page);
    await page.goto('#/relative-intensity');
    await expect(page.getByRole('heading', { level: 1, name: 'Exercise Intensity' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

// The demographics submitted once, then each screen checked at both widths; each screen's violations are reported.
test('axe: no serious or critical violation on #/categories and #/relative-intensity at 375 and 1280 px', async ({
  page,
}) => {
  await submitDemographics(page);
  for (const [path, heading] of [
    ['#/categories', 'Fitness Categories'],
    ['#/relative-intensity', 'Exercise Intensity'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await expectNoSeriousAxeViolationsAtEachWidth(page, path);
  }
});
