// Every result typed, timed or tapped lands in the session, in real Chromium with the Playwright clock: two field tests
// in one session both kept (the walk's distance in the record and the history); Cancel and leaving a running step test
// ask; a tapped pushup count is in the session when the timer stops; a group of four on the 12-minute countdown with
// each distance filling the grid; an untouched sit and reach asks "Record 0 cm?".
import { expect, test, type Page } from '@playwright/test';
import { saveFromCurrentSession, seedPredecessorSessions, storedSessions } from './clients-support';
import { MAN_40, pauseClock, startPushups, storedUser, submitDemographics } from './support';
import { rockportWalk, sixMinuteWalk, twelveMinuteRun } from '../src/calculators/fieldTests';

const WOMAN_76 = { sex: 'FEMALE', age: '76', weight: '62', heightCm: '160', fname: 'Rita', lname: 'Moss' } as const;

async function fieldTest(page: Page, name: string) {
  return page.getByRole('region', { name });
}

test("a 6-minute walk then a Rockport walk: both in the session and the history, with the walk's distance", async ({
  page,
}) => {
  await submitDemographics(page, WOMAN_76);
  await page.goto('#/blood-pressure');
  await page.getByLabel('Systolic (mmHg)').fill('130');
  await page.getByLabel('Diastolic (mmHg)').fill('80');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('alert-banner')).toHaveText('success: form submitted');

  await page.goto('#/field-tests');
  const walk = await fieldTest(page, '6 Minute Walk');
  await walk.getByLabel('Distance walked (m)').fill('420');
  await walk.getByLabel('Seated heart rate (bpm)').fill('100');
  await walk.getByRole('button', { name: 'Submit' }).click();
  const rockport = await fieldTest(page, 'Rockport One-Mile Walk');
  await rockport.getByLabel('Minutes').selectOption('18');
  await rockport.getByLabel('Seconds').selectOption('30');
  await rockport.getByLabel('Heart rate at the end (bpm)').fill('110');
  await rockport.getByRole('button', { name: 'Submit' }).click();

  const walkVo2 = sixMinuteWalk({
    age: 76,
    weightKg: 62,
    heightCm: 160,
    distanceM: 420,
    heartRate: 100,
    systolic: 130,
  });
  const rockportVo2 = rockportWalk({ sex: 'FEMALE', weightKg: 62, age: 76, minutes: 18, seconds: 30, heartRate: 110 });
  const done = page.getByRole('region', { name: 'Field tests in this session' });
  await expect(done.getByRole('status')).toHaveText(
    new RegExp(`VO2 max is the Rockport one-mile walk's, ${rockportVo2.value.toFixed(2)} mL/kg/min`),
  );
  await expect(done.getByRole('radio', { name: /^6 minute walk: 420 m in 6 minutes/ })).not.toBeChecked();
  await expect(done.getByRole('radio', { name: /^Rockport one-mile walk: 1 mile walked in 18:30/ })).toBeChecked();

  await saveFromCurrentSession(page, 'Save This Session');
  const [record] = await storedSessions(page);
  expect(record?.vo2_max).toBe(rockportVo2.value);
  expect(record?.fieldTests).toEqual([
    expect.objectContaining({ test: 'sixMinuteWalk', distanceM: 420, heartRate: 100, vo2Max: walkVo2.value }),
    expect.objectContaining({ test: 'rockport', timeSeconds: 1110, heartRate: 110, vo2Max: rockportVo2.value }),
  ]);

  await page.goto(`#/clients/${record?.clientId}`);
  const history = page.getByTestId('history-table');
  await expect(history.getByRole('row', { name: /^Field tests/ })).toContainText('6 minute walk: 420 m in 6 minutes');
  await expect(history.getByRole('row', { name: /^Field tests/ })).toContainText('Rockport one-mile walk');
});

