// Opt-in sync in the built app, two browser contexts as two devices, against a CouchDB-protocol server on loopback
// (scripts/sync/couchTestServer.mjs, started here and stopped after; a real CouchDB is not in CI: docs/sync.md).
import { expect, test, type Browser, type Page } from '@playwright/test';
// @ts-expect-error: a plain script without types
import { startCouchTestServer, SYNC_TEST_ADMIN } from '../scripts/sync/couchTestServer.mjs';
import { SESSION_NUMBER_FIELDS } from '../src/profile/sessionRecord';
import { storedSessions } from './clients-support';

/** A session row as the app writes it: every number of the record, null unless given. */
const EMPTY_NUMBERS = Object.fromEntries(SESSION_NUMBER_FIELDS.map((field) => [field, null]));

interface TestServer {
  url: string;
  close(): Promise<void>;
  suspend(): Promise<void>;
  resume(): Promise<void>;
}

const PORT = Number(process.env.SYNC_TEST_PORT ?? 6084);
let server: TestServer;
const adminAuth = `Basic ${Buffer.from(`${SYNC_TEST_ADMIN.username}:${SYNC_TEST_ADMIN.password}`).toString('base64')}`;
let counter = 0;

async function admin(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    ...init,
    headers: { Authorization: adminAuth, 'Content-Type': 'application/json', ...(init.headers ?? {}) },
  });
}

/** A database with one member, as hosting/couchdb/init.sh makes it. */
async function coachDatabase(): Promise<{ database: string; user: string; password: string }> {
  counter += 1;
  const database = `coach_${Date.now().toString(36)}_${counter}`;
  const user = `ann${counter}${Date.now().toString(36)}`;
  const password = 'pw-of-ann';
  await admin(`/${database}`, { method: 'PUT' });
  await admin(`/_users/org.couchdb.user:${user}`, {
    method: 'PUT',
    body: JSON.stringify({ name: user, password, roles: [], type: 'user' }),
  });
  await admin(`/${database}/_security`, {
    method: 'PUT',
    body: JSON.stringify({ admins: { names: [], roles: [] }, members: { names: [user], roles: [] } }),
  });
  return { database, user, password };
}

test.beforeAll(async () => {
  server = (await startCouchTestServer({ port: PORT })) as TestServer;
});
test.afterAll(async () => {
  await server.close();
});

/** One client and two sessions written into a device's own databases, as the app stores them. */
async function seedRecords(page: Page): Promise<void> {
  await page.goto('#/clients');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(async (numbers) => {
    // The page opens its databases after its first paint: seed once both exist (opening one first would make it empty).
    for (;;) {
      const names = (await indexedDB.databases()).map((info) => info.name);
      if (names.includes('clients') && names.includes('sessions')) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const open = (name: string) =>
      new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const done = (tx: IDBTransaction) =>
      new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
    const clients = await open('clients');
    const ctx = clients.transaction('clients', 'readwrite');
    ctx.objectStore('clients').put({
      schemaVersion: 1,
      id: 'client-alex',
      name: 'Alex Example',
      archived: false,
      createdAt: '2026-01-01T10:00:00.000Z',
      updatedAt: '2026-01-01T10:00:00.000Z',
      profile: null,
      mostRecentKey: null,
    });
    await done(ctx);
    clients.close();
    const sessions = await open('sessions');
    const stx = sessions.transaction('sessions', 'readwrite');
    for (const [recordId, vo2, date] of [
      ['rec-one', 41.7, '2026-02-03T09:00:00.000Z'],
      ['rec-two', 43.9, '2026-03-03T09:00:00.000Z'],
    ] as const) {
      stx.objectStore('sessions').add({
        ...numbers,
        date,
        name: 'Alex Example',
        sex: 'MALE',
        activity_level: null,
        vo2_max: vo2,
        clientId: 'client-alex',
        recordId,
      });
    }
    await done(stx);
    sessions.close();
  }, EMPTY_NUMBERS);
}

async function openSyncSettings(page: Page): Promise<void> {
  await page.goto('#/settings/sync');
  await expect(page.getByRole('heading', { name: 'Sync between devices' })).toBeVisible();
}

async function fillServer(page: Page, fields: { address: string; database: string; user: string }): Promise<void> {
  await page.getByLabel('Server address').fill(fields.address);
  await page.getByLabel('Database').fill(fields.database);
  await page.getByLabel('User').fill(fields.user);
}

async function fillSecrets(page: Page, password: string, passphrase: string): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel(/^Passphrase/).fill(passphrase);
}

