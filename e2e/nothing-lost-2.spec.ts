// Nothing lost (decisions 0132-0135), each fault injected the way a user or the browser causes it:
// a crafted client file, an IndexedDB quota error from a wrapped IDBObjectStore write, a second page of the same
// context for another tab, an older tab holding the clients database, odd records written straight to the store.
import { test, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  enterSession,
  saveFromCurrentSession,
  seedPredecessorSessions,
  startNewSession,
  storedClients,
  storedSessions,
} from './clients-support';

const ADA = { fname: 'Ada', lname: 'King', age: '36', sex: 'FEMALE' as const };

/** A client file as "Export client file" writes it, for a client `id` named `name`, with these sessions. */
function clientFile(id: string, name: string, sessions: Record<string, unknown>[]): string {
  const at = '2026-05-01T10:00:00.000Z';
  return JSON.stringify({
    type: 'fitness-client-export',
    schemaVersion: 1,
    exportedAt: at,
    client: {
      schemaVersion: 1,
      id,
      name,
      archived: false,
      createdAt: at,
      updatedAt: at,
      profile: null,
      mostRecentKey: null,
    },
    sessions,
  });
}

async function importFile(page: Page, text: string) {
  await page
    .getByLabel('Import a client file')
    .setInputFiles({ name: 'client.json', mimeType: 'application/json', buffer: Buffer.from(text) });
}

/** Predecessor sessions of one person, grouped into a client when the Clients screen opens. */
async function seedAndGroup(page: Page, rows: Record<string, unknown>[]) {
  await page.goto('#/');
  await seedPredecessorSessions(page, rows);
  await page.goto('#/clients');
  await expect(page.getByTestId('alert-banner')).toContainText(/Grouped \d+ saved sessions?/);
}

const pageErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

test("1. a client file reusing another client's record id never replaces it: a conflict shown, both kept", async ({
  page,
}) => {
  await seedAndGroup(page, [
    { date: '2026-01-01T10:00:00.000Z', name: 'Ada King', age: 36, sex: 'FEMALE', pushups: 20 },
  ]);
  const [ada] = await storedSessions(page);
  expect(ada?.recordId).toBeTruthy();
  const mal = {
    ...ada,
    timestamp: 41,
    name: 'Mal Reed',
    pushups: 99,
    clientId: 'mal-client',
    updatedAt: '2026-09-01T10:00:00.000Z',
  };
  await importFile(page, clientFile('mal-client', 'Mal Reed', [mal]));
  await expect(page.getByTestId('alert-banner')).toContainText(
    "1 session of the file had the same record id as another client's session",
  );
  await expect(page.getByTestId('alert-banner')).toContainText('both kept');
  const rows = await storedSessions(page);
  expect(rows).toHaveLength(2);
  expect(rows.find((r) => r.timestamp === ada?.timestamp)).toMatchObject({
    name: 'Ada King',
    pushups: 20,
    clientId: ada?.clientId,
    recordId: ada?.recordId,
  });
  const kept = rows.find((r) => r.clientId === 'mal-client');
  expect(kept).toMatchObject({ name: 'Mal Reed', pushups: 99 });
  expect(kept?.recordId).not.toBe(ada?.recordId);
  // The same file again adds nothing.
  await page.getByRole('button', { name: 'Dismiss warning' }).click();
  await importFile(page, clientFile('mal-client', 'Mal Reed', [mal]));
  await expect(page.getByTestId('alert-banner')).toContainText('0 sessions added, 0 updated, 1 already here.');
  expect(await storedSessions(page)).toHaveLength(2);
});

