// No path changes a record dated an earlier day except Edit from the history (decision 45): Sam saved on day 1 with
// 18 pushups, re-tested on day 40 with 22, by the primary button of Current Session. Whether the app starts with Sam
// still open, the date moves on under an open page, or Sam's "Current Session" is taken from the Clients list, the
// re-test is a second record and the day-1 record stays as it was, field by field.
import { test, expect, type Page } from '@playwright/test';
import { enterSession, saveFromCurrentSession, storedSessions, type StoredRow } from './clients-support';
import { storedUser } from './support';

const DAY1 = new Date('2026-01-10T10:00:00');
const DAY40 = new Date('2026-02-18T10:00:00');
const SAM = { fname: 'Sam', lname: 'Jones', age: '34', sex: 'MALE' as const, weight: '82' };

/** Day 1: Sam's session with 18 pushups, saved; the stored record. */
async function samSavedOnDay1(page: Page): Promise<StoredRow> {
  await page.clock.install({ time: DAY1 });
  await enterSession(page, SAM, { pushups: '18', sitAndReach: '30' });
  await saveFromCurrentSession(page, 'Save This Session');
  const [day1, ...more] = await storedSessions(page);
  expect(more).toEqual([]);
  expect(day1).toMatchObject({ name: 'Sam Jones', pushups: 18, sit_and_reach: 30, current_weight: 82 });
  return day1!;
}

/** Pushups entered on the form of the day (Submit on a new session, Update where the form shows a saved value). */
async function pushups(page: Page, count: string) {
  await page.goto('#/pushups/results');
  await page.getByLabel('Pushups completed').fill(count);
  await page.getByRole('button', { name: /^(Submit|Update)$/ }).click();
  await expect(page.getByRole('heading', { name: /You are in the/ })).toBeVisible();
}

/**
 * The primary button of Current Session, whatever it reads, confirmed; the dialog names Sam and the date of the
 * record it writes: day 40.
 */
async function primaryButtonSaves(page: Page) {
  await page.goto('#/current-session');
  const primary = page.getByRole('main').locator('.button-primary').first();
  await expect(primary).toHaveText('Save This Session');
  await primary.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText("Save Sam Jones's session of 18 Feb 2026?");
  await dialog.getByRole('button', { name: "I'm sure" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('alert-banner')).toContainText(/saved/i);
}

/** The Clients list → the open client's "Current Session": Sam's session of today, nothing to update yet. */
async function currentSessionFromClients(page: Page) {
  if (!page.url().endsWith('#/clients')) await page.goto('#/clients');
  const sam = page.getByRole('list', { name: 'Clients' }).getByRole('listitem').filter({ hasText: 'Sam Jones' });
  await sam.getByRole('link', { name: 'Current Session' }).click();
  await expect(page.getByText('Session of Sam Jones', { exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Save This Session' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Update Most Recent Session' })).toHaveCount(0);
}

/** Two records of Sam: day 1 exactly as saved, and day 40 with 22 pushups and nothing carried over. */
async function expectDay1Kept(page: Page, day1: StoredRow) {
  const rows = await storedSessions(page);
  expect(rows).toHaveLength(2);
  expect(rows.find((r) => r.timestamp === day1.timestamp)).toEqual(day1);
  const day40 = rows.find((r) => r.timestamp !== day1.timestamp);
  expect(day40).toMatchObject({ clientId: day1.clientId, pushups: 22, sit_and_reach: null, current_weight: null });
  expect(new Date(day40!.date).getDate()).toBe(DAY40.getDate());
}

test('the app started on day 40 with Sam still open, 19 pushups entered after the day-1 save: set aside and offered back, the re-test is a second record', async ({
  page,
}) => {
  const day1 = await samSavedOnDay1(page);
  await pushups(page, '19'); // entered on day 1 after the save, not saved
  await page.clock.setSystemTime(DAY40);
  await page.reload();
  await currentSessionFromClients(page);
  await expect(page.getByTestId('set-aside-results')).toContainText('Unsaved results from 10 Jan 2026');
  await pushups(page, '22');
  await primaryButtonSaves(page);
  await expectDay1Kept(page, day1);
  await page.goto('#/current-session');
  await expect(page.getByTestId('set-aside-results')).toContainText('Unsaved results from 10 Jan 2026');
});

test('the date moves on under an open page (no reload, no timer yet): the re-test is a second record, day 1 unchanged', async ({
  page,
}) => {
  const day1 = await samSavedOnDay1(page);
  await page.goto('#/current-session');
  const day1Session = (await storedUser(page)).sessionId;
  // The system time jumps as after a laptop's sleep; no timer of the page has run yet.
  await page.clock.setSystemTime(DAY40);
  await pushups(page, '22');
  expect((await storedUser(page)).sessionId).not.toBe(day1Session);
  await primaryButtonSaves(page);
  await expectDay1Kept(page, day1);
});

test("Sam's Current Session from the Clients list on day 40, the date moved under the open page: the re-test is a second record", async ({
  page,
}) => {
  const day1 = await samSavedOnDay1(page);
  await page.goto('#/clients');
  await expect(
    page.getByRole('list', { name: 'Clients' }).getByRole('link', { name: 'Current Session' }),
  ).toBeVisible();
  await page.clock.setSystemTime(DAY40);
  await currentSessionFromClients(page);
  await pushups(page, '22');
  await primaryButtonSaves(page);
  await expectDay1Kept(page, day1);
});
