// The group timers in real Chromium with the Playwright clock: the group pushup timer then the grid; a group
// step test then the 15-s counts, each client's VO2 max equal to the single-client computation (the app's calculator
// called here); a 1.5-mile run stopwatch with three finishers tapped in order, each with their own time and VO2 max in
// their history; a senior chair stand's 30-s timer for the group, each score saved; axe at 375 and 1280 px.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { seedPredecessorSessions, storedSessions, type StoredRow } from './clients-support';
import { pauseClock, reviewShot } from './support';
import { stepTestHeartRate, stepTestVo2Max } from '../src/calculators/stepTest';
import { oneAndHalfMileRun } from '../src/calculators/fieldTests';

const EARLIER = '2026-01-05T10:00:00.000Z';
/** Three clients as an earlier build left them: age, sex and weight for the norms and the VO2 equations. */
const PEOPLE = [
  ['Ada Byron', 36, 'FEMALE'],
  ['Cyd Dunn', 29, 'FEMALE'],
  ['Ivy Jude', 38, 'FEMALE'],
] as const;

async function threeClients(page: Page, people: readonly (readonly [string, number, string])[] = PEOPLE) {
  await page.clock.install();
  await page.goto('#/');
  await seedPredecessorSessions(
    page,
    people.map(([name, age, sex]) => ({ date: EARLIER, name, age, sex, pushups: null, current_weight: 62 })),
  );
}

async function openGrid(page: Page, testLabel: string) {
  await page.goto('#/group');
  await expect(page.getByRole('list', { name: 'Clients' }).getByRole('checkbox')).toHaveCount(3);
  await page.getByRole('button', { name: 'All active clients' }).click();
  await page.getByRole('radio', { name: testLabel, exact: true }).check();
  await page.getByRole('button', { name: 'Open the grid' }).click();
  await expect(page.getByRole('table', { name: `${testLabel} for each client` })).toBeVisible();
}

/** Today's records written by the save (the seeded ones are from an earlier day), by client name. */
async function savedToday(page: Page): Promise<Map<string, StoredRow>> {
  const today = await page.evaluate(() => new Date().toDateString());
  const rows = (await storedSessions(page)).filter((r) => new Date(r.date).toDateString() === today);
  return new Map(rows.map((r) => [r.name ?? '', r]));
}

