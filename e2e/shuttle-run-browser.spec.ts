// What only a browser shows of the 20 m shuttle run (decision 48), on the Playwright clock: the new level spoken (the
// page's speech synthesis, stubbed to record what it is asked to say and when) and announced to a screen reader at the
// level's last beep, with the triple beep; a group runner's tap undone and taken again later; a reload mid-run losing
// nothing (the run resumes with the runners already out, and the scores reach the grid).
import { test, expect, type Page } from '@playwright/test';
import { seedPredecessorSessions } from './clients-support';
import { pauseClock, spyOnTones, tonesPlayed } from './support';

const PEOPLE = [
  ['Ada Byron', 24, 'FEMALE'],
  ['Ben Cole', 31, 'MALE'],
  ['Cyd Dunn', 29, 'FEMALE'],
] as const;

/** Léger et al. 1988: level 1 is 7 shuttles of 20 m at 8.5 km/h, so its last beep is 7 x 72 / 8.5 s after the start. */
const LEVEL_1_ENDS_MS = (7 * 72 * 1000) / 8.5;

async function threeRunners(page: Page) {
  await page.clock.install({ time: new Date('2026-01-10T10:00:00Z') });
  await page.goto('#/');
  await seedPredecessorSessions(
    page,
    PEOPLE.map(([name, age, sex]) => ({
      date: '2026-01-05T10:00:00.000Z',
      name,
      age,
      sex,
      pushups: null,
      current_weight: 70,
    })),
  );
  await page.goto('#/group');
  await expect(page.getByRole('list', { name: 'Clients' }).getByRole('checkbox')).toHaveCount(PEOPLE.length);
  await page.getByRole('button', { name: 'All active clients' }).click();
  await page.getByRole('radio', { name: '20 m Shuttle Run', exact: true }).check();
  await page.getByRole('button', { name: 'Open the grid' }).click();
  await page.getByRole('button', { name: 'Run the group timer' }).click();
  await expect(page.getByRole('heading', { name: '20 m Shuttle Run: group recording' })).toBeVisible();
}

const runnerList = (page: Page) => page.getByRole('list', { name: /^Runners/ });
const scoreOf = (page: Page, name: string) =>
  runnerList(page).getByRole('listitem').filter({ hasText: name }).getByTestId('runner-score');

test('the new level is spoken, announced and triple-beeped at the last beep of the level before', async ({ page }) => {
  await page.addInitScript(() => {
    const said: { text: string; at: number }[] = [];
    (window as unknown as { said: typeof said }).said = said;
    if (window.speechSynthesis)
      window.speechSynthesis.speak = (u: SpeechSynthesisUtterance) => said.push({ text: u.text, at: Date.now() });
  });
  await spyOnTones(page);
  await threeRunners(page);
  await pauseClock(page);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  const startedAt = await page.evaluate(() => Date.now());
  await page.getByRole('checkbox', { name: 'Spoken cues' }).check();
  const said = () => page.evaluate(() => (window as unknown as { said: { text: string; at: number }[] }).said);
  const announced = page.getByRole('status').filter({ hasText: /^Level \d+$/ });
  await expect(announced).toHaveText('Level 1');

  await page.clock.runFor(Math.floor(LEVEL_1_ENDS_MS) - 1_000);
  expect((await said()).map((s) => s.text)).not.toContain('Level 2');
  await page.clock.runFor(2_000);
  await expect(announced).toHaveText('Level 2');
  const level2 = (await said()).find((s) => s.text === 'Level 2');
  expect(level2, 'the words "Level 2" asked of speech synthesis').toBeDefined();
  // Spoken at the beep's moment on the page's clock, to the timer's millisecond.
  expect(Math.abs((level2?.at ?? 0) - startedAt - LEVEL_1_ENDS_MS)).toBeLessThanOrEqual(2);
  // The triple beep (three tones of 988 Hz) is on the audio clock with the shuttles' single beeps.
  expect((await tonesPlayed(page)).filter((hz) => hz === 988).length).toBeGreaterThanOrEqual(3);
});

