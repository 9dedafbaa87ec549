// Stopped early (decision 50): a Bruce test stopped for dizziness keeps its result, stored with the reason in the
// saved session and shown in the client's history; the indications for stopping a test are on the running display.
import { expect, test } from '@playwright/test';
import { enterSession, saveFromCurrentSession, storedSessions } from './clients-support';
import { pauseClock } from './support';

const ALEX = { fname: 'Alex', lname: 'Smith', age: '34', sex: 'MALE', weight: '80', heightCm: '180' } as const;

test('"Stopped early: Dizziness" is stored with the treadmill result and shown in the history', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.clock.install({ time: new Date('2026-01-10T10:00:00Z') });
  await enterSession(page, ALEX, { pushups: '20', sitAndReach: '28' });

  await page.goto('#/treadmill-protocols/bruce');
  await expect(page.getByRole('heading', { level: 1, name: 'Bruce Protocol Timer' })).toBeVisible();
  await pauseClock(page);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const display = page.getByTestId('test-day-display');
  const indications = display.getByRole('region', { name: 'Stop the test if' });
  await expect(indications).toBeVisible();
  await expect(indications).toContainText('Onset of angina or angina-like symptoms');
  await page.clock.runFor(200_000);
  await expect(page.getByRole('timer', { name: 'Elapsed time' })).toHaveText('03:20');

  await page.getByRole('button', { name: 'Ended early…' }).click();
  const form = page.getByRole('form', { name: 'Stopped early' });
  await form.getByLabel('Why was the test stopped?').selectOption('Dizziness');
  await form.getByRole('button', { name: 'Stop and keep the result' }).click();
  await page.clock.resume();
  await expect(page).toHaveURL(/#\/treadmill-protocols\/bruce\/results/);

  await saveFromCurrentSession(page);
  const [saved] = await storedSessions(page);
  expect(saved).toMatchObject({ vo2MaxStoppedEarly: 'Dizziness' });
  expect(saved?.['vo2_max']).toEqual(expect.any(Number));

  await page.goto('#/clients');
  await page.getByRole('link', { name: 'History of Alex Smith' }).click();
  const vo2 = page.getByTestId('history-table').getByRole('row', { name: /^VO2 Max/i });
  await expect(vo2).toContainText('Stopped early: Dizziness');
});
