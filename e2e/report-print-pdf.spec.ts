// The printed progress report as paper shows it (decision 0146): Chromium's own PDF of the history (A4 and
// Letter, print media, its default of no background graphics, as the print dialog) is rendered page by page to PNG
// with pdf.js, and the pixels and text of those pages are checked: the coach's name on every page, the notes printed,
// every chart whole inside the page's margins with its latest point drawn where the chart put it, the goal line drawn
// across the pushups chart (and no such line on a chart without a goal), and each legend swatch filled with its
// category's colour, still darker than the paper in greyscale. The PNGs are kept under test-results.
import { test, expect, type Page } from '@playwright/test';
import { mkdir, writeFile } from 'node:fs/promises';
import { PAPERS, patWithThreeSessions, printAt } from './clients-support';
import { SCALE, grey, openPdfRenderer, parseColour, pixelsIn, renderPdf, type Rgb } from './pdf-support';

const COACH = 'Fit Studio Berlin';
const CLIENT_NOTE = 'Knee surgery in 2024: no jumps.';
const SESSION_NOTE = 'Slept badly; pushups after the run.';
/** The report's page margin (clients.css `@page`, 10 mm) in CSS px. */
const MARGIN_PX = (10 / 25.4) * 96;
/** A point marker's radius in CSS px (ProgressChart.tsx draws size 9). */
const POINT_RADIUS_PX = 4.5;
/** White paper in greyscale. */
const PAPER_GREY = 255;

/** The coach's name, a client note, a note on the latest session and a pushups goal of 30, as the app stores them. */
async function seedReportNotes(page: Page) {
  await page.evaluate(
    ({ coach, clientNote, sessionNote }) =>
      new Promise<void>((resolve, reject) => {
        const fail = (error: unknown) => reject(error instanceof Error ? error : new Error(String(error)));
        const sessions = indexedDB.open('sessions');
        sessions.onerror = () => fail(sessions.error);
        sessions.onsuccess = () => {
          const all = sessions.result.transaction('sessions').objectStore('sessions').getAll();
          all.onerror = () => fail(all.error);
          all.onsuccess = () => {
            sessions.result.close();
            const rows = all.result as { clientId: string; recordId: string; date: string }[];
            const latest = rows.reduce((a, b) => (a.date > b.date ? a : b));
            const clients = indexedDB.open('clients');
            clients.onerror = () => fail(clients.error);
            clients.onsuccess = () => {
              const tx = clients.result.transaction(['clientNotes', 'meta'], 'readwrite');
              tx.objectStore('meta').put({ key: 'coach', name: coach });
              tx.objectStore('clientNotes').put({
                schemaVersion: 1,
                clientId: latest.clientId,
                note: clientNote,
                sessionNotes: { [latest.recordId]: sessionNote },
                goals: { pushups: 30 },
              });
              tx.oncomplete = () => {
                clients.result.close();
                resolve();
              };
              tx.onerror = () => fail(tx.error);
            };
          };
        };
      }),
    { coach: COACH, clientNote: CLIENT_NOTE, sessionNote: SESSION_NOTE },
  );
}

/** A chart as laid out for print: its field, where its latest point lies across it, and the colours it is drawn in. */
interface PrintedChart {
  readonly field: string;
  readonly lastPointX: number;
  readonly hasGoal: boolean;
  readonly legend: readonly { text: string; colour: string }[];
}

async function printedCharts(page: Page): Promise<PrintedChart[]> {
  return page.locator('figure.history-chart').evaluateAll((figures) =>
    figures.map((figure) => {
      const holder = figure.querySelector<HTMLElement>('.chart-canvas')!;
      return {
        field: (holder.dataset.testid ?? '').replace(/^chart-/, ''),
        lastPointX: Number(holder.dataset.lastPointX),
        hasGoal: holder.dataset.goal !== undefined,
        legend: [...figure.querySelectorAll('.chart-legend li')].map((item) => ({
          text: item.textContent?.trim() ?? '',
          colour: getComputedStyle(item.querySelector('.chart-swatch')!).backgroundColor,
        })),
      };
    }),
  );
}

/** A theme colour as the print shows it (print is always light), read from a probe as the chart reads it. */
async function themeColour(page: Page, property: string): Promise<Rgb> {
  const css = await page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.querySelector('.chart-canvas')!.appendChild(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  }, property);
  return parseColour(css);
}

