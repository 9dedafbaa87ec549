// The McArdle step test in real Chromium with Playwright's clock: instructions → timer started on arrival (decision
// 0028; the phase texts at 2.9, 3.1,
// 183.1, 188.1 and 203.1 s) → results → category (man 25: 38 → 152 bpm → 47.49 'Fair'; woman: 42 → 34.78), the vo2Max
// stored in localStorage 'user', resume (or start over) after a reload, and axe at 375 and 1280 px (the sound control
// where the browser keeps audio locked: step-test-audio.spec.ts).
// The AudioContext clock is not faked and headless Chromium may have no audio device: the metronome must never break
// the test, which these runs also show.
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousAxeViolationsAtEachWidth,
  MAN_25,
  pauseClock,
  runSnapshotKey,
  storedUser,
  submitDemographics,
} from './support';

const phase = (page: Page) => page.locator('.protocol-phase-text');
const remaining = (page: Page) => page.getByRole('timer', { name: 'Time left in this phase' });

function mmSsToSeconds(text: string | null): number {
  const [m, s] = (text ?? '').split(':').map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
}

test.describe('step test', () => {
  test('man 25: instructions → phases from arrival at their boundaries → count 38 → 152 bpm → VO2 max 47.49 "Fair", stored', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.clock.install();
    await submitDemographics(page, MAN_25);
    await page.goto('#/step-test/instructions');
    await expect(page.getByRole('heading', { level: 1, name: 'McArdle Step Test' })).toBeVisible();
    await expect(page.getByText(/Men: 24 steps a minute \(96 metronome beats a minute\)/)).toBeVisible();
    await pauseClock(page);
    await page.getByRole('link', { name: 'Click to Begin' }).click();
    await expect(phase(page)).toHaveText('Get ready in...');
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);
    // The press unlocked the audio: no sound control.
    await expect(page.getByRole('button', { name: 'Turn sound on' })).toHaveCount(0);
    await page.clock.runFor(2_900);
    await expect(phase(page)).toHaveText('Get ready in...');
    await expect(remaining(page)).toHaveText('00:01');
    await page.clock.runFor(200); // 3.1 s
    await expect(phase(page)).toHaveText('Step test in progress');
    await expect(remaining(page)).toHaveText('03:00');
    await expect(page.getByLabel('Step cue')).toHaveText('Up (left)');
    await page.clock.runFor(625);
    await expect(page.getByLabel('Step cue')).toHaveText('Up (right)');
    await page.clock.runFor(180_000 - 625); // 183.1 s
    await expect(phase(page)).toHaveText('Find your pulse on the wrist or neck');
    await expect(remaining(page)).toHaveText('00:05');
    await expect(page.getByLabel('Step cue')).toHaveCount(0);
    await page.clock.runFor(5_000); // 188.1 s
    await expect(phase(page)).toHaveText('Count your pulses for 15 seconds');
    await expect(remaining(page)).toHaveText('00:15');
    await page.clock.runFor(15_000); // 203.1 s
    await expect(page.getByRole('button', { name: 'Click To Enter Your Results' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await page.clock.resume();
    await page.getByRole('button', { name: 'Click To Enter Your Results' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Step Test Results' })).toBeVisible();
    await page.getByLabel('Pulses counted in 15 seconds').fill('38');
    await expect(page.locator('output')).toHaveText('152 bpm');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'You are in the "Fair" category' })).toBeVisible();
    await expect(page.getByText('VO2 max 47.49 mL/kg/min (McArdle Step Test)')).toBeVisible();
    await expect(page.getByRole('link', { name: /Compare your result/ })).toHaveAttribute('href', '#/categories#vo2');
    const user = await storedUser(page);
    expect(user.vo2Max).toMatchObject({ vo2Max: 47.49, category: 'fair', test: 'McArdle Step Test' });
    expect(typeof (user.vo2Max as { vo2Max: unknown }).vo2Max).toBe('number');
    await expect(page.getByRole('button', { name: 'Update' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a reload during the test offers Resume (still stepping, about 2:00 left) or Start over', async ({ page }) => {
    await page.clock.install();
    await submitDemographics(page, MAN_25);
    await page.goto('#/step-test/progress');
    await expect(phase(page)).toHaveText('Get ready in...');
    await page.clock.runFor(60_000);
    await expect(phase(page)).toHaveText('Step test in progress');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Unfinished step test' })).toBeVisible();
    await expect(page.getByText(/Resume continues at 01:0\d into the test: "Step test in progress"/)).toBeVisible();
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(phase(page)).toHaveText('Step test in progress');
    const left = mmSsToSeconds(await remaining(page).textContent());
    expect(left).toBeGreaterThanOrEqual(115);
    expect(left).toBeLessThanOrEqual(125);
    await expect(page.getByLabel('Step cue')).toBeVisible();

    await page.reload();
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('button', { name: 'Yes, start over' }).click();
    await expect(phase(page)).toHaveText('Get ready in...');
    const key = await runSnapshotKey(page, 'stepTest');
    const saved = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);
    expect(saved).toMatchObject({ state: 'running.getReady', elapsedMs: 0 });
  });

  // The set-up is not about the width: each state is checked at both widths in turn.
  test('axe: no serious or critical violation on the instructions, the running timer and the results at 375 and 1280 px', async ({
    page,
  }) => {
    await page.clock.install();
    await submitDemographics(page, MAN_25);
    await page.goto('#/step-test/instructions');
    await expect(page.getByRole('heading', { level: 1, name: 'McArdle Step Test' })).toBeVisible();
    await expectNoSeriousAxeViolationsAtEachWidth(page, 'instructions');
    await page.goto('#/step-test/progress');
    await expect(phase(page)).toHaveText('Get ready in...');
    await expectNoSeriousAxeViolationsAtEachWidth(page, 'progress (get ready)');
    await page.clock.runFor(10_000);
    await expect(page.getByLabel('Step cue')).toBeVisible();
    await expectNoSeriousAxeViolationsAtEachWidth(page, 'progress (stepping)');
    await page.goto('#/step-test/results');
    await page.getByLabel('Pulses counted in 15 seconds').fill('38');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: /You are in the/ })).toBeVisible();
    await expectNoSeriousAxeViolationsAtEachWidth(page, 'results');
  });
});
