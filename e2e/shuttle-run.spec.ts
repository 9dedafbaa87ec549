// The 20 m shuttle run in real Chromium with the Playwright clock (decision 48): one runner from the Field Tests screen,
// tapped out, the result shown, in the Current Session and in the saved record; a group of six runs one recording,
// two are tapped out at different levels, the coach stops the run for the other four; every runner's score reaches the
// grid and each saved VO2 max equals -27.4 + 6.0 x the speed of the last completed level, worked out here from the
// protocol table of the reference (not the app's), from the moment of each tap.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import {
  enterSession,
  saveFromCurrentSession,
  seedPredecessorSessions,
  storedSessions,
  type StoredRow,
} from './clients-support';
import { pauseClock, reviewShot } from './support';

const EARLIER = '2026-01-05T10:00:00.000Z';
const PEOPLE = [
  ['Ada Byron', 24, 'FEMALE'],
  ['Ben Cole', 31, 'MALE'],
  ['Cyd Dunn', 29, 'FEMALE'],
  ['Dan Eyre', 45, 'MALE'],
  ['Eve Ford', 52, 'FEMALE'],
  ['Fin Gale', 19, 'MALE'],
] as const;

/** The reference's table of shuttles per level 1-21 (docs/sources/senior-fitness-and-shuttle.md). */
const SHUTTLES = [7, 8, 8, 9, 9, 10, 10, 11, 11, 11, 12, 12, 13, 13, 13, 14, 14, 15, 15, 16, 16];
/** Léger et al. 1988: 8.5 km/h at level 1, +0.5 km/h per level. */
const speedOf = (level: number) => 8 + 0.5 * level;

/** The level and shuttle of the last beep at or before `ms` (each 20 m shuttle lasts 72 / speed s). */
function scoreAt(ms: number): { level: number; shuttle: number } {
  let at = 0;
  let score = { level: 1, shuttle: 0 };
  for (const [index, shuttles] of SHUTTLES.entries()) {
    for (let shuttle = 1; shuttle <= shuttles; shuttle += 1) {
      at += (72 / speedOf(index + 1)) * 1000;
      if (at > ms) return score;
      score = { level: index + 1, shuttle };
    }
  }
  return score;
}

/** VO2 max = -27.4 + 6.0 x the speed of the last completed level (Léger & Gadoury 1989), to 2 decimals. */
function expectedVo2({ level, shuttle }: { level: number; shuttle: number }): number {
  const completed = shuttle === SHUTTLES[level - 1] ? level : level - 1;
  return Math.round((-27.4 + 6.0 * speedOf(completed)) * 100) / 100;
}

