// Decision 0019: with IndexedDB refused, missing or failing to open, the profile (local storage) and every form still
// work, the Current Session renders and prints, and Save says it cannot save now and why; nothing typed is lost.
import { expect, test, type Page } from '@playwright/test';
import { fillDemographics, storedUser } from './support';

/** Init scripts that break IndexedDB before the app runs, each as a browser really can. */
const FAULTS = {
  'indexedDB.open throws': () => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    };
  },
  'indexedDB is missing': () => {
    Object.defineProperty(window, 'indexedDB', { value: undefined, configurable: true });
  },
  // A real open request that fires `error`: each database is opened first at a version far above the app's, so the
  // app's own open (queued behind it) fails with a VersionError.
  'the open request errors': () => {
    const realOpen = IDBFactory.prototype.open;
    const raised = new Set<string>();
    IDBFactory.prototype.open = function (name: string, version?: number) {
      const target = `unopenable-${name}`;
      if (!raised.has(name)) {
        raised.add(name);
        const ahead = realOpen.call(this, target, 2 ** 40);
        ahead.onsuccess = () => ahead.result.close();
      }
      return realOpen.call(this, target, version ?? 1);
    };
  },
} as const;

async function countPrints(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { prints: number }).prints = 0;
    window.print = () => {
      (window as unknown as { prints: number }).prints += 1;
    };
  });
}

for (const [fault, breakIndexedDb] of Object.entries(FAULTS)) {
  test(`${fault}: the profile, a test, Current Session, print and share work; Save says why not`, async ({
    page,
    context,
  }) => {
    await page.addInitScript(breakIndexedDb);
    // Share copies to the clipboard where the Web Share API is missing (headless Chromium).
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await countPrints(page);
    const alerts: string[] = [];
    await page.exposeFunction('seeAlert', (text: string) => alerts.push(text));
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const alert = document.querySelector('[data-testid="alert-banner"]');
        if (alert) (window as unknown as { seeAlert(text: string): void }).seeAlert(alert.textContent ?? '');
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });

    await page.goto('#/parq');
    await fillDemographics(page);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => alerts).toContain('success: form submitted');
    // The profile is written under a Web Lock just after the banner.
    await expect.poll(() => storedUser(page)).toMatchObject({ fname: 'Ada', lname: 'Lovelace', age: 30 });

    await page.goto('#/blood-pressure');
    await page.getByLabel('Systolic (mmHg)').fill('120');
    await page.getByLabel('Diastolic (mmHg)').fill('80');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByRole('heading', { name: 'Your blood pressure is in the "Prehypertension" class' }),
    ).toBeVisible();

    await page.goto('#/current-session');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ada Lovelace');
    await expect(page.getByText('120/80 mmHg')).toBeVisible();
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { prints: number }).prints)).toBe(1);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect.poll(() => alerts).toContain('success: Summary copied to the clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('120/80 mmHg (Prehypertension)');

    await page.getByRole('button', { name: 'Save This Session' }).click();
    await page.getByRole('dialog').getByRole('button', { name: "I'm sure" }).click();
    const errorBanner = page.locator('.banner-error [role="alert"]');
    await expect(errorBanner).toContainText(
      'This session cannot be saved right now: saved sessions are unavailable. request.onerror - initDB: ',
    );
    await expect(errorBanner).toContainText('Everything you entered stays in the open session on this device');

    // Nothing typed is lost: after a reload the profile and the result are still there.
    await page.reload();
    await expect(page.getByText('120/80 mmHg')).toBeVisible();
    await page.goto('#/parq');
    await expect(page.getByLabel('First name')).toHaveValue('Ada');
  });
}