/**
 * Allows the server in the page's policy and waits for the reload that follows: what is typed before it ends is typed
 * into the page being left, and lost.
 */
async function allowServer(page: Page): Promise<void> {
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Allow this server and reload' }).click();
  await reloaded;
}

/** Allows the server in the page's policy (one reload), then starts sync. */
async function turnOn(page: Page, db: { database: string; user: string; password: string }, passphrase: string) {
  await openSyncSettings(page);
  await fillServer(page, { address: server.url, database: db.database, user: db.user });
  await fillSecrets(page, db.password, passphrase);
  await page.getByRole('button', { name: 'Test', exact: true }).click();
  await allowServer(page);
  await expect(page.getByLabel('Server address')).toHaveValue(server.url);
  await fillSecrets(page, db.password, passphrase);
  await page.getByRole('button', { name: 'Start', exact: true }).click();
}

/**
 * How many record revisions the device's sync copy (its PouchDB database) holds: it grows when the mirror has taken a
 * local edit in, with or without a server.
 */
const mirroredRevisions = (page: Page) =>
  page.evaluate(async () => {
    let total = 0;
    for (const { name } of await indexedDB.databases()) {
      if (!name?.startsWith('_pouch_fitness-sync-')) continue;
      total += await new Promise<number>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const count = request.result.transaction('by-sequence').objectStore('by-sequence').count();
          count.onsuccess = () => {
            request.result.close();
            resolve(count.result);
          };
        };
      });
    }
    return total;
  });

/** How many records of the kinds that sync the device's own databases hold. */
const syncedRecordCount = (page: Page) =>
  page.evaluate(async () => {
    const count = (name: string, stores: string[]) =>
      new Promise<number>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const tx = request.result.transaction(stores);
          let total = 0;
          for (const store of stores) {
            const counted = tx.objectStore(store).count();
            counted.onsuccess = () => (total += counted.result);
          }
          tx.oncomplete = () => {
            request.result.close();
            resolve(total);
          };
        };
      });
    return (
      (await count('clients', ['clients', 'clientNotes', 'batteries', 'batteryAssignments'])) +
      (await count('sessions', ['sessions']))
    );
  });

async function newDevice(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('with sync off, no request leaves the origin, no sync code loads and the policy allows only the origin', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const foreign: string[] = [];
  const syncChunks: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) foreign.push(request.url());
    if (/browserSync-/.test(request.url())) syncChunks.push(request.url());
  });
  await page.goto('./');
  await page.goto('#/clients');
  await expect(page.getByRole('link', { name: 'Settings → Sync between devices' })).toBeVisible();
  await openSyncSettings(page);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toMatch(/connect-src 'self';/);
  expect(policy).not.toMatch(/https?:/);
  // The policy refuses another origin.
  const refused = await page.evaluate(
    (url) =>
      fetch(url).then(
        () => 'sent',
        () => 'refused',
      ),
    `${server.url}/`,
  );
  expect(refused).toBe('refused');
  expect(foreign.filter((url) => !url.startsWith(server.url))).toEqual([]);
  expect(syncChunks).toEqual([]);
});