test('2. a retry after a save whose client-list write failed (storage full) stores the session once; no earlier session changes', async ({
  page,
}) => {
  // The browser refuses one write to the client list (the clients store) once the test arms it: the session's own
  // record is written first, then the client entry's write fails, as a full disk fails it.
  await page.addInitScript(() => {
    const w = window as unknown as { failClientsPut?: boolean; refusedClientsPuts: number };
    w.refusedClientsPuts = 0;
    const original = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (this: IDBObjectStore, ...args: [unknown, IDBValidKey?]) {
      if (this.name === 'clients' && w.failClientsPut) {
        w.failClientsPut = false;
        w.refusedClientsPuts += 1;
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      return original.apply(this, args);
    };
  });
  const errors = pageErrors(page);
  // An earlier session of the same client, saved on its own.
  await enterSession(page, ADA, { pushups: '20', sitAndReach: '25' });
  await saveFromCurrentSession(page);
  const [earlier] = await storedSessions(page);
  expect(earlier).toMatchObject({ name: 'Ada King', pushups: 20 });
  // A new session of Ada with a new result, saved while the client list refuses one write.
  await startNewSession(page);
  await page.goto('#/pushups/results');
  await page.getByLabel('Pushups completed').fill('31');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: /You are in the/ })).toBeVisible();
  await page.goto('#/current-session');
  await page.evaluate(() => {
    (window as unknown as { failClientsPut: boolean }).failClientsPut = true;
  });
  await page.getByRole('button', { name: 'Save This Session' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: "I'm sure" }).click();
  await expect(dialog).toContainText('The client list was not changed.');
  await expect(page.getByRole('alert').filter({ hasText: 'The client list was not changed.' }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { refusedClientsPuts: number }).refusedClientsPuts)).toBe(1);
  // The coach tries again: it succeeds.
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('alert-banner')).toContainText(/saved|updated/i);
  const sessions = await storedSessions(page);
  const ada = (await storedClients(page)).filter((client) => client.name === 'Ada King');
  // One client, one row for the new session, the earlier session exactly as it was.
  expect(ada).toHaveLength(1);
  expect(sessions).toHaveLength(2);
  expect(sessions.find((row) => row.timestamp === earlier?.timestamp)).toEqual(earlier);
  const added = sessions.filter((row) => row.timestamp !== earlier?.timestamp);
  expect(added).toHaveLength(1);
  expect(added[0]).toMatchObject({ name: 'Ada King', pushups: 31, clientId: ada[0]?.id });
  expect(added[0]?.recordId).not.toBe(earlier?.recordId);
  expect(new Set(sessions.map((row) => row.recordId)).size).toBe(2);
  expect(errors).toEqual([]);
});

test('3. a client import that fails midway (storage full) writes nothing, and says so', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { failSessionWriteAt?: number; sessionWrites: number };
    w.sessionWrites = 0;
    for (const method of ['add', 'put'] as const) {
      const original = IDBObjectStore.prototype[method];
      IDBObjectStore.prototype[method] = function (this: IDBObjectStore, ...args: [unknown, IDBValidKey?]) {
        if (this.name === 'sessions' && w.failSessionWriteAt !== undefined) {
          w.sessionWrites += 1;
          if (w.sessionWrites === w.failSessionWriteAt)
            throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        }
        return original.apply(this, args);
      };
    }
  });
  await page.goto('#/clients');
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  const session = (n: number) => ({
    timestamp: n,
    date: `2026-0${n}-01T10:00:00.000Z`,
    name: 'Zoe Park',
    age: 40,
    sex: 'FEMALE',
    pushups: 10 + n,
    clientId: 'zoe',
    recordId: `zoe-${n}`,
    updatedAt: `2026-0${n}-01T10:00:00.000Z`,
  });
  await page.evaluate(() => {
    (window as unknown as { failSessionWriteAt: number }).failSessionWriteAt = 2;
  });
  await importFile(page, clientFile('zoe', 'Zoe Park', [session(1), session(2), session(3)]));
  const banner = page.getByRole('alert').filter({ hasText: 'The client file was not imported' });
  await expect(banner).toContainText('Nothing was imported: your clients and saved sessions are unchanged.');
  expect(await storedSessions(page)).toEqual([]);
  // The roster's own first client may appear meanwhile; the file's client must not.
  expect((await storedClients(page)).filter((c) => c.id === 'zoe' || c.name === 'Zoe Park')).toEqual([]);
  await expect(page.getByRole('list', { name: 'Clients' })).not.toContainText('Zoe Park');
});

