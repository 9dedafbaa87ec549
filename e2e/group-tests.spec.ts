// The group grid's tests beyond pushups in real Chromium (decision 0154): grip strength (two hands) and the
// 12-minute run typed by keyboard only, each client's own record and history holding exactly those values for today and
// nothing else changed; the open client (the header's) as one of the rows, their Current Session updated and nothing
// of it overwritten; axe on the grip grid at 375 and 1280 px.
import { test, expect, type Page } from '@playwright/test';
import { seedPredecessorSessions, storedSessions, type StoredRow } from './clients-support';
import { expectNoSeriousAxeViolationsAtEachWidth, submitDemographics, reviewShot } from './support';

const EARLIER = '2026-01-05T10:00:00.000Z';
const PEOPLE = [
  ['Ada Byron', 36, 'FEMALE'],
  ['Ben Cole', 41, 'MALE'],
  ['Cyd Dunn', 29, 'FEMALE'],
] as const;
/** Best left and best right hand (kg) per row, and each row's 12-minute distance (m). */
const GRIP = [
  ['31.5', '33'],
  ['48', '50.5'],
  ['27', '29'],
] as const;
const DISTANCES = ['2400', '2650', '2100'] as const;

async function seedClients(page: Page) {
  await page.goto('#/');
  await seedPredecessorSessions(
    page,
    PEOPLE.map(([name, age, sex]) => ({ date: EARLIER, name, age, sex, pushups: null, current_weight: 70 })),
  );
}

/** Chooses every active client and one test, and opens its grid; resolves with the grid. */
async function openGrid(page: Page, clients: number, testLabel: string) {
  await page.goto('#/group');
  await expect(page.getByRole('list', { name: 'Clients' }).getByRole('checkbox')).toHaveCount(clients);
  await page.getByRole('button', { name: 'All active clients' }).click();
  await page.getByRole('radio', { name: testLabel, exact: true }).check();
  await page.getByRole('button', { name: 'Open the grid' }).click();
  const grid = page.getByRole('table', { name: `${testLabel} for each client` });
  await expect(grid.locator('tbody tr')).toHaveCount(clients);
  return grid;
}

async function rowNames(grid: ReturnType<Page['getByRole']>): Promise<string[]> {
  return grid.locator('tbody th').evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''));
}

/** Both hands of every row by keyboard: left, Enter, right, Enter (along the row, then the next client's left hand). */
async function typeGrip(page: Page, grid: ReturnType<Page['getByRole']>, readings: readonly (readonly string[])[]) {
  await grid.getByRole('textbox').first().focus();
  for (const [left, right] of readings) {
    await page.keyboard.type(left!);
    await page.keyboard.press('Enter');
    await page.keyboard.type(right!);
    await page.keyboard.press('Enter');
  }
}

const sum = ([left, right]: readonly string[]) => Number(left) + Number(right);

/** The fields of a record that differ from another's. */
function changedFields(before: StoredRow, after: StoredRow): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key])).sort();
}