test('a client and two sessions made on A appear on B, and the server holds no name and no measurement', async ({
  browser,
}) => {
  const db = await coachDatabase();
  const a = await newDevice(browser);
  await seedRecords(a.page);
  await turnOn(a.page, db, 'correct horse battery');
  await expect(a.page.getByRole('status').filter({ hasText: 'Sync: Synced' })).toBeVisible({ timeout: 20_000 });
  const code = await a.page.getByTestId('setup-code').textContent();
  await expect(a.page.getByRole('img', { name: 'QR code of the setup code' })).toBeVisible();

  const b = await newDevice(browser);
  await openSyncSettings(b.page);
  await b.page.getByLabel('Paste a setup code').fill(code ?? '');
  await b.page.getByRole('button', { name: 'Use this code' }).click();
  await expect(b.page.getByLabel('Database')).toHaveValue(db.database);
  await fillSecrets(b.page, db.password, 'correct horse battery');
  await b.page.getByRole('button', { name: 'Test', exact: true }).click();
  await allowServer(b.page);
  await expect(b.page.getByLabel('User')).toHaveValue(db.user);
  await fillSecrets(b.page, db.password, 'correct horse battery');
  await b.page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(b.page.getByRole('status').filter({ hasText: 'Sync: Synced' })).toBeVisible({ timeout: 20_000 });
  await b.page.goto('#/clients');
  await expect(b.page.getByText('Alex Example').first()).toBeVisible({ timeout: 20_000 });
  await b.page.goto('#/clients/client-alex');
  await expect(b.page.getByText(/2 sessions from/)).toBeVisible({ timeout: 20_000 });

  const stored = await (await admin(`/${db.database}/_all_docs?include_docs=true`)).text();
  expect(stored).toContain('"ct"');
  expect(stored).not.toContain('Alex');
  expect(stored).not.toContain('41.7');
  expect(stored).not.toContain('client-alex');
  await a.context.close();
  await b.context.close();
});

test('a server stopped mid-sync shows Offline with the browser online, and once restarted nothing is lost', async ({
  browser,
}) => {
  const db = await coachDatabase();
  const a = await newDevice(browser);
  await seedRecords(a.page);
  await turnOn(a.page, db, 'pass phrase');
  await expect(a.page.getByRole('status').filter({ hasText: 'Sync: Synced' })).toBeVisible({ timeout: 20_000 });
  await server.suspend();
  await expect(a.page.getByRole('status').filter({ hasText: 'Sync: Offline' })).toBeVisible({ timeout: 20_000 });
  expect(await a.page.evaluate(() => navigator.onLine)).toBe(true);
  const mirroredBefore = await mirroredRevisions(a.page);
  // A third session saved while the server is down; the records channel tells the mirror (naming no session, as a
  // tab of an older build does).
  await a.page.evaluate(async (numbers) => {
    const database = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open('sessions');
      request.onsuccess = () => resolve(request.result);
    });
    const tx = database.transaction('sessions', 'readwrite');
    tx.objectStore('sessions').add({
      ...numbers,
      date: '2026-04-03T09:00:00.000Z',
      name: 'Alex Example',
      sex: 'MALE',
      activity_level: null,
      vo2_max: 45.2,
      clientId: 'client-alex',
      recordId: 'rec-three',
    });
    await new Promise((resolve) => (tx.oncomplete = resolve));
    new BroadcastChannel('fitness-records-changed').postMessage({ store: 'sessions' });
  }, EMPTY_NUMBERS);
  // The session reaches the device's mirror while the server is down.
  await expect.poll(() => mirroredRevisions(a.page), { timeout: 20_000 }).toBeGreaterThan(mirroredBefore);
  await server.resume();
  await expect(a.page.getByRole('status').filter({ hasText: 'Sync: Synced' })).toBeVisible({ timeout: 30_000 });
  // Every record of the device (the seeded ones, the third session, and any the app made itself) and the keys document.
  const onDevice = await syncedRecordCount(a.page);
  expect(onDevice).toBeGreaterThanOrEqual(4);
  await expect
    .poll(async () => (await (await admin(`/${db.database}`)).json()).doc_count, { timeout: 30_000 })
    .toBe(onDevice + 1);
  await a.context.close();
});

