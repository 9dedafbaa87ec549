// The CLS target on six routes (decision 0168): a first visit on Lighthouse's mobile screen (412 x 823 px,
// 1.75 device pixels per CSS pixel, touch) with the CPU slowed 4 times, as Lighthouse's mobile run does, shifts its
// layout by at most CLS_LIMIT, counted until everything that loads late has arrived (the screen in place of the
// pending state, the header's client bar with the state module, the client list, the idle prefetch). The Clients
// screen is measured empty (a first visit, as Lighthouse sees it) and with clients, whose list arrives after the screen.
import { expect, test, type Page } from '@playwright/test';
import { seedPredecessorSessions } from './clients-support';
import { CLS_LIMIT, layoutShifts, observeLayoutShifts } from './support';

/** Lighthouse 12's mobile emulation (a Moto G Power): its screen, and the 4x CPU slowdown of its mobile run. */
const LIGHTHOUSE_MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const LIGHTHOUSE_CPU_SLOWDOWN = 4;

const ROUTES = ['/', '/parq', '/step-test/instructions', '/current-session', '/clients', '/sessions'];

test.use(LIGHTHOUSE_MOBILE);

async function slowDownCpu(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: LIGHTHOUSE_CPU_SLOWDOWN });
}

/**
 * Waits until what a first visit loads late has arrived: the screen's heading, the header's client bar (the state
 * module; on the home page it comes when the page is idle), nothing in main still marked busy or loading, and the
 * network quiet; then a moment more for a shift after the last paint.
 */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Switch client' })).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByRole('main').getByText(/^Loading/)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

for (const route of ROUTES) {
  test(`#${route}: a first visit on a slow phone shifts its layout by <= ${CLS_LIMIT}`, async ({ page }) => {
    await observeLayoutShifts(page);
    await slowDownCpu(page);
    await page.goto(route === '/' ? './' : `#${route}`);
    await settled(page);
    const { total, shifts } = await layoutShifts(page);
    expect(total, `shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(CLS_LIMIT);
  });
}

test(`#/clients with clients: the list arrives without moving what is painted (<= ${CLS_LIMIT})`, async ({ page }) => {
  await page.goto('#/');
  const base = { age: 40, sex: 'male', pushups: '22' };
  await seedPredecessorSessions(page, [
    { ...base, date: '2025-01-01T10:00:00.000Z', name: 'Pat Doe' },
    { ...base, date: '2025-02-01T10:00:00.000Z', name: 'Lou Ray' },
    { ...base, date: '2025-03-01T10:00:00.000Z', name: 'Sam Lee' },
  ]);
  await page.goto('#/clients');
  const list = page.getByRole('list', { name: 'Clients' });
  await expect(list.getByRole('listitem')).toHaveCount(3); // the sessions are grouped into clients once, before

  await observeLayoutShifts(page);
  await slowDownCpu(page);
  await page.reload();
  await settled(page);
  await expect(list.getByRole('listitem')).toHaveCount(3);
  const { total, shifts } = await layoutShifts(page);
  expect(total, `shifts: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(CLS_LIMIT);
});
