// Test day in real Chromium with Playwright's clock: the test-day display of the step test, the pushup test and the
// treadmill timer at 1280x900, 1366x657, 375x812 and 812x375 (the time at least a quarter of the viewport high, on
// the pushup display the tapped count larger than the time instead (decision 0129), every control inside the
// viewport, Escape returns to the page; screenshots (with E2E_SHOTS=1) in /tmp/shots-testday/), and the pushup taps
// kept over a reload. Lower down: a tap, its undo and the count in the results (tests/features/pushups/), the Bruce
// VO2 max from the time (tests/calculators/bruceTime.test.ts), the warning 10 s before a stage change
// (tests/machines/testDayCues.paths.test.ts; its words on screen in treadmillTimerScreen.states.test.tsx).
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { MAN_40, pauseClock, startPushups, submitDemographics, reviewShot } from './support';

const SHOTS = '/tmp/shots-testday';
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 1366, height: 657 },
  { width: 375, height: 812 },
  { width: 812, height: 375 },
] as const;

const display = (page: Page) => page.getByTestId('test-day-display');

/** A man of 40 on the Bruce timer, the fake clock paused, Start pressed `msAfterStart` ago. */
async function startBruce(page: Page, msAfterStart: number) {
  await page.clock.install();
  await submitDemographics(page, MAN_40);
  await page.goto('#/treadmill-protocols/bruce');
  await pauseClock(page);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Stop' })).toBeEnabled();
  if (msAfterStart > 0) await page.clock.runFor(msAfterStart);
}

/** Enters the full-screen layout, measures it against the viewport, screenshots it, and leaves it with Escape. */
async function checkFullScreen(
  page: Page,
  name: string,
  viewport: { width: number; height: number },
  countIsLargest = false,
) {
  // A pointer press: at 812x375 the page's header scrolls away (app.css), so nothing covers the control.
  await display(page).getByRole('button', { name: 'Full screen' }).click();
  await expect(page.locator('.test-day-full')).toBeVisible();
  await expect(display(page).getByRole('button', { name: 'Exit full screen' })).toBeVisible();

  mkdirSync(SHOTS, { recursive: true });
  await reviewShot(page, `${SHOTS}/${name}-${viewport.width}x${viewport.height}.png`);
  // The whole window, edge to edge: no strip is left for the page's scrollbar gutter beside it.
  const whole = await page.locator('.test-day-full').boundingBox();
  expect(whole, 'the display covers the window').toMatchObject({
    x: 0,
    y: 0,
    width: viewport.width,
    height: viewport.height,
  });

  const time = await page.locator('.test-day-full .test-day-time').boundingBox();
  expect(time, 'the time is shown').not.toBeNull();
  if (countIsLargest) {
    // The pushup display: the count tapped is what matters, the time is smaller and one line (decision 0129).
    const fontPx = (selector: string) =>
      page.locator(selector).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(
      await fontPx('.test-day-full .tap-count'),
      `count larger than the time at ${viewport.width}x${viewport.height}`,
    ).toBeGreaterThan(await fontPx('.test-day-full .test-day-time'));
  } else {
    expect(time!.height, `time height at ${viewport.width}x${viewport.height}`).toBeGreaterThanOrEqual(
      viewport.height / 4,
    );
    // The digits themselves, not only their box: their ink (the font's digit height, times the lines when minutes are
    // stacked over seconds) is a quarter of the viewport high too.
    const ink = await page.locator('.test-day-full .test-day-time').evaluate((el) => {
      const style = getComputedStyle(el);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const digits = context.measureText('0123456789');
      const parts = [...el.querySelectorAll('.test-day-time-part')].map((part) =>
        Math.round(part.getBoundingClientRect().top),
      );
      return (digits.actualBoundingBoxAscent + digits.actualBoundingBoxDescent) * new Set(parts).size;
    });
    expect(ink, `digit height at ${viewport.width}x${viewport.height}`).toBeGreaterThanOrEqual(viewport.height / 4);
  }

  // Nothing overlaps and nothing is cut: no two blocks of the layout share any area, and whatever clips its content
  // (the full-screen layout itself, the tap area) holds all of it.
  const blocks = await page.locator('.test-day-full > *').evaluateAll((elements) =>
    elements
      .filter((el) => getComputedStyle(el).display !== 'none')
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.className, left: r.left, right: r.right, top: r.top, bottom: r.bottom };
      }),
  );
  for (const [i, a] of blocks.entries()) {
    for (const b of blocks.slice(i + 1)) {
      const overlap =
        Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
        Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
      expect(overlap, `${a.name} and ${b.name} overlap at ${viewport.width}x${viewport.height}`).toBe(false);
    }
  }
  // The indications for stopping a test scroll inside their own box where a small screen has no room for all of them.
  const cut = await page.locator('.test-day-full, .test-day-full *').evaluateAll((elements) =>
    elements
      .filter((el) => getComputedStyle(el).overflow !== 'visible' && !el.classList.contains('test-day-guidance'))
      .map((el) => ({
        name: el.className,
        cut: Math.max(el.scrollHeight - el.clientHeight, el.scrollWidth - el.clientWidth),
      }))
      .filter(({ cut: by }) => by > 1),
  );
  expect(cut, `clipped content at ${viewport.width}x${viewport.height}`).toEqual([]);
  // Held sideways, the indications for stopping a test are a column beside the rest, their title in view.
  const guidance = page.locator('.test-day-full .test-day-guidance');
  if ((await guidance.count()) > 0 && viewport.width >= viewport.height * (4 / 3))
    await expect(guidance.getByText('Stop the test if')).toBeInViewport();

  const controls = page.locator('.test-day-full').locator('button:visible, input:visible, a:visible, label:visible');
  const count = await controls.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    const box = await control.boundingBox();
    const label = `${(await control.textContent())?.trim() || (await control.getAttribute('aria-label')) || i} at ${viewport.width}x${viewport.height}`;
    expect(box, label).not.toBeNull();
    expect(box!.x, label).toBeGreaterThanOrEqual(0);
    expect(box!.y, label).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, label).toBeLessThanOrEqual(viewport.width + 0.5);
    expect(box!.y + box!.height, label).toBeLessThanOrEqual(viewport.height + 0.5);
  }

  await page.keyboard.press('Escape');
  await expect(page.locator('.test-day-full')).toHaveCount(0);
  await expect(display(page).getByRole('button', { name: 'Full screen' })).toBeVisible();
}

