// A coach's two test days with the group grid, in real Chromium with the Playwright clock: day 1, grip for three
// clients typed by keyboard (Enter along each client's row: left hand, right hand, then the next client) and saved;
// day 43, the same three: the grid does not open onto day 1's grid, its cells start empty with the last value shown
// beside, dated; changing only George's left hand is refused until his right hand of that day is typed, and the save
// stores exactly the hands typed that day. Rows are in the Clients list's order (alphabetical), not the ids' order.
// The group stopwatch after a reload: still running with its clock, and once every runner is in, finished with the
// times and the offer to fill the grid, its clock stopped.
import { test, expect, type Page } from '@playwright/test';
import { seedPredecessorSessions, storedSessions, type StoredRow } from './clients-support';
import { pauseClock } from './support';

const DAY1 = new Date('2026-04-14T09:00:00');
const DAY43 = new Date(DAY1.getTime() + 42 * 24 * 60 * 60 * 1000);
const EARLIER = '2026-01-05T10:00:00.000Z';
/** In the Clients list's order (alphabetical). */
const PEOPLE = [
  ['Ada Byron', 36, 'FEMALE'],
  ['George Hall', 41, 'MALE'],
  ['Mia Lund', 29, 'FEMALE'],
] as const;
const NAMES = PEOPLE.map(([name]) => name);
/** Day 1's best left and best right hand (kg), in the rows' order. */
const DAY1_GRIP = [
  ['31', '33'],
  ['38', '40'],
  ['27', '29'],
] as const;

/**
 * Ids that fall as they are made: every client made later sorts first, so the ids' order is the reverse of the order
 * the clients were made in (alphabetical here) and a grid in id order cannot pass for alphabetical.
 */
async function fallingIds(page: Page) {
  await page.addInitScript(() => {
    let next = 0xfffffff0;
    crypto.randomUUID = () => {
      next -= 1;
      return `${next.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000` as `${string}-${string}-${string}-${string}-${string}`;
    };
  });
}

async function threeClients(page: Page) {
  await page.goto('#/');
  await seedPredecessorSessions(
    page,
    PEOPLE.map(([name, age, sex]) => ({ date: EARLIER, name, age, sex, pushups: null, current_weight: 70 })),
  );
}

/** Chooses every active client and one test and opens its grid. */
async function openGrid(page: Page, testLabel: string) {
  await page.goto('#/group');
  await expect(page.getByRole('list', { name: 'Clients' }).getByRole('checkbox')).toHaveCount(3);
  await page.getByRole('button', { name: 'All active clients' }).click();
  await page.getByRole('radio', { name: testLabel, exact: true }).check();
  await page.getByRole('button', { name: 'Open the grid' }).click();
  const grid = page.getByRole('table', { name: `${testLabel} for each client` });
  await expect(grid.locator('tbody tr')).toHaveCount(3);
  return grid;
}

async function rowNames(grid: ReturnType<Page['getByRole']>): Promise<string[]> {
  return grid.locator('tbody th').evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''));
}

async function recordsOn(page: Page, day: Date): Promise<StoredRow[]> {
  return (await storedSessions(page)).filter((r) => new Date(r.date).toDateString() === day.toDateString());
}

const cell = (grid: ReturnType<Page['getByRole']>, hand: 'left' | 'right', name: string) =>
  grid.getByRole('textbox', { name: `Best ${hand} hand (kg) for ${name}` });

