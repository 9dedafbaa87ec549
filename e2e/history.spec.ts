// A client's history as a tester found it on test day: the charts' time axis in the page's locale
// (the one date home, decision 0130), the chart bands in the gauges' category colours (one scale, decision 0085), the
// Compare selectors by date, and axe with no serious or critical violation at 375 and 1280 px in the light and the
// dark theme. Screenshots (with E2E_SHOTS=1) in /tmp/shots-history/.
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { reviewShot } from './support';
import {
  ALEX,
  enterSession,
  saveFromCurrentSession,
  seedPredecessorSessions,
  startNewSession,
} from './clients-support';

const SHOTS = '/tmp/shots-history';
mkdirSync(SHOTS, { recursive: true });

/** Records every text drawn on a canvas (uPlot draws its axis labels there), before the app's code runs. */
async function recordCanvasTexts(page: Page) {
  await page.addInitScript(() => {
    const drawn: string[] = [];
    (window as unknown as { drawnTexts: string[] }).drawnTexts = drawn;
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (
      this: CanvasRenderingContext2D,
      text: string,
      x: number,
      y: number,
      maxWidth?: number,
    ) {
      drawn.push(String(text));
      return maxWidth === undefined ? fillText.call(this, text, x, y) : fillText.call(this, text, x, y, maxWidth);
    };
  });
}

async function openPushupsChart(page: Page, client: string) {
  await page.goto('#/clients');
  await page.getByRole('link', { name: `History of ${client}` }).click();
  const chart = page.getByRole('figure', { name: 'Pushups' });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('canvas').first()).toBeVisible();
  return chart;
}

// The axis labels are drawn in the format of the page's locale, the same as every other date the app shows.
for (const [locale, dateLike, otherLike, option] of [
  ['en-GB', /^\d{1,2} [A-Z][a-z]{2} \d{4}$/, /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/, '10 Jan 2026'],
  ['en-US', /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/, /^\d{1,2} [A-Z][a-z]{2} \d{4}$/, 'Jan 10, 2026'],
] as const) {
  test.describe(`chart axis in ${locale}`, () => {
    test.use({ locale });
    test(`the time axis and the Compare selectors write dates as ${locale} does`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await recordCanvasTexts(page);
      await page.goto('#/');
      const kim = { name: 'Kim Lee', age: 34, sex: 'MALE' };
      await seedPredecessorSessions(page, [
        { ...kim, date: '2026-01-10T10:00:00.000Z', pushups: 20 },
        { ...kim, date: '2026-03-15T10:00:00.000Z', pushups: 26 },
      ]);
      await openPushupsChart(page, 'Kim Lee');
      await expect
        .poll(
          async () =>
            (await page.evaluate(() => (window as unknown as { drawnTexts: string[] }).drawnTexts)).filter((t) =>
              dateLike.test(t),
            ).length,
        )
        .toBeGreaterThan(0);
      const drawn = await page.evaluate(() => (window as unknown as { drawnTexts: string[] }).drawnTexts);
      expect(drawn.filter((t) => otherLike.test(t))).toEqual([]);
      await expect(page.getByRole('combobox', { name: 'First session' }).getByRole('option').first()).toHaveText(
        option,
      );
    });
  });
}

