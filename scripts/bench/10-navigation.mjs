// In-app navigation under 4x CPU throttling (CDP Emulation.setCPUThrottlingRate), first visit to each route: the home
// page is loaded, then an in-app link to the route is clicked. Measured in the page from the click: when the pending
// state ("Loading…", role=status) first shows, and when the new screen's heading shows. Two cases per route: right after
// the home page's load event (before the idle prefetch: the link's hover starts the chunk), and after the idle prefetch.
// Target (decision 0076): the new screen within 150 ms, or a visible pending state within 100 ms of the click.
import { PREDECESSOR_FIGURES, withPreviewAndChromium } from '../benchSupport.mjs';

const PORT = 4195;
const ROUTES = [
  '/parq',
  '/step-test/instructions',
  '/current-session',
  '/relative-intensity',
  '/categories',
  '/sessions',
  '/treadmill-protocols',
];
const CPU_RATE = 4;

/** Records, from the click on #bench-link, the first time the pending state and a new h1 are on screen. */
function watchNavigation() {
  const marks = { click: null, pending: null, screen: null };
  window.__navigation = marks;
  const homeHeading = () => document.querySelector('h1')?.textContent;
  let before = null;
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.id === 'bench-link') {
        marks.click = performance.now();
        before = homeHeading();
      }
    },
    true,
  );
  const check = () => {
    if (marks.click === null) return;
    if (marks.pending === null && document.querySelector('.route-pending, .navigation-pending.active'))
      marks.pending = performance.now();
    const heading = document.querySelector('main h1');
    if (marks.screen === null && heading && heading.textContent !== before) marks.screen = performance.now();
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
}

async function visit(browser, base, route, afterIdle) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(watchNavigation);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  await page.goto(base, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).waitFor();
  if (afterIdle) {
    // The prefetch runs one chunk per idle period; wait until the page has fetched nothing new for 1.5 s.
    let count = -1;
    for (;;) {
      const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
      if (now === count) break;
      count = now;
      await page.waitForTimeout(1500);
    }
  }
  // An in-app link like the menu's (a plain hash link: the router follows it the same way).
  await page.evaluate((to) => {
    const link = Object.assign(document.createElement('a'), { id: 'bench-link', href: `#${to}`, textContent: 'go' });
    document.querySelector('main')?.prepend(link);
  }, route);
  await page.click('#bench-link');
  await page.waitForFunction(() => window.__navigation.screen !== null, null, { timeout: 30_000 });
  const marks = await page.evaluate(() => window.__navigation);
  await context.close();
  return { pending: marks.pending === null ? null : marks.pending - marks.click, screen: marks.screen - marks.click };
}

const rows = [];
await withPreviewAndChromium(PORT, {}, async (browser, base) => {
  for (const route of ROUTES) {
    rows.push({
      route,
      early: await visit(browser, base, route, false),
      idle: await visit(browser, base, route, true),
    });
  }
});

const ms = (value) => (value === null ? '      -' : `${value.toFixed(0).padStart(5)} ms`);
const verdict = ({ pending, screen }) => (screen <= 150 || (pending !== null && pending <= 100) ? 'within' : 'OVER');
console.log(
  `first visit to a route by an in-app link, ${CPU_RATE}x CPU; "pending" = the "Loading…" status shown, "screen" = new heading shown (from the click)`,
);
console.log(
  `${'route'.padEnd(26)}${'right after load: pending'.padEnd(27)}${'screen'.padEnd(10)}${'after idle prefetch: pending'.padEnd(30)}${'screen'.padEnd(10)}target   before #11`,
);
for (const { route, early, idle } of rows) {
  const ok = verdict(early) === 'within' && verdict(idle) === 'within' ? 'within' : 'OVER';
  const before = PREDECESSOR_FIGURES.navigation4xMs[route];
  console.log(
    `${route.padEnd(26)}${ms(early.pending).padEnd(27)}${ms(early.screen).padEnd(10)}${ms(idle.pending).padEnd(30)}${ms(idle.screen).padEnd(10)}${ok.padEnd(9)}` +
      `${before === undefined ? '' : `${before} ms, no pending state`}`,
  );
}
console.log(
  'target: new screen <= 150 ms, or a visible pending state <= 100 ms after the click (before: 165-684 ms with no feedback)',
);