/** axe waits on timers: a paused Playwright clock is resumed first (call it once the timings are checked). */
async function expectNoSeriousAxe(page: Page, label: string) {
  await page.clock.resume();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const result = await new AxeBuilder({ page }).analyze();
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious, `${label} at ${width} px`).toEqual([]);
    await reviewShot(page, `/tmp/shots-gtimers/${label}-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("the group pushup timer: Ready, Set, Go and the timer for everyone, then each client's count into the grid", async ({
  page,
}) => {
  await threeClients(page);
  await openGrid(page, 'Pushups');
  await page.getByRole('button', { name: 'Run the group timer' }).click();
  await expect(page.getByRole('heading', { name: 'Group pushup timer' })).toBeVisible();
  await expectNoSeriousAxe(page, 'pushup-timer-idle');
  await pauseClock(page);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(page.locator('.countdown')).toHaveText('Ready3');
  await page.clock.runFor(3_000 + 42_000);
  await expect(page.getByRole('timer')).toHaveText('00:42');
  await expectNoSeriousAxe(page, 'pushup-timer-counting');
  await expect(page.getByRole('button', { name: /^Tap for each pushup/ })).toHaveCount(0); // no single counter
  await page.getByRole('button', { name: 'Finished' }).click();
  // Finished keeps the time and asks each client's count, which fills the grid; saved as the grid saves.
  // (axe resumed the clock, so the time is past 00:42 by then)
  await expect(page.getByRole('status').filter({ hasText: /The timer stopped at 00:[45]\d/ })).toBeVisible();
  const counts = ['21', '17', '30'];
  const countFields = page.getByRole('form', { name: 'Pushup counts' }).getByRole('spinbutton');
  await expect(countFields).toHaveCount(3);
  for (const [i, count] of counts.entries()) await countFields.nth(i).fill(count);
  await page.getByRole('button', { name: 'Put the counts in the grid' }).click();
  const grid = page.getByRole('table', { name: 'Pushups for each client' });
  await expect(grid.getByRole('textbox')).toHaveCount(3);
  await page.getByRole('button', { name: 'Save the results' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved 3 results' })).toBeVisible();
  const names = await grid
    .locator('tbody th')
    .evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''));
  const saved = await savedToday(page);
  names.forEach((name, i) => expect(saved.get(name)?.pushups, name).toBe(Number(counts[i])));
});

/** A mixed group: the step test's cadence is by sex, so the coach chooses one (and would run it again for the other). */
const MIXED = [
  ['Ada Byron', 36, 'FEMALE'],
  ['Ben Cole', 41, 'MALE'],
  ['Ivy Jude', 38, 'FEMALE'],
] as const;

test('a group step test with its metronome and phases, then the 15-s counts: each VO2 max is the single-client computation', async ({
  page,
}) => {
  await threeClients(page, MIXED);
  await openGrid(page, 'Step Test (15-s count)');
  await page.getByRole('button', { name: 'Run the group timer' }).click();
  await expect(page.getByRole('heading', { name: 'Group step test' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeHidden();
  await page.getByRole('radio', { name: /^Female: 22 steps a minute/ }).check();
  await pauseClock(page);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.clock.runFor(3_000 + 60_000);
  await expect(page.getByRole('heading', { name: 'Step test in progress' })).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText('02:00');
  await expectNoSeriousAxe(page, 'step-test-stepping');
  await page.clock.runFor(120_000 + 5_000 + 15_000);
  await page.getByRole('button', { name: 'Click To Enter Your Results' }).click();

  const grid = page.getByRole('table', { name: 'Step Test (15-s count) for each client' });
  const counts = ['38', '42', '35'];
  await grid.getByRole('textbox').first().focus();
  for (const count of counts) {
    await page.keyboard.type(count);
    await page.keyboard.press('Enter');
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Saved 3 results' })).toBeVisible();
  const names = await grid
    .locator('tbody th')
    .evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''));
  const saved = await savedToday(page);
  const sexOf = new Map<string, 'MALE' | 'FEMALE'>(MIXED.map(([name, , sex]) => [name, sex]));
  names.forEach((name, i) => {
    const expected = stepTestVo2Max(sexOf.get(name)!, stepTestHeartRate(Number(counts[i]))).value;
    expect(saved.get(name)?.vo2_max, name).toBe(expected);
    expect(saved.get(name)?.vo2MaxTest, name).toBe('McArdle Step Test');
  });
});

test('a 1.5-mile run stopwatch: three finishers tapped in order each get their own time and VO2 max in their history', async ({
  page,
}) => {
  await threeClients(page);
  await openGrid(page, '1.5 Mile Run/Walk');
  await page.getByRole('button', { name: 'Run the group timer' }).click();
  await expect(page.getByRole('heading', { name: '1.5 Mile Run/Walk: group stopwatch' })).toBeVisible();
  await pauseClock(page);
  await page.getByRole('button', { name: 'Start the stopwatch' }).click();
  const runners = page.getByRole('list', { name: 'Runners' });
  // Finish order: Ivy at 10:01, a wrong tap on Ada undone, Cyd at 11:30, Ada at 12:45.
  await page.clock.runFor(601_000);
  await runners.getByRole('button', { name: 'Ivy Jude' }).click();
  await runners.getByRole('button', { name: 'Ada Byron' }).click();
  await runners.getByRole('button', { name: "Undo Ada Byron's finish" }).click();
  await page.clock.runFor(89_000);
  await runners.getByRole('button', { name: 'Cyd Dunn' }).click();
  await page.clock.runFor(75_000);
  await runners.getByRole('button', { name: 'Ada Byron' }).click();
  for (const [name, time] of [
    ['Ivy Jude', '10:01'],
    ['Cyd Dunn', '11:30'],
    ['Ada Byron', '12:45'],
  ])
    await expect(runners.getByRole('listitem').filter({ hasText: name! }).getByTestId('runner-time')).toHaveText(time!);
  await expectNoSeriousAxe(page, 'stopwatch-everyone-in');
  await page.getByRole('button', { name: 'Put the times in the grid' }).click();

  const expectedTimes = new Map([
    ['Ivy Jude', ['10', '1']],
    ['Cyd Dunn', ['11', '30']],
    ['Ada Byron', ['12', '45']],
  ]);
  const grid = page.getByRole('table', { name: '1.5 Mile Run/Walk for each client' });
  for (const [name, [minutes, seconds]] of expectedTimes) {
    await expect(grid.getByRole('textbox', { name: `Minutes (min) for ${name}` })).toHaveValue(minutes!);
    await expect(grid.getByRole('textbox', { name: `Seconds (s) for ${name}` })).toHaveValue(seconds!);
  }
  await expectNoSeriousAxe(page, 'stopwatch-grid');
  await page.getByRole('button', { name: 'Save the results' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved 3 results' })).toBeVisible();
  const saved = await savedToday(page);
  for (const [name, [minutes, seconds]] of expectedTimes) {
    const expected = oneAndHalfMileRun(Number(minutes), Number(seconds)).value;
    expect(saved.get(name)?.vo2_max, name).toBe(expected);
    expect(saved.get(name)?.vo2MaxTest, name).toBe('1.5 mile run/walk');
  }
  // Each client's own history shows their VO2 max of today.
  await page.goto('#/clients');
  await page.getByRole('link', { name: 'History of Cyd Dunn' }).click();
  // The history shows a value as stored, trailing zeros trimmed (45.50 as 45.5).
  const vo2 = `${String(oneAndHalfMileRun(11, 30).value)} mL/kg/min`;
  await expect(page.getByTestId('history-table').getByRole('row', { name: /^VO2 Max/ })).toContainText(vo2);
});

/** Three older clients for the Senior Fitness Test's items. */
const SENIORS = [
  ['Ada Byron', 76, 'FEMALE'],
  ['Cyd Dunn', 81, 'FEMALE'],
  ['Ivy Jude', 72, 'FEMALE'],
] as const;

test("a senior 30-s chair stand for the group: the item's timer runs out for everyone, then each score fills the grid", async ({
  page,
}) => {
  await threeClients(page, SENIORS);
  await openGrid(page, 'SFT: 30-Second Chair Stand');
  await page.getByRole('button', { name: 'Run the group timer' }).click();
  await expect(page.getByRole('heading', { name: 'SFT: 30-Second Chair Stand: group timer' })).toBeVisible();
  await pauseClock(page);
  await page.getByRole('button', { name: 'Start the 30-second timer' }).click();
  await page.clock.runFor(12_000);
  await expect(page.getByRole('timer')).toHaveText('00:18');
  await expect(page.getByRole('button', { name: /^Tap for each/ })).toHaveCount(0); // no single counter
  await page.clock.runFor(18_000);
  const scores = page.getByRole('form', { name: 'Scores' }).getByRole('spinbutton');
  await expect(scores).toHaveCount(3);
  for (const [i, score] of ['12', '11', '14'].entries()) await scores.nth(i).fill(score);
  await page.getByRole('button', { name: 'Put the scores in the grid' }).click();
  const grid = page.getByRole('table', { name: 'SFT: 30-Second Chair Stand for each client' });
  await expect(grid.getByRole('textbox')).toHaveCount(3);
  await page.getByRole('button', { name: 'Save the results' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved 3 results' })).toBeVisible();
  const saved = await savedToday(page);
  const scoresByName = Object.fromEntries(
    [...saved].map(([name, row]) => [name, (row['seniorFitness'] as { score: number }[] | undefined)?.[0]?.score]),
  );
  expect(scoresByName).toEqual({ 'Ada Byron': 12, 'Cyd Dunn': 11, 'Ivy Jude': 14 });
});