test("chart bands take the gauges' colours; axe clean at 375 and 1280 px in the light and the dark theme", async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.install({ time: new Date('2026-01-10T10:00:00Z') });
  await enterSession(page, ALEX, { pushups: '20', sitAndReach: '28' });
  await saveFromCurrentSession(page);
  await page.clock.setSystemTime(new Date('2026-03-15T10:00:00Z'));
  await startNewSession(page);
  await page.goto('#/pushups/results');
  await page.getByLabel('Pushups completed').fill('26');
  await page.getByRole('button', { name: /^(Submit|Update)$/ }).click();
  const gauge = page.locator('.category-gauge').first();
  await expect(gauge).toBeVisible();
  // The gauge's colour of each category, by its written name.
  const gaugeColours = await gauge.evaluate((node) => {
    const names = [...node.querySelectorAll('.gauge-label')].map((l) => l.textContent ?? '');
    const bands = [...node.querySelectorAll('.gauge-band')].map((b) => getComputedStyle(b).backgroundColor);
    return Object.fromEntries(names.map((name, i) => [name, bands[i] ?? '']));
  });
  expect(Object.keys(gaugeColours)).toContain('Very Good');
  await saveFromCurrentSession(page, 'Save This Session');

  const chart = await openPushupsChart(page, 'Alex Smith');
  const legend = page.getByRole('list', { name: 'Norm categories for Pushups' });
  await expect(legend).toContainText('Very Good: 22–29 pushups');
  await expect(legend).toContainText('Excellent: 30 pushups or more');
  const swatchColours = async () =>
    legend.evaluate((list) =>
      Object.fromEntries(
        [...list.querySelectorAll('li')].map((li) => [
          (li.textContent ?? '').split(':')[0] ?? '',
          getComputedStyle(li.querySelector('.chart-swatch') as Element).backgroundColor,
        ]),
      ),
    );
  expect(await swatchColours()).toEqual(gaugeColours);
  // The canvas fills the bands around the points (20: Good, 26: Very Good) with those very colours.
  const canvasColours = await chart
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const data =
        canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
      const seen = new Set<string>();
      for (let i = 0; i < data.length; i += 4)
        if (data[i + 3] === 255) seen.add(`rgb(${data[i]}, ${data[i + 1]}, ${data[i + 2]})`);
      return [...seen];
    });
  expect(canvasColours).toContain(gaugeColours['Very Good']);
  expect(canvasColours).toContain(gaugeColours.Good);
  await expect(page.getByRole('combobox', { name: 'First session' }).getByRole('option')).toHaveText([
    '10 Jan 2026',
    '15 Mar 2026',
  ]);

  await page.clock.resume();
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [375, 1280]) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize({ width, height: 900 });
      await chart.scrollIntoViewIfNeeded();
      expect(await swatchColours()).toEqual(gaugeColours);
      await reviewShot(page, `${SHOTS}/history-${scheme}-${width}.png`, { fullPage: true });
      const results = await new AxeBuilder({ page }).analyze();
      const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        bad.map((v) => `${scheme} ${width}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
  }
});

test('one session: the time axis stays within days of it, and in the dark theme the band labels contrast with their bands', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 1280, height: 900 });
  // Every text drawn on a canvas with the colour it was drawn in.
  await page.addInitScript(() => {
    const drawn: { text: string; colour: string }[] = [];
    (window as unknown as { drawnWithColour: typeof drawn }).drawnWithColour = drawn;
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (
      this: CanvasRenderingContext2D,
      text: string,
      x: number,
      y: number,
      maxWidth?: number,
    ) {
      drawn.push({ text: String(text), colour: String(this.fillStyle) });
      return maxWidth === undefined ? fillText.call(this, text, x, y) : fillText.call(this, text, x, y, maxWidth);
    };
  });
  await page.goto('#/');
  await seedPredecessorSessions(page, [
    { name: 'Kim Lee', age: 34, sex: 'MALE', date: '2026-03-15T10:00:00.000Z', pushups: 26 },
  ]);
  const chart = await openPushupsChart(page, 'Kim Lee');
  const drawn = async () =>
    page.evaluate(() => (window as unknown as { drawnWithColour: { text: string; colour: string }[] }).drawnWithColour);
  await expect.poll(async () => (await drawn()).filter((d) => /\d{4}$/.test(d.text)).length).toBeGreaterThan(0);
  await reviewShot(page, `${SHOTS}/history-one-session-dark.png`, { fullPage: true });
  const axisDates = (await drawn()).filter((d) => /^\d{1,2} [A-Z][a-z]{2} \d{4}$/.test(d.text)).map((d) => d.text);
  expect(axisDates.length, `axis labels ${axisDates.join(', ')}`).toBeGreaterThan(0);
  for (const label of axisDates) {
    const days = Math.abs(Date.parse(`${label} 12:00 UTC`) - Date.parse('2026-03-15T12:00:00Z')) / 86_400_000;
    expect(days, `axis label ${label}`).toBeLessThanOrEqual(2);
  }
  // The bands' colours by their category name (the legend's swatches are the canvas's band colours).
  const legend = page.getByRole('list', { name: 'Norm categories for Pushups' });
  const bandColours = await legend.evaluate((list) =>
    Object.fromEntries(
      [...list.querySelectorAll('li')].map((li) => [
        (li.textContent ?? '').split(':')[0] ?? '',
        getComputedStyle(li.querySelector('.chart-swatch') as Element).backgroundColor,
      ]),
    ),
  );
  const labels = (await drawn()).filter((d) => d.text in bandColours);
  expect(labels.length, 'band labels drawn').toBeGreaterThan(0);
  const contrast = await page.evaluate(
    ([pairs]) => {
      const rgb = (colour: string) => {
        const probe = document.createElement('span');
        probe.style.color = colour;
        document.body.appendChild(probe);
        const parts = getComputedStyle(probe)
          .color.match(/[\d.]+/g)!
          .map(Number);
        probe.remove();
        return parts.slice(0, 3);
      };
      const luminance = (colour: string) => {
        const [r, g, b] = rgb(colour).map((v) => {
          const c = v / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      return pairs.map(([text, fg, bg]) => {
        const [a, b] = [luminance(fg!), luminance(bg!)].sort((x, y) => y - x);
        return { text, ratio: Math.round(((a! + 0.05) / (b! + 0.05)) * 100) / 100 };
      });
    },
    [labels.map((l) => [l.text, l.colour, bandColours[l.text]!])] as const,
  );
  for (const { text, ratio } of contrast) expect(ratio, `band label ${text}`).toBeGreaterThanOrEqual(4.5);
  await expect(chart).toBeVisible();
});
