// Field tests in real Chromium: axe and the page's width with a result shown. Each test's VO2 max for its worked
// example (formulas §9-§12), the dropdowns, clear-on-focus, the calculator's range message and the missing-data
// prompts are component tests (tests/features/field-tests/fieldTests.test.tsx).
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolationsAtEachWidth, submitDemographics } from './support';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

// The set-up is not about the width: the result is checked at both widths in turn.
test('axe: no serious or critical violation on /field-tests at 375 and 1280 px (with a result shown)', async ({
  page,
}) => {
  await submitDemographics(page, { sex: 'FEMALE', age: '30' });
  await page.goto('#/field-tests');
  const test15 = section(page, '1.5 Mile Run/Walk');
  await test15.getByLabel('Minutes').selectOption('12');
  await test15.getByRole('button', { name: 'Submit' }).click();
  await expect(test15.getByRole('heading', { name: /You are in the/ })).toBeVisible();
  await expectNoSeriousAxeViolationsAtEachWidth(page, '/field-tests', {
    atWidth: async (width) => {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect.soft(overflow, `overflow at ${width} px`).toBeLessThanOrEqual(0);
    },
  });
});
