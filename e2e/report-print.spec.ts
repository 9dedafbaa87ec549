// The printed progress report (issue 22, the report part): every chart fits its page with its latest point on A4
// and on Letter, the bands and the legend print in colour. Print media is emulated and the page is laid out at the
// paper's printable width (no PDF rasteriser is installed: the chart's own last-point position and bounding boxes are
// measured instead). Screenshots go to /tmp/shots-report.
import { test, expect, type Page } from '@playwright/test';
import { seedPredecessorSessions } from './clients-support';

const SHOTS = '/tmp/shots-report';

/** The printable width in CSS px (96 per inch) of a paper less the report's 10-mm margins (clients.css `@page`). */
const PAPERS = [
  { name: 'A4', widthPx: Math.floor(((210 - 20) / 25.4) * 96) },
  { name: 'Letter', widthPx: Math.floor((8.5 - 20 / 25.4) * 96) },
] as const;

/** Pat Doe, three sessions with pushups, sit and reach, waist and weight (a predecessor's records, grouped by name). */
async function patWithThreeSessions(page: Page) {
  await page.goto('#/');
  const base = { name: 'Pat Doe', age: 40, sex: 'MALE', current_weight: 82, waist_circumference: 94 };
  await seedPredecessorSessions(page, [
    { ...base, date: '2025-01-10T10:00:00.000Z', pushups: 18, sit_and_reach: 24 },
    { ...base, date: '2025-03-10T10:00:00.000Z', pushups: 22, sit_and_reach: 26, waist_circumference: 92 },
    { ...base, date: '2025-06-10T10:00:00.000Z', pushups: 25, sit_and_reach: 27, waist_circumference: 90, current_weight: 80 },
  ]);
  await page.goto('#/clients');
  await page.getByRole('link', { name: 'History of Pat Doe' }).click();
  await expect(page.getByRole('heading', { name: 'Progress of Pat Doe' })).toBeVisible({ timeout: 20_000 });
}

/** Print media at the paper's width; the page is told it prints, as the print dialog tells it. */
async function printAt(page: Page, widthPx: number) {
  await page.setViewportSize({ width: widthPx, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
}

for (const paper of PAPERS) {
  test(`printed on ${paper.name}: every chart and its latest point inside the page, bands and swatches in colour`, async ({ page }) => {
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
    const overflow = await page.evaluate((limit) => [...document.querySelectorAll('main *')]
      .filter((node) => !node.closest('.sr-only') && node.getBoundingClientRect().right > limit + 1)
      .map((node) => `${node.tagName}.${node.className}`).slice(0, 5), paper.widthPx);
    expect(overflow).toEqual([]);
    // Swatches keep their colour in print (browsers drop backgrounds unless told).
    const swatch = page.locator('.chart-swatch').first();
    expect(await swatch.evaluate((node) => getComputedStyle(node).printColorAdjust)).toBe('exact');
    expect(await swatch.evaluate((node) => getComputedStyle(node).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await page.screenshot({ path: `${SHOTS}/report-print-${paper.name}.png`, fullPage: true });
    // The real print path renders too (Chromium's PDF of the page at this paper size).
    const pdf = await page.pdf({ format: paper.name, margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' } });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
}
