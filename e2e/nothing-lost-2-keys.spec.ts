// Issue 23 item 10: a backup with odd keys, or a huge key followed by a save, never leaves the app stuck: every
// screen settles, and the save works.
import { test, expect } from '@playwright/test';
import { enterSession, saveFromCurrentSession, seedPredecessorSessions, storedSessions } from './clients-support';

const row = (timestamp: unknown, pushups: number) =>
  ({ timestamp, date: `2025-01-0${pushups % 9 + 1}T10:00:00.000Z`, name: 'Odd Keys', age: 40, sex: 'MALE', pushups });

test('10. odd keys written to the store, then the screens and a save: nothing stuck', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('#/');
  await seedPredecessorSessions(page, [
    row(1, 11), row(2 ** 31 + 5, 12), row(2 ** 53 + 2, 13), row(1e300, 14), row(-4, 15), row(2.5, 16), row('abc', 17),
    row([1, 2], 18),
  ]);
  await page.goto('#/sessions');
  await expect(page.getByRole('cell', { name: '11', exact: true })).toBeVisible({ timeout: 6000 });
  await page.goto('#/clients');
  await expect(page.getByRole('link', { name: 'History of Odd Keys' })).toBeVisible({ timeout: 6000 });
  await page.getByRole('link', { name: 'History of Odd Keys' }).click();
  await expect(page.getByRole('table').first()).toBeVisible({ timeout: 6000 });
  await enterSession(page, { fname: 'New', lname: 'Person', age: '30', sex: 'FEMALE' }, { pushups: '20', sitAndReach: '25' });
  await saveFromCurrentSession(page);
  await page.goto('#/sessions');
  await expect(page.getByRole('cell', { name: 'New Person' })).toBeVisible({ timeout: 6000 });
  await page.goto('#/clients');
  await expect(page.getByRole('link', { name: 'History of New Person' })).toBeVisible({ timeout: 6000 });
  expect(errors).toEqual([]);
  expect((await storedSessions(page)).length).toBe(9);
});

test('10. a backup with odd keys restores what it can and the screen settles', async ({ page }) => {
  await page.goto('#/sessions');
  await expect(page.getByRole('heading', { name: /Past Sessions/ })).toBeVisible();
  const backup = {
    type: 'fitness-sessions-backup', schemaVersion: 1, exportedAt: '2026-01-01T00:00:00.000Z',
    records: [row(1, 11), row(2 ** 31 + 5, 12), row(2 ** 53 + 2, 13), row(1e300, 14), row(-4, 15), row(2.5, 16), row('abc', 17), row(2 ** 53 - 1, 19)],
  };
  await page.getByLabel(/Restore/i).first().setInputFiles({ name: 'b.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(backup)) });
  await expect(page.getByTestId('alert-banner')).toContainText(/Restored \d+ session/, { timeout: 6000 });
  await expect(page.getByRole('cell', { name: '11', exact: true })).toBeVisible({ timeout: 6000 });
  await page.getByRole('button', { name: 'Dismiss warning' }).click();
  await enterSession(page, { fname: 'New', lname: 'Person', age: '30', sex: 'FEMALE' }, { pushups: '20', sitAndReach: '25' });
  await saveFromCurrentSession(page);
  await page.goto('#/sessions');
  await expect(page.getByRole('cell', { name: 'New Person' })).toBeVisible({ timeout: 6000 });
  await page.goto('#/clients');
  await expect(page.getByRole('link', { name: 'History of New Person' })).toBeVisible({ timeout: 6000 });
});
