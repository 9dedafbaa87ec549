// The session lifecycle in real Chromium: save with the confirmation and read the record from IndexedDB, Update
// replaces it, Past Sessions after a reload and its 30 headers in the order of docs/spec-figures.md, share fallback
// to the clipboard, CSV/JSON export, restore into an empty browser profile, and the failures: the database cannot
// be opened, another tab upgrades the database. A failed save (storage full) is a component test
// (tests/features/session/CurrentSessionScreen.test.tsx).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { parseSpecFigures } from '../tests/repository/specFigures';
import { storedUser, submitDemographics, submitDemographicsDespiteStorage } from './support';

const errorBanner = (page: Page) => page.locator('.banner-error [role="alert"]');
const alertBanner = (page: Page) => page.getByTestId('alert-banner');
const summaryTitle = (page: Page) => page.getByRole('heading', { level: 1 });

type StoredRecord = Record<string, unknown> & { timestamp: number };

/** Every row of the 'sessions' store, read with the raw IndexedDB API. */
async function storedSessions(page: Page): Promise<StoredRecord[]> {
  return page.evaluate(
    () =>
      new Promise<StoredRecord[]>((resolve, reject) => {
        const request = indexedDB.open('sessions');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const getAll = db.transaction('sessions').objectStore('sessions').getAll();
          getAll.onsuccess = () => {
            db.close();
            resolve(getAll.result as StoredRecord[]);
          };
          getAll.onerror = () => reject(getAll.error);
        };
      }),
  );
}

/** Demographics (man, 29), a blood pressure reading and a sit and reach score, through the app's forms. */
async function fillSession(page: Page) {
  await submitDemographics(page, { sex: 'MALE', age: '29' });
  await page.goto('#/blood-pressure');
  await page.getByLabel('Systolic (mmHg)').fill('118');
  await page.getByLabel('Diastolic (mmHg)').fill('76');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(alertBanner(page)).toHaveText('success: form submitted');
  await page.goto('#/sit-and-reach/results');
  await page.getByLabel('Sit and reach (cm)').fill('33.5');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'You are in the "Good" category' })).toBeVisible();
}

async function saveSession(page: Page, label = 'Save This Session') {
  await page.getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: "I'm sure" })).toBeFocused();
  await dialog.getByRole('button', { name: "I'm sure" }).click();
  await expect(dialog).toBeHidden();
}

