// Stopped early on the step test and the field runs (decision 50), as a tester uses it: in the full-screen test-day
// display the indications for stopping read in a few words and "Ended early…" is there; the result is kept with the
// reason in the saved session and the client's history.
import { expect, test } from '@playwright/test';
import { enterSession, saveFromCurrentSession, storedSessions } from './clients-support';
import { pauseClock, storedUser } from './support';

const ALEX = { fname: 'Alex', lname: 'Smith', age: '34', sex: 'MALE', weight: '80', heightCm: '180' } as const;

test('12-minute run stopped early in full screen: the distance so far is kept with "Stopped early: Dizziness"', async ({
  page,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.clock.install({ time: new Date('2026-01-10T10:00:00Z') });
  await enterSession(page, ALEX, { pushups: '20', sitAndReach: '28' });

  await page.goto('#/field-tests');
  const twelve = page.getByRole('region', { name: '12 Minute Run/Walk', exact: true });
  await pauseClock(page);
  await twelve.getByRole('button', { name: 'Start the 12-minute timer' }).click();
  await page.clock.runFor(7 * 60_000);
  await expect(page.getByRole('timer', { name: 'Time left' })).toHaveText('05:00');
  await page.getByRole('button', { name: 'Full screen' }).click();
  const display = page.getByTestId('test-day-display');
  const indications = display.getByRole('region', { name: 'Stop the test if' });
  await expect(indications).toBeInViewport();
  await expect(indications).toContainText('Chest pain or angina');
  await expect(indications).toContainText('Dizzy, confused, pale, nauseous, clammy');

  await display.getByRole('button', { name: 'Ended early…' }).click();
  const form = display.getByRole('form', { name: 'Stopped early' });
  await form.getByLabel('Why was the test stopped?').selectOption('Dizziness');
  await form.getByRole('button', { name: 'Stop and keep the result' }).click();
  await page.clock.resume();
  await expect(page.getByTestId('test-day-display')).toHaveCount(0);
  await expect(twelve.getByTestId('stopped-early')).toContainText('Stopped early: Dizziness');
  await twelve.getByLabel('Distance covered (m)').fill('1500');
  await twelve.getByRole('button', { name: 'Submit' }).click();
  await expect(twelve.getByText(/1500 m in 12 minutes: VO2 max .* Stopped early: Dizziness/)).toBeVisible();

  await saveFromCurrentSession(page);
  const [saved] = await storedSessions(page);
  expect(saved).toMatchObject({ vo2MaxStoppedEarly: 'Dizziness' });
  expect(saved?.['fieldTests']).toEqual([
    expect.objectContaining({ test: 'twelveMinute', distanceM: 1500, stoppedEarly: 'Dizziness' }),
  ]);
  await page.goto('#/clients');
  await page.getByRole('link', { name: 'History of Alex Smith' }).click();
  const vo2 = page.getByTestId('history-table').getByRole('row', { name: /^VO2 Max/i });
  await expect(vo2).toContainText('Stopped early: Dizziness');
});

test('step test stopped early: the reason goes to the results form and is stored with the VO2 max', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.clock.install({ time: new Date('2026-01-10T10:00:00Z') });
  await enterSession(page, ALEX, { pushups: '20', sitAndReach: '28' });
  await pauseClock(page);
  await page.goto('#/step-test/progress');
  await page.clock.runFor(60_000);
  const display = page.getByTestId('test-day-display');
  await expect(display.getByRole('region', { name: 'Stop the test if' })).toContainText(
    'Onset of angina or angina-like symptoms',
  );
  await display.getByRole('button', { name: 'Ended early…' }).click();
  await display.getByLabel('Why was the test stopped?').selectOption('Leg cramps or claudication');
  await display.getByRole('button', { name: 'Stop and keep the result' }).click();
  await page.clock.resume();
  await expect(page).toHaveURL(/#\/step-test\/results/);
  await expect(page.getByTestId('stopped-early')).toContainText('Stopped early: Leg cramps or claudication');
  await page.getByLabel('Pulses counted in 15 seconds').fill('40');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(/Stopped early: Leg cramps or claudication/).last()).toBeVisible();
  expect((await storedUser(page)).vo2Max).toMatchObject({
    test: 'McArdle Step Test',
    stoppedEarly: 'Leg cramps or claudication',
  });
});
