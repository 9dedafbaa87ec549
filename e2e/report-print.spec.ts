// The printed progress report : every chart fits its page with its latest point on A4
// and on Letter, the bands and the legend print in colour. Print media is emulated and the page is laid out at the
// paper's printable width: the chart's own last-point position and bounding boxes are measured in the page; the
// coach's name on every page is counted in the PDF's text runs. The PDF itself rendered to PNG and checked by its
// pixels: e2e/report-print-pdf.spec.ts. Notes, goals and the coach's name: decision 0150. Screenshots go to
// /tmp/shots-report (with E2E_SHOTS=1).
import { test, expect } from '@playwright/test';
import { reviewShot } from './support';
import AxeBuilder from '@axe-core/playwright';
import { inflateSync } from 'node:zlib';
import { PAPERS, patWithThreeSessions, printAt, seedPredecessorSessions } from './clients-support';

const SHOTS = '/tmp/shots-report';

for (const paper of PAPERS) {
  test(`printed on ${paper.name}: every chart and its latest point inside the page, bands and swatches in colour`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await patWithThreeSessions(page);
    // Drawn first at the screen's width (the charts a coach saw before pressing Print).
    const pushups = page.getByRole('figure', { name: 'Pushups' });
    await pushups.scrollIntoViewIfNeeded();
    await expect(pushups.locator('canvas')).toBeVisible();
    await printAt(page, paper.widthPx);
    const holders = page.locator('figure.history-chart .chart-canvas');
    const count = await holders.count();
    expect(count).toBeGreaterThanOrEqual(4);
    await expect(page.locator('figure.history-chart .chart-canvas canvas')).toHaveCount(count);
    for (let i = 0; i < count; i += 1) {
      const holder = holders.nth(i);
      const canvas = holder.locator('canvas');
      const box = await canvas.boundingBox();
      expect(box, `chart ${i} has a box`).not.toBeNull();
      if (!box) continue;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `chart ${i} inside ${paper.name}`).toBeLessThanOrEqual(paper.widthPx);
      const ratio = Number(await holder.getAttribute('data-last-point-x'));
      expect(ratio, `chart ${i} latest point drawn`).toBeGreaterThan(0);
      expect(ratio).toBeLessThan(1);
      const lastX = box.x + ratio * box.width;
      expect(lastX, `chart ${i} latest point on the page`).toBeLessThan(paper.widthPx);
    }
    // Nothing of the report runs past the page's right edge.
    const overflow = await page.evaluate(
      (limit) =>
        [...document.querySelectorAll('main *')]
          .filter((node) => !node.closest('.sr-only') && node.getBoundingClientRect().right > limit + 1)
          .map((node) => `${node.tagName}.${node.className}`)
          .slice(0, 5),
      paper.widthPx,
    );
    expect(overflow).toEqual([]);
    // Swatches keep their colour in print (browsers drop backgrounds unless told).
    const swatch = page.locator('.chart-swatch').first();
    expect(await swatch.evaluate((node) => getComputedStyle(node).printColorAdjust)).toBe('exact');
    expect(await swatch.evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await reviewShot(page, `${SHOTS}/report-print-${paper.name}.png`, { fullPage: true });
    // The real print path renders too (Chromium's PDF of the page at this paper size).
    const pdf = await page.pdf({
      format: paper.name,
      margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' },
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
}

/** The text-drawing operators of every page of a PDF (Chromium writes each text run as Tj or TJ). */
function textRuns(pdf: Buffer): number {
  const raw = pdf.toString('latin1');
  let runs = 0;
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = raw.indexOf('endstream', start);
    try {
      runs += (
        inflateSync(Buffer.from(raw.slice(start, end), 'latin1'))
          .toString('latin1')
          .match(/\bT[jJ]\b/g) ?? []
      ).length;
    } catch {
      /* not a compressed content stream (a font, an image) */
    }
  }
  return runs;
}

function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
}

const A4_PDF = { format: 'A4', margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' } } as const;

test('the coach name on every printed page, the client and session notes, a goal line with "to go"; axe at 375 and 1280 px', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await patWithThreeSessions(page);
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  const without = await page.pdf(A4_PDF);
  await page.emulateMedia({ media: 'screen' });

  // The coach's name, set once on the Clients screen.
  await page.goto('#/clients');
  await page.getByLabel('Coach or business name').fill('Fit Studio Berlin');
  await page.getByRole('button', { name: "Save the coach's name" }).click();
  await expect(page.getByRole('status').filter({ hasText: 'printed reports show this name' })).toBeVisible();
  await page
    .getByLabel(/^Logo/)
    .setInputFiles({ name: 'logo.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByRole('alert').filter({ hasText: 'PNG, JPEG or WebP' })).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      `Clients at ${width}`,
    ).toEqual([]);
  }

  // A goal, a client note and a session note on the history.
  await page.getByRole('link', { name: 'History of Pat Doe' }).click();
  await expect(page.getByRole('heading', { name: 'Progress of Pat Doe' })).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Measure', { exact: true }).selectOption({ label: 'Pushups' });
  await page.getByLabel('Goal (pushups)').fill('30');
  await page.getByRole('button', { name: 'Save goal' }).click();
  const pushupsRow = page.getByTestId('history-table').getByRole('row', { name: /^Pushups/ });
  await expect(pushupsRow).toContainText('Goal 30 pushups: 5 pushups to go');
  await page.getByLabel('Measure', { exact: true }).selectOption({ label: 'Waist' });
  await page.getByLabel('Goal (cm)').fill('91');
  await page.getByRole('button', { name: 'Save goal' }).click();
  await expect(page.getByTestId('history-table').getByRole('row', { name: /^Waist/ })).toContainText(
    'Goal 91 cm: goal reached',
  );
  await page.getByLabel('Note on this client').fill('Knee surgery in 2024: no jumps.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByTestId('client-note')).toHaveText('Knee surgery in 2024: no jumps.');
  await page.getByRole('button', { name: 'View the session of 10 Jun 2025' }).click();
  await page.getByLabel('Note on the session of 10 Jun 2025').fill('Slept badly; pushups after the run.');
  await page.getByRole('button', { name: 'Save note' }).nth(1).click();
  await expect(page.getByTestId('session-notes')).toContainText('10 Jun 2025Slept badly; pushups after the run.');
  const pushups = page.getByRole('figure', { name: 'Pushups' });
  await pushups.scrollIntoViewIfNeeded();
  await expect(pushups).toContainText('Goal 30 pushups: 5 pushups to go');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await reviewShot(page, `${SHOTS}/history-notes-goals-${width}.png`, { fullPage: width === 375 });
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
      `history at ${width}`,
    ).toEqual([]);
  }

  // Printed: the letterhead, the notes, the goal on its chart.
  await printAt(page, PAPERS[0].widthPx);
  await expect(page.getByTestId('report-letterhead')).toHaveText('Fit Studio Berlin');
  await expect(page.getByTestId('client-note')).toBeVisible();
  await expect(page.getByTestId('session-notes')).toBeVisible();
  await expect(page.getByLabel('Note on this client')).toBeHidden(); // the editors stay off paper
  const chart = page.getByTestId('chart-pushups');
  await expect(chart).toHaveAttribute('data-goal', '30');
  await expect(pushups.locator('.chart-goal')).toBeVisible();
  // The goal line is drawn: the canvas differs from the same chart without it.
  const withGoal = await chart.locator('canvas').screenshot();
  await reviewShot(page, `${SHOTS}/report-print-notes-goals.png`, { fullPage: true });
  // The name in the margin of every page: one more text run per page than the same report printed without a name.
  const withName = await page.pdf(A4_PDF);
  const pages = pageCount(withName);
  expect(pages).toBeGreaterThanOrEqual(2);
  expect(pageCount(without)).toBeGreaterThanOrEqual(1);
  expect(textRuns(withName) - textRuns(without)).toBeGreaterThanOrEqual(pages);

  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('button', { name: 'Remove the goal for Pushups' }).click();
  await expect(chart).not.toHaveAttribute('data-goal', '30');
  await printAt(page, PAPERS[0].widthPx);
  const withoutGoal = await chart.locator('canvas').screenshot();
  expect(withGoal.equals(withoutGoal)).toBe(false);

  // The Current Session's print carries the name too.
  await page.emulateMedia({ media: 'screen' });
  await page.goto('#/current-session');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('report-letterhead')).toHaveText('Fit Studio Berlin');
});

