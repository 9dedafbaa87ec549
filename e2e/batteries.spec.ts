// Test batteries and the field sheet in real Chromium (decision 0138): a battery made, renamed and assigned
// to a client changes their "Still to do" (a done test leaves it; removing the battery brings the sections' lists
// back); the group grid walks a battery test by test; the field sheet of the chosen clients and a battery printed
// (print media, a screenshot) with each client and each test's header with its unit; axe at 375 and 1280 px.
import { test, expect, type Page } from '@playwright/test';
import { expectNoSeriousAxeViolationsAtEachWidth, reviewShot } from './support';
import { seedPredecessorSessions } from './clients-support';

const EARLIER = '2026-01-05T10:00:00.000Z';
const PEOPLE = [
  ['Ada Byron', 36, 'FEMALE'],
  ['Ben Cole', 41, 'MALE'],
  ['Cyd Dunn', 29, 'FEMALE'],
] as const;

async function threeClients(page: Page) {
  await page.goto('#/');
  await seedPredecessorSessions(
    page,
    PEOPLE.map(([name, age, sex]) => ({ date: EARLIER, name, age, sex, pushups: null, current_weight: 70 })),
  );
}

/** Makes a battery on #/batteries from the tests' names. */
async function makeBattery(page: Page, name: string, tests: readonly string[]) {
  await page.goto('#/batteries');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create the battery' }) });
  await form.getByLabel('Battery name').fill(name);
  for (const test of tests) await form.getByRole('checkbox', { name: test, exact: true }).check();
  await form.getByRole('button', { name: 'Create the battery' }).click();
  await expect(page.getByRole('heading', { name, exact: true, level: 3 })).toBeVisible();
}

/** #/group with every client chosen (once the roster is there). */
async function chooseAll(page: Page) {
  await page.goto('#/group');
  await expect(page.getByRole('list', { name: 'Clients' }).getByRole('checkbox')).toHaveCount(PEOPLE.length);
  await page.getByRole('button', { name: 'All active clients' }).click();
  await expect(page.getByText(`${PEOPLE.length} clients chosen.`)).toBeVisible();
}

const batteryList = (page: Page) => page.getByRole('list', { name: 'Still to do for the battery Strength check' });

test('a battery assigned to a client changes their Still to do; a done test leaves it; removing it restores the full list', async ({
  page,
}) => {
  await threeClients(page);
  await makeBattery(page, 'Strength', ['Pushups', 'Grip Strength', 'Bench Press 1RM']);
  // Rename it.
  await page.getByRole('button', { name: 'Rename or edit “Strength”' }).click();
  await page.getByRole('listitem').getByLabel('Battery name').fill('Strength check');
  await page.getByRole('button', { name: 'Save “Strength”' }).click();
  await expect(page.getByRole('heading', { name: 'Strength check', level: 3 })).toBeVisible();

  // Assign it on Ben's page and open Ben.
  await page.goto('#/clients');
  await page.getByRole('link', { name: 'History of Ben Cole' }).click();
  await expect(page.getByRole('heading', { name: 'Progress of Ben Cole' })).toBeVisible();
  await page.getByLabel('Battery for Ben Cole').selectOption({ label: 'Strength check' });
  await page.getByRole('button', { name: 'Save the battery' }).click();
  await expect(page.getByText('Strength check: Pushups, Grip Strength, Bench Press 1RM.')).toBeVisible();
  await page.getByRole('button', { name: 'Open Ben Cole' }).click();
  await expect(page.getByRole('banner')).toContainText('Ben Cole');

  await page.goto('#/current-session');
  await expect(page.getByRole('heading', { name: 'Still to do: battery “Strength check”' })).toBeVisible();
  await expect(batteryList(page).getByRole('link')).toHaveText(['Pushups', 'Grip Strength', 'Bench Press 1RM']);

  // Pushups entered for Ben in the group grid (the battery chosen there): it leaves the list.
  await page.goto('#/group');
  await page
    .getByRole('list', { name: 'Clients' })
    .getByRole('checkbox', { name: /Ben Cole/ })
    .check();
  await page.getByLabel('Or a test battery').selectOption({ label: 'Strength check' });
  await page.getByRole('button', { name: 'Open the grid' }).click();
  await page.getByRole('textbox', { name: 'Pushups (pushups) for Ben Cole' }).fill('25');
  await page.getByRole('button', { name: 'Save the results' }).click();
  await expect(page.getByText('Saved 1 result.')).toBeVisible();
  await page.goto('#/current-session');
  await expect(batteryList(page).getByRole('link')).toHaveText(['Grip Strength', 'Bench Press 1RM']);
  // The sections' own lists give way to the battery's: no leg press offered.
  await expect(page.getByRole('link', { name: 'Do the leg press test' })).toHaveCount(0);

  // Removing the battery brings back every section's list.
  await page.goto('#/clients');
  await page.getByRole('link', { name: 'History of Ben Cole' }).click();
  await page.getByLabel('Battery for Ben Cole').selectOption({ label: 'None (every test)' });
  await page.getByRole('button', { name: 'Save the battery' }).click();
  await expect(page.getByText('No battery: the Current Session lists every test still to do.')).toBeVisible();
  await page.goto('#/current-session');
  await expect(page.getByRole('heading', { name: /Still to do: battery/ })).toHaveCount(0);
  const strength = page.locator('[data-section="strength"]');
  await expect(strength.getByText('Still to do:')).toBeVisible();
  await expect(strength.getByRole('link')).toHaveText([
    'Do the bench press test',
    'Do the leg press test',
    'Do the grip strength test',
  ]);
});

