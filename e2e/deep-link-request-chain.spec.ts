// A page opened at a route with an intro (docs/first-load.md, "Deep links") paints its intro from the page itself, with
// no script of the app here yet, and then loads in two waves and no more: the page starts the entry and the intro's
// files (its chunk and what it imports, as the page's list names them), then the entry, after React's first render,
// starts every file of the screen at once (its chunks, the state chunk, their style sheets). A first paint that waits
// for the entry, a screen chunk whose import is missing from the route's file list, an intro that imports shared code,
// or a first render that waits for the screen, each makes the chain one request longer, and this fails.
import { expect, test, type Page, type Route } from '@playwright/test';

const ROUTES_WITH_INTRO = [
  { route: '/parq', heading: 'Demographics' },
  { route: '/step-test/instructions', heading: 'McArdle Step Test' },
  { route: '/current-session', heading: /^Your Fitness Summary on / },
  { route: '/clients', heading: 'Clients' },
  { route: '/sessions', heading: 'Past Sessions' },
];

/** The files of the route's intro, as the page's list (a JSON script element) names them. */
async function introFiles(page: Page, route: string): Promise<string[]> {
  const text = await page.locator('script#route-files').textContent();
  const list = JSON.parse(text ?? '{}') as { files: string[]; intros: Record<string, number[]> };
  return (list.intros[route] ?? []).map((file) => list.files[file] ?? '');
}

/** Holds each request for a script under assets/ (names the scripts requested so far; style sheets go at once): `pass` lets those held so far go and holds the
 * next ones, `end` lets every request go from then on. */
async function holdAssets(page: Page) {
  const requested: string[] = [];
  const held: Route[] = [];
  let holding = true;
  await page.route(/\/assets\/[^/?]+\.js(\?|$)/, async (route) => {
    requested.push(new URL(route.request().url()).pathname.split('/').pop() ?? '');
    if (holding) held.push(route);
    else await route.continue();
  });
  const pass = () => Promise.all(held.splice(0).map((route) => route.continue()));
  return {
    requested,
    pass,
    end: () => {
      holding = false;
      return pass();
    },
  };
}

for (const { route, heading } of ROUTES_WITH_INTRO) {
  test(`#${route}: the page starts the entry and the intro, the entry starts the rest at once, nothing later`, async ({
    page,
  }) => {
    // No idle work (the menu's prefetch, the service worker): what is requested is what the route itself asks for.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const assets = await holdAssets(page);
    await page.goto(`#${route}`, { waitUntil: 'commit' });

    // First wave: what the page starts by itself while the entry is held.
    const intro = await introFiles(page, route);
    expect(intro.filter((file) => /Intro-.+\.js$/.test(file))).toHaveLength(1);
    expect(
      intro.filter((file) => /^(state|common)-/.test(file)),
      'the intro pulls in neither the state nor the shared code',
    ).toEqual([]);
    await expect.poll(() => assets.requested.some((file) => /^index-.+\.js$/.test(file))).toBe(true);
    // The intro is painted by the page before any of the app's scripts has arrived.
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('.route-pending')).toHaveCount(1);
    await expect.poll(() => intro.every((file) => assets.requested.includes(file))).toBe(true);
    await page.waitForTimeout(300);
    const firstWave = [...assets.requested];
    expect(
      firstWave.filter((file) => !/^index-.+\.js$/.test(file) && !intro.includes(file)),
      'the page preloads only the entry and the intro',
    ).toEqual([]);

    // React takes over the painted intro with the first wave alone (hydration: the very nodes the page painted, none
    // drawn again); the rest of the screen is still pending.
    const painted = await page.getByRole('heading', { level: 1, name: heading }).elementHandle();
    await assets.pass();
    await expect
      .poll(() =>
        painted?.evaluate((node) => node.isConnected && Object.keys(node).some((key) => key.startsWith('__react'))),
      )
      .toBe(true);
    await expect(page.locator('.route-pending')).toHaveCount(1);

    // Second wave: everything the entry starts after that paint, held until it has asked for all of it.
    await expect.poll(() => assets.requested.some((file) => /^state-.+\.js$/.test(file))).toBe(true);
    await page.waitForTimeout(500);
    const secondWave = assets.requested.length;
    await assets.end();
    await expect(page.locator('.route-pending')).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(
      assets.requested.slice(secondWave),
      'nothing is requested after the second wave has arrived (a third link in the chain)',
    ).toEqual([]);
  });
}
