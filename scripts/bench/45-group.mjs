// The group test at 40 clients (decision 0154) in headless Chromium against the built app: 40 clients (as an
// earlier build left them, grouped into clients at start), the pushup grid of all of them, and the medians of 3 runs of
//   - a keystroke in a row until that row shows its category (the row re-validated and classified)   target < 50 ms
//   - "Save the results" with 40 valid rows until the report says they were saved                     target < 500 ms
// Figures, not a pass/fail test; times are measured in the page with performance.now(). The port is BENCH_GROUP_PORT
// (default 4198).
import { median, withPreviewAndChromium } from '../benchSupport.mjs';

const PORT = Number(process.env.BENCH_GROUP_PORT ?? 4198);
const CLIENTS = 40;
const RUNS = 3;
const KEYSTROKES = 10;
const TARGETS = { keystrokeMs: 50, saveMs: 500 };

/** Runs in the page: the sessions database as an earlier build left it (v7), one record per client. */
function seed(count) {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('sessions', 7);
    open.onupgradeneeded = () => {
      const store = open.result.createObjectStore('sessions', { keyPath: 'timestamp', autoIncrement: true });
      store.createIndex('name', 'name');
      for (let i = 0; i < count; i += 1) {
        store.add({
          date: '2026-01-05T10:00:00.000Z',
          name: `Bench Client${String(i).padStart(2, '0')}`,
          age: 20 + (i % 45),
          sex: i % 2 ? 'FEMALE' : 'MALE',
          pushups: null,
        });
      }
    };
    open.onsuccess = () => {
      open.result.close();
      resolve();
    };
    open.onerror = () => reject(open.error);
  });
}

/** Installed before the page: when a keystroke started and when its row first showed a category; when Save was pressed and the report said so. */
function watchMarks() {
  // Inside: the function runs in the page, serialised on its own.
  const rowShowsOutcome = (row) => {
    const rows = document.querySelectorAll('.group-grid tbody tr');
    return Boolean(rows[row]?.querySelector('[data-category-level], .inline-error, .hint'));
  };
  const marks = { key: null, save: null };
  window.__group = marks;
  document.addEventListener(
    'keydown',
    () => {
      if (marks.key && marks.key.from === null) marks.key.from = performance.now();
    },
    true,
  );
  document.addEventListener(
    'click',
    () => {
      if (marks.save && marks.save.from === null) marks.save.from = performance.now();
    },
    true,
  );
  new MutationObserver(() => {
    const now = performance.now();
    const { key, save } = marks;
    if (key && key.at === null && key.from !== null && rowShowsOutcome(key.row)) key.at = now;
    if (
      save &&
      save.at === null &&
      save.from !== null &&
      /^Saved \d+ result/.test(document.querySelector('.group-report')?.textContent ?? '')
    )
      save.at = now;
  }).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

const fmt = (value, target) =>
  `${value.toFixed(1).padStart(7)} ms   target < ${target} ms: ${value < target ? 'met' : 'MISSED'}`;

await withPreviewAndChromium(PORT, {}, async (browser, base) => {
  const keystrokes = [];
  const saves = [];
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    await context.addInitScript(watchMarks);
    const page = await context.newPage();
    await page.goto(`${base}#/`);
    await page.evaluate(seed, CLIENTS);
    await page.goto(`${base}#/group`);
    await page
      .getByRole('list', { name: 'Clients' })
      .getByRole('checkbox')
      .nth(CLIENTS - 1)
      .waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: 'All active clients' }).click();
    await page.getByRole('button', { name: 'Open the grid' }).click();
    const boxes = page.getByRole('table', { name: 'Pushups for each client' }).getByRole('textbox');
    await boxes.nth(CLIENTS - 1).waitFor({ timeout: 60_000 });
    const perRun = [];
    for (let i = 0; i < KEYSTROKES; i += 1) {
      const row = i * 4;
      await boxes.nth(row).focus();
      await page.evaluate((r) => {
        window.__group.key = { row: r, from: null, at: null };
      }, row);
      await page.keyboard.type('2');
      await page.waitForFunction(() => window.__group.key.at !== null);
      perRun.push(await page.evaluate(() => window.__group.key.at - window.__group.key.from));
    }
    keystrokes.push(median(perRun));
    // Every row valid: type the rest (the rows already holding '2' take '5': 25 pushups).
    await boxes.first().focus();
    for (let i = 0; i < CLIENTS; i += 1) {
      await page.keyboard.press('End');
      await page.keyboard.type(i % 4 === 0 && i / 4 < KEYSTROKES ? '5' : '25');
      await page.keyboard.press('Enter');
    }
    await page.evaluate(() => {
      window.__group.save = { from: null, at: null };
    });
    await page.getByRole('button', { name: 'Save the results' }).click();
    await page.waitForFunction(() => window.__group.save.at !== null, null, { timeout: 60_000 });
    const report = await page.locator('.group-report').textContent();
    if (!report?.startsWith(`Saved ${CLIENTS} results`)) throw new Error(`The save did not save every row: ${report}`);
    saves.push(await page.evaluate(() => window.__group.save.at - window.__group.save.from));
    await context.close();
  }
  console.log(
    `${CLIENTS} clients, pushups; medians of ${RUNS} runs (each run: the median of ${KEYSTROKES} keystrokes)`,
  );
  console.log(
    `keystroke to updated row   ${fmt(median(keystrokes), TARGETS.keystrokeMs)}   (runs: ${keystrokes.map((v) => v.toFixed(1)).join(', ')})`,
  );
  console.log(
    `save of ${CLIENTS} rows            ${fmt(median(saves), TARGETS.saveMs)}   (runs: ${saves.map((v) => v.toFixed(0)).join(', ')})`,
  );
});
