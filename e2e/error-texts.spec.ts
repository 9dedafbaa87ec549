// Error texts a person reads, forced for real in Chromium at 375 px (decision 0071): a second page holds a newer
// version of the sessions database (a real VersionError), and a damaged backup is restored. Each shows plain words on
// what to do, keeps the specification's text where it fixes one, and offers the browser's own words under
// "Technical detail", reachable and opened with the keyboard.
import { expect, test, type Page } from '@playwright/test';
import { submitDemographics } from './support';

test.use({ viewport: { width: 375, height: 740 } });

const VERSION_ADVICE =
  'This browser blocked saving: another tab is using a newer version of the app. Close other tabs of this app and reload.';

/** Tabs until `target` has focus (the disclosure is an ordinary Tab stop); fails after `limit` presses. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 80) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the element was never reached with Tab');
}

test('another page holds a newer database version: plain advice after the initDB text, the VersionError under Technical detail', async ({
  page,
  context,
}) => {
  await submitDemographics(page, { sex: 'FEMALE', age: '41' });
  // A second page of the same browser opens 'sessions' at version 8, as a newer app would, and keeps it open.
  const other = await context.newPage();
  await other.goto('#/');
  await other.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('sessions', 8);
        // The store is there already when this app opened the database first (the demographics form reads the open
        // client's last measured weight, decision 0101); a newer app keeps it.
        request.onupgradeneeded = () => {
          if (!request.result.objectStoreNames.contains('sessions'))
            request.result.createObjectStore('sessions', { keyPath: 'timestamp', autoIncrement: true });
        };
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error);
      }),
  );

  // This page had the database open (the demographics form reads the last measured weight) and closed it for the newer
  // version; opened afresh, as a reload or a new visit would, it meets version 8.
  await page.goto('#/current-session');
  await page.reload();
  const banner = page.locator('.banner-error');
  // spec §8's text first and whole, then the plain advice (decision 0019, 0071).
  await expect(banner.getByRole('alert')).toHaveText(
    new RegExp(`^request\\.onerror - initDB: .*version.*\\. ${VERSION_ADVICE.replace(/[.()]/g, '\\$&')}$`),
  );
  const detail = banner.locator('details');
  await expect(detail).not.toHaveAttribute('open');
  const summary = detail.locator('summary');
  await expect(summary).toHaveText('Technical detail');
  await expect(banner.getByText(/^VersionError: /)).toBeHidden();
  // Reached with Tab and opened with Enter, as a keyboard user would.
  await tabTo(page, summary);
  await page.keyboard.press('Enter');
  await expect(detail).toHaveAttribute('open');
  await expect(banner.getByText(/^VersionError: .*version/)).toBeVisible();
  // Screen readers get the alert with the plain words only, then a group holding "Technical detail" and the code.
  await expect(banner).toMatchAriaSnapshot(`
    - alert: /request.onerror - initDB. .* Close other tabs of this app and reload/
    - group:
      - text: Technical detail
      - paragraph:
        - code: /VersionError. The requested version/
    - button "Dismiss error"
  `);

  // A save tried anyway fails in plain words in the dialog, with the same detail offered there; nothing is lost.
  await page.getByRole('button', { name: 'Save This Session' }).click();
  await page.getByRole('button', { name: "I'm sure" }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('alert')).toHaveText(
    /^This session cannot be saved right now: saved sessions are unavailable\. request\.onerror - initDB: .+ Close other tabs of this app and reload\. Everything you entered stays in the open session on this device: save it once saved sessions open again\.$/,
  );
  await dialog.getByText('Technical detail').click();
  await expect(dialog.getByText(/^VersionError: /)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('region', { name: 'Demographics' }).getByText('41 years')).toBeVisible();
  await other.close();
});

test('a damaged backup: plain words and what to do, the schema reason under Technical detail, nothing changed', async ({
  page,
}) => {
  await page.goto('#/sessions');
  await expect(page.getByText('No saved sessions yet')).toBeVisible();
  const damaged = JSON.stringify({
    type: 'fitness-sessions-backup',
    schemaVersion: 1,
    exportedAt: new Date().toISOString(),
    records: { a: 1 },
  });
  await page
    .getByLabel('Restore a backup (JSON)')
    .setInputFiles({ name: 'damaged.json', mimeType: 'application/json', buffer: Buffer.from(damaged) });

  const banner = page.locator('.banner-error');
  await expect(banner.getByRole('alert')).toHaveText(
    'This backup is damaged and cannot be restored. Choose another file made with "Export backup". Nothing was imported and your saved sessions are unchanged.',
  );
  await banner.getByText('Technical detail').click();
  await expect(banner.getByText(/^records: /)).toBeVisible();
  // The same words next to the restore control, with the same detail.
  const inline = page.locator('.past-sessions .inline-error');
  await expect(inline).toContainText('This backup is damaged and cannot be restored.');
  await expect(inline.locator('summary')).toHaveText('Technical detail');
  await expect(page.getByText('No saved sessions yet')).toBeVisible();
});

test('local storage is full: a submitted form says its entries were not stored, keeps them, and shows the QuotaExceededError', async ({
  page,
}) => {
  await submitDemographics(page, { sex: 'FEMALE', age: '41' });
  await page.goto('#/blood-pressure');
  // Fill this site's local storage to the last byte, as years of other data might.
  await page.evaluate(() => {
    let chunk = 'x'.repeat(1 << 20);
    for (let i = 0; chunk.length > 0; i += 1) {
      try {
        localStorage.setItem(`filler-${i}`, chunk);
      } catch {
        chunk = chunk.slice(0, Math.floor(chunk.length / 2));
      }
    }
  });
  await page.getByLabel('Systolic (mmHg)').fill('118');
  await page.getByLabel('Diastolic (mmHg)').fill('76');
  await page.getByRole('button', { name: 'Submit' }).click();
  const banner = page.locator('.banner-error');
  await expect(banner.getByRole('alert')).toHaveText(
    "Your latest entries could not be stored in this browser. This browser's storage for this site is full. Free some space " +
      "(export a backup, then delete old sessions or other sites' data), then try again. They stay on screen while this page is " +
      'open; nothing stored earlier was changed.',
  );
  await banner.getByText('Technical detail').click();
  await expect(banner.getByText(/^QuotaExceededError: /)).toBeVisible();
  // What was typed stays in the form; nothing stored earlier was changed (the demographics, no blood pressure).
  await expect(page.getByLabel('Systolic (mmHg)')).toHaveValue('118');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
  expect(stored).toMatchObject({ fname: 'Ada', age: 41 });
  expect(stored.bloodPressure ?? null).toBeNull();
});
