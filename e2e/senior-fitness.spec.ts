// A 76-year-old woman does the Senior Fitness Test (decision 47): the chair stand on its 30-second timer with the tap
// counter (Playwright's clock), the other items typed, each result screen's verdict; then the Current Session, the
// saved session read back in her history, and the printed report each show a category on all seven items (every cell
// is verified). A battery of senior items: its field sheet's columns, its walk through the group grid, each row
// compared and saved.
import { test, expect, type Page } from '@playwright/test';
import { submitDemographics } from './support';
import { printAt, saveFromCurrentSession, seedPredecessorSessions, storedSessions } from './clients-support';

const WITHIN = 'Within the normal range for your age';

/** Women 75-79 (Rikli & Jones 1999): each typed score inside its normal range. */
const TYPED: readonly { slug: string; label: string; fields: Record<string, string>; verdict: string }[] = [
  // 11-17 curls.
  { slug: 'arm-curl', label: '30-Second Arm Curl', fields: { 'Score (curls)': '14' }, verdict: WITHIN },
  { slug: 'two-minute-step', label: '2-Minute Step', fields: { 'Score (steps)': '80' }, verdict: WITHIN },
  // 450 m = 492 yd: 435-585 yd.
  { slug: 'six-minute-walk', label: '6-Minute Walk (SFT course)', fields: { 'Score (m)': '450' }, verdict: WITHIN },
  // 6.0 s: 7.4-5.2 s.
  {
    slug: 'up-and-go',
    label: '8-Foot Up-and-Go',
    fields: { 'Trial 1 (s)': '6.4', 'Trial 2 (s)': '6' },
    verdict: WITHIN,
  },
  // 2 cm = 0.79 in: -1.5 to +3.5 in.
  {
    slug: 'chair-sit-and-reach',
    label: 'Chair Sit-and-Reach',
    fields: { 'Trial 1 (cm)': '1', 'Trial 2 (cm)': '2' },
    verdict: WITHIN,
  },
  // -5 cm = -1.97 in: -5.0 to +0.5 in.
  {
    slug: 'back-scratch',
    label: 'Back Scratch',
    fields: { 'Trial 1 (cm)': '-7', 'Trial 2 (cm)': '-5' },
    verdict: WITHIN,
  },
];

async function expectVerdicts(page: Page, scope: ReturnType<Page['locator']>) {
  await expect(scope.getByText(WITHIN)).toHaveCount(7);
}

