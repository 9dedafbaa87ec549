// The pushup test in real Chromium with Playwright's clock: instructions → Ready 3, Set 2, Go 1 from arrival (no Start
// press, decision 0028) → the counting timer →
// Finished → results → category (man 25: 36 → Excellent), the count stored in localStorage 'user', and axe.
import { expect, test, type Page } from '@playwright/test';
import {
  MAN_25,
  pauseClock,
  expectNoSeriousAxeViolationsAtEachWidth,
  startPushups,
  storedUser,
  submitDemographics,
  reviewShot,
} from './support';

const countdown = (page: Page) => page.locator('.countdown');

test.describe('pushups', () => {
  test('man 25: the countdown starts on arrival → timer → Finished → 36 → "Excellent", stored; Update; Reset', async ({
    page,
  }) => {
    await page.clock.install();
    await submitDemographics(page, MAN_25);
    await page.goto('#/pushups/instructions');
    await expect(page.getByRole('heading', { level: 1, name: 'Pushup Test Instructions' })).toBeVisible();
    await expect(page.getByText(/Men: standard pushups on the toes/)).toBeVisible();
    await expect(page.getByText(/Women: modified pushups on the knees/)).toBeVisible();
    // The page's clock stops (1 s ahead) before the press, so runFor() alone moves it from the arrival on.
    await pauseClock(page);
    await page.getByRole('link', { name: 'Click to Begin' }).click();
    await expect(countdown(page)).toHaveText('Ready3');
    await expect(page.getByRole('button', { name: 'Start', exact: true })).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(countdown(page)).toHaveText('Set2');
    await page.clock.runFor(1_000);
    await expect(countdown(page)).toHaveText('Go1');
    await page.clock.runFor(1_000);
    await expect(page.getByRole('timer', { name: 'Time elapsed' })).toHaveText('00:00');
    await page.clock.runFor(30_000);
    await expect(page.getByRole('timer', { name: 'Time elapsed' })).toHaveText('00:30');
    await page.clock.resume();
    await page.getByRole('button', { name: 'Finished' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Pushup Results' })).toBeVisible();
    await expect(page.getByText('Your test took 00:30.')).toBeVisible();
    const field = page.getByLabel('Pushups completed');
    await expect(field).toHaveValue('0');
    await field.fill('36');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'You are in the "Excellent" category' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Compare your result/ })).toHaveAttribute(
      'href',
      '#/categories#pushups',
    );
    expect((await storedUser(page)).pushups).toEqual({ pushups: 36, category: 'excellent' });

    await field.fill('21');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('heading', { name: 'You are in the "Fair" category' })).toBeVisible();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('heading', { name: /You are in the/ })).toHaveCount(0);
    expect((await storedUser(page)).pushups).toBeNull();
  });

  test('decision 0028: a reload mid-test offers Resume (the timer goes on from where it was) or Start over', async ({
    page,
  }) => {
    // The clock paused from the arrival: only runFor() moves it, so the time shown is exact however slow the machine.
    await startPushups(page, 3_000 + 20_000);
    await expect(page.getByRole('timer', { name: 'Time elapsed' })).toHaveText('00:20');

    await page.clock.resume();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Unfinished pushup test' })).toBeVisible();
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByRole('timer', { name: 'Time elapsed' })).toHaveText(/^00:2\d$/);
    await page.clock.runFor(10_000);
    await expect(page.getByRole('timer', { name: 'Time elapsed' })).toHaveText(/^00:3\d$/);

    await page.reload();
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('button', { name: 'Yes, start over' }).click();
    await expect(countdown(page)).toHaveText('Ready3');
  });

  test('a lead-in chosen on the instructions (remembered): "Get into position" spoken, 10 s, then the same Ready, Set, Go', async ({
    page,
  }) => {
    // What the page asks speech synthesis to say.
    await page.addInitScript(() => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      if (window.speechSynthesis) window.speechSynthesis.speak = (u: SpeechSynthesisUtterance) => said.push(u.text);
    });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.clock.install();
    await submitDemographics(page, MAN_25);
    await page.goto('#/pushups/instructions');
    const choice = page.getByLabel('Time to get into position');
    await expect(choice).toHaveValue('0');
    await choice.selectOption('10');
    await page.reload();
    await expect(page.getByLabel('Time to get into position')).toHaveValue('10');
    await pauseClock(page);
    await page.getByRole('link', { name: 'Click to Begin' }).click();
    const leadIn = page.locator('.countdown-lead-in');
    await expect(leadIn).toHaveText('Get into position10');
    await reviewShot(page, '/tmp/shots-pushups-lead-in-375.png');
    await page.getByRole('button', { name: 'Full screen' }).click();
    await reviewShot(page, '/tmp/shots-pushups-lead-in-full-375.png');
    await expect(page.locator('.countdown-ready')).toHaveCount(0);
    const said = () => page.evaluate(() => (window as unknown as { said: string[] }).said);
    await expect.poll(said).toContain('Get into position');
    await page.clock.runFor(9_900);
    await expect(leadIn).toHaveText('Get into position1');
    await page.clock.runFor(100);
    await expect(page.locator('.countdown')).toHaveText('Ready3');
    await page.clock.runFor(3_000);
    await expect(page.getByRole('timer', { name: 'Time elapsed' })).toHaveText('00:00');
  });

  // The set-up is not about the width: each state is checked at both widths in turn.
  test('axe: no serious or critical violation on the instructions, the timer and the results at 375 and 1280 px', async ({
    page,
  }) => {
    await page.clock.install();
    await submitDemographics(page, MAN_25);
    await page.goto('#/pushups/instructions');
    await expect(page.getByRole('heading', { level: 1, name: /Pushup/ })).toBeVisible();
    await expectNoSeriousAxeViolationsAtEachWidth(page, 'instructions');
    await page.goto('#/pushups/test');
    await expect(countdown(page)).toBeVisible();
    await expectNoSeriousAxeViolationsAtEachWidth(page, 'countdown');
    await page.clock.runFor(5_000);
    await expect(page.getByRole('timer')).toBeVisible();
    await expectNoSeriousAxeViolationsAtEachWidth(page, 'counting');
    await page.getByRole('button', { name: 'Finished' }).click();
    await page.getByLabel('Pushups completed').fill('36');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: /You are in the/ })).toBeVisible();
    await expectNoSeriousAxeViolationsAtEachWidth(page, 'results');
  });
});