for (const paper of PAPERS) {
  test(`the ${paper.name} PDF rendered to PNG: name on every page, notes, every chart and its latest point inside the page, the goal line, swatches in colour and greyscale`, async ({
    page,
    context,
  }, testInfo) => {
    test.slow();
    await page.setViewportSize({ width: 1280, height: 900 });
    await patWithThreeSessions(page);
    await seedReportNotes(page);
    await page.reload();
    await expect(page.getByTestId('client-note')).toHaveText(CLIENT_NOTE, { timeout: 20_000 });
    // Printed from the laptop's window, as a coach does: the PDF is laid out at the paper's width, the window stays.
    await printAt(page);
    const charts = await printedCharts(page);
    expect(charts.length).toBeGreaterThanOrEqual(4);
    await expect(page.locator('figure.history-chart .chart-canvas canvas')).toHaveCount(charts.length);
    const seriesColour = await themeColour(page, '--chart-series-1');
    const axisColour = await themeColour(page, '--chart-axis');
    const pdf = await page.pdf({
      format: paper.name,
      margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' },
    });

    const renderer = await openPdfRenderer(context);
    const pages = await renderPdf(renderer, pdf);
    await mkdir(testInfo.outputDir, { recursive: true });
    for (const [index, rendered] of pages.entries())
      await writeFile(testInfo.outputPath(`${paper.name}-page-${index + 1}.png`), rendered.png);
    expect(pages.length, 'the report takes more than one page').toBeGreaterThanOrEqual(2);
    const px = (css: number) => css * SCALE;

    // The coach's name in the bottom margin of every page (the @page margin box), the notes printed.
    for (const [index, rendered] of pages.entries()) {
      const footer = rendered.text.filter(
        (run) => run.text.trim() === COACH && run.y > rendered.height - px(MARGIN_PX),
      );
      expect(footer, `${paper.name} page ${index + 1}: the coach's name in its bottom margin`).toHaveLength(1);
    }
    const allText = pages.flatMap((p) => p.text.map((run) => run.text)).join('');
    const squeezed = (text: string) => text.replace(/\s+/g, '');
    expect(squeezed(allText)).toContain(squeezed(CLIENT_NOTE));
    expect(squeezed(allText)).toContain(squeezed(SESSION_NOTE));

    // Every chart canvas is one image of the PDF, in the order of the report, whole inside the page's margins.
    const placed = pages.flatMap((rendered, index) => rendered.images.map((rect) => ({ index, rect, rendered })));
    expect(placed, 'one printed image per chart').toHaveLength(charts.length);
    for (const [i, chart] of charts.entries()) {
      const { index, rect, rendered } = placed[i]!;
      const where = `${paper.name}: the ${chart.field} chart`;
      expect(rect.left, `${where} inside the left margin`).toBeGreaterThanOrEqual(px(MARGIN_PX - 1));
      expect(rect.right, `${where} inside the right margin`).toBeLessThanOrEqual(rendered.width - px(MARGIN_PX - 1));
      expect(rect.bottom, `${where} above the bottom margin`).toBeLessThanOrEqual(rendered.height - px(MARGIN_PX - 1));
      // The latest point: where the chart drew it, a marker in the series colour, and nothing of the series right of it.
      const lastX = rect.left + chart.lastPointX * (rect.right - rect.left);
      expect(lastX + px(POINT_RADIUS_PX), `${where}: its latest point on the page`).toBeLessThanOrEqual(
        rendered.width - px(MARGIN_PX - 1),
      );
      const series = await pixelsIn(renderer, index, rect, seriesColour, { tolerance: 20 });
      const rightmost = rect.left + series.columns.findLastIndex((count) => count > 0);
      expect(Math.abs(rightmost - lastX), `${where}: the series ends at its latest point`).toBeLessThanOrEqual(
        px(POINT_RADIUS_PX + 1),
      );
      const atLast = series.columns
        .slice(Math.round(lastX - rect.left - px(1)), Math.round(lastX - rect.left + px(1)) + 1)
        .reduce((a, b) => a + b, 0);
      expect(atLast, `${where}: the latest point's marker drawn`).toBeGreaterThanOrEqual(px(3));
      // The goal: a dashed line in the axis colour across the chart that has one, on no other.
      const { dashedRows } = await pixelsIn(renderer, index, rect, axisColour, { tolerance: 24, minRuns: 6 });
      if (chart.hasGoal) expect(dashedRows.length, `${where}: its goal line`).toBeGreaterThan(0);
      else expect(dashedRows, `${where}: no goal line`).toEqual([]);
    }
    expect(charts.filter((c) => c.hasGoal).map((c) => c.field)).toEqual(['pushups']);

    // Each legend swatch printed filled with its category's colour, and still darker than the paper in greyscale,
    // inside a dark edge (backgrounds are dropped from print unless the style sheet keeps them).
    const legends = charts.flatMap((c) => c.legend);
    expect(legends.length).toBeGreaterThanOrEqual(10);
    for (const entry of legends) {
      const found = pages
        .flatMap((rendered, index) => rendered.text.map((run) => ({ run, index })))
        .find(({ run }) => squeezed(run.text) === squeezed(entry.text));
      expect(found, `${paper.name}: the legend "${entry.text}" printed`).toBeDefined();
      if (!found) continue;
      const { run, index } = found;
      // The swatch: 0.8rem square with a 1-px edge, 0.25rem left of its words, centred on their x-height; smaller where
      // the chart is scaled to its column, so it is found by its colour in the strip left of the words.
      const middle = run.y - px(4);
      const strip = { left: run.x - px(24), right: run.x, top: middle - px(9), bottom: middle + px(9) };
      const outer = { left: run.x - px(21), right: run.x - px(2), top: middle - px(9), bottom: middle + px(9) };
      const expected = parseColour(entry.colour);
      const { columns } = await pixelsIn(renderer, index, strip, expected, { tolerance: 30 });
      const filled = columns.reduce((a, b) => a + b, 0);
      expect(filled, `"${entry.text}" swatch filled with ${entry.colour}`).toBeGreaterThanOrEqual(px(4) * px(4));
      expect(grey(expected), `"${entry.text}" swatch in greyscale`).toBeLessThan(PAPER_GREY - 10);
      const edge = (await pixelsIn(renderer, index, outer)).darkestGrey;
      expect(edge, `"${entry.text}" swatch edge`).toBeLessThan(128);
    }
    await renderer.close();
  });
}
