// The field sheet of an 11-test battery on paper and on a laptop's screen: Chromium's own PDF of the sheet (A4 and
// Letter, print media, 10-mm margins) rendered with pdf.js, every test's header and unit printed inside the page, each
// part of the tests with every client again; at 1280 px the screen does not scroll sideways. The PNGs are kept under
// test-results.
import { test, expect, type Page } from '@playwright/test';
import { mkdir, writeFile } from 'node:fs/promises';
import { PAPERS, printAt, seedPredecessorSessions } from './clients-support';
import { SCALE, openPdfRenderer, renderPdf } from './pdf-support';

const EARLIER = '2026-01-05T10:00:00.000Z';
const PEOPLE = [
  ['Ada Byron', 36, 'FEMALE'],
  ['Ben Cole', 41, 'MALE'],
  ['Cyd Dunn', 29, 'FEMALE'],
] as const;
/** Eleven tests, the longest names among them, as the battery screen lists them. */
const TESTS = [
  'Pushups',
  'Grip Strength',
  'Bench Press 1RM',
  'Leg Press 1RM',
  'Sit & Reach',
  'Resting Heart Rate',
  'Blood Pressure',
  'Waist Circumference',
  'Mid thigh circumference',
  'Treadmill: Modified Naughton',
  'VO2 Max (step test, field test or treadmill)',
] as const;
const BATTERY = 'Full check';
const MARGIN_PX = (10 / 25.4) * 96;

async function fieldSheetOfElevenTests(page: Page) {
  await page.goto('#/');
  await seedPredecessorSessions(
    page,
    PEOPLE.map(([name, age, sex]) => ({ date: EARLIER, name, age, sex, pushups: null, current_weight: 70 })),
  );
  await page.goto('#/batteries');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create the battery' }) });
  await form.getByLabel('Battery name').fill(BATTERY);
  for (const name of TESTS) await form.getByRole('checkbox', { name, exact: true }).check();
  await form.getByRole('button', { name: 'Create the battery' }).click();
  await expect(page.getByRole('heading', { name: BATTERY, exact: true, level: 3 })).toBeVisible();
  await page.goto('#/group');
  await expect(page.getByRole('list', { name: 'Clients' }).getByRole('checkbox')).toHaveCount(PEOPLE.length);
  await page.getByRole('button', { name: 'All active clients' }).click();
  await page.getByLabel('Or a test battery').selectOption({ label: BATTERY });
  await page.getByRole('link', { name: 'Print field sheet' }).click();
  await expect(page.getByRole('heading', { name: `Field sheet: ${BATTERY}`, level: 1 })).toBeVisible();
}

const squeezed = (text: string) => text.replace(/\s+/g, '');

test('at 1280 px the field sheet of 11 tests shows every test without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await fieldSheetOfElevenTests(page);
  const headers = page.locator('.field-sheet-table thead th');
  await expect(headers).toHaveCount(TESTS.length + 3 * 3); // three parts, each with Client, Age and Sex
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    regions: [...document.querySelectorAll('.table-scroll')].map((el) => el.scrollWidth - el.clientWidth),
  }));
  expect(overflow.page, 'the page scrolls sideways').toBeLessThanOrEqual(0);
  for (const region of overflow.regions) expect(region, 'a table scrolls sideways').toBeLessThanOrEqual(0);
});

for (const paper of PAPERS) {
  test(`the ${paper.name} PDF of the field sheet of 11 tests prints every test's header inside the page, each part with every client`, async ({
    page,
    context,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await fieldSheetOfElevenTests(page);
    await printAt(page);
    const pdf = await page.pdf({
      format: paper.name,
      margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' },
    });
    const renderer = await openPdfRenderer(context);
    const pages = await renderPdf(renderer, pdf);
    await mkdir(testInfo.outputDir, { recursive: true });
    for (const [index, rendered] of pages.entries())
      await writeFile(testInfo.outputPath(`field-sheet-${paper.name}-page-${index + 1}.png`), rendered.png);
    await renderer.close();

    const px = (css: number) => css * SCALE;
    const allText = squeezed(pages.flatMap((p) => p.text.map((run) => run.text)).join(''));
    for (const name of TESTS) expect(allText, `${paper.name}: the header "${name}"`).toContain(squeezed(name));
    // Every word printed starts inside the page's margins: no column cut off at the right edge.
    for (const [index, rendered] of pages.entries())
      for (const run of rendered.text) {
        expect(run.x, `${paper.name} page ${index + 1}: "${run.text}" inside the left margin`).toBeGreaterThanOrEqual(
          px(MARGIN_PX - 1),
        );
        expect(run.x, `${paper.name} page ${index + 1}: "${run.text}" inside the right margin`).toBeLessThan(
          rendered.width - px(MARGIN_PX),
        );
      }
    // Three parts of the tests (4, 4 and 3), each on its own page with every client again.
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const [name] of PEOPLE) {
      const on = pages.filter((p) => squeezed(p.text.map((run) => run.text).join('')).includes(squeezed(name)));
      expect(on.length, `${paper.name}: ${name} on each part's page`).toBeGreaterThanOrEqual(3);
    }
  });
}