test('a running step test: Cancel at 1:30 of stepping asks like Reset, and so does leaving by a link', async ({
  page,
}) => {
  await page.clock.install();
  await submitDemographics(page, MAN_40);
  await page.goto('#/step-test/progress');
  // The countdown starts when the screen arrives, before or after the clock pauses: a second either way is the same
  // test of Cancel.
  await expect(page.getByRole('heading', { name: 'Get ready in...' })).toBeVisible();
  await pauseClock(page);
  await page.clock.runFor(3_000 + 90_000);
  await expect(page.getByRole('timer')).toHaveText(/^01:(29|30)$/);

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alertdialog')).toHaveText(/Cancel the running step test\? Its time so far is lost\./);
  await page.getByRole('button', { name: 'Keep going' }).click();
  await expect(page.getByRole('heading', { name: 'Step test in progress' })).toBeVisible();

  await page.getByRole('link', { name: 'Clients', exact: true }).first().click();
  const leave = page.getByRole('dialog', { name: 'Leave the running step test?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Keep going' }).click();
  await expect(page).toHaveURL(/#\/step-test\/progress$/);
  await expect(page.getByRole('heading', { name: 'Step test in progress' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByRole('button', { name: 'Start', exact: true })).toBeVisible();
});

test('a tapped pushup count is in the session when the timer stops: leaving for the Current Session and saving keeps it', async ({
  page,
}) => {
  await startPushups(page, 3_000);
  const tap = page.getByRole('button', { name: /^Tap for each pushup/ });
  for (let i = 0; i < 12; i += 1) await tap.click();
  await page.clock.runFor(40_000);
  await page.getByRole('button', { name: 'Finished' }).click();
  await expect(page.getByText(/pushups you tapped are recorded in this session/)).toBeVisible();
  // No Submit pressed on the results page.
  await saveFromCurrentSession(page, 'Save This Session');
  const [record] = await storedSessions(page);
  expect(record?.pushups).toBe(12);
});

test('a group of 4 on the 12-minute countdown: each distance typed at the end fills the grid and is saved', async ({
  page,
}) => {
  const people = [
    ['Ada Byron', 36, 'FEMALE'],
    ['Ben Cole', 41, 'MALE'],
    ['Cyd Dunn', 29, 'FEMALE'],
    ['Dan Eyre', 52, 'MALE'],
  ] as const;
  await page.clock.install();
  await page.goto('#/');
  await seedPredecessorSessions(
    page,
    people.map(([name, age, sex]) => ({ date: '2026-01-05T10:00:00.000Z', name, age, sex, current_weight: 70 })),
  );
  await page.goto('#/group');
  await expect(page.getByRole('list', { name: 'Clients' }).getByRole('checkbox')).toHaveCount(4);
  await page.getByRole('button', { name: 'All active clients' }).click();
  await page.getByRole('radio', { name: '12 minute run/walk', exact: true }).check();
  await page.getByRole('button', { name: 'Open the grid' }).click();
  await page.getByRole('button', { name: 'Run the group timer' }).click();

  // The timer's screen first: a pause made while it is still arriving can hold back the timers it waits on.
  const start = page.getByRole('button', { name: 'Start the 12-minute timer' });
  await expect(start).toBeVisible();
  await pauseClock(page);
  await start.click();
  await expect(page.getByRole('timer')).toHaveText('12:00');
  await page.clock.runFor(6 * 60_000);
  await expect(page.getByRole('timer')).toHaveText('06:00');
  await page.clock.runFor(6 * 60_000);
  await expect(page.getByText('Stop: time is up. Stay where you are.')).toBeVisible();

  const distances: Record<string, number> = { 'Ada Byron': 2100, 'Ben Cole': 2650, 'Cyd Dunn': 2400, 'Dan Eyre': 1950 };
  for (const [name, metres] of Object.entries(distances))
    await page.getByLabel(`Distance covered (m), ${name}`).fill(String(metres));
  await page.getByRole('button', { name: 'Put the distances in the grid' }).click();

  const grid = page.getByRole('table', { name: '12 minute run/walk for each client' });
  for (const [name, metres] of Object.entries(distances))
    await expect(grid.getByRole('row', { name: new RegExp(`^${name}`) }).getByRole('textbox')).toHaveValue(
      String(metres),
    );
  await page.getByRole('button', { name: 'Save the results' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved 4 results' })).toBeVisible();

  const today = await page.evaluate(() => new Date().toDateString());
  const saved = (await storedSessions(page)).filter((r) => new Date(r.date).toDateString() === today);
  expect(saved).toHaveLength(4);
  for (const [name, metres] of Object.entries(distances)) {
    const row = saved.find((r) => r.name === name);
    expect(row?.vo2_max, name).toBe(twelveMinuteRun(metres).value);
    expect(row?.fieldTests, name).toEqual([expect.objectContaining({ test: 'twelveMinute', distanceM: metres })]);
  }
});

test('a sit and reach submitted untouched asks "Record 0 cm?"; nothing is stored until Yes', async ({ page }) => {
  await submitDemographics(page, MAN_40);
  await page.goto('#/sit-and-reach/results');
  await expect(page.getByLabel('Sit and reach (cm)')).toHaveValue('0');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Record 0 cm?' })).toBeVisible();
  expect((await storedUser(page)).sar).toBeNull();
  await page.getByRole('button', { name: 'Yes, record 0 cm' }).click();
  await expect(page.getByRole('heading', { name: /You are in the/ })).toBeVisible();
  expect((await storedUser(page)).sar).toMatchObject({ unit: 'cm', value: 0 });
});
