// Saved sessions in headless Chromium against the built app (`vite preview`): the time to save one session (the
// "I'm sure" click until the record is in IndexedDB, measured in the page with performance.now()), the same for
// "Update Most Recent Session", and, with 10,000, 50,000 and 100,000 stored records, the time from navigation start
// until Past Sessions is interactive (first table row shown, export and page buttons enabled), plus the JS heap in use;
// at the first size the CSV export is downloaded and its rows counted (every record is exported).
// Figures, not a pass/fail test. Target (decisions 0075 and 0076): interactive <= 400 ms and heap <= 10 MB at every size (flat).
// BENCH_SESSIONS=10000,50000 picks the sizes.
import { setTimeout as sleep } from 'node:timers/promises';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { PREDECESSOR_FIGURES, CHROMIUM_PATH, median, startPreview } from '../benchSupport.mjs';

const PORT = 4199;
const SIZES = (process.env.BENCH_SESSIONS ?? '10000,50000,100000').split(',').map(Number);
const RUNS = 3;

const USER = {
  uid: 'bench',
  fname: 'Bench',
  lname: 'Mark',
  age: 30,
  sex: 'MALE',
  height: 180,
  currentWeight: 80,
  goalWeight: 75,
  activityLevel: 'moderately active',
  bodyWeightGoal: 'lose',
  hrMax: 191,
  restingHR: 58,
  restingV02: 280,
  rawV02: 3640,
  prefers_metric: true,
  waistHipRatio: 0.95,
  waistHeightRatio: 0.53,
  bodyDensity: null,
  bmi: { bmi: 24.69, classification: 'normal' },
  bloodPressure: { sbp: 118, dbp: 76, classification: 'normal' },
  waistCircumference: { wc: 95, category: 'low' },
  bodyComp: null,
  pushups: { pushups: 32, category: 'very good' },
  gripStrength: null,
  benchPress: null,
  legPress: null,
  vo2Max: { vo2Max: 45.5, category: 'good' },
  sar: { unit: 'cm', value: 33.5, category: 'good' },
  circumferences: { abdomen: 90, arm: 32, buttocks: 102, calf: 38, forearm: 28, hips: 100, midthigh: 55 },
  skinfolds: {
    abdominal: 20,
    bicep: null,
    tricep: 12,
    chest: 10,
    calf: null,
    midaxillary: null,
    subscap: null,
    supraIliac: 15,
    thigh: 13,
  },
};

const ms = (value) => `${value.toFixed(1).padStart(7)} ms`;
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

/**
 * Clicks "I'm sure" in the open dialog and polls the store (its own connection, a new read each millisecond) until
 * the record under key 1 exists with a date other than `previousDate`. Returns the milliseconds in the page.
 */