test('a wrong password, a wrong passphrase and a stranger’s database each say so and write nothing', async ({
  browser,
}) => {
  const db = await coachDatabase();
  const stranger = await coachDatabase();
  const a = await newDevice(browser);
  await turnOn(a.page, db, 'the right one');
  await expect(a.page.getByRole('status').filter({ hasText: 'Sync: Synced' })).toBeVisible({ timeout: 20_000 });
  await a.context.close();
  const seq = async () => (await (await admin(`/${db.database}`)).json()).update_seq;
  const before = await seq();

  const b = await newDevice(browser);
  await seedRecords(b.page);
  await openSyncSettings(b.page);
  await fillServer(b.page, { address: server.url, database: db.database, user: db.user });
  await b.page.getByRole('button', { name: 'Test', exact: true }).click();
  await allowServer(b.page);
  await fillSecrets(b.page, 'not the password', 'the right one');
  await b.page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(b.page.getByRole('alert')).toContainText('refused the user name or password');

  await fillSecrets(b.page, db.password, 'the wrong one');
  await b.page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(b.page.getByRole('alert')).toContainText('passphrase does not open the data');

  await b.page.getByLabel('User').fill(stranger.user);
  await fillSecrets(b.page, stranger.password, 'the right one');
  await b.page.getByRole('button', { name: 'Start', exact: true }).click();
  await expect(b.page.getByRole('alert')).toContainText('may not use this database');

  expect(await seq()).toBe(before);
  await b.context.close();
});

/** A session saved on a device as the app saves one, with the records channel's notice. */
async function saveSession(page: Page, recordId: string, vo2: number): Promise<void> {
  await page.evaluate(
    async ({ numbers, recordId, vo2 }) => {
      const database = await new Promise<IDBDatabase>((resolve) => {
        const request = indexedDB.open('sessions');
        request.onsuccess = () => resolve(request.result);
      });
      const tx = database.transaction('sessions', 'readwrite');
      const added = tx.objectStore('sessions').add({
        ...numbers,
        date: '2026-05-03T09:00:00.000Z',
        name: 'Alex Example',
        sex: 'MALE',
        activity_level: null,
        vo2_max: vo2,
        clientId: 'client-alex',
        recordId,
      });
      await new Promise((resolve) => (tx.oncomplete = resolve));
      database.close();
      new BroadcastChannel('fitness-records-changed').postMessage({ store: 'sessions', keys: [added.result] });
    },
    { numbers: EMPTY_NUMBERS, recordId, vo2 },
  );
}

const storedRecordIds = async (page: Page) => (await storedSessions(page)).map((row) => String(row.recordId)).sort();

test('both devices say Offline without a network, and what each saved meanwhile reaches the other', async ({
  browser,
}) => {
  const db = await coachDatabase();
  const a = await newDevice(browser);
  await seedRecords(a.page);
  await turnOn(a.page, db, 'offline pass');
  await expect(a.page.getByRole('status').filter({ hasText: 'Sync: Synced' })).toBeVisible({ timeout: 20_000 });
  const b = await newDevice(browser);
  await b.page.goto('#/clients');
  await turnOn(b.page, db, 'offline pass');
  await expect.poll(() => storedRecordIds(b.page), { timeout: 30_000 }).toEqual(['rec-one', 'rec-two']);

  await a.context.setOffline(true);
  await b.context.setOffline(true);
  await expect(a.page.getByRole('status').filter({ hasText: 'Sync: Offline' })).toBeVisible();
  await expect(b.page.getByRole('status').filter({ hasText: 'Sync: Offline' })).toBeVisible();
  await saveSession(a.page, 'rec-from-a', 44.1);
  await saveSession(b.page, 'rec-from-b', 39.5);

  await a.context.setOffline(false);
  await b.context.setOffline(false);
  const all = ['rec-from-a', 'rec-from-b', 'rec-one', 'rec-two'];
  await expect.poll(() => storedRecordIds(a.page), { timeout: 40_000 }).toEqual(all);
  await expect.poll(() => storedRecordIds(b.page), { timeout: 40_000 }).toEqual(all);
  await a.context.close();
  await b.context.close();
});