test('a 76-year-old woman completes the senior battery: a category on every verified item, kept and printed', async ({
  page,
}) => {
  await page.clock.install();
  await submitDemographics(page, { fname: 'Edith', lname: 'Senior', age: '76', sex: 'FEMALE', weight: '62' });

  // The battery from the menu's page, the chair stand on its timer.
  await page.goto('#/senior-fitness');
  await page.getByRole('link', { name: '30-Second Chair Stand' }).click();
  await page.getByRole('link', { name: 'Click to Begin' }).click();
  await page.getByRole('button', { name: 'Start the 30-second timer' }).click();
  const tap = page.getByRole('button', { name: /Tap for each stand/ });
  for (let i = 0; i < 12; i += 1) await tap.click();
  await expect(page.getByTestId('tapped-count')).toHaveText('12');
  await page.clock.runFor(30_500);
  await page.getByRole('button', { name: 'Use 12 as the score' }).click();
  await expect(page.getByLabel('Score (stands)')).toHaveValue('12');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('senior-verdict')).toHaveText(WITHIN);
  await expect(page.getByTestId('senior-gauge')).toBeVisible();

  for (const item of TYPED) {
    await page.goto(`#/senior-fitness/results/${item.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: item.label })).toBeVisible();
    for (const [label, value] of Object.entries(item.fields)) await page.getByLabel(label).fill(value);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByTestId('senior-verdict'), item.label).toHaveText(item.verdict);
  }

  // Current Session: the battery's section, then saved.
  await page.goto('#/current-session');
  const section = page.locator('section[data-section="seniorFitness"]');
  await expect(section.getByRole('heading', { name: 'Senior Fitness Test' })).toBeVisible();
  await expectVerdicts(page, section);
  await saveFromCurrentSession(page);

  // Her history, read back from the database, and the printed report.
  await page.goto('#/clients');
  await page.getByRole('link', { name: 'History of Edith Senior' }).click();
  await expect(page.getByRole('heading', { name: 'Progress of Edith Senior' })).toBeVisible({ timeout: 20_000 });
  const table = page.getByTestId('history-table');
  await expect(table.locator('tr[data-senior-item]')).toHaveCount(7);
  await expectVerdicts(page, table);
  // A chart per item, its data as a table too.
  await expect(page.locator('[data-testid^="chart-senior-"]')).toHaveCount(7);
  const standChart = page.getByRole('figure', { name: 'SFT: 30-Second Chair Stand (stands)' });
  await expect(standChart.getByRole('table')).toContainText('12');
  await printAt(page);
  await expect(table.locator('tr[data-senior-item="chairStand"]')).toBeVisible();
  await expect(table.locator('tr[data-senior-item="chairStand"]')).toContainText(`12 stands${WITHIN}`);
  await expectVerdicts(page, table);
});

test('a battery of senior items walks through the group grid: each row saved, compared, and on the field sheet', async ({
  page,
}) => {
  await page.goto('#/');
  await seedPredecessorSessions(page, [
    { date: '2026-01-05T10:00:00.000Z', name: 'Edith Senior', age: 76, sex: 'FEMALE', pushups: null },
    { date: '2026-01-05T10:00:00.000Z', name: 'Otto Older', age: 81, sex: 'MALE', pushups: null },
  ]);
  await page.goto('#/batteries');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create the battery' }) });
  await form.getByLabel('Battery name').fill('Seniors');
  for (const name of ['SFT: 30-Second Chair Stand', 'SFT: 8-Foot Up-and-Go'])
    await form.getByRole('checkbox', { name, exact: true }).check();
  await form.getByRole('button', { name: 'Create the battery' }).click();
  await page.goto('#/group');
  await expect(page.getByRole('list', { name: 'Clients' }).getByRole('checkbox')).toHaveCount(2);
  await page.getByRole('button', { name: 'All active clients' }).click();
  await page.getByLabel('Or a test battery').selectOption({ label: 'Seniors' });

  await page.getByRole('link', { name: 'Print field sheet' }).click();
  const sheet = page.getByRole('table', { name: 'Field sheet: Seniors' });
  await expect(sheet.getByRole('columnheader')).toHaveText([
    'Client',
    'Age',
    'Sex',
    'SFT: 30-Second Chair Stand (stands)',
    'SFT: 8-Foot Up-and-Go (s, 2 trials)',
  ]);
  await page.goBack();

  await page.getByRole('button', { name: 'Open the grid' }).click();
  // Women 75-79: 10-15 stands; men 80-84: 10-15 stands (Rikli & Jones 1999).
  await page.getByRole('textbox', { name: 'Score (stands) for Edith Senior' }).fill('12');
  await page.getByRole('textbox', { name: 'Score (stands) for Otto Older' }).fill('16');
  const grid = page.getByRole('table', { name: 'SFT: 30-Second Chair Stand for each client' });
  await expect(grid.getByText(WITHIN)).toHaveCount(1);
  await expect(grid.getByText('Above the normal range for your age')).toHaveCount(1);
  await page.getByRole('button', { name: 'Save the results' }).click();
  await expect(page.getByText('Saved 2 results.')).toBeVisible();
  await page.getByRole('button', { name: 'Next test: SFT: 8-Foot Up-and-Go (2 of 2)' }).click();
  await page.getByRole('textbox', { name: 'Trial 1 (s) for Edith Senior' }).fill('6.4');
  await page.getByRole('textbox', { name: 'Trial 2 (s) for Edith Senior' }).fill('6');
  await page.getByRole('button', { name: 'Save the results' }).click();
  await expect(page.getByText('Saved 1 result.')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'SFT: 8-Foot Up-and-Go' })).toBeVisible();

  const today = await page.evaluate(() => new Date().toDateString());
  const saved = (await storedSessions(page)).filter((r) => new Date(r.date).toDateString() === today);
  const edith = saved.find((r) => r.name === 'Edith Senior');
  expect(edith?.['seniorFitness']).toEqual([
    { item: 'chairStand', score: 12, trials: null },
    { item: 'upAndGo', score: 6, trials: [6.4, 6] },
  ]);
});