test('a runner tapped out by mistake is undone and taken out again later; an undo after the last one resumes the run', async ({
  page,
}) => {
  await threeRunners(page);
  await pauseClock(page);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.clock.runFor(70_000); // level 2's first beep at 67.3 s
  await runnerList(page).getByRole('button', { name: 'Ada Byron' }).click();
  await expect(scoreOf(page, 'Ada Byron')).toHaveText('level 2.1');
  await page.getByRole('button', { name: "Undo Ada Byron's out" }).click();
  await expect(scoreOf(page, 'Ada Byron')).toHaveCount(0);
  await expect(runnerList(page).getByRole('button', { name: 'Ada Byron' })).toBeEnabled();

  await page.clock.runFor(60_000); // 130 s: level 2, shuttle 8 done at 123.3 s
  await runnerList(page).getByRole('button', { name: 'Ada Byron' }).click();
  await runnerList(page).getByRole('button', { name: 'Ben Cole' }).click();
  await runnerList(page).getByRole('button', { name: 'Cyd Dunn' }).click();
  // Everyone out: the run is over; Cyd's undo takes it back to running, with the clock where it was.
  await expect(page.getByRole('button', { name: 'Put the scores in the grid' })).toBeVisible();
  await page.getByRole('button', { name: "Undo Cyd Dunn's out" }).click();
  await expect(page.getByTestId('shuttle-level')).toHaveText('3');
  await page.clock.runFor(60_000); // 190 s: level 3 ended at 183.9 s (3.8), level 4's first beep is at 191.1 s
  await runnerList(page).getByRole('button', { name: 'Cyd Dunn' }).click();
  await page.getByRole('button', { name: 'Put the scores in the grid' }).click();

  const grid = page.getByRole('table', { name: '20 m Shuttle Run for each client' });
  const levelOf = (name: string) => grid.getByRole('textbox', { name: `Level (level) for ${name}` });
  const shuttleOf = (name: string) => grid.getByRole('textbox', { name: `Shuttle (shuttle) for ${name}` });
  await expect(levelOf('Ada Byron')).toHaveValue('2');
  await expect(shuttleOf('Ada Byron')).toHaveValue('8');
  await expect(levelOf('Ben Cole')).toHaveValue('2');
  await expect(levelOf('Cyd Dunn')).toHaveValue('3');
  await expect(shuttleOf('Cyd Dunn')).toHaveValue('8');
});

test('a reload mid-run loses nothing: the run resumes with the runners already out, and every score reaches the grid', async ({
  page,
}) => {
  await threeRunners(page);
  await pauseClock(page);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.clock.runFor(130_000);
  await runnerList(page).getByRole('button', { name: 'Ada Byron' }).click();
  await expect(scoreOf(page, 'Ada Byron')).toHaveText('level 2.8');

  await page.clock.resume();
  await page.reload();
  await page.getByRole('button', { name: 'Run the group timer' }).click();
  await expect(page.getByText(/A group shuttle run was interrupted/)).toBeVisible();
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(scoreOf(page, 'Ada Byron')).toHaveText('level 2.8');
  await expect(runnerList(page).getByRole('button', { name: 'Ben Cole' })).toBeEnabled();
  await expect(page.getByTestId('shuttle-level')).toHaveText('3');
  // Level 3's first shuttle ends at 130.9 s: 20 s more makes Ben's score level 3 however long the reload took.
  await pauseClock(page);
  await page.clock.runFor(20_000);
  await page.getByRole('button', { name: 'Stop the run' }).click();
  await page.getByRole('button', { name: 'Yes, stop' }).click();
  await page.getByRole('button', { name: 'Put the scores in the grid' }).click();
  const grid = page.getByRole('table', { name: '20 m Shuttle Run for each client' });
  await expect(grid.getByRole('textbox', { name: 'Level (level) for Ada Byron' })).toHaveValue('2');
  await expect(grid.getByRole('textbox', { name: 'Shuttle (shuttle) for Ada Byron' })).toHaveValue('8');
  await expect(grid.getByRole('textbox', { name: 'Level (level) for Ben Cole' })).toHaveValue('3');
});
