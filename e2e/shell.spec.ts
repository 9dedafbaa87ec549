// The app shell in real Chromium: routes, menu, footer, error pages, storage robustness, origin-only requests (the
// alert's 3 s: tests/machines/alertMachine.test.ts).
import { expect, test } from '@playwright/test';
import { storedUser, submitDemographics, reviewShot } from './support';

test('home renders the welcome text and Get Started goes to the demographics form', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to your fitness assessment');
  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/#\/parq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Demographics' })).toBeVisible();
});

test('an unknown route shows the 404 page', async ({ page }) => {
  await page.goto('#/no-such-page');
  await expect(page.getByRole('heading', { name: 'Error 404, Cannot Find Page' })).toBeVisible();
  await expect(page.getByText('Please check the URL you are looking for')).toBeVisible();
});

test.describe('menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('the Menu button shows, opens the nested menu, and a chosen link closes it', async ({ page }) => {
    await page.goto('./');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByText('User Info').click();
    await nav.getByRole('link', { name: 'Demographics' }).click();
    await expect(page).toHaveURL(/#\/parq$/);
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the painted page before the app has taken it over, at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('a tap on the painted Menu waits for the app instead of being lost', async ({ page }) => {
    // The entry held back for a second: the page shows its own painted header meanwhile.
    await page.route('**/assets/index-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('./');
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('a test two taps from the menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test('Menu, then Tests, then Pushups: every test shows with its group and is in view once scrolled to', async ({
    page,
  }) => {
    await page.goto('./');
    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByText('Tests', { exact: true }).click();
    await reviewShot(page, '/tmp/shots-menu-tests-375.png');
    for (const name of ['Group Test', 'Bench Press', 'McArdle Step Test', 'Treadmill Protocols', 'Sit & Reach'])
      await expect(nav.getByRole('link', { name })).toBeVisible();
    await nav.getByRole('link', { name: 'Pushups' }).click();
    await expect(page).toHaveURL(/#\/pushups\/instructions$/);
  });
});

test.describe('menu at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test('no Menu button; the navigation is always shown with every group', async ({ page }) => {
    await page.goto('./');
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    for (const label of [
      'User Info',
      'Tests',
      'Current Session',
      'Past Sessions',
      'Fitness Categories',
      'Exercise Intensity',
    ]) {
      await expect(nav.getByText(label, { exact: true })).toBeVisible();
    }
    await nav.getByText('Tests', { exact: true }).click();
    await expect(nav.getByRole('link', { name: 'McArdle Step Test' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Treadmill Protocols' })).toBeVisible();
  });
});

test('footer: affiliate links open in a new tab safely; feedback mail link; widget closes for the session', async ({
  page,
}) => {
  await page.goto('./');
  await page.getByText('Partner offers that keep this app free').click();
  const links = page.locator('.affiliates a');
  await expect(links).toHaveCount(6);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(page.getByRole('link', { name: 'Feedback', exact: true })).toHaveAttribute('href', /^mailto:/);
  const widget = page.getByRole('complementary', { name: 'Feedback' });
  await expect(widget).toBeVisible();
  await widget.getByRole('button', { name: 'Close feedback for this session' }).click();
  await expect(widget).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Feedback' })).toBeHidden();
});

test('a corrupt profile planted in local storage still gives a usable app, and says so until dismissed (decision 0032)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('planted')) {
      localStorage.setItem('user', '{"uid": 42, "age": "old", ');
      sessionStorage.setItem('planted', '1');
    }
  });
  await page.goto('#/parq');
  await expect(page.getByTestId('unreadable-data')).toContainText(
    'could not be read and are now empty: the whole profile',
  );
  await submitDemographics(page);
  expect(await storedUser(page)).toMatchObject({ fname: 'Ada', age: 30 });
  await page.reload();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');
  await expect(page.getByTestId('unreadable-data')).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss message about unreadable data' }).click();
  await page.reload();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('foreign JSON in storage is refused the same way', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('planted')) {
      localStorage.setItem('user', JSON.stringify({ fname: '<script>', sex: 'X' }));
      localStorage.setItem('equipment', '[1,2,3]');
      sessionStorage.setItem('planted', '1');
    }
  });
  await page.goto('#/parq');
  await expect(page.getByRole('alert')).toContainText('could not be read');
  await expect(page.getByLabel('First name')).toHaveValue('');
});

test('every request during a full flow stays on the origin', async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('./');
  await page.getByRole('link', { name: 'Get Started' }).click();
  await submitDemographics(page, { sex: 'MALE' });
  await page.goto('#/no-such-page');
  await page.goto('./');
  expect(requests.length).toBeGreaterThan(3);
  const foreign = requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'));
  expect(foreign).toEqual([]);
});

test('the page carries a Content-Security-Policy that allows only its own origin', async ({ page }) => {
  await page.goto('./');
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).not.toMatch(/https?:/);
});