test('a one-test re-test prints first what was measured that day and its change since last time', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('#/');
  const kim = { name: 'Kim Lee', age: 34, sex: 'MALE', current_weight: 80 };
  await seedPredecessorSessions(page, [
    { ...kim, date: '2026-01-10T10:00:00.000Z', pushups: 20, sit_and_reach: 28, waist_circumference: 90 },
    { name: 'Kim Lee', age: 34, sex: 'MALE', date: '2026-02-21T10:00:00.000Z', pushups: 26 },
  ]);
  await page.goto('#/clients');
  await page.getByRole('link', { name: 'History of Kim Lee' }).click();
  await expect(page.getByRole('heading', { name: 'Progress of Kim Lee' })).toBeVisible({ timeout: 20_000 });
  await printAt(page, PAPERS[0].widthPx);
  const lead = page.getByRole('region', { name: 'Measured on 21 Feb 2026' });
  await expect(lead).toBeVisible();
  await expect(lead.getByRole('row')).toHaveCount(2); // the header and Pushups: nothing else was measured that day
  await expect(lead.getByRole('row', { name: /^Pushups/ })).toContainText('26 pushups');
  await expect(lead.getByRole('row', { name: /^Pushups/ })).toContainText('+6 pushups since 10 Jan 2026');
  const leadBox = await lead.boundingBox();
  const historyHeading = await page.getByRole('heading', { name: 'Measures over time' }).boundingBox();
  expect(leadBox!.y + leadBox!.height).toBeLessThanOrEqual(historyHeading!.y);
  await reviewShot(page, `${SHOTS}/one-test-retest-print.png`, { fullPage: true });
  const pdf = await page.pdf(A4_PDF);
  console.log(`one-test re-test report: ${pageCount(pdf)} A4 pages`);
});
