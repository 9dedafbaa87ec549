// Records a coach can trust (decisions 0100-0102, 0110-0112), as the coach's story with Playwright's clock:
// Sam tested on day 1 and re-tested (pushups only) on day 40; a rename; New client; a name another client has; no
// phantom clients; a reload in the middle of each step loses nothing.
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { enterSession, saveFromCurrentSession, storedClients, storedSessions } from './clients-support';
import { fillDemographics, storedUser, submitDemographics, reviewShot } from './support';

const SHOTS = '/tmp/shots-records';

/** No serious or critical axe violation on what the page shows now. */
async function expectNoSeriousAxe(page: Page, where: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const DAY1 = new Date('2026-01-10T10:00:00');
const DAY40 = new Date('2026-02-18T10:00:00');
const SAM = { fname: 'Sam', lname: 'Jones', age: '34', sex: 'MALE' as const, weight: '82' };

async function day1Sam(page: Page) {
  await page.clock.install({ time: DAY1 });
  await enterSession(page, SAM, { pushups: '20', sitAndReach: '30' });
  await page.reload(); // a reload before saving loses nothing
  await saveFromCurrentSession(page, 'Save This Session');
}

async function pushupsOnly(page: Page, count: string) {
  await page.goto('#/pushups/results');
  await page.getByLabel('Pushups completed').fill(count);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: /You are in the/ })).toBeVisible();
}

test('a pushups-only re-test on day 40 stores null for everything else and never changes the day-1 record', async ({
  page,
}) => {
  await day1Sam(page);
  const [day1] = await storedSessions(page);
  expect(day1).toMatchObject({
    name: 'Sam Jones',
    pushups: 20,
    sit_and_reach: 30,
    current_weight: 82,
    measuredOnly: true,
  });

  // Day 40: the app opens a new session of Sam (demographics kept, no result, no weight).
  await page.clock.setSystemTime(DAY40);
  await page.reload();
  await page.goto('#/current-session');
  await expect(page.getByText('Session of Sam Jones')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save This Session' })).toBeVisible();
  await pushupsOnly(page, '26');
  await page.reload(); // a reload in the middle of the re-test loses nothing
  await page.goto('#/current-session');
  await expect(page.getByTestId('last-measured-weight')).toContainText('Weight last measured 82 kg on 10 Jan 2026');
  await saveFromCurrentSession(page, 'Save This Session');
  await saveFromCurrentSession(page, 'Update Most Recent Session'); // updates the day-40 session only

  const rows = await storedSessions(page);
  expect(rows).toHaveLength(2);
  expect(rows.find((r) => r.timestamp === day1!.timestamp)).toEqual(day1);
  const day40 = rows.find((r) => r.timestamp !== day1!.timestamp);
  expect(day40).toMatchObject({
    pushups: 26,
    sit_and_reach: null,
    current_weight: null,
    bmi: null,
    age: 34,
    sex: 'MALE',
    measuredOnly: true,
    clientId: day1!.clientId,
  });

  // The history compares only what was measured: no "0 … since previous" for what nobody took on day 40.
  await page.goto(`#/clients/${encodeURIComponent(String(day1!.clientId))}`);
  const table = page.getByTestId('history-table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('row', { name: /^Pushups/ })).toContainText('+6');
  await expect(table).not.toContainText(/(^|\s)0 (cm|kg|reps?|pushups)/);
  await expect(page.getByTestId('earlier-version')).toHaveCount(0);
});

test('rename keeps one client with both sessions, and the new name shows at once', async ({ page }) => {
  await day1Sam(page);
  await page.clock.setSystemTime(DAY40);
  await page.reload();
  await pushupsOnly(page, '26');
  await saveFromCurrentSession(page, 'Save This Session');

  await page.goto('#/clients');
  await page.getByRole('button', { name: /^Rename Sam Jones/ }).click();
  await page.getByLabel('New name for Sam Jones').fill('Samantha Jones');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Session of Samantha Jones')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Session of Samantha Jones')).toBeVisible();
  const clients = (await storedClients(page)).filter((c) => c.name !== null);
  expect(clients.map((c) => c.name)).toEqual(['Samantha Jones']);
  expect(new Set((await storedSessions(page)).map((r) => r.clientId))).toEqual(new Set([clients[0]!.id]));

  // Correcting the first name on the form renames the same client again: still one client.
  await page.goto('#/parq');
  await page.getByLabel('First name').fill('Sammy');
  // A new session has no weight yet (decision 0101: a measurement), and the form asks for one: weighed today.
  await page.getByLabel(/^Weight/).fill('81');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Session of Sammy Jones')).toBeVisible();
  await expect
    .poll(async () => (await storedClients(page)).filter((c) => c.name !== null).map((c) => c.name))
    .toEqual(['Sammy Jones']);
});