test('day 1 and day 43: Enter along each row, the rows alphabetical; day 43 starts empty with the last value dated; George’s left alone is refused, then left and right of that day are stored', async ({
  page,
}) => {
  test.slow();
  await fallingIds(page);
  await page.clock.install({ time: DAY1 });
  await threeClients(page);

  // Day 1: the rows in the Clients list's order; each client's pair typed with Enter: left, right, next client.
  let grid = await openGrid(page, 'Grip Strength');
  expect(await rowNames(grid)).toEqual(NAMES);
  await grid.getByRole('textbox').first().focus();
  for (const [left, right] of DAY1_GRIP) {
    await page.keyboard.type(left);
    await page.keyboard.press('Enter');
    await page.keyboard.type(right);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('button', { name: 'Save the results' })).toBeFocused();
  for (const [index, name] of NAMES.entries()) {
    await expect(cell(grid, 'left', name)).toHaveValue(DAY1_GRIP[index]![0]);
    await expect(cell(grid, 'right', name)).toHaveValue(DAY1_GRIP[index]![1]);
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^Saved/ })).toHaveText('Saved 3 results.');
  const day1 = await recordsOn(page, DAY1);
  expect(day1.find((r) => r.name === 'George Hall')?.grip_strength).toBe(78);

  // Day 43: the app opens again on the group screen where the coach left it; it is not day 1's grid.
  await page.clock.setSystemTime(DAY43);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Group Test', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open the grid' })).toBeVisible();
  await expect(page.getByText('Saved', { exact: true })).toHaveCount(0);
  grid = await openGrid(page, 'Grip Strength');
  expect(await rowNames(grid)).toEqual(NAMES);
  // Every cell empty, nothing "Saved"; day 1's result beside each row, dated and not an entry.
  await expect(grid.getByRole('textbox')).toHaveCount(6);
  for (const box of await grid.getByRole('textbox').all()) await expect(box).toHaveValue('');
  await expect(grid.getByText('Saved', { exact: true })).toHaveCount(0);
  const georgeRow = grid.getByRole('row', { name: /George Hall/ });
  await expect(georgeRow.getByTestId('group-last-value')).toHaveText('Last: 78 kg (14 Apr 2026)');

  // Only George's left hand: refused until his right hand of today is typed; nothing stored.
  await cell(grid, 'left', 'George Hall').fill('37');
  await expect(georgeRow.locator('.inline-error')).toContainText('right hand');
  await page.getByRole('button', { name: 'Save the results' }).click();
  await expect(georgeRow.getByText('Saved', { exact: true })).toHaveCount(0);
  expect(await recordsOn(page, DAY43)).toEqual([]);

  // With today's right hand: 37 + 41 stored, and only George's row is saved.
  await cell(grid, 'right', 'George Hall').fill('41');
  await page.getByRole('button', { name: 'Save the results' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Saved/ })).toHaveText('Saved 1 result.');
  await expect(georgeRow.getByText('Saved', { exact: true })).toBeVisible();
  const day43 = await recordsOn(page, DAY43);
  expect(day43.map((r) => [r.name, r.grip_strength])).toEqual([['George Hall', 78]]);
  expect(day43[0]?.recordId).not.toBe(day1.find((r) => r.name === 'George Hall')?.recordId);
});

test('the group stopwatch after a reload: still running with its clock; all runners in, it comes back finished with the times and fills the grid', async ({
  page,
}) => {
  test.slow();
  await fallingIds(page);
  await page.clock.install({ time: DAY1 });
  await threeClients(page);
  const grid = await openGrid(page, '1.5 Mile Run/Walk');
  // The runners' buttons in the Clients list's order.
  await page.getByRole('button', { name: 'Run the group timer' }).click();
  const runners = page.getByRole('list', { name: 'Runners' });
  await expect(page.getByRole('button', { name: 'Start the stopwatch' })).toBeVisible();
  await pauseClock(page);
  await page.getByRole('button', { name: 'Start the stopwatch' }).click();
  await expect(runners.getByRole('button')).toHaveText(NAMES);
  await page.clock.runFor(601_000);
  await runners.getByRole('button', { name: 'Mia Lund' }).click();

  // A reload mid-run: the stopwatch shows at once, running on from its start (the runners did not stop).
  await page.reload();
  // The lazy timer view shows once its chunk is here and React's timers run (the page's clock is paused): the chunk
  // first, then a second of the race.
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(1_000);
  const time = page.getByRole('timer', { name: 'Time elapsed' });
  await expect(page.getByRole('heading', { name: '1.5 Mile Run/Walk: group stopwatch' })).toBeVisible();
  await expect(page.getByText(/interrupted/)).toHaveCount(0);
  await expect(page.getByText('1 of 3 in; last: Mia Lund 10:01')).toBeVisible();
  await page.clock.runFor(88_000);
  await expect(time).toHaveText('11:30');
  await runners.getByRole('button', { name: 'Ada Byron' }).click();
  await page.clock.runFor(75_000);
  await runners.getByRole('button', { name: 'George Hall' }).click();
  await expect(page.getByRole('button', { name: 'Put the times in the grid' })).toBeVisible();

  // A reload once every runner is in: finished, with the times, the clock stopped, offering to fill the grid.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await page.clock.runFor(1_000);
  await expect(page.getByRole('button', { name: 'Put the times in the grid' })).toBeVisible();
  await expect(page.getByText(/interrupted/)).toHaveCount(0);
  await expect(page.getByText('3 of 3 in; last: George Hall 12:45')).toBeVisible();
  await expect(time).toHaveText('12:45');
  await page.clock.runFor(30_000);
  await expect(time).toHaveText('12:45');
  await page.getByRole('button', { name: 'Put the times in the grid' }).click();
  for (const [name, minutes, seconds] of [
    ['Ada Byron', '11', '30'],
    ['George Hall', '12', '45'],
    ['Mia Lund', '10', '1'],
  ] as const) {
    await expect(grid.getByRole('textbox', { name: `Minutes (min) for ${name}` })).toHaveValue(minutes);
    await expect(grid.getByRole('textbox', { name: `Seconds (s) for ${name}` })).toHaveValue(seconds);
  }
});
