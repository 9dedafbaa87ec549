// Shared steps of the clients end-to-end tests: a session through the app's own forms, saving, and the stores read back.
import { expect, type Page } from '@playwright/test';
import { fillDemographics, type DemographicsInput } from './support';
import type { SeededPerson } from './backup-seed';

// The clients of the clients' tests, typed on the form or restored from a backup (e2e/backup-seed.ts). Weight, height
// and goal weight are the form's defaults (fillDemographics), written out so a restored session holds what a typed one
// does.
const FORM_DEFAULT_BODY = { weight: '80', heightCm: '180', goalWeight: '75' } as const;
/** A man of 34. */
export const ALEX = {
  fname: 'Alex',
  lname: 'Smith',
  age: '34',
  sex: 'MALE',
  ...FORM_DEFAULT_BODY,
} as const satisfies SeededPerson;
/** A woman of 45. */
export const SAM = {
  fname: 'Sam',
  lname: 'Jones',
  age: '45',
  sex: 'FEMALE',
  ...FORM_DEFAULT_BODY,
} as const satisfies SeededPerson;
/** A woman of 28. */
export const KIM = {
  fname: 'Kim',
  lname: 'Lee',
  age: '28',
  sex: 'FEMALE',
  ...FORM_DEFAULT_BODY,
} as const satisfies SeededPerson;

export interface StoredRow {
  timestamp: number;
  name: string | null;
  date: string;
  pushups: number | null;
  sit_and_reach: number | null;
  clientId?: string;
  recordId?: string;
  updatedAt?: string;
  [field: string]: unknown;
}

export async function storedSessions(page: Page): Promise<StoredRow[]> {
  return page.evaluate(
    () =>
      new Promise<StoredRow[]>((resolve, reject) => {
        const open = indexedDB.open('sessions');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('sessions')) {
            db.close();
            resolve([]);
            return;
          }
          const get = db.transaction('sessions').objectStore('sessions').getAll();
          get.onsuccess = () => {
            db.close();
            resolve(get.result as StoredRow[]);
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

export async function storedClients(
  page: Page,
): Promise<{ id: string; name: string | null; archived: boolean; profile: Record<string, unknown> | null }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('clients');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('clients')) {
            db.close();
            resolve([]);
            return;
          }
          const get = db.transaction('clients').objectStore('clients').getAll();
          get.onsuccess = () => {
            db.close();
            resolve(get.result);
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );
}

/** Demographics, pushups and sit and reach through the forms. */
export async function enterSession(
  page: Page,
  person: DemographicsInput,
  results: { pushups: string; sitAndReach: string },
) {
  await page.goto('#/parq');
  await fillDemographics(page, person);
  await page.getByRole('button', { name: /^(Submit|Update)$/ }).click();
  // A new name for a client with saved sessions starts a new client, and the banner says so instead.
  await expect(page.getByTestId('alert-banner')).toHaveText(/^success: (form submitted|New client started\. .+)$/);
  await page.goto('#/pushups/results');
  await page.getByLabel('Pushups completed').fill(results.pushups);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: /You are in the/ })).toBeVisible();
  await page.goto('#/sit-and-reach/results');
  await page.getByLabel('Sit and reach (cm)').fill(results.sitAndReach);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: /You are in the/ })).toBeVisible();
}

/** Opens a client that is not the open one from the Clients list, and waits for the header to name them. */
export async function openClient(page: Page, name: string) {
  await page.goto('#/clients');
  await page.getByRole('button', { name: `Open ${name}` }).click();
  await expect(page.getByText(`Session of ${name}`)).toBeVisible();
}

/**
 * 'Start a new session' of the open client from the header bar (decision 0101): the app's dialog (asked when the open
 * session holds results) is confirmed, and the new session is waited for.
 */
export async function startNewSession(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Start a new session' }).click();
  const started = page.getByTestId('alert-banner').filter({ hasText: 'New session started' });
  const dialog = page.getByRole('dialog', { name: /^Start a new session of / });
  await expect(started.or(dialog)).toBeVisible();
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Start a new session' }).click();
  await expect(started).toBeVisible();
}

/** Current Session → a save button → "I'm sure"; waits for the saved message. */
export async function saveFromCurrentSession(
  page: Page,
  label: RegExp | string = /^(Save This Session|Update Most Recent Session)$/,
) {
  await page.goto('#/current-session');
  await page.getByRole('button', { name: label }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: "I'm sure" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('alert-banner')).toContainText(/saved|updated/i);
  // Headless Chromium refuses persistent storage, so the save's message is a warning that stays until dismissed
  // (decision 0070) and would hold later messages behind it.
  const dismiss = page.getByRole('button', { name: 'Dismiss warning' });
  if (await dismiss.isVisible()) await dismiss.click();
}

/** Builds the `sessions` database as a predecessor left it (version 7, the store and a name index) with these records. */
export async function seedPredecessorSessions(page: Page, records: Record<string, unknown>[]): Promise<void> {
  await page.evaluate(
    (rows) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('sessions', 7);
        open.onupgradeneeded = () => {
          const store = open.result.createObjectStore('sessions', { keyPath: 'timestamp', autoIncrement: true });
          store.createIndex('name', 'name');
          for (const row of rows) store.add(row);
        };
        open.onsuccess = () => {
          open.result.close();
          resolve();
        };
        open.onerror = () => reject(open.error);
      }),
    records,
  );
}

/** Pat Doe, three sessions with pushups, sit and reach, waist and weight (a predecessor's records, grouped by name). */
export async function patWithThreeSessions(page: Page) {
  await page.goto('#/');
  const base = { name: 'Pat Doe', age: 40, sex: 'MALE', current_weight: 82, waist_circumference: 94 };
  await seedPredecessorSessions(page, [
    { ...base, date: '2025-01-10T10:00:00.000Z', pushups: 18, sit_and_reach: 24 },
    { ...base, date: '2025-03-10T10:00:00.000Z', pushups: 22, sit_and_reach: 26, waist_circumference: 92 },
    {
      ...base,
      date: '2025-06-10T10:00:00.000Z',
      pushups: 25,
      sit_and_reach: 27,
      waist_circumference: 90,
      current_weight: 80,
    },
  ]);
  await page.goto('#/clients');
  await page.getByRole('link', { name: 'History of Pat Doe' }).click();
  await expect(page.getByRole('heading', { name: 'Progress of Pat Doe' })).toBeVisible({ timeout: 20_000 });
}

/**
 * Print media, at the paper's width when given (else at the window's, as a coach presses Print on a laptop); the page
 * is told it prints, as the print dialog tells it.
 */
export async function printAt(page: Page, widthPx?: number) {
  if (widthPx !== undefined) await page.setViewportSize({ width: widthPx, height: 1000 });
  await page.emulateMedia({ media: 'print' });
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
}

/** The printable width in CSS px (96 per inch) of a paper less the report's 10-mm margins (clients.css `@page`). */
export const PAPERS = [
  { name: 'A4', widthPx: Math.floor(((210 - 20) / 25.4) * 96) },
  { name: 'Letter', widthPx: Math.floor((8.5 - 20 / 25.4) * 96) },
] as const;