test('grip and the 12-minute run by keyboard: each client holds exactly those values for today, nothing else changed', async ({
  page,
}) => {
  await seedClients(page);
  let grid = await openGrid(page, 3, 'Grip Strength');
  const before = await storedSessions(page);
  const names = await rowNames(grid);
  await typeGrip(page, grid, GRIP);
  await expect(page.getByRole('button', { name: 'Save the results' })).toBeFocused();
  // A valid row shows its category as it is typed.
  await expect(grid.getByRole('row', { name: new RegExp(names[0]!) }).locator('[data-category-level]')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^Saved/ })).toHaveText('Saved 3 results.');

  const afterGrip = await storedSessions(page);
  for (const row of before) expect(afterGrip.find((r) => r.timestamp === row.timestamp)).toEqual(row);
  const added = afterGrip.filter((r) => !before.some((b) => b.timestamp === r.timestamp));
  expect(added).toHaveLength(3);
  const today = new Date().toDateString();
  for (const [index, name] of names.entries()) {
    const record = added.find((r) => r.name === name)!;
    expect(record.clientId).toBe(before.find((b) => b.name === name)?.clientId);
    expect(record).toMatchObject({
      grip_strength: sum(GRIP[index]!),
      measuredOnly: true,
      pushups: null,
      vo2_max: null,
      current_weight: null,
    });
    expect(new Date(record.date).toDateString()).toBe(today);
  }

  // The same day, another test: the same session of each client gains the VO2 max and keeps the grip.
  await page.getByRole('button', { name: 'Change the clients or the test' }).click();
  grid = await openGrid(page, 3, '12 minute run/walk');
  const runNames = await rowNames(grid);
  expect([...runNames].sort()).toEqual([...names].sort());
  await grid.getByRole('textbox').first().focus();
  for (const name of runNames) {
    await page.keyboard.type(DISTANCES[names.indexOf(name)]!);
    await page.keyboard.press('Enter');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^Saved/ })).toHaveText('Saved 3 results.');
  const afterRun = await storedSessions(page);
  expect(afterRun).toHaveLength(afterGrip.length);
  for (const row of afterGrip) {
    const now = afterRun.find((r) => r.timestamp === row.timestamp)!;
    if (!added.some((a) => a.timestamp === row.timestamp)) {
      expect(now).toEqual(row);
      continue;
    }
    expect(now.vo2_max).toEqual(expect.any(Number));
    expect(now.vo2MaxTest).toBe('12 minute run/walk');
    // The run is also kept with its distance among the session's field tests (decision 0181).
    expect(changedFields(row, now)).toEqual(['fieldTests', 'updatedAt', 'vo2MaxTest', 'vo2_max']);
  }
  // Faster is fitter: the VO2 max follows each row's own distance.
  const vo2 = names.map((name) =>
    Number(afterRun.find((r) => r.name === name && typeof r.vo2_max === 'number')?.vo2_max),
  );
  expect(vo2[1]).toBeGreaterThan(vo2[0]!);
  expect(vo2[0]).toBeGreaterThan(vo2[2]!);

  // Each client's own history shows those values for today.
  await page.goto('#/clients');
  await page.getByRole('link', { name: `History of ${names[1]}` }).click();
  const history = page.getByTestId('history-table');
  await expect(history.getByRole('row', { name: /^Grip Strength/ })).toContainText(String(sum(GRIP[1]!)));
  await expect(history.getByRole('row', { name: /^VO2 Max/ })).toContainText(String(vo2[1]));
});

test("the open client is one of the rows: the grid's save updates their Current Session and overwrites nothing", async ({
  page,
}) => {
  await seedClients(page);
  await page.goto('#/group'); // the earlier build's sessions grouped into clients first
  await expect(page.getByRole('list', { name: 'Clients' }).getByRole('checkbox')).toHaveCount(3);
  await submitDemographics(page, { fname: 'Zed', lname: 'Open', age: '35', sex: 'MALE', weight: '80' });
  await page.goto('#/pushups/results');
  await page.getByLabel('Pushups completed').fill('30');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: /You are in the/ })).toBeVisible();

  const grid = await openGrid(page, 4, 'Grip Strength');
  const names = await rowNames(grid);
  expect(names).toContain('Zed Open');
  const readings = names.map((name, index) => (name === 'Zed Open' ? (['44', '46'] as const) : GRIP[index % 3]!));
  await typeGrip(page, grid, readings);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^Saved/ })).toHaveText('Saved 4 results.');

  // The header still names the open client, and their Current Session shows the grip beside the pushups.
  await expect(page.getByRole('banner')).toContainText('Zed Open');
  await page.goto('#/current-session');
  const session = page.getByRole('main');
  await expect(session).toContainText('90'); // 44 + 46 kg
  await expect(session).toContainText('30'); // the pushups entered on his own screen
  const zed = (await storedSessions(page)).filter((r) => r.name === 'Zed Open');
  expect(zed).toHaveLength(1);
  expect(zed[0]).toMatchObject({ grip_strength: 90, pushups: 30, age: 35, sex: 'MALE', current_weight: 80 });
});

// The grid typed once, then checked at both widths.
test('axe: no serious or critical violation on the grip grid at 375 and 1280 px', async ({ page }) => {
  await seedClients(page);
  const grid = await openGrid(page, 3, 'Grip Strength');
  await typeGrip(page, grid, [
    ['31.5', '33'],
    ['2001', '40'],
  ]);
  await expect(grid.getByText('Grip strength (left hand) must be a number from 0 to 2000 kg')).toBeVisible();
  await expectNoSeriousAxeViolationsAtEachWidth(page, 'grip grid', {
    atWidth: (width) => reviewShot(page, `/tmp/shots-group/grip-grid-${width}.png`, { fullPage: true }),
  });
});