/** Renames the client on a device as the app writes a client, with the records channel's notice. */
async function renameClient(page: Page, name: string): Promise<void> {
  await page.evaluate(async (name) => {
    const database = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open('clients');
      request.onsuccess = () => resolve(request.result);
    });
    const store = database.transaction('clients', 'readwrite').objectStore('clients');
    const row = await new Promise<Record<string, unknown>>((resolve) => {
      const read = store.get('client-alex');
      read.onsuccess = () => resolve(read.result as Record<string, unknown>);
    });
    store.put({ ...row, name, updatedAt: new Date().toISOString() });
    await new Promise((resolve) => (store.transaction.oncomplete = resolve));
    database.close();
    new BroadcastChannel('fitness-records-changed').postMessage({ store: 'clients', clientId: 'client-alex' });
  }, name);
}

const storedClientName = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const request = indexedDB.open('clients');
        request.onsuccess = () => {
          const read = request.result.transaction('clients').objectStore('clients').get('client-alex');
          read.onsuccess = () => {
            request.result.close();
            resolve(String((read.result as { name?: string } | undefined)?.name ?? ''));
          };
        };
      }),
  );

/** An edit made while the device is offline, once its mirror has taken it in (before the devices meet again). */
async function editApart(device: { page: Page }, edit: () => Promise<void>): Promise<void> {
  const before = await mirroredRevisions(device.page);
  await edit();
  await expect.poll(() => mirroredRevisions(device.page), { timeout: 20_000 }).toBeGreaterThan(before);
}

/** Two devices in sync on the seeded client and sessions, then both offline. */
async function twoDevicesApart(browser: Browser, passphrase: string) {
  const db = await coachDatabase();
  const a = await newDevice(browser);
  await seedRecords(a.page);
  await turnOn(a.page, db, passphrase);
  await expect(a.page.getByRole('status').filter({ hasText: 'Sync: Synced' })).toBeVisible({ timeout: 20_000 });
  const b = await newDevice(browser);
  await b.page.goto('#/clients');
  await turnOn(b.page, db, passphrase);
  await expect.poll(() => storedRecordIds(b.page), { timeout: 30_000 }).toEqual(['rec-one', 'rec-two']);
  await expect.poll(() => storedClientName(b.page), { timeout: 30_000 }).toBe('Alex Example');
  await a.context.setOffline(true);
  await b.context.setOffline(true);
  return { a, b };
}

