// Treadmill protocols in real Chromium with Playwright's clock: the Bruce timer's stage, speed and grade at 0, 3 and
// 6 minutes, Stop at 9:30 to the results (decision 0036, formulas §13a: a woman's VO2 max from the time, 4.38 × 9.5
// − 3.90 = 37.71, 'excellent' at 30) and the stored user; resume after a reload; a corrupt saved test; the open
// protocol kept in sessionStorage across a reload; axe at 375 and 1280 px. The forms' stages, ranges and METs, the
// Ramp protocol's end and the results page's cases are component tests (tests/features/treadmill/).
import { expect, test, type Page } from '@playwright/test';
import {
  WOMAN_30,
  pauseClock,
  runSnapshotKey,
  runSnapshotKeys,
  expectNoSeriousAxeViolationsAtEachWidth,
  storedUser,
  submitDemographics,
} from './support';

const reading = (page: Page, testId: string) => page.getByTestId(testId);
async function expectStage(page: Page, stage: string, speed: string, grade: string) {
  await expect(reading(page, 'timer-stage')).toHaveText(stage);
  await expect(reading(page, 'timer-speed')).toHaveText(speed);
  await expect(reading(page, 'timer-grade')).toHaveText(grade);
}
const elapsed = (page: Page) => page.getByRole('timer', { name: 'Elapsed time' });
const protocolSection = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('Bruce timer on the clock', () => {
  test('stage 1 at 0:00, stage 2 at 3:00, stage 3 at 6:00; Stop at 9:30 → VO2 max from the time, 37.71 → excellent for a woman of 30', async ({
    page,
  }) => {
    await page.clock.install();
    await submitDemographics(page, WOMAN_30);
    await page.goto('#/treadmill-protocols');
    await page.getByRole('button', { name: 'Bruce', exact: true }).click();
    await page.getByRole('link', { name: 'Start the timer (Bruce)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bruce Protocol Timer' })).toBeVisible();
    await expect(page).toHaveURL(/#\/treadmill-protocols\/bruce$/);
    await expectStage(page, '1 of 7', '1.7 MPH', '10 %');
    await expect(page.getByRole('button', { name: 'Stop' })).toBeDisabled();

    // Only runFor() moves the clock from here: Stop then comes at 9:30 exactly.
    await pauseClock(page);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Stop' })).toBeEnabled();
    await expectStage(page, '1 of 7', '1.7 MPH', '10 %');
    await expect(page.getByText('Stage 1: 1.7 mph at 10 % grade, 5 METs')).toBeVisible();
    await expect(page.locator('tr[aria-current="step"]')).toContainText('1 (now)');

    await page.clock.runFor(180_000);
    await expect(elapsed(page)).toHaveText('03:00');
    await expectStage(page, '2 of 7', '2.5 MPH', '12 %');
    await expect(page.getByText('Stage 2: 2.5 mph at 12 % grade, 7 METs')).toBeVisible();
    await expect(page.locator('tr[aria-current="step"]')).toContainText('2 (now)');

    await page.clock.runFor(180_000);
    await expect(elapsed(page)).toHaveText('06:00');
    await expectStage(page, '3 of 7', '3.4 MPH', '14 %');
    await expect(reading(page, 'timer-mets')).toHaveText('10');

    await page.clock.runFor(210_000);
    await expect(elapsed(page)).toHaveText('09:30');
    await expectStage(page, '4 of 7', '4.2 MPH', '16 %');
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.clock.resume();

    // Decision 0036: the Bruce protocol ran on the timer, so the total time gives the VO2 max (women: 4.38T − 3.90).
    await expect(page).toHaveURL(/#\/treadmill-protocols\/bruce\/results\?mets=13&protocol=bruce&stage=4&time=570$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'You have excellent cardio respiratory fitness' }),
    ).toBeVisible();
    await expect(
      page.getByText('VO2 max 37.71 mL/kg/min, from 9:30 on the treadmill (stopped in stage 4)'),
    ).toBeVisible();
    // Stop recorded it in the session already (decision 0104).
    await expect(page.getByRole('button', { name: 'VO2 max recorded' })).toBeDisabled();
    expect((await storedUser(page)).vo2Max).toMatchObject({
      vo2Max: 37.71,
      category: 'excellent',
      test: 'Bruce treadmill protocol, from 9:30 on the treadmill',
    });
    expect(await runSnapshotKeys(page, 'treadmill')).toEqual([]);
  });

  test('a reload during the test offers to resume it where it is, or to start over', async ({ page }) => {
    await page.clock.install();
    await submitDemographics(page, WOMAN_30);
    await page.goto('#/treadmill-protocols/bruce');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.runFor(200_000);
    await expectStage(page, '2 of 7', '2.5 MPH', '12 %');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Unfinished Bruce test' })).toBeVisible();
    await expect(page.getByText(/Resume continues it at 03:\d\d \(stage 2\)/)).toBeVisible();
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByRole('button', { name: 'Stop' })).toBeEnabled();
    await expectStage(page, '2 of 7', '2.5 MPH', '12 %');
    await expect(elapsed(page)).toHaveText(/^03:[2-5]\d$/);
    await page.clock.runFor(180_000);
    await expectStage(page, '3 of 7', '3.4 MPH', '14 %');

    await page.reload();
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('button', { name: 'Yes, start over' }).click();
    await expect(page.getByRole('heading', { name: /Unfinished/ })).toHaveCount(0);
    await expect(elapsed(page)).toHaveText('00:00');
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeEnabled();
    expect(await runSnapshotKeys(page, 'treadmill')).toEqual([]);
  });

  test('a corrupt saved test is discarded and the timer still works', async ({ page }) => {
    await page.goto('#/treadmill-protocols/bruce');
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeEnabled();
    const key = await runSnapshotKey(page, 'treadmill');
    await page.evaluate((k) => localStorage.setItem(k, '{"version":1,"machine":"treadmill"'), key);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeEnabled();
    await expect(page.getByRole('heading', { name: /Unfinished/ })).toHaveCount(0);
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
  });
});