test('New client is blank, the same name asks first, and there are no phantom clients', async ({ page }) => {
  await page.clock.install({ time: DAY1 });
  await page.goto('#/clients');
  await expect(page.getByText(/^\d+ clients? found$/)).toHaveText('0 clients found'); // a fresh browser lists nobody
  await expect(page.getByRole('list', { name: 'Clients' }).getByText('Unnamed client')).toHaveCount(0);
  await enterSession(page, SAM, { pushups: '20', sitAndReach: '30' });
  await saveFromCurrentSession(page, 'Save This Session');

  // An abandoned New client leaves nothing in the list.
  await page.goto('#/clients');
  await page.getByRole('button', { name: 'New client' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('');
  for (const field of ['Last name', 'Age (years)', /^Weight/, 'Height (cm)'] as const)
    await expect(page.getByLabel(field)).toHaveValue('');
  await expect(page.getByText('Session of Unnamed client')).toBeVisible();
  await page.reload();
  await page.goto('#/clients');
  await expect(page.getByRole('heading', { name: 'Sam Jones' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Clients' }).getByText('Unnamed client')).toHaveCount(0);

  // The New client is named Sam Jones too: the app asks, and "keep two" gives two told apart by age.
  await page.goto('#/parq');
  await fillDemographics(page, { ...SAM, age: '61' });
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'A client named Sam Jones already exists' });
  await expect(dialog).toContainText('34 years');
  await dialog.getByRole('button', { name: 'Keep two clients named Sam Jones' }).click();
  await page.goto('#/clients');
  await expect(page.getByRole('heading', { name: 'Sam Jones' })).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^Open Sam Jones, 34 years, last test/ })).toBeVisible();
  // Named on the form and not saved yet: listed and found by search.
  await page.getByLabel('Search clients').fill('sam');
  await expect(page.getByRole('heading', { name: 'Sam Jones' })).toHaveCount(2);
  const rows = await storedSessions(page);
  expect(rows).toHaveLength(1);
});

test("'Start a new session' asks in the app's dialog: it names the client and what is kept; Escape changes nothing", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await day1Sam(page);
  // Entered after the save, not saved.
  await page.goto('#/pushups/results');
  await page.getByLabel('Pushups completed').fill('24');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByTestId('alert-banner')).toContainText('form submitted');
  const start = page.getByRole('banner').getByRole('button', { name: 'Start a new session' });
  await start.click();
  const dialog = page.getByRole('dialog', { name: 'Start a new session of Sam Jones?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "Sam Jones's session of 10 Jan 2026 stays in the history as it was last saved; what was entered since is set aside with that session.",
  );
  await expect(dialog).toContainText("keeps Sam Jones's demographics");
  await expect(dialog).toContainText('no results and no weight');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await reviewShot(page, `${SHOTS}/new-session-dialog-375.png`);
  await expectNoSeriousAxe(page, 'new-session dialog');

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(start).toBeFocused();
  await page.goto('#/current-session');
  await expect(page.getByRole('button', { name: 'Update Most Recent Session' })).toBeVisible(); // the same session

  // From Current Session, confirmed: a new session with Sam's demographics and no result; day 1 kept as saved.
  await page.getByRole('main').getByRole('button', { name: 'Start a new session' }).click();
  await dialog.getByRole('button', { name: 'Start a new session' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('alert-banner')).toContainText('New session started');
  await expect(page.getByRole('button', { name: 'Save This Session' })).toBeVisible();
  await expect(page.getByText('Session of Sam Jones')).toBeVisible();
  await expect(page.getByTestId('last-measured-weight')).toContainText('Weight last measured 82 kg on 10 Jan 2026');
  const rows = await storedSessions(page);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ pushups: 20, sit_and_reach: 30, current_weight: 82 });
});