/** No serious or critical axe finding at 375 and 1280 px (axe waits on timers: the clock runs again first). */
async function expectNoSeriousAxe(page: Page, label: string) {
  await page.clock.resume();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const result = await new AxeBuilder({ page }).analyze();
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious, `${label} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function sixClients(page: Page) {
  await page.clock.install();
  await page.goto('#/');
  await seedPredecessorSessions(
    page,
    PEOPLE.map(([name, age, sex]) => ({ date: EARLIER, name, age, sex, pushups: null, current_weight: 70 })),
  );
}

async function savedToday(page: Page): Promise<Map<string, StoredRow>> {
  const today = await page.evaluate(() => new Date().toDateString());
  const rows = (await storedSessions(page)).filter((r) => new Date(r.date).toDateString() === today);
  return new Map(rows.map((r) => [r.name ?? '', r]));
}

test('a group of six runs the shuttle on one recording; two drop out at different levels; each VO2 max is the equation', async ({
  page,
}) => {
  await sixClients(page);
  await page.goto('#/group');
  await expect(page.getByRole('list', { name: 'Clients' }).getByRole('checkbox')).toHaveCount(6);
  await page.getByRole('button', { name: 'All active clients' }).click();
  await page.getByRole('radio', { name: '20 m Shuttle Run', exact: true }).check();
  await page.getByRole('button', { name: 'Open the grid' }).click();
  await page.getByRole('button', { name: 'Run the group timer' }).click();
  await expect(page.getByRole('heading', { name: '20 m Shuttle Run: group recording' })).toBeVisible();

  await pauseClock(page);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const runners = page.getByRole('list', { name: /^Runners/ });
  // Level 1 shuttle 1 until the first beep at 8.47 s.
  await expect(page.getByTestId('shuttle-level')).toHaveText('1');
  await page.clock.runFor(130_000); // level 2 ended at 123.3 s: Ada is out at 2.8
  await expect(page.getByTestId('shuttle-level')).toHaveText('3');
  await runners.getByRole('button', { name: 'Ada Byron' }).click();
  await page.clock.runFor(200_000); // 330 s: level 6, shuttle 2 done (323.5 s); Dan is out at 6.2
  await expect(page.getByTestId('shuttle-level')).toHaveText('6');
  await runners.getByRole('button', { name: 'Dan Eyre' }).click();
  await page.clock.runFor(70_000); // 400 s: the coach stops the run; the four still in get 7.3
  await reviewShot(page, '/tmp/shots-shuttle/group-running.png', { fullPage: true });
  await page.getByRole('button', { name: 'Stop the run' }).click();
  await page.getByRole('button', { name: 'Yes, stop' }).click();

  const scores = new Map(PEOPLE.map(([name]) => [name as string, scoreAt(400_000)]));
  scores.set('Ada Byron', scoreAt(130_000));
  scores.set('Dan Eyre', scoreAt(330_000));
  expect([...new Set([...scores.values()].map((s) => `${s.level}.${s.shuttle}`))]).toEqual(['2.8', '7.3', '6.2']);
  for (const [name, { level, shuttle }] of scores)
    await expect(runners.getByRole('listitem').filter({ hasText: name }).getByTestId('runner-score')).toHaveText(
      `level ${level}.${shuttle}`,
    );
  await expectNoSeriousAxe(page, 'group run over');
  await page.getByRole('button', { name: 'Put the scores in the grid' }).click();

  const grid = page.getByRole('table', { name: '20 m Shuttle Run for each client' });
  for (const [name, { level, shuttle }] of scores) {
    await expect(grid.getByRole('textbox', { name: `Level (level) for ${name}` })).toHaveValue(String(level));
    await expect(grid.getByRole('textbox', { name: `Shuttle (shuttle) for ${name}` })).toHaveValue(String(shuttle));
  }
  await page.getByRole('button', { name: 'Save the results' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved 6 results' })).toBeVisible();
  const saved = await savedToday(page);
  for (const [name, score] of scores) {
    const row = saved.get(name);
    expect(row?.vo2_max, name).toBe(expectedVo2(score));
    expect(row?.vo2MaxTest, name).toBe('20 m shuttle run');
    expect(row?.fieldTests, name).toEqual([
      expect.objectContaining({ test: 'shuttleRun', vo2Max: expectedVo2(score) }),
    ]);
  }
  // The two who dropped out: 2.8 completes level 2 (9.0 km/h), 6.2 only level 5 (10.5 km/h).
  expect(saved.get('Ada Byron')?.vo2_max).toBe(26.6);
  expect(saved.get('Dan Eyre')?.vo2_max).toBe(35.6);

  // Dan's history names the run with its score.
  await page.goto('#/clients');
  await page.getByRole('link', { name: 'History of Dan Eyre' }).click();
  await expect(page.getByTestId('history-table')).toContainText(
    '20 m shuttle run: level 6.2, 860 m; last completed level 5 at 10.5 km/h',
  );
});

test("one runner: the display's level, shuttle and next beep; Out records level.shuttle, distance, speed and VO2 max", async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-01-10T10:00:00Z') });
  await enterSession(
    page,
    { fname: 'Alex', lname: 'Smith', age: '34', sex: 'MALE', weight: '80', heightCm: '180' },
    {
      pushups: '20',
      sitAndReach: '28',
    },
  );
  await page.goto('#/field-tests');
  await page.getByRole('link', { name: '20 m shuttle run' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '20 m Shuttle Run' })).toBeVisible();
  await expect(page.getByText(/Two misses/)).toBeVisible();
  await expectNoSeriousAxe(page, 'instructions');
  await page.getByRole('link', { name: 'Click to Begin' }).click();
  // The screen first: with the page's clock paused before its chunk has run, it never would.
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await pauseClock(page);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.clock.runFor(200_000); // level 4's second beep was at 198.3 s, its third is at 205.5 s
  await expect(page.getByRole('timer', { name: 'Time elapsed' })).toHaveText('03:20');
  await expect(page.getByTestId('shuttle-level')).toHaveText('4');
  await expect(page.getByTestId('shuttle-shuttle')).toHaveText('3 of 9');
  await expect(page.getByTestId('shuttle-next-beep')).toHaveText('6 s');
  await page.setViewportSize({ width: 375, height: 740 });
  await reviewShot(page, '/tmp/shots-shuttle/running-375.png');
  await page.getByRole('button', { name: 'Out', exact: true }).click();

  const score = scoreAt(200_000);
  expect(score).toEqual({ level: 4, shuttle: 2 });
  await expect(page.getByTestId('shuttle-score')).toHaveText('level 4.2');
  await expect(page.getByTestId('shuttle-distance')).toHaveText('500 m');
  await expect(page.getByTestId('shuttle-speed')).toHaveText('level 3, 9.5 km/h');
  await expect(page.getByText(`VO2 max ${expectedVo2(score).toFixed(2)} mL/kg/min`)).toBeVisible();
  await reviewShot(page, '/tmp/shots-shuttle/result-375.png', { fullPage: true });
  await expectNoSeriousAxe(page, 'result');

  await saveFromCurrentSession(page);
  const [saved] = await storedSessions(page);
  expect(saved).toMatchObject({ vo2_max: expectedVo2(score), vo2MaxTest: '20 m shuttle run' });
  expect(saved?.['fieldTests']).toEqual([expect.objectContaining({ test: 'shuttleRun', distanceM: 500 })]);
});

test('one runner ended early with a reason: the score of that moment is kept, labelled with the reason', async ({
  page,
}) => {
  await page.clock.install({ time: new Date('2026-01-10T10:00:00Z') });
  await enterSession(
    page,
    { fname: 'Bea', lname: 'Lund', age: '41', sex: 'FEMALE', weight: '64', heightCm: '168' },
    { pushups: '12', sitAndReach: '30' },
  );
  await page.goto('#/field-tests?test=shuttle-run&run');
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
  await pauseClock(page);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.clock.runFor(70_000); // level 2, its first beep at 67.3 s: 2.1
  await page.getByRole('button', { name: 'Ended early…' }).click();
  const form = page.getByRole('form', { name: 'Stopped early' });
  await form.getByLabel('Why was the test stopped?').selectOption('Leg cramps or claudication');
  await form.getByRole('button', { name: 'Stop and keep the result' }).click();
  await expect(page.getByTestId('shuttle-score')).toHaveText('level 2.1');
  await expect(page.getByTestId('stopped-early')).toHaveText('Stopped early: Leg cramps or claudication');
  await page.clock.resume();

  await saveFromCurrentSession(page);
  const [saved] = await storedSessions(page);
  expect(saved).toMatchObject({
    vo2_max: expectedVo2(scoreAt(70_000)),
    vo2MaxStoppedEarly: 'Leg cramps or claudication',
  });
});
