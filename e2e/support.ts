// Shared steps for the end-to-end tests.
import { expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { installPageSpy, type PageSpy } from '../scripts/pageSpy.mjs';
import { PROFILE_WRITE_LOCK } from '../src/storage/profileWriteLock';

export interface DemographicsInput {
  fname?: string;
  lname?: string;
  age?: string;
  sex?: 'MALE' | 'FEMALE' | null;
  weight?: string;
  goalWeight?: string;
  heightCm?: string;
  feet?: string;
  inches?: string;
  activity?: string;
}

/** Fills the /parq form (the page must be on it) without submitting. */
export async function fillDemographics(page: Page, input: DemographicsInput = {}) {
  const d = {
    fname: 'Ada',
    lname: 'Lovelace',
    age: '30',
    sex: 'FEMALE' as const,
    weight: '80',
    goalWeight: '75',
    heightCm: '180',
    ...input,
  };
  await page.getByLabel('First name').fill(d.fname);
  await page.getByLabel('Last name').fill(d.lname);
  await page.getByLabel('Age (years)').fill(d.age);
  if (d.sex) await page.getByRole('radio', { name: d.sex === 'MALE' ? 'Male' : 'Female', exact: true }).check();
  await page.getByLabel(/^Weight/).fill(d.weight);
  await page.getByLabel(/^Goal weight/).fill(d.goalWeight);
  if (d.feet !== undefined) {
    await page.getByLabel('Height (feet)').selectOption(d.feet);
    await page.getByLabel('Height (inches)').selectOption(d.inches ?? '0');
  } else {
    await page.getByLabel('Height (cm)').fill(d.heightCm);
  }
  if (d.activity) await page.getByLabel('Activity level').selectOption(d.activity);
}

/** Goes to /parq, fills and submits the demographics, and waits for the success alert. */
export async function submitDemographics(page: Page, input: DemographicsInput = {}) {
  await page.goto('#/parq');
  await fillDemographics(page, input);
  await page.getByRole('button', { name: /^(Submit|Update)$/ }).click();
  await expect(page.getByTestId('alert-banner')).toHaveText('success: form submitted');
}

/**
 * The demographics form submitted where storage is failing on purpose: naming the client checks the client list
 * (decision 0100), whose read fails and says so in the error banner, so the form is known submitted by what it stored.
 */
export async function submitDemographicsDespiteStorage(page: Page, input: DemographicsInput = {}) {
  await page.goto('#/parq');
  await fillDemographics(page, input);
  await page.getByRole('button', { name: /^(Submit|Update)$/ }).click();
  await expect.poll(async () => (await storedUser(page))?.age).toBe(Number(input.age ?? 30));
}

/**
 * The stored profile once the writes this page has asked for are done: they run under the app's Web Lock, which is
 * granted in the order asked, so a read right after a banner never sees the profile from before it.
 */
export async function storedUser(page: Page): Promise<Record<string, unknown>> {
  return page.evaluate(async (lock) => {
    await navigator.locks?.request(lock, () => undefined);
    return JSON.parse(localStorage.getItem('user') ?? 'null');
  }, PROFILE_WRITE_LOCK);
}

/**
 * Stops the page's fake clock (installed with page.clock.install()) 1 s ahead, so that runFor() alone moves it: a
 * timer's boundaries and the time it shows are then exact, whatever the real time the test itself takes.
 */
export async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

/** The stored key of a run's snapshot for the open client and session (decision 0115), read from the stored profile. */
export async function runSnapshotKey(page: Page, run: string): Promise<string> {
  return page.evaluate((name) => {
    const user = JSON.parse(localStorage.getItem('user') ?? 'null') as {
      uid?: string;
      sessionId?: string | null;
    } | null;
    if (!user?.uid) throw new Error('no stored profile');
    return `protocolSnapshot:${name}@${user.uid}/${user.sessionId ?? 'no-session'}`;
  }, run);
}

/** The keys of every stored snapshot of a run, whoever it belongs to. */
export async function runSnapshotKeys(page: Page, run: string): Promise<string[]> {
  return page.evaluate(
    (name) =>
      Object.keys(localStorage).filter(
        (key) => key === `protocolSnapshot:${name}` || key.startsWith(`protocolSnapshot:${name}@`),
      ),
    run,
  );
}

// The people of the end-to-end tests, the same as tests/support/people.ts (names aside): the form's other fields keep
// fillDemographics' defaults.
/** A 25-year-old man, 80 kg, 180 cm. */
export const MAN_25 = { sex: 'MALE', age: '25', weight: '80', heightCm: '180' } as const;
/** A 30-year-old woman, 60 kg, 165 cm. */
export const WOMAN_30 = { sex: 'FEMALE', age: '30', weight: '60', heightCm: '165' } as const;
/** The tester of the timed-screen tests: a man of 40. */
export const MAN_40 = { sex: 'MALE', age: '40' } as const;

/**
 * A man of 40 at the pushup test, the fake clock paused, `msFromArrival` after the countdown began (3 s: Go). The run
 * starts on arrival (decision 0028): its first cue is awaited before the paused clock moves, so a slow chunk cannot
 * start the countdown after the clock has already moved.
 */
export async function startPushups(page: Page, msFromArrival: number) {
  await page.clock.install();
  await submitDemographics(page, MAN_40);
  await page.goto('#/pushups/instructions');
  await pauseClock(page);
  await page.getByRole('link', { name: 'Click to Begin' }).click();
  await expect(page.locator('.countdown')).toHaveText('Ready3');
  await page.clock.runFor(msFromArrival);
}

/**
 * Records every tone the page schedules on Web Audio (scripts/pageSpy.mjs, the timer bench's spy too), so a test can
 * tell which cue played: call before the page loads; read with `tonesPlayed`. The audio itself plays as usual.
 */
export async function spyOnTones(page: Page) {
  await page.addInitScript(installPageSpy);
}

/** The frequencies (Hz) of the tones the page has started since it loaded (see spyOnTones). */
export async function tonesPlayed(page: Page): Promise<number[]> {
  return page.evaluate(
    () => (window as unknown as { __pageSpy?: PageSpy }).__pageSpy?.tones.map((tone) => tone.hz) ?? [],
  );
}

/** A layout shift the page saw: its score and the elements that moved (tag, class, and their boxes before and after). */
export interface LayoutShift {
  value: number;
  sources: string[];
}

/**
 * Records every layout shift not caused by input (the CLS definition) from the first paint on: call before the page
 * loads; read with `layoutShifts`. Each source names the element and its box before and after, so a failure says what
 * moved and by how much.
 */
export async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    const box = (rect: DOMRectReadOnly) => [rect.x, rect.y, rect.width, rect.height].map(Math.round).join(',');
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map(
            (s) =>
              `${s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName)} ` +
              `[${box(s.previousRect)}] -> [${box(s.currentRect)}]`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The most a page may shift its layout as it loads: the CLS target (docs/first-load.md, Budgets). */
export const CLS_LIMIT = 0.02;

/**
 * The layout shifts seen since the page loaded (see observeLayoutShifts) and their sum: the page's cumulative layout
 * shift, counted whole rather than by Lighthouse's largest window of shifts, so it is never below Lighthouse's.
 */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: LayoutShift[] }> {
  const shifts = await page.evaluate(() => (window as unknown as { __shifts?: LayoutShift[] }).__shifts ?? []);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

/**
 * The serious and critical axe violations of the page as it is now, one line each: `where` (the page or state
 * checked), the rule and the elements it names. A test expects the list empty (with expect.soft when it checks
 * several pages, so that each one's violations are reported).
 */
export async function seriousAxeViolations(page: Page, where: string): Promise<string[]> {
  // A screen still arriving is drawn dimmed under the one before (the pending state): not what a user reads.
  await expect(page.locator('.route-screen[aria-busy="true"]')).toHaveCount(0);
  // Violations only: axe then stops collecting every passing node, a fifth of a scan's time on a long page.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * The page as it is now checked at each width in turn (a phone, then a laptop), resized in place so that a costly
 * set-up is done once for both: its serious and critical axe violations (expect.soft, so each width's are reported),
 * then `atWidth` for the layout checks of that width. The page is left at the last width.
 */
export async function expectNoSeriousAxeViolationsAtEachWidth(
  page: Page,
  where: string,
  { height = 900, atWidth }: { height?: number; atWidth?: (width: number) => Promise<void> } = {},
) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height });
    expect.soft(await seriousAxeViolations(page, `${where} at ${width} px`)).toEqual([]);
    await atWidth?.(width);
  }
}

/**
 * A screenshot for a person to look at, taken only when E2E_SHOTS is set: it checks nothing, and a full-page one costs
 * seconds of every run.
 */
export async function reviewShot(target: Page | Locator, path: string, options: { fullPage?: boolean } = {}) {
  if (!process.env.E2E_SHOTS) return;
  await target.screenshot({ path, ...options });
}