test('save with the confirmation: the record in IndexedDB, Update replaces it, Past Sessions shows it after a reload', async ({
  page,
}) => {
  await fillSession(page);
  await page.goto('#/current-session');
  await expect(summaryTitle(page)).toHaveText(/^Ada Lovelace — Your Fitness Summary on \d{1,2} \w+ \d{4}$/);
  const bp = page.getByRole('region', { name: 'Blood pressure and heart rate' });
  await expect(bp.getByText('118/76 mmHg')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Flexibility' }).getByText('Category: Good')).toBeVisible();

  await page.getByRole('button', { name: 'Save This Session' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  expect(await storedSessions(page)).toEqual([]);

  await saveSession(page);
  await expect(page.getByRole('button', { name: 'Update Most Recent Session' })).toBeVisible();
  const [record] = await storedSessions(page);
  expect(record).toMatchObject({
    timestamp: 1,
    name: 'Ada Lovelace',
    age: 29,
    sex: 'MALE',
    height: 180,
    current_weight: 80,
    goal_weight: 75,
    systolic_blood_pressure: 118,
    diastolic_blood_pressure: 76,
    sit_and_reach: 33.5,
    max_heart_rate: 192,
    pushups: null,
    bench_press: null,
    vo2_max: null,
    waist_circumference: null,
    hips_circumference: null,
    chest_skin: null,
    resting_heart_rate: null,
  });
  expect(Number.isNaN(Date.parse(String(record?.date)))).toBe(false);
  // The 36 fields and the key, plus the client fields of decision 0080 (clientId, recordId, updatedAt), the marker
  // of a record that holds only what its session measured (measuredOnly, decision 0111) and the body fat measured
  // another way with its method, null here (decision 0151).
  expect(Object.keys(record ?? {})).toHaveLength(43);
  expect(record).toMatchObject({ measuredBodyFat: null, measuredBodyFatMethod: null });
  expect(record).toMatchObject({
    clientId: expect.any(String),
    recordId: expect.any(String),
    updatedAt: expect.any(String),
    measuredOnly: true,
  });
  expect(JSON.parse(await page.evaluate(() => localStorage.getItem('mostRecentSession') ?? 'null'))).toMatchObject({
    timestamp: 1,
  });

  // Update Most Recent Session replaces the record (same key) with the current values.
  await page.goto('#/blood-pressure');
  await page.getByLabel('Systolic (mmHg)').fill('124');
  await page.getByRole('button', { name: 'Update' }).click();
  await page.goto('#/current-session');
  await saveSession(page, 'Update Most Recent Session');
  const afterUpdate = await storedSessions(page);
  expect(afterUpdate).toHaveLength(1);
  expect(afterUpdate[0]).toMatchObject({ timestamp: 1, systolic_blood_pressure: 124 });

  await page.goto('#/sessions');
  await page.reload();
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toContainText('Ada Lovelace');
  await expect(table.getByRole('columnheader', { name: 'Weight (kg)', exact: true })).toBeVisible();
});

test.describe('share', () => {
  test.beforeEach(async ({ page, context }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('without the Web Share API the summary is copied to the clipboard and the app says so', async ({ page }) => {
    await fillSession(page);
    await page.goto('#/current-session');
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(alertBanner(page)).toHaveText('success: Summary copied to the clipboard');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n')[0]).toMatch(/^Ada Lovelace — Your Fitness Summary on/);
    expect(copied).toContain('- Blood pressure: 118/76 mmHg (Normal blood pressure)');
    expect(copied).toContain('- Sit and reach: 33.5 cm (Good)');
  });
});

test('exports CSV and JSON, and the backup restores into an empty browser profile', async ({ page, browser }) => {
  await fillSession(page);
  await page.goto('#/current-session');
  await saveSession(page);
  await page.goto('#/sessions');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);

  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(/^fitness-sessions-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await csvDownload.path(), 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const [header, row, ...rest] = csv.slice(1).split('\r\n');
  expect(header).toMatch(
    /^Session,Date,Name,Age \(years\),Sex,Height \(cm\),Weight \(kg\),Goal Weight \(kg\),BMI \(kg\/m²\)/,
  );
  // The key, 36 fields, the computed Body Fat (%), and a measured body fat with its method (decision 0151).
  expect(header?.split(',')).toHaveLength(40);
  expect(row).toMatch(/^1,[^,]+,Ada Lovelace,29,MALE,180,80,75,24\.69,/);
  expect(rest).toEqual([]);

  const [jsonDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export backup (JSON)' }).click(),
  ]);
  const backupPath = await jsonDownload.path();
  const backup = JSON.parse(await readFile(backupPath, 'utf8'));
  expect(backup).toMatchObject({ type: 'fitness-sessions-backup', schemaVersion: 1 });
  expect(backup.records).toHaveLength(1);
  expect(backup.records[0]).toMatchObject({
    timestamp: 1,
    name: 'Ada Lovelace',
    systolic_blood_pressure: 118,
    pushups: null,
  });

  const other = await browser.newContext();
  try {
    const fresh = await other.newPage();
    await fresh.goto('#/sessions');
    await expect(fresh.getByText('No saved sessions yet')).toBeVisible();
    await fresh
      .getByLabel('Restore a backup (JSON)')
      .setInputFiles({ name: 'not-a-backup.json', mimeType: 'application/json', buffer: Buffer.from('{"a":1}') });
    await expect(fresh.getByText(/This file is not a sessions backup of this app/).first()).toBeVisible();
    await expect(fresh.getByText('No saved sessions yet')).toBeVisible();
    await fresh.getByLabel('Restore a backup (JSON)').setInputFiles(backupPath);
    await expect(fresh.locator('.sessions-status')).toHaveText('Restored 1 session.');
    await expect(fresh.getByRole('table').getByRole('row').nth(1)).toContainText('Ada Lovelace');
    await fresh.reload();
    await expect(fresh.getByRole('table').getByRole('row')).toHaveCount(2);
    expect(await storedSessions(fresh)).toEqual([expect.objectContaining({ timestamp: 1, name: 'Ada Lovelace' })]);
  } finally {
    await other.close();
  }
});

test('the database cannot be opened: the initDB text in the error banner, the rest of the app works, nothing is lost', async ({
  page,
}) => {
  await page.addInitScript(() => {
    // Every open of 'sessions' fails for real: a lower version than the one a probe open just created (VersionError).
    const open = IDBFactory.prototype.open;
    IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
      if (name !== 'sessions') return open.call(this, name, version);
      const probe = open.call(this, 'sessions-unopenable', 99);
      probe.onsuccess = () => probe.result.close();
      return open.call(this, 'sessions-unopenable', 1);
    };
  });
  await page.goto('#/current-session');
  await expect(errorBanner(page)).toHaveText(/^request\.onerror - initDB: .*version.*/);
  await submitDemographicsDespiteStorage(page, { sex: 'MALE', age: '29' });
  // The form's success cleared the banner; Current Session still says why sessions cannot be saved.
  await page.goto('#/current-session');
  await expect(page.getByTestId('database-notice')).toContainText(
    /^Saved sessions are unavailable\. request\.onerror - initDB: .*version.*/,
  );
  await expect(summaryTitle(page)).toHaveText(/^Ada Lovelace — Your Fitness Summary on/);

  await page.getByRole('button', { name: 'Save This Session' }).click();
  await page.getByRole('button', { name: "I'm sure" }).click();
  await expect(page.getByRole('dialog').getByRole('alert')).toHaveText(
    /^This session cannot be saved right now: saved sessions are unavailable\. request\.onerror - initDB: .+ Everything you entered stays in the open session on this device: save it once saved sessions open again\.$/,
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('region', { name: 'Demographics' }).getByText('29 years')).toBeVisible();

  await page.goto('#/sessions');
  await expect(page.getByText(/No sessions to show: request\.onerror - initDB:/)).toBeVisible();

  // Everything else still works, and what was entered is kept.
  await page.goto('#/blood-pressure');
  await page.getByLabel('Systolic (mmHg)').fill('118');
  await page.getByLabel('Diastolic (mmHg)').fill('76');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(alertBanner(page)).toHaveText('success: form submitted');
  // The profile is written under a Web Lock, just after the banner: wait for it rather than read once.
  await expect
    .poll(() => storedUser(page))
    .toMatchObject({ fname: 'Ada', age: 29, bloodPressure: { sbp: 118, dbp: 76, classification: 'normal' } });
  await page.goto('#/current-session');
  await expect(
    page.getByRole('region', { name: 'Blood pressure and heart rate' }).getByText('118/76 mmHg'),
  ).toBeVisible();
});

test('another page opening the database at version 8 is not blocked, and this page asks for a reload', async ({
  page,
  context,
}) => {
  await fillSession(page);
  await page.goto('#/current-session');
  await saveSession(page); // the connection is open
  const other = await context.newPage();
  await other.goto('./');
  const outcome = await other.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const request = indexedDB.open('sessions', 8);
        request.onblocked = () => resolve('blocked');
        request.onerror = () => resolve(`error: ${request.error?.message}`);
        request.onsuccess = () => {
          request.result.close();
          resolve('opened');
        };
      }),
  );
  expect(outcome).toBe('opened');
  const message = 'The session database was changed in another tab. Please reload this page.';
  await expect(page.getByTestId('database-notice')).toContainText(message);
  await expect(errorBanner(page)).toHaveText(message);
  await expect(page.getByTestId('database-notice').getByRole('button', { name: 'Reload this page' })).toBeVisible();
});

