// Test-day layout without full screen (decision 0129): on a 1366x657 and a
// 1280x720 laptop the time, the cue and the controls of the step test and the treadmill timer stay inside the viewport
// in every phase (each element's box inside the window and the element itself at its centre, so nothing covers it),
// after a reload-resume the 15-s count is in view, and the step test's results button is in view when the run ends;
// at 812x375 the header takes at most a quarter of the height and above 800 px the menu is one row; the pushup
// full-window display on a phone shows the count larger than the time, the time as mm:ss; touch targets on a 375 px
// phone are at least 44 px. Screenshots (with E2E_SHOTS=1) in /tmp/shots-test-day-layout/.
import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { MAN_40, pauseClock, startPushups, submitDemographics, reviewShot } from './support';

const SHOTS = '/tmp/shots-test-day-layout';
const LAPTOPS = [
  { width: 1366, height: 657 },
  { width: 1280, height: 720 },
] as const;

mkdirSync(SHOTS, { recursive: true });

/** The element is inside the viewport and is what the window shows at its centre (not under the header or anything). */
async function expectInView(page: Page, locator: Locator, what: string) {
  const viewport = page.viewportSize()!;
  const box = await locator.boundingBox();
  expect(box, `${what} is rendered`).not.toBeNull();
  const { x, y, width, height } = box!;
  expect(x, `${what}: left edge`).toBeGreaterThanOrEqual(-0.5);
  expect(y, `${what}: top edge`).toBeGreaterThanOrEqual(-0.5);
  expect(x + width, `${what}: right edge`).toBeLessThanOrEqual(viewport.width + 0.5);
  expect(y + height, `${what}: bottom edge (viewport ${viewport.height})`).toBeLessThanOrEqual(viewport.height + 0.5);
  const uncovered = await locator.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && (element === top || element.contains(top));
  });
  expect(uncovered, `${what}: nothing covers it`).toBe(true);
}

/** The width the page has beside its reserved scrollbar gutter (app.css keeps one). */
const pageWidth = (width: number) => width - 15;

const timer = (page: Page) => page.getByRole('timer');

async function expectTimedScreenInView(page: Page, name: string) {
  await expectInView(page, timer(page), `${name}: the time`);
  await expectInView(page, page.locator('.test-day-cue'), `${name}: the cue`);
  const controls = page.locator(
    '.test-day-controls button:visible, .test-day-sound button:visible, .test-day-sound input:visible',
  );
  const count = await controls.count();
  expect(count, `${name}: controls`).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    await expectInView(
      page,
      control,
      `${name}: ${(await control.textContent())?.trim() || (await control.getAttribute('aria-label'))}`,
    );
  }
  const viewport = page.viewportSize()!;
  await reviewShot(page, `${SHOTS}/${name}-${viewport.width}x${viewport.height}.png`);
}

// One test per screen: each phase is checked at both laptop sizes in turn (the window resized, the run paused on
// Playwright's clock), so the run is started once, not once per size.
test.describe('timed screens on a laptop without full screen', () => {
  const sizes = LAPTOPS.map(({ width, height }) => `${width}x${height}`).join(' and ');
  /** The timed screen in view at each laptop size, in turn. */
  async function atEachLaptop(page: Page, name: string, check = expectTimedScreenInView) {
    for (const viewport of LAPTOPS) {
      await page.setViewportSize(viewport);
      await check(page, name);
    }
  }

  test(`step test at ${sizes}: time, cue and controls in view in every phase, the results button at the end`, async ({
    page,
  }) => {
    await page.setViewportSize(LAPTOPS[0]);
    await page.clock.install();
    await submitDemographics(page, MAN_40);
    await page.goto('#/step-test/instructions');
    await pauseClock(page);
    await page.getByRole('link', { name: 'Click to Begin' }).click();
    const phase = page.locator('.protocol-phase-text');
    await expect(phase).toHaveText('Get ready in...');
    await atEachLaptop(page, 'step-get-ready');
    await page.clock.runFor(3_100);
    await expect(phase).toHaveText('Step test in progress');
    await atEachLaptop(page, 'step-stepping', async (p, name) => {
      await expectInView(p, p.getByLabel('Step cue'), 'the Up/Down cue');
      await expectTimedScreenInView(p, name);
    });
    await page.clock.runFor(180_000);
    await expect(phase).toHaveText('Find your pulse on the wrist or neck');
    await atEachLaptop(page, 'step-find-pulse');
    await page.clock.runFor(5_000);
    await expect(phase).toHaveText('Count your pulses for 15 seconds');
    await atEachLaptop(page, 'step-count');
    await page.clock.runFor(15_000);
    const results = page.getByRole('button', { name: 'Click To Enter Your Results' });
    await expect(results).toBeVisible();
    await atEachLaptop(page, 'step-done', async (p) => {
      await expectInView(p, results, 'the results button');
      const { width, height } = p.viewportSize()!;
      await reviewShot(p, `${SHOTS}/step-done-${width}x${height}.png`);
    });
  });

  test(`step test at ${sizes}: after a reload-resume in the 15-s count, the count and its controls are in view`, async ({
    page,
  }) => {
    await page.setViewportSize(LAPTOPS[0]);
    await page.clock.install();
    await submitDemographics(page, MAN_40);
    await page.goto('#/step-test/progress');
    await expect(page.locator('.protocol-phase-text')).toHaveText('Get ready in...');
    await pauseClock(page);
    await page.clock.runFor(3_100);
    await expect(page.locator('.protocol-phase-text')).toHaveText('Step test in progress');
    await page.clock.runFor(180_000 + 5_000 + 5_000);
    await expect(page.locator('.protocol-phase-text')).toHaveText('Count your pulses for 15 seconds');
    await page.reload();
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.locator('.protocol-phase-text')).toHaveText('Count your pulses for 15 seconds');
    await atEachLaptop(page, 'step-resumed-count');
  });

  test(`treadmill timer at ${sizes}: time, stage and controls in view before, during and after a stage change`, async ({
    page,
  }) => {
    await page.setViewportSize(LAPTOPS[0]);
    await page.clock.install();
    await submitDemographics(page, MAN_40);
    await page.goto('#/treadmill-protocols/bruce');
    await pauseClock(page);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Stop' })).toBeEnabled();
    await atEachLaptop(page, 'treadmill-stage-1');
    await page.clock.runFor(172_000);
    await expect(page.getByTestId('next-stage')).toContainText('In 10 s');
    await atEachLaptop(page, 'treadmill-warning');
    await page.clock.runFor(10_000);
    await expect(page.getByTestId('timer-stage')).toHaveText('2 of 7');
    await atEachLaptop(page, 'treadmill-stage-2');
  });
});

