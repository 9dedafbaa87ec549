// Field tests in real Chromium: axe and the page's width with a result shown. Each test's VO2 max for its worked
// example (formulas §9-§12), the dropdowns, clear-on-focus, the calculator's range message and the missing-data
// prompts are component tests (tests/features/field-tests/fieldTests.test.tsx).
import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations, submitDemographics } from './support';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

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
    expect(await seriousAxeViolations(page, '/field-tests')).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
