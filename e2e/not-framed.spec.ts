// No other site can frame the app (clickjacking Delete or Restore): the preview server (`npm start`) sends
// frame-ancestors 'none' and X-Frame-Options DENY, and where a host sends neither, the page itself shows only a link
// to open it directly.
import { expect, test, type Page } from '@playwright/test';

const OTHER_SITE = 'http://framing-site.test/';

/** Another origin's page that frames the app at `appUrl`. */
async function frameFromAnotherSite(page: Page, appUrl: string) {
  await page.route(OTHER_SITE, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Another site</title><iframe name="app" src="${appUrl}" width="800" height="600"></iframe>`,
    }),
  );
  await page.goto(OTHER_SITE);
}

test('the preview server sends frame-ancestors and X-Frame-Options with the page and its files', async ({
  request,
}) => {
  for (const path of ['/', '/index.html', '/manifest.webmanifest']) {
    const response = await request.get(path);
    expect(response.ok()).toBe(true);
    expect(response.headers()['content-security-policy']).toBe("frame-ancestors 'none'");
    expect(response.headers()['x-frame-options']).toBe('DENY');
  }
});

test('framed by another origin with the headers, the browser refuses the frame: no control of the app', async ({
  page,
  baseURL,
}) => {
  await frameFromAnotherSite(page, `${baseURL}#/clients`);
  const frame = page.frameLocator('iframe[name="app"]');
  // Give the frame time to load what it would have loaded.
  await page.waitForTimeout(2_000);
  // Refused by the browser, not by the page's own check: neither the app nor its notice is in the frame.
  await expect(frame.getByRole('button')).toHaveCount(0);
  await expect(frame.getByRole('link')).toHaveCount(0);
  await expect(frame.getByText('This app cannot run inside another website')).toHaveCount(0);
});

test('framed by another origin on a host without the headers, the page shows only a link to open it', async ({
  page,
  baseURL,
}) => {
  // A static host that sends no frame headers: the same page, with both headers taken off.
  await page.route(`${baseURL}**`, async (route) => {
    const response = await route.fetch();
    const headers = { ...response.headers() };
    delete headers['content-security-policy'];
    delete headers['x-frame-options'];
    await route.fulfill({ response, headers });
  });
  await frameFromAnotherSite(page, `${baseURL}#/clients`);
  const frame = page.frameLocator('iframe[name="app"]');
  await expect(frame.getByRole('heading', { name: 'This app cannot run inside another website' })).toBeVisible();
  const open = frame.getByRole('link', { name: 'Open the app in its own window' });
  await expect(open).toHaveAttribute('href', `${baseURL}#/clients`);
  await expect(open).toHaveAttribute('target', '_blank');
  // Nothing of the app: no button, no menu, no Clients list, however long it is given.
  await page.waitForTimeout(1_500);
  await expect(frame.getByRole('button')).toHaveCount(0);
  await expect(frame.getByRole('link')).toHaveCount(1);
  await expect(frame.getByRole('heading', { name: 'Clients' })).toHaveCount(0);
});

test('opened directly, the app runs as usual', async ({ page }) => {
  await page.goto('#/clients');
  await expect(page.getByRole('heading', { name: 'Clients', level: 1 })).toBeVisible();
});
