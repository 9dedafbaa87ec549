// Decisions 0076 and 0079 in real Chromium: no layout jump while a lazy route's code arrives (CLS from PerformanceObserver
// 'layout-shift' on three lazy routes, at 375 and 1280 px), and a visible, announced pending state (a polite status,
// the screen marked aria-busy) while a route's chunk is held back, until it arrives; a lazy route's code requested
// by the page itself beside the entry script (a client's history too, whose path has a parameter).
import { expect, test, type Page } from '@playwright/test';
import { CLS_LIMIT, layoutShifts, observeLayoutShifts } from './support';

const LAZY_ROUTES = ['/parq', '/current-session', '/relative-intensity'];

/**
 * Delays every script after the entry so the screen arrives well after the shell has painted (as on a slow link),
 * until `stop` is called. Stopped once the screen's body is shown: the idle prefetch then fetches the menu's screens one by
 * one without running them (decision 0169), so delaying those too cannot move anything and only adds seconds.
 */
async function delayRouteChunks(page: Page, ms: number): Promise<{ stop: () => void }> {
  const html = await (await page.request.get('./')).text();
  const entry = new Set([...html.matchAll(/assets\/[^"]+\.js/g)].map((m) => m[0]));
  let delaying = true;
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\//, '');
    if (delaying && !entry.has(path)) await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
  return {
    stop: () => {
      delaying = false;
    },
  };
}

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`layout stability at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const route of LAZY_ROUTES) {
      test(`#${route}: CLS <= ${CLS_LIMIT} while its code arrives after the shell`, async ({ page }) => {
        await observeLayoutShifts(page);
        const delay = await delayRouteChunks(page, 400);
        await page.goto(`#${route}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('.route-pending')).toHaveCount(0); // the body too, not only an intro's heading
        delay.stop();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500); // late shifts (banners, fonts, the state module) are counted too
        const { total, shifts } = await layoutShifts(page);
        expect(total, `shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(CLS_LIMIT);
      });
    }
  });
}

test('a route whose chunk is held back shows the pending state at once, until the chunk arrives', async ({ page }) => {
  // The Demographics screen's chunk (requested by the idle prefetch, the link's hover or the visit) waits until the
  // test lets it through; everything else loads normally.
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  await page.route(/\/assets\/DemographicsScreen-[^/]+\.js$/, async (route) => {
    held.push(route.request().url());
    await gate;
    await route.continue();
  });
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to your fitness assessment');
  // "At once" without wall-clock limits (the host may be busy): the pending state is on screen by the first frame
  // after the click, i.e. it is committed with the URL change itself, before anything is fetched.
  await page.evaluate(() => {
    document.addEventListener(
      'click',
      () => {
        requestAnimationFrame(() => {
          (window as unknown as { __pendingAtFirstFrame: boolean }).__pendingAtFirstFrame =
            document.querySelector('.navigation-pending')?.textContent?.includes('Loading…') ?? false;
        });
      },
      { capture: true, once: true },
    );
  });
  await page.getByRole('link', { name: 'Get Started' }).click();
  const pending = page.getByRole('status').filter({ hasText: 'Loading…' });
  await expect(pending).toBeVisible();
  await page.waitForFunction(
    () => (window as unknown as { __pendingAtFirstFrame?: boolean }).__pendingAtFirstFrame !== undefined,
  );
  expect(
    await page.evaluate(() => (window as unknown as { __pendingAtFirstFrame: boolean }).__pendingAtFirstFrame),
  ).toBe(true);
  // The old screen stays, marked busy, until the new one can replace it.
  const screen = page.locator('main .route-screen');
  await expect(screen).toHaveAttribute('aria-busy', 'true');
  await page.waitForTimeout(1000);
  await expect(pending).toBeVisible(); // still waiting: the chunk has not arrived
  await expect(page.getByRole('heading', { level: 1, name: 'Demographics' })).toHaveCount(0);
  expect(held.length).toBeGreaterThan(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Demographics' })).toBeVisible();
  await expect(pending).toBeHidden();
  await expect(screen).not.toHaveAttribute('aria-busy', 'true');
});

/**
 * Holds the entry script back and records every request: whatever is requested meanwhile was asked for by the page's
 * own inline preload script, which therefore ran under the Content-Security-Policy (its hash is allowed) and found the
 * route in the URL hash. Returns the requested paths (growing) and the function that lets the entry through.
 */
async function holdEntryScript(page: Page): Promise<{ requested: string[]; release: () => void }> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await gate;
    await route.continue();
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  return { requested, release };
}

test('a first visit to a lazy route without an intro fetches its screen and the state chunk beside the entry script (decision 0079)', async ({
  page,
}) => {
  const { requested, release } = await holdEntryScript(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('./#/categories', { waitUntil: 'commit' });
  await expect.poll(() => requested.some((path) => /\/FitnessCategoriesScreen-[^/]+\.js$/.test(path))).toBe(true);
  expect(requested.some((path) => /\/state-[^/]+\.js$/.test(path))).toBe(true);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Fitness Categories' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("a first visit to a client's history fetches its screen beside the entry script, though its path has a parameter (decision 0092)", async ({
  page,
}) => {
  const { requested, release } = await holdEntryScript(page);
  await page.goto('./#/clients/no-such-client', { waitUntil: 'commit' });
  await expect.poll(() => requested.some((path) => /\/ClientHistoryScreen-[^/]+\.js$/.test(path))).toBe(true);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Client not found' })).toBeVisible();
});

test('a screen whose code cannot be fetched (gone after an update, network down) gives the error page with its advice, not an endless Loading…', async ({
  page,
}) => {
  await page.route(/\/assets\/PastSessionsScreen-[^/]+\.js$/, (route) => route.abort());
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.goto('./#/sessions');
  // Online, the page first reloads once for a chunk gone after an update (decision 0122); still missing, the error page.
  await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible({
    timeout: 15_000,
  });
  expect(loads).toBe(2);
  await expect(page.getByText('go to the home page or reload the page, then try again')).toBeVisible();
  await expect(page.locator('.route-pending')).toHaveCount(0);
  await page.unroute(/\/assets\/PastSessionsScreen-[^/]+\.js$/);
  // Reached through the menu once the network is back: the link's hover or the click fetches it again.
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Past Sessions' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Past Sessions' })).toBeVisible();
});