test.describe('the step test read from 3 m at 1280 px', () => {
  const fontPx = (locator: Locator) => locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  const SIZES = [
    { width: 1280, height: 800 },
    { width: 1280, height: 720 },
  ] as const;

  // The run is started once; the count phase is checked at each size in turn, then again in full screen.
  test(`at 1280x800 and 1280x720 the phase instruction is at least a third of the time's size, and the tempo shows while stepping`, async ({
    page,
  }) => {
    await page.setViewportSize(SIZES[0]);
    await page.clock.install();
    await submitDemographics(page, MAN_40);
    await page.goto('#/step-test/progress');
    const phase = page.locator('.protocol-phase-text');
    await expect(phase).toHaveText('Get ready in...');
    await pauseClock(page);
    await page.clock.runFor(3_100);
    await expect(phase).toHaveText('Step test in progress');
    for (const viewport of SIZES) {
      await page.setViewportSize(viewport);
      await expect(page.getByTestId('step-tempo')).toBeVisible();
      await reviewShot(page, `${SHOTS}/step-stepping-tempo-${viewport.width}x${viewport.height}.png`);
    }
    await expect(page.getByTestId('step-tempo')).toHaveText('Tempo 96 beats/min (24 steps/min)');
    await page.clock.runFor(180_000 + 5_000);
    await expect(phase).toHaveText('Count your pulses for 15 seconds');
    for (const viewport of SIZES) {
      await page.setViewportSize(viewport);
      const size = `${viewport.width}x${viewport.height}`;
      await reviewShot(page, `${SHOTS}/step-count-readable-${size}.png`);
      const timeSize = await fontPx(timer(page));
      const phaseSize = await fontPx(phase);
      expect
        .soft(phaseSize, `${size}: the instruction (${phaseSize} px) against the time (${timeSize} px)`)
        .toBeGreaterThanOrEqual(timeSize / 3);
      await expectTimedScreenInView(page, `step-count-readable`);
    }
    for (const viewport of SIZES) {
      // A window in full screen cannot be resized: each size enters full screen and leaves it again.
      await page.setViewportSize(viewport);
      await page.getByRole('button', { name: 'Full screen' }).click();
      await expect(page.locator('.test-day-full')).toBeVisible();
      const size = `${viewport.width}x${viewport.height}`;
      await reviewShot(page, `${SHOTS}/step-count-full-${size}.png`);
      const fullTime = await fontPx(timer(page));
      const fullPhase = await fontPx(phase);
      expect
        .soft(fullPhase, `full screen at ${size}: ${fullPhase} px against ${fullTime} px`)
        .toBeGreaterThanOrEqual(fullTime / 3);
      await page.getByRole('button', { name: 'Exit full screen' }).click();
      await expect(page.locator('.test-day-full')).toBeHidden();
    }
  });
});