test('the group grid walks a battery test by test (kept across a reload), and assigns it to every chosen client', async ({
  page,
}) => {
  await threeClients(page);
  await makeBattery(page, 'Check', ['Pushups', 'Sit & Reach']);
  await chooseAll(page);
  await page.getByLabel('Or a test battery').selectOption({ label: 'Check' });
  await page.getByRole('button', { name: 'Assign “Check” to the 3 chosen clients' }).click();
  await expect(page.getByText('“Check” assigned to 3 clients.')).toBeVisible();
  await page.getByRole('button', { name: 'Open the grid' }).click();
  await expect(page.getByRole('table', { name: 'Pushups for each client' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Pushups (pushups) for Ada Byron' }).fill('20');
  await page.getByRole('button', { name: 'Save the results' }).click();
  await expect(page.getByText('Saved 1 result.')).toBeVisible();
  await page.getByRole('button', { name: 'Next test: Sit & Reach (2 of 2)' }).click();
  await expect(page.getByRole('table', { name: 'Sit & Reach for each client' })).toBeVisible();
  await expect(page.getByText('Check: the last test (2 of 2).')).toBeVisible();
  // A reload mid-battery comes back on the same test of the same battery.
  await page.reload();
  await expect(page.getByRole('table', { name: 'Sit & Reach for each client' })).toBeVisible();
  await expect(page.getByText('Check: the last test (2 of 2).')).toBeVisible();
  // Every chosen client has the battery now.
  await page.goto('#/clients');
  await page.getByRole('link', { name: 'History of Cyd Dunn' }).click();
  await expect(page.getByText('Check: Pushups, Sit & Reach.')).toBeVisible();
});

test('the field sheet of the chosen clients and a battery prints each client and each test with its unit', async ({
  page,
}) => {
  await threeClients(page);
  await page.goto('#/clients');
  await page.getByLabel('Coach or business name').fill('Fit Studio Berlin');
  await page.getByRole('button', { name: "Save the coach's name" }).click();
  await expect(page.getByRole('status').filter({ hasText: 'printed reports show this name' })).toBeVisible();
  await makeBattery(page, 'Strength check', ['Pushups', 'Grip Strength', 'Bench Press 1RM']);
  await chooseAll(page);
  await page.getByLabel('Or a test battery').selectOption({ label: 'Strength check' });
  await page.getByRole('link', { name: 'Print field sheet' }).click();
  await expect(page.getByRole('heading', { name: 'Field sheet: Strength check' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const sheet = page.getByRole('table', { name: 'Field sheet: Strength check' });
  await expect(sheet.getByRole('columnheader')).toHaveText([
    'Client',
    'Age',
    'Sex',
    'Pushups (reps)',
    'Grip Strength (kg, left / right)',
    'Bench Press 1RM (kg)',
  ]);
  for (const [name, age, sex] of PEOPLE) {
    const row = sheet.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByRole('rowheader')).toHaveText(name);
    await expect(row.getByRole('cell')).toHaveText([String(age), sex === 'MALE' ? 'Male' : 'Female', '', '', '']);
  }
  await expect(page.getByText('Coach: Fit Studio Berlin')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print', exact: true })).toBeHidden(); // no-print
  await reviewShot(page, '/tmp/shots-battery/field-sheet-print.png', { fullPage: true });
});

// The battery made once; each screen checked at both widths.
test('axe: no serious or critical violation on the batteries screen, the group battery choice and the field sheet at 375 and 1280 px', async ({
  page,
}) => {
  await threeClients(page);
  await makeBattery(page, 'Strength check', ['Pushups', 'Grip Strength', 'Bench Press 1RM']);
  await page.getByRole('button', { name: 'Rename or edit “Strength check”' }).click();
  await expectNoSeriousAxeViolationsAtEachWidth(page, 'batteries', {
    atWidth: (width) => reviewShot(page, `/tmp/shots-battery/batteries-${width}.png`, { fullPage: true }),
  });
  await chooseAll(page);
  await page.getByLabel('Or a test battery').selectOption({ label: 'Strength check' });
  await expectNoSeriousAxeViolationsAtEachWidth(page, 'group', {
    atWidth: (width) => reviewShot(page, `/tmp/shots-battery/group-${width}.png`, { fullPage: true }),
  });
  await page.getByRole('link', { name: 'Print field sheet' }).click();
  await expect(page.getByRole('table', { name: 'Field sheet: Strength check' })).toBeVisible();
  await expectNoSeriousAxeViolationsAtEachWidth(page, 'field sheet', {
    atWidth: (width) => reviewShot(page, `/tmp/shots-battery/field-sheet-${width}.png`, { fullPage: true }),
  });
  // A client's page with its battery, and their Current Session's battery panel.
  await page.goto('#/clients');
  await page.getByRole('link', { name: 'History of Ada Byron' }).click();
  await page.getByLabel('Battery for Ada Byron').selectOption({ label: 'Strength check' });
  await page.getByRole('button', { name: 'Save the battery' }).click();
  await expect(page.getByText('Battery saved.')).toBeVisible();
  await expectNoSeriousAxeViolationsAtEachWidth(page, 'client page', {
    atWidth: (width) => reviewShot(page, `/tmp/shots-battery/client-${width}.png`, { fullPage: true }),
  });
  await page.getByRole('button', { name: 'Open Ada Byron' }).click();
  await expect(page.getByRole('banner')).toContainText('Ada Byron');
  await page.goto('#/current-session');
  await expect(page.getByRole('heading', { name: 'Still to do: battery “Strength check”' })).toBeVisible();
  await expectNoSeriousAxeViolationsAtEachWidth(page, 'current session', {
    atWidth: (width) => reviewShot(page, `/tmp/shots-battery/session-${width}.png`, { fullPage: true }),
  });
});