async function timedSave(page, previousDate) {
  return page.evaluate(async (previous) => {
    const db = await new Promise((resolve, reject) => {
      const request = indexedDB.open('sessions');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const first = () =>
      new Promise((resolve, reject) => {
        const get = db.transaction('sessions').objectStore('sessions').get(1);
        get.onsuccess = () => resolve(get.result);
        get.onerror = () => reject(get.error);
      });
    const button = [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === "I'm sure");
    const start = performance.now();
    button.click();
    for (;;) {
      const row = await first();
      if (row && row.date !== previous) break;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    const elapsed = performance.now() - start;
    db.close();
    return elapsed;
  }, previousDate);
}

const { base: BASE, stop } = await startPreview(PORT);
let browser;
try {
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--enable-precise-memory-info'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  await context.addInitScript((user) => {
    if (!localStorage.getItem('user')) localStorage.setItem('user', JSON.stringify(user));
    // The moment Past Sessions is interactive: a row is shown and Export CSV / Next are enabled.
    const isReady = () => {
      if (!document.querySelector('.sessions-table tbody tr')) return false;
      const buttons = [...document.querySelectorAll('button')];
      const exportCsv = buttons.find((b) => b.textContent === 'Export CSV');
      const next = buttons.find((b) => b.textContent === 'Next');
      return Boolean(exportCsv && !exportCsv.disabled && (!next || !next.disabled));
    };
    new MutationObserver((_records, observer) => {
      if (window.__sessionsInteractiveAt === undefined && isReady()) {
        window.__sessionsInteractiveAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, attributes: true });
  }, USER);
  const page = await context.newPage();

  // 1. Saving one session (add), then updating it (put).
  await page.goto(`${BASE}#/current-session`);
  await page.getByRole('button', { name: 'Save This Session' }).click();
  await page.getByRole('dialog').waitFor();
  const saveMs = await timedSave(page, null);
  await page.getByRole('button', { name: 'Update Most Recent Session' }).click();
  await page.getByRole('dialog').waitFor();
  const previousDate = await page.evaluate(() => JSON.parse(localStorage.getItem('mostRecentSession')).date);
  await sleep(5); // a new save time, so the replaced record is told apart
  const updateMs = await timedSave(page, previousDate);

  // 2. Past Sessions with SIZES stored sessions (seeded in the page, 10,000 a transaction, up to each size in turn).
  const seed = (target) =>
    page.evaluate(async (count) => {
      const start = performance.now();
      const db = await new Promise((resolve, reject) => {
        const request = indexedDB.open('sessions');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const stored = await new Promise((resolve) => {
        const request = db.transaction('sessions').objectStore('sessions').count();
        request.onsuccess = () => resolve(request.result);
      });
      const template = await new Promise((resolve) => {
        const get = db.transaction('sessions').objectStore('sessions').get(1);
        get.onsuccess = () => resolve(get.result);
      });
      delete template.timestamp;
      const day = Date.UTC(2020, 0, 1);
      for (let from = stored; from < count; from += 10_000) {
        const tx = db.transaction('sessions', 'readwrite');
        const store = tx.objectStore('sessions');
        for (let i = from; i < Math.min(count, from + 10_000); i += 1) {
          store.add({
            ...template,
            date: new Date(day + i * 3_600_000).toISOString(),
            current_weight: 60 + (i % 40),
            pushups: i % 50,
          });
        }
        await new Promise((resolve, reject) => {
          tx.oncomplete = resolve;
          tx.onerror = () => reject(tx.error);
        });
      }
      db.close();
      return performance.now() - start;
    }, target);

  const client = await context.newCDPSession(page);
  await client.send('Performance.enable');
  const heapNow = async () => {
    await client.send('HeapProfiler.collectGarbage');
    return Object.fromEntries((await client.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  };
  await page.goto(`${BASE}#/`);
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
  const homeHeap = (await heapNow()).JSHeapUsedSize;

  const results = [];
  let exported = null;
  for (const size of SIZES) {
    const seedMs = await seed(size);
    const interactive = [];
    const firstPaint = [];
    let heap = null;
    let rows = 0;
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`${BASE}#/`);
      await page.goto(`${BASE}#/sessions`);
      await page.reload(); // a fresh navigation: performance.now() counts from its start
      await page.waitForFunction(() => window.__sessionsInteractiveAt !== undefined, null, { timeout: 60_000 });
      interactive.push(await page.evaluate(() => window.__sessionsInteractiveAt));
      firstPaint.push(
        await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0),
      );
      rows = await page.locator('.sessions-table tbody tr').count();
      heap = await heapNow();
    }
    const range = await page.evaluate(() => document.querySelector('.sessions-range')?.textContent ?? '');
    const nextStart = Date.now();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^Page 2 of /).waitFor();
    const nextMs = Date.now() - nextStart;
    if (exported === null) {
      // Every record is exported: download the CSV and count its data rows.
      const exportStart = Date.now();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      const path = await download.path();
      const { readFileSync } = await import('node:fs');
      const lines = readFileSync(path, 'utf8')
        .split('\r\n')
        .filter((line) => line.length > 0);
      exported = { size, rows: lines.length - 1, ms: Date.now() - exportStart };
    }
    results.push({ size, seedMs, interactive, firstPaint, heap, rows, range, nextMs });
  }

  const before = PREDECESSOR_FIGURES.pastSessions;
  console.log(`save one session ("I'm sure" → record in IndexedDB, first save, add)      ${ms(saveMs)}`);
  console.log(`update the most recent session ("I'm sure" → record replaced, put)        ${ms(updateMs)}`);
  console.log(`JS heap on the home page after GC: ${mb(homeHeap)}`);
  console.log(
    `Past Sessions from navigation start to interactive (median of ${RUNS}); JS heap with it loaded (CDP JSHeapUsedSize after GC)`,
  );
  for (const r of results) {
    const was = before[r.size];
    const within = median(r.interactive) <= 400 && r.heap.JSHeapUsedSize <= 10e6 ? 'within' : 'OVER';
    console.log(
      `  ${r.size.toLocaleString('en-GB').padStart(7)} records: ${ms(median(r.interactive))} [runs ${r.interactive.map((v) => v.toFixed(0)).join(', ')}]` +
        `  heap ${mb(r.heap.JSHeapUsedSize)}  DOM nodes ${r.heap.Nodes}  target <= 400 ms, <= 10 MB: ${within}` +
        `${was ? `  (before: ${was.ms} ms${was.heapMb ? `, ${was.heapMb} MB` : ''})` : ''}`,
    );
    console.log(
      `           of which the app's first paint (FCP): ${ms(median(r.firstPaint))}; from it to interactive (open, read, render): ${ms(median(r.interactive) - median(r.firstPaint))}`,
    );
    console.log(
      `           ${r.rows} rows shown; ${r.range.trim()}; Next page in ${r.nextMs} ms (incl. Playwright round trips); seeding took ${(r.seedMs / 1000).toFixed(1)} s (setup)`,
    );
  }
  if (exported) {
    console.log(
      `export: the CSV at ${exported.size.toLocaleString('en-GB')} records has ${exported.rows.toLocaleString('en-GB')} data rows ` +
        `(${exported.rows === exported.size ? 'every record' : 'MISSING RECORDS'}), ready in ${exported.ms} ms (incl. Playwright round trips)`,
    );
  }
  console.log(
    `load average while measured (1, 5, 15 min; 2 cores, shared): ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
} finally {
  await browser?.close();
  stop();
}