test('Rename to a name another client has asks first: Cancel keeps both names, keep two gives two clients told apart', async ({
  page,
}) => {
  await page.clock.install({ time: DAY1 });
  await enterSession(page, SAM, { pushups: '20', sitAndReach: '30' });
  await saveFromCurrentSession(page, 'Save This Session');
  await page.goto('#/clients');
  await page.getByRole('button', { name: 'New client' }).click();
  // The blank profile is open (the form was filled from it) before anything is typed.
  await expect(page.getByText('Session of Unnamed client')).toBeVisible();
  await submitDemographics(page, { fname: 'Kim', lname: 'Lee', age: '28', sex: 'FEMALE' });

  await page.goto('#/clients');
  const rename = async () => {
    await page.getByRole('button', { name: /^Rename Kim Lee/ }).click();
    await page.getByLabel('New name for Kim Lee').fill('sam jones');
    await page.getByRole('button', { name: 'Save name' }).click();
  };
  await rename();
  const dialog = page.getByRole('dialog', { name: 'A client named Sam Jones already exists' });
  await expect(dialog).toContainText('Sam Jones (34 years, last test 10 Jan 2026) is already in your client list.');
  await expect(dialog.getByRole('button', { name: /^Open/ })).toHaveCount(0);
  await expectNoSeriousAxe(page, 'same-name prompt on Rename');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Session of Kim Lee')).toBeVisible();
  expect((await storedClients(page)).map((c) => c.name).sort()).toEqual(['Kim Lee', 'Sam Jones']);

  await page.getByRole('button', { name: 'Cancel' }).click(); // the rename form
  await rename();
  await dialog
    .getByRole('button', { name: 'Keep two clients named sam jones' })
    .or(dialog.getByRole('button', { name: 'Keep two clients named Sam Jones' }))
    .click();
  await expect(page.getByText(/^Session of sam jones$/i)).toBeVisible();
  const list = page.getByRole('list', { name: 'Clients' });
  await expect(list.getByRole('heading', { name: /^sam jones$/i })).toHaveCount(2);
  await expect(list.getByRole('button', { name: /^Open Sam Jones, 34 years, last test 10 Jan 2026$/ })).toBeVisible();
  await expect(list.getByRole('button', { name: /^Rename sam jones, 28 years, no test saved$/i })).toBeVisible();
  await expect
    .poll(async () => (await storedClients(page)).map((c) => c.name?.toLowerCase()).sort())
    .toEqual(['sam jones', 'sam jones']);
  expect(await storedSessions(page)).toHaveLength(1); // nothing merged: Sam's one session stays Sam's
});