test('both screens and the open dialog have no axe violations, and the sessions table scrolls inside its wrapper on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await fillSession(page);
  await page.goto('#/current-session');
  await expect(summaryTitle(page)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Save This Session' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: "I'm sure" }).click();
  await expect(alertBanner(page)).toContainText('Session saved'); // the save has finished before Past Sessions reads
  await page.goto('#/sessions');
  const wrapper = page.getByRole('region', { name: 'Saved sessions, newest first' });
  await expect(wrapper).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const sizes = await wrapper.evaluate((node) => ({
    client: node.clientWidth,
    scroll: node.scrollWidth,
    page: document.documentElement.scrollWidth,
  }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  expect(sizes.page).toBeLessThanOrEqual(375);
  const dateCell = page.getByRole('rowheader').first();
  const before = await dateCell.boundingBox();
  await wrapper.evaluate((node) => {
    node.scrollLeft = 600;
  });
  const after = await dateCell.boundingBox();
  expect(after?.x).toBeCloseTo(before?.x ?? -1, 0);
});

test('Past Sessions shows exactly the SPEC’s 30 column headers in order; the CSV has them at 2-31 and the body fat columns last', async ({
  page,
}) => {
  const columns = parseSpecFigures(await readFile('docs/spec-figures.md', 'utf8')).columns;
  expect(columns).toHaveLength(30);
  await submitDemographics(page, { sex: 'FEMALE', age: '30' });
  await page.goto('#/skinfolds');
  for (const [site, value] of [
    ['Triceps', '15'],
    ['Suprailiac', '12'],
    ['Thigh', '20'],
  ] as const) {
    await page.getByLabel(`${site} (mm)`).fill(value);
  }
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByTestId('body-fat')).toHaveText('19.8 % (Siri equation)');
  await page.goto('#/current-session');
  await saveSession(page);
  await expect(alertBanner(page)).toContainText('Session saved');

  await page.goto('#/sessions');
  const table = page.getByRole('table');
  // allTextContents does not wait, and the table may be drawn again once its rows are read: read until it holds.
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const headerTexts = () => table.getByRole('columnheader').allTextContents();
  // Each header is the documented one, followed by its unit in the user's system: 'Weight (kg)'.
  await expect
    .poll(async () => (await headerTexts()).map((text) => text.replace(/ \([^)]*\)$/, '')))
    .toEqual(columns.map((column) => column.header));
  const headers = await headerTexts();
  expect(headers.some((text) => text.startsWith('Body Fat'))).toBe(false);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const [header, row] = (await readFile(await download.path(), 'utf8')).slice(1).split('\r\n');
  const csvHeaders = header!.split(',');
  expect(csvHeaders.slice(1, 31)).toEqual(headers);
  // The skinfold estimate, then a body fat measured another way and its method, empty here (decision 0151).
  expect(csvHeaders.slice(-3)).toEqual(['Body Fat (%)', 'Measured Body Fat (%)', 'Body Fat Method']);
  expect(row!.split(',').slice(-3)).toEqual(['19.8', '', '']);
});