test('4. another tab sees new clients, renames and saved sessions within a second', async ({ page, context }) => {
  const other = await context.newPage();
  await page.goto('#/clients');
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  // A session saved in the other tab: a new client in this tab's list.
  await enterSession(other, ADA, { pushups: '28', sitAndReach: '30' });
  await saveFromCurrentSession(other);
  const list = page.getByRole('list', { name: 'Clients' });
  await expect(list).toContainText('Ada King', { timeout: 1000 });
  // Past Sessions and the history follow a save in the other tab.
  const history = await context.newPage();
  await history.goto('#/clients');
  await history.getByRole('link', { name: 'History of Ada King' }).click();
  await expect(history.getByRole('cell', { name: /^28 pushups/ })).toBeVisible();
  await page.goto('#/sessions');
  await expect(page.getByRole('cell', { name: '28', exact: true })).toBeVisible();
  await other.goto('#/pushups/results');
  await other.getByLabel('Pushups completed').fill('41');
  await other.getByRole('button', { name: /^(Submit|Update)$/ }).click();
  await expect(other.getByRole('heading', { name: /You are in the/ })).toBeVisible();
  await saveFromCurrentSession(other, 'Update Most Recent Session');
  await expect(page.getByRole('cell', { name: '41', exact: true })).toBeVisible({ timeout: 1000 });
  await expect(history.getByRole('cell', { name: /^41 pushups/ })).toBeVisible({ timeout: 1000 });
  // Renamed in the other tab.
  await page.goto('#/clients');
  await expect(list).toContainText('Ada King');
  await other.goto('#/clients');
  await other.getByRole('button', { name: 'Rename Ada King' }).click();
  await other.getByLabel('New name for Ada King').fill('Ada Queen');
  await other.getByRole('button', { name: 'Save name' }).click();
  await expect(other.getByTestId('alert-banner')).toContainText('Renamed to Ada Queen.');
  await expect(list).toContainText('Ada Queen', { timeout: 1000 });
});

test('7. an older tab holding the clients database open: the roster says so, then loads when it closes', async ({
  page,
  context,
}) => {
  const older = await context.newPage();
  await older.goto('#/');
  // The previous release's connection: version 1, and it does not close for an upgrade.
  await older.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('clients', 1);
        open.onupgradeneeded = () => {
          open.result.createObjectStore('clients', { keyPath: 'id' });
          open.result.createObjectStore('meta', { keyPath: 'key' });
        };
        open.onsuccess = () => {
          (window as unknown as { held: IDBDatabase }).held = open.result;
          resolve();
        };
        open.onerror = () => reject(open.error);
      }),
  );
  await page.goto('#/clients');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'another tab of this app still has an older version of it open' })
      .first(),
  ).toBeVisible({ timeout: 6000 });
  await older.close();
  await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
  await expect(page.getByText('Loading clients…')).toBeHidden({ timeout: 5000 });
  await expect(page.locator('.clients .inline-error')).toBeHidden();
});

test('8. dates the app did not write: the history lists them as unreadable, never crashes', async ({ page }) => {
  const errors = pageErrors(page);
  const base = { name: 'Pat Doe', age: 40, sex: 'MALE', pushups: 22, height: 180, current_weight: 80 };
  await seedAndGroup(page, [
    { ...base, date: '2025-01-01T10:00:00.000Z' },
    { ...base, date: 'yesterday', pushups: 25 },
    { ...base, date: '31.12.2023', pushups: 27 },
  ]);
  await page.getByRole('link', { name: 'History of Pat Doe' }).click();
  await expect(page.getByText('Unreadable date (“yesterday”)').first()).toBeVisible();
  await expect(page.getByText('Unreadable date (“31.12.2023”)').first()).toBeVisible();
  await expect(page.getByText(/Invalid time value|Something went wrong/)).toHaveCount(0);
  await page.goto('#/sessions');
  await expect(page.getByText('Unreadable date (“yesterday”)').first()).toBeVisible();
  expect(errors).toEqual([]);
  expect(await storedSessions(page)).toHaveLength(3); // kept
});

test('9. numbers far out of range never show as Infinity or NaN: Past Sessions, the history, the CSV', async ({
  page,
}) => {
  const errors = pageErrors(page);
  await seedAndGroup(page, [
    {
      date: '2025-01-01T10:00:00.000Z',
      name: 'Lee Roy',
      age: 40,
      sex: 'MALE',
      vo2_max: 1e308,
      height: 1e308,
      pushups: 22,
      current_weight: 80,
    },
    {
      date: '2025-02-01T10:00:00.000Z',
      name: 'Lee Roy',
      age: 40,
      sex: 'MALE',
      vo2_max: 45,
      height: 180,
      pushups: 24,
      current_weight: '1e308',
    },
  ]);
  await page.getByRole('link', { name: 'History of Lee Roy' }).click();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/Infinity|NaN/);
  await page.goto('#/sessions');
  await expect(page.getByRole('cell', { name: '24', exact: true })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/Infinity|NaN/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain('Lee Roy');
  expect(csv).not.toMatch(/Infinity|NaN|1e\+308/);
  expect(errors).toEqual([]);
  const rows = await storedSessions(page);
  expect(rows.find((r) => r.pushups === 22)?.vo2_max).toBe(1e308); // the stored row is left as it was
});
