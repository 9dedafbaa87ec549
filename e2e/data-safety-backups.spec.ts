// Backups that used to lose data (cases 5 and 6 of "Nothing lost, nothing crashes"), in real Chromium. Current Session
// without a first name (decision 0031) and names in any alphabet (decision 0033) are component tests
// (tests/features/session/CurrentSessionScreen.test.tsx, tests/components/DemographicsMessages.test.tsx).
import { expect, test, type Page } from '@playwright/test';
import { submitDemographics } from './support';
import { startNewSession } from './clients-support';

function backupFile(records: unknown[]) {
  const text = JSON.stringify({
    type: 'fitness-sessions-backup',
    schemaVersion: 1,
    exportedAt: '2026-11-01T09:00:00.000Z',
    records,
  });
  return { name: 'backup.json', mimeType: 'application/json', buffer: Buffer.from(text) };
}

const session = (timestamp: unknown, name: string, extra: Record<string, unknown> = {}) => ({
  timestamp,
  date: '2026-10-01T10:00:00.000Z',
  name,
  age: 40,
  sex: 'MALE',
  pushups: 20,
  ...extra,
});

async function storedKeys(page: Page): Promise<number[]> {
  return page.evaluate(
    () =>
      new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open('sessions');
        open.onsuccess = () => {
          const request = open.result.transaction('sessions').objectStore('sessions').getAllKeys();
          request.onsuccess = () => {
            resolve(request.result as number[]);
            open.result.close();
          };
          request.onerror = () => reject(request.error);
        };
        open.onerror = () => reject(open.error);
      }),
  );
}

async function saveCurrentSession(
  page: Page,
  label: RegExp | string = /^(Save This Session|Update Most Recent Session)$/,
) {
  await page.goto('#/current-session');
  await page.getByRole('button', { name: label }).click();
  await page.getByRole('dialog').getByRole('button', { name: "I'm sure" }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

test('case 5: a backup holding key 9007199254740991 is re-keyed, and saving keeps working afterwards', async ({
  page,
}) => {
  await page.goto('#/sessions');
  await expect(page.getByText('No saved sessions yet')).toBeVisible();
  await page.getByLabel('Restore a backup (JSON)').setInputFiles(backupFile([session(9007199254740991, 'Max Key')]));
  await expect(page.locator('.sessions-status')).toHaveText('Restored 1 session.');

  await submitDemographics(page);
  await saveCurrentSession(page);
  await expect(page.getByText(/Maximum key generator value reached/)).toHaveCount(0);
  await page.goto('#/sessions');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('table')).toContainText('Max Key');
  await expect(page.getByRole('table')).toContainText('Ada Lovelace');
  const keys = await storedKeys(page);
  expect(keys).toHaveLength(2);
  expect(keys.every((key) => Number.isSafeInteger(key) && key < 2 ** 31)).toBe(true);

  // A second save as a new record (a re-test of the same client: a new session, decision 0101) still works.
  await page.reload();
  await startNewSession(page);
  await saveCurrentSession(page, 'Save This Session');
  expect(await storedKeys(page)).toHaveLength(3);
});

test('case 6: a backup with 3 good and 2 bad records imports the good ones and lists the bad ones by row and reason', async ({
  page,
}) => {
  await submitDemographics(page);
  await saveCurrentSession(page);
  await page.goto('#/sessions');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  const before = await storedKeys(page);

  await page
    .getByLabel('Restore a backup (JSON)')
    .setInputFiles(
      backupFile([
        session(10, 'Good One'),
        session(11, 'Bad Age', { age: 'forty' }),
        session(12, 'Good Two'),
        { date: '2026-10-01T10:00:00.000Z', name: 'No Key' },
        session(14, 'Good Three'),
      ]),
    );
  const rejected = page.getByTestId('rejected-rows');
  await expect(rejected).toContainText('Row 2: age');
  await expect(rejected).toContainText('Row 4: timestamp');
  await expect(page.locator('.sessions-status')).toContainText('Restored 3 sessions.');
  await expect(page.locator('.sessions-status')).toContainText('2 records of the file could not be read');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(5);
  for (const name of ['Good One', 'Good Two', 'Good Three', 'Ada Lovelace'])
    await expect(page.getByRole('table')).toContainText(name);
  await expect(page.getByRole('table')).not.toContainText('Bad Age');
  // Nothing else changed: the session saved before is still under its key.
  expect(await storedKeys(page)).toEqual(expect.arrayContaining(before));
});