test.describe('protocol forms', () => {
  test('the protocols open collapsed, one at a time, and the open one is remembered for the session', async ({
    page,
  }) => {
    await submitDemographics(page, WOMAN_30);
    await page.goto('#/treadmill-protocols');
    const toggles = ['Bruce', 'Modified Bruce', 'Naughton', 'Modified Naughton', 'Ramp'].map((name) =>
      page.getByRole('button', { name, exact: true }),
    );
    for (const toggle of toggles) await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('spinbutton', { name: /^Final stage/ })).toHaveCount(0);
    await toggles[2]!.click();
    await expect(toggles[2]!).toHaveAttribute('aria-expanded', 'true');
    await expect(protocolSection(page, 'Naughton').getByRole('spinbutton', { name: /^Final stage/ })).toBeVisible();
    await toggles[4]!.click();
    await expect(toggles[2]!).toHaveAttribute('aria-expanded', 'false');
    await expect(toggles[4]!).toHaveAttribute('aria-expanded', 'true');
    await page.reload();
    await expect(toggles[4]!).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('spinbutton', { name: /^Final stage/ })).toHaveCount(1);
    // Something else stored under the key opens nothing.
    await page.evaluate(() => sessionStorage.setItem('openTreadmillProtocol', 'treadmill-of-doom'));
    await page.reload();
    for (const toggle of toggles) await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

// The demographics submitted once, then each page checked at both widths; each page's violations are reported.
test('axe: no serious or critical violation on the protocols, the running timer and the results at 375 and 1280 px', async ({
  page,
}) => {
  await page.clock.install();
  await submitDemographics(page, WOMAN_30);
  for (const [label, path, heading] of [
    ['/treadmill-protocols', '#/treadmill-protocols', 'Treadmill Protocols'],
    ['the timer', '#/treadmill-protocols/bruce', 'Bruce Protocol Timer'],
    ['the results', '#/treadmill-protocols/bruce/results?mets=13&protocol=bruce&stage=4', 'Treadmill Test Results'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (label === 'the timer') {
      await page.getByRole('button', { name: 'Start', exact: true }).click();
      await page.clock.runFor(190_000);
      await expect(reading(page, 'timer-stage')).toHaveText('2 of 7');
    }
    await expectNoSeriousAxeViolationsAtEachWidth(page, label, {
      // Nothing but the stage tables may be wider than the page.
      atWidth: async (width) => {
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect.soft(overflow, `${label} at ${width} px`).toBeLessThanOrEqual(0);
      },
    });
  }
});