for (const { width, height } of [
  { width: 375, height: 812 },
  { width: 1280, height: 812 },
  { width: 812, height: 375 },
]) {
  test(`the header bar shows the open client's whole name at ${width}x${height}, with 44-px targets beside it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await submitDemographics(page, { fname: 'Alexandra', lname: 'Montgomery-Whitfield' });
    await page.goto('#/');
    const name = page.getByRole('banner').getByTestId('active-client-name');
    await expect(name).toHaveText('Alexandra Montgomery-Whitfield');
    await reviewShot(page, `${SHOTS}/header-${width}x${height}.png`);
    const fits = await name.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const clip = element.parentElement!.getBoundingClientRect();
      return {
        own: element.scrollWidth <= element.clientWidth || element.scrollWidth <= Math.ceil(box.width),
        inParent: box.left >= clip.left - 0.5 && box.right <= clip.right + 0.5 && box.bottom <= clip.bottom + 0.5,
        parentNotCut: element.parentElement!.scrollWidth <= element.parentElement!.clientWidth,
        inWindow: box.left >= 0 && box.right <= document.documentElement.clientWidth,
      };
    });
    expect(fits).toEqual({ own: true, inParent: true, parentNotCut: true, inWindow: true });
    for (const target of [
      page.getByRole('banner').getByRole('link', { name: 'Switch client' }),
      page.getByRole('banner').getByRole('button', { name: 'Start a new session' }),
    ]) {
      const box = await target.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.width).toBeGreaterThanOrEqual(44);
    }
    const header = await page.locator('.site-header').boundingBox();
    // A quarter of the window at most, even with a name on two lines (decision 0129's bound for a landscape phone), and
    // the laptop's compact header.
    expect(header!.height, 'the header stays compact').toBeLessThanOrEqual(
      width < 800 ? height / 4 : Math.min(120, height / 4),
    );
    await expectNoSeriousAxe(page, `home at ${width}x${height}`);
  });
}

test('editing an earlier session from the history changes only that record and marks it edited; a reload mid-edit loses nothing', async ({
  page,
}) => {
  await day1Sam(page);
  await page.clock.setSystemTime(DAY40);
  await page.reload();
  await pushupsOnly(page, '26');
  await saveFromCurrentSession(page, 'Save This Session');
  const before = await storedSessions(page);
  const day1 = before.find((r) => r.pushups === 20)!;
  const day40 = before.find((r) => r.pushups === 26)!;

  await page.goto(`#/clients/${encodeURIComponent(String(day1.clientId))}`);
  await expect(page.getByTestId('history-table')).toBeVisible();
  // The open session (day 40) is changed on the forms, never from the history.
  await expect(page.getByRole('button', { name: /^Edit the session of 18 Feb/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Edit the session of 10 Jan/ }).click();
  const editor = page.getByRole('region', { name: /^Edit the session of 10 Jan/ });
  await expect(editor.getByLabel('Pushups')).toHaveValue('20');
  await editor.getByLabel('Pushups').fill('22');
  await page.reload(); // a reload mid-edit: nothing was saved, nothing is lost
  expect(await storedSessions(page)).toEqual(before);

  await page.getByRole('button', { name: /^Edit the session of 10 Jan/ }).click();
  await editor.getByLabel('Pushups').fill('1000');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(editor.getByRole('alert')).toContainText('Pushups must be a whole number from 0 to 999');
  await editor.getByLabel('Pushups').fill('22');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByTestId('alert-banner')).toContainText('Session edited');
  await expect(page.getByTestId('history-table')).toContainText('edited');

  const after = await storedSessions(page);
  expect(after).toHaveLength(2);
  expect(after.find((r) => r.timestamp === day40.timestamp)).toEqual(day40);
  const edited = after.find((r) => r.timestamp === day1.timestamp)!;
  const { pushups: _p, editedAt, updatedAt: _u, ...rest } = edited;
  const { pushups: _p1, updatedAt: _u1, ...restBefore } = day1;
  expect(edited.pushups).toBe(22);
  expect(typeof editedAt).toBe('string');
  expect(rest).toEqual(restBefore); // its date, weight, sit and reach … as they were

  // Cancel leaves a record as it is.
  await page.getByRole('button', { name: /^Edit the session of 10 Jan/ }).click();
  await editor.getByLabel('Pushups').fill('5');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toBeHidden();
  expect(await storedSessions(page)).toEqual(after);
});

test('past local midnight in a tab left open, the next entry goes into a new session', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-01-10T23:40:00') });
  await enterSession(page, SAM, { pushups: '20', sitAndReach: '30' });
  await saveFromCurrentSession(page, 'Save This Session');
  const [saved] = await storedSessions(page);

  await page.goto('#/current-session');
  const evening = (await storedUser(page)).sessionId;
  await page.clock.runFor('19:50'); // 23:59:50, the tab open all along
  await expect(page.getByRole('button', { name: 'Update Most Recent Session' })).toBeVisible();
  await page.clock.fastForward('01:05'); // past midnight: the minute's check opens a new session and says so
  await expect(page.getByTestId('alert-banner')).toContainText('A new day: a new session of Sam Jones started');
  await expect(page.getByRole('button', { name: 'Save This Session' })).toBeVisible();
  expect((await storedUser(page)).sessionId).not.toBe(evening);
  await pushupsOnly(page, '24');
  await saveFromCurrentSession(page, 'Save This Session');

  const rows = await storedSessions(page);
  expect(rows).toHaveLength(2);
  expect(rows.find((r) => r.timestamp === saved!.timestamp)).toEqual(saved);
  expect(rows.find((r) => r.timestamp !== saved!.timestamp)).toMatchObject({
    pushups: 24,
    sit_and_reach: null,
    clientId: saved!.clientId,
  });
});