// One test per screen: the run started once, then the display measured at each viewport in turn (a tester turns a
// phone or resizes a window mid-test); each viewport's failures name it.
test.describe('test-day display', () => {
  const sizes = VIEWPORTS.map(({ width, height }) => `${width}x${height}`).join(', ');

  test(`step test at ${sizes}: the time a quarter of the screen, the controls on it, Escape returns`, async ({
    page,
  }) => {
    await page.clock.install();
    await submitDemographics(page, MAN_40);
    await page.goto('#/step-test/instructions');
    await pauseClock(page);
    await page.getByRole('link', { name: 'Click to Begin' }).press('Enter');
    await expect(page.locator('.protocol-phase-text')).toHaveText('Get ready in...');
    await page.clock.runFor(3_100);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await expect(page.locator('.protocol-phase-text')).toHaveText('Step test in progress');
      await checkFullScreen(page, 'step-test', viewport);
    }
  });

  test(`pushups at ${sizes}: the time and the tap area a tap away, the controls on screen, Escape returns`, async ({
    page,
  }) => {
    await startPushups(page, 13_000);
    await expect(page.getByRole('timer', { name: 'Time elapsed' })).toHaveText('00:10');
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await checkFullScreen(page, 'pushups', viewport, true);
    }
  });

  test(`treadmill timer at ${sizes}: the time, the stage and the next one, the controls on screen, Escape returns`, async ({
    page,
  }) => {
    await startBruce(page, 172_000);
    await expect(page.getByTestId('next-stage')).toContainText('In 10 s');
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await checkFullScreen(page, 'treadmill', viewport);
    }
  });
});

test('pushups: a reload mid-test keeps the taps with the time (Resume)', async ({ page }) => {
  await startPushups(page, 3_000);
  const tapArea = page.getByRole('button', { name: /^Tap for each pushup/ });
  for (let i = 0; i < 3; i++) await tapArea.click();
  await expect(page.getByTestId('tapped-reps')).toHaveText('3');
  await page.clock.resume();
  await page.reload();
  await expect(page.getByText(/Resume continues the timer at 00:\d\d with 3 pushups tapped\./)).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(page.getByTestId('tapped-reps')).toHaveText('3');
  await tapArea.click();
  await page.getByRole('button', { name: 'Finished' }).click();
  await expect(page.getByLabel('Pushups completed')).toHaveValue('4');
});