test('a client renamed on both devices apart shows the notice on both and settles to the same name on both', async ({
  browser,
}) => {
  const { a, b } = await twoDevicesApart(browser, 'conflict pass');
  await editApart(a, () => renameClient(a.page, 'Alex on A'));
  await editApart(b, () => renameClient(b.page, 'Alex on B'));
  await a.context.setOffline(false);
  await b.context.setOffline(false);

  for (const device of [a, b]) {
    await expect(device.page.getByRole('status').filter({ hasText: 'Sync: Synced · 1 conflict' })).toBeVisible({
      timeout: 40_000,
    });
    await device.page.goto('#/clients/client-alex');
    await expect(device.page.getByRole('heading', { name: 'Changed on two devices' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(device.page.getByRole('row', { name: /^name/ })).toContainText('Alex on A');
    await expect(device.page.getByRole('row', { name: /^name/ })).toContainText('Alex on B');
  }
  // Until settled, both show the same version.
  expect(await storedClientName(a.page)).toBe(await storedClientName(b.page));

  await a.page.getByRole('button', { name: 'Keep the chosen values' }).click();
  for (const device of [a, b])
    await expect(device.page.getByRole('heading', { name: 'Changed on two devices' })).toBeHidden({ timeout: 40_000 });
  await expect.poll(() => storedClientName(b.page), { timeout: 20_000 }).toBe(await storedClientName(a.page));
  expect(['Alex on A', 'Alex on B']).toContain(await storedClientName(a.page));
  await a.context.close();
  await b.context.close();
});

/** Changes a stored session's VO2 max on a device as the app replaces a session, with the records channel's notice. */
async function editSession(page: Page, recordId: string, vo2: number): Promise<void> {
  await page.evaluate(
    async ({ recordId, vo2 }) => {
      const database = await new Promise<IDBDatabase>((resolve) => {
        const request = indexedDB.open('sessions');
        request.onsuccess = () => resolve(request.result);
      });
      const store = database.transaction('sessions', 'readwrite').objectStore('sessions');
      const rows = await new Promise<{ timestamp: number; recordId: string }[]>((resolve) => {
        const all = store.getAll();
        all.onsuccess = () => resolve(all.result as { timestamp: number; recordId: string }[]);
      });
      const row = rows.find((r) => r.recordId === recordId);
      if (!row) throw new Error(`no session ${recordId}`);
      store.put({ ...row, vo2_max: vo2 });
      await new Promise((resolve) => (store.transaction.oncomplete = resolve));
      database.close();
      new BroadcastChannel('fitness-records-changed').postMessage({ store: 'sessions', keys: [row.timestamp] });
    },
    { recordId, vo2 },
  );
}

/** Each stored session's VO2 max by its stable id. */
const storedVo2 = async (page: Page) =>
  Object.fromEntries((await storedSessions(page)).map((row) => [String(row.recordId), Number(row.vo2_max)]));

test('a session changed on both devices apart is kept twice with "Keep both sessions", the same on both', async ({
  browser,
}) => {
  const { a, b } = await twoDevicesApart(browser, 'keep both pass');
  await editApart(a, () => editSession(a.page, 'rec-one', 50.1));
  await editApart(b, () => editSession(b.page, 'rec-one', 52.3));
  await a.context.setOffline(false);
  await b.context.setOffline(false);

  for (const device of [a, b])
    await expect(device.page.getByRole('status').filter({ hasText: 'Sync: Synced · 1 conflict' })).toBeVisible({
      timeout: 40_000,
    });
  await a.page.goto('#/clients/client-alex');
  await expect(a.page.getByRole('heading', { name: 'Changed on two devices' })).toBeVisible({ timeout: 20_000 });
  await expect(a.page.getByRole('row', { name: /^vo2_max/ })).toContainText('50.1');
  await expect(a.page.getByRole('row', { name: /^vo2_max/ })).toContainText('52.3');
  await a.page.getByRole('button', { name: 'Keep both sessions' }).click();

  for (const device of [a, b]) {
    await expect(device.page.getByRole('status').filter({ hasText: /^Sync: Synced$/ })).toBeVisible({
      timeout: 40_000,
    });
    await expect.poll(async () => Object.keys(await storedVo2(device.page)).length, { timeout: 30_000 }).toBe(3);
  }
  const onA = await storedVo2(a.page);
  expect(await storedVo2(b.page)).toEqual(onA);
  const { 'rec-two': second, 'rec-one': kept, ...added } = onA;
  expect(second).toBe(43.9);
  expect([kept, ...Object.values(added)].sort()).toEqual([50.1, 52.3]);
  await a.context.close();
  await b.context.close();
});

test('a session deleted on A disappears on B', async ({ browser }) => {
  const db = await coachDatabase();
  const a = await newDevice(browser);
  await seedRecords(a.page);
  await turnOn(a.page, db, 'deletion pass');
  await expect(a.page.getByRole('status').filter({ hasText: 'Sync: Synced' })).toBeVisible({ timeout: 20_000 });
  const b = await newDevice(browser);
  await b.page.goto('#/clients');
  await turnOn(b.page, db, 'deletion pass');
  await expect.poll(() => storedRecordIds(b.page), { timeout: 30_000 }).toEqual(['rec-one', 'rec-two']);

  await a.page.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve) => {
      const request = indexedDB.open('sessions');
      request.onsuccess = () => resolve(request.result);
    });
    const store = database.transaction('sessions', 'readwrite').objectStore('sessions');
    const rows = await new Promise<{ timestamp: number; recordId: string }[]>((resolve) => {
      const all = store.getAll();
      all.onsuccess = () => resolve(all.result as { timestamp: number; recordId: string }[]);
    });
    for (const row of rows) if (row.recordId === 'rec-two') store.delete(row.timestamp);
    await new Promise((resolve) => (store.transaction.oncomplete = resolve));
    database.close();
    new BroadcastChannel('fitness-records-changed').postMessage({ store: 'sessions' });
  });
  await expect.poll(() => storedRecordIds(b.page), { timeout: 30_000 }).toEqual(['rec-one']);
  await a.context.close();
  await b.context.close();
});