test.describe('the header', () => {
  test('at 812x375 the header takes at most a quarter of the height', async ({ page }) => {
    await page.setViewportSize({ width: 812, height: 375 });
    await page.goto('#/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await reviewShot(page, `${SHOTS}/header-812x375.png`);
    const header = await page.locator('.site-header').boundingBox();
    expect(header!.height).toBeLessThanOrEqual(375 / 4);
  });

  test('at 1366x657, 1280x720, 812x375 and 820x900 the menu is one row and the groups show a disclosure marker', async ({
    page,
  }) => {
    await page.goto('#/');
    for (const viewport of [
      { width: 1366, height: 657 },
      { width: 1280, height: 720 },
      { width: 812, height: 375 },
      { width: 820, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const tops = await page
        .locator('.site-nav > ul > li')
        .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
      expect(new Set(tops).size, `menu rows at ${viewport.width}`).toBe(1);
      const lastRight = await page
        .locator('.site-nav > ul > li')
        .last()
        .evaluate((li) => li.getBoundingClientRect().right);
      expect(lastRight, 'the last menu entry fits the window').toBeLessThanOrEqual(pageWidth(viewport.width));
      if (viewport.height >= 657) {
        const header = await page.locator('.site-header').boundingBox();
        expect(header!.height, 'a compact header on a laptop').toBeLessThanOrEqual(120);
      }
      // The marker: a visible triangle or chevron drawn beside the group's name.
      const marker = await page
        .locator('.site-nav summary')
        .first()
        .evaluate((summary) => {
          const after = getComputedStyle(summary, '::after');
          return (
            after.content !== 'none' &&
            after.content !== '' &&
            parseFloat(after.width) > 0 &&
            parseFloat(after.height) > 0
          );
        });
      expect(marker, 'the Tests group has a disclosure marker').toBe(true);
    }
  });

  test('the footer partner list and the menu groups show a disclosure marker', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('#/');
    await page.getByRole('button', { name: 'Menu' }).click();
    for (const summary of [
      page.locator('.site-nav summary', { hasText: 'Tests' }),
      page.locator('.affiliates summary'),
    ]) {
      const visible = await summary.evaluate((element) => {
        const after = getComputedStyle(element, '::after');
        return after.content !== 'none' && parseFloat(after.width) > 0 && after.borderRightStyle !== 'none';
      });
      expect(visible).toBe(true);
    }
  });
});

test('pushup full-window display on a phone: the tapped count is larger than the time, and the time is mm:ss', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await startPushups(page, 14_000);
  await page.getByRole('button', { name: /^Tap for each pushup/ }).click();
  await page.getByRole('button', { name: 'Full screen' }).click();
  await expect(page.locator('.test-day-full')).toBeVisible();
  await reviewShot(page, `${SHOTS}/pushups-full-375x812.png`);
  const time = page.locator('.test-day-full .test-day-time');
  await expect(time).toHaveText('00:11');
  // One line with its colon shown: the parts share a line.
  const tops = await time
    .locator('span')
    .evaluateAll((spans) =>
      spans.filter((s) => getComputedStyle(s).display !== 'none').map((s) => Math.round(s.getBoundingClientRect().top)),
    );
  expect(tops).toHaveLength(3);
  expect(new Set(tops).size).toBe(1);
  const fontPx = (locator: Locator) => locator.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  const countSize = await fontPx(page.getByTestId('tapped-reps'));
  const timeSize = await fontPx(time);
  expect(countSize).toBeGreaterThan(timeSize);
});

test.describe('touch targets on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  async function expectTall(locator: Locator, what: string) {
    const count = await locator.count();
    expect(count, `${what} present`).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      const box = await locator.nth(i).boundingBox();
      expect(box!.height, `${what} #${i} height`).toBeGreaterThanOrEqual(44);
      expect(box!.width, `${what} #${i} width`).toBeGreaterThanOrEqual(44);
    }
  }

  test('"Switch client", the roster name links, the file input, the "Still to do" links', async ({ page }) => {
    await submitDemographics(page, { ...MAN_40, fname: 'Ada', lname: 'Lovelace' });
    await expectTall(page.getByRole('link', { name: 'Switch client' }), '"Switch client"');
    await page.getByRole('link', { name: 'Switch client' }).click();
    await expect(page.locator('main .client-name a').first()).toBeVisible();
    await reviewShot(page, `${SHOTS}/clients-375.png`, { fullPage: true });
    await expectTall(page.locator('main .client-name a'), 'the roster name links');
    await expectTall(page.locator('main input[type="file"]'), 'the file input');
    await page.goto('#/current-session');
    await expect(page.locator('main .summary-todo a').first()).toBeVisible();
    await reviewShot(page, `${SHOTS}/current-session-375.png`, { fullPage: true });
    await expectTall(page.locator('main .summary-todo a'), 'the "Still to do" links');
  });
});

test('Fitness Categories at 1280 px: the body-fat percentile table shows its six age groups without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('#/categories#bodyfat');
  const table = page.locator('#bodyfat .percentile-table').first();
  await expect(table).toBeVisible();
  await table.scrollIntoViewIfNeeded();
  await reviewShot(page, `${SHOTS}/categories-bodyfat-1280.png`);
  const fit = await table.evaluate((element) => {
    const scroller = element.closest('.table-scroll') ?? element.parentElement!;
    return { table: element.getBoundingClientRect().width, scroll: scroller.scrollWidth, client: scroller.clientWidth };
  });
  expect(fit.scroll, `the table (${fit.table} px) fits its box`).toBeLessThanOrEqual(fit.client + 1);
  expect(await table.locator('thead tr').last().locator('th').count()).toBeGreaterThanOrEqual(6);
});
