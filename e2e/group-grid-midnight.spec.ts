// A group grid left open past midnight, in real Chromium with the Playwright clock: pushups typed for two clients late on
// day 1 and not saved; the clock passes midnight with the page open; the grid starts again for the new day, with the
// typed rows set aside under their own day, none of them in today's cells or in any saved record.
import { test, expect } from '@playwright/test';
import { seedPredecessorSessions, storedSessions } from './clients-support';

const LATE = new Date('2026-04-14T23:58:00');

test('a grid open past midnight starts again: yesterday’s typed rows are set aside, never today’s entries', async ({
  page,
}) => {
  await page.clock.install({ time: LATE });
  await page.goto('#/');
  await seedPredecessorSessions(page, [
    { date: '2026-01-05T10:00:00.000Z', name: 'Ada Byron', age: 36, sex: 'FEMALE', pushups: null, current_weight: 70 },
    { date: '2026-01-05T10:00:00.000Z', name: 'Mia Lund', age: 29, sex: 'FEMALE', pushups: null, current_weight: 60 },
  ]);
  await page.goto('#/group');
  await expect(page.getByRole('list', { name: 'Clients' }).getByRole('checkbox')).toHaveCount(2);
  await page.getByRole('button', { name: 'All active clients' }).click();
  await page.getByRole('radio', { name: 'Pushups', exact: true }).check();
  await page.getByRole('button', { name: 'Open the grid' }).click();
  const grid = page.getByRole('table', { name: 'Pushups for each client' });
  await grid.getByRole('textbox', { name: 'Pushups (pushups) for Ada Byron' }).fill('21');
  await grid.getByRole('textbox', { name: 'Pushups (pushups) for Mia Lund' }).fill('17');

  // Past midnight with the page open: the day's check runs each minute.
  await page.clock.runFor(5 * 60_000);
  await expect(page.getByText(/Typed on an earlier day/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Pushups (pushups) for Ada Byron' })).toHaveCount(0);
  // Opening today's grid again: empty cells.
  await page.getByRole('radio', { name: 'Pushups', exact: true }).check();
  await page.getByRole('button', { name: 'Open the grid' }).click();
  await expect(grid.getByRole('textbox', { name: 'Pushups (pushups) for Ada Byron' })).toHaveValue('');
  await expect(grid.getByRole('textbox', { name: 'Pushups (pushups) for Mia Lund' })).toHaveValue('');
  expect((await storedSessions(page)).filter((r) => r.pushups !== null)).toEqual([]);
});
