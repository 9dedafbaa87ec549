// Two faults of the built page: the Content-Security-Policy refuses eval and new Function, and a client id
// with a malformed percent escape shows the 404 page instead of a blank page.
import { expect, test, type Page } from '@playwright/test';

/**
 * The probe, run as the page's own code: a same-origin script (served by the test at ./csp-probe.js) tries eval and
 * new Function and records whether each ran. It must be page code: Playwright's page.evaluate goes through the
 * DevTools protocol, which lets eval run despite the policy (Runtime.evaluate's allowUnsafeEvalBlockedByCSP), so a
 * probe run there reports eval allowed on any page.
 */
const PROBE = `(() => {
  const violations = [];
  document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective));
  const attempt = (run) => {
    try { return run() === 2 ? 'ran' : 'ran with an unexpected result'; }
    catch (error) { return error instanceof Error ? error.name : String(error); }
  };
  const evalResult = attempt(() => (0, globalThis.eval)('1 + 1'));
  const functionResult = attempt(() => new Function('return 1 + 1')());
  setTimeout(() => { window.__cspProbe = { evalResult, functionResult, violations }; }, 100);
})();`;

interface ProbeResult {
  evalResult: string;
  functionResult: string;
  violations: string[];
}

async function tryStringCode(page: Page): Promise<ProbeResult> {
  await page.route('**/csp-probe.js', (route) => route.fulfill({ contentType: 'text/javascript', body: PROBE }));
  await page.evaluate(() => {
    document.head.append(Object.assign(document.createElement('script'), { src: './csp-probe.js' }));
  });
  await page.waitForFunction(() => '__cspProbe' in window);
  return page.evaluate(() => (window as unknown as { __cspProbe: ProbeResult }).__cspProbe);
}

test('the Content-Security-Policy refuses eval and new Function', async ({ page }) => {
  await page.goto('./');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const csp = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(csp).not.toContain('unsafe-eval');
  const result = await tryStringCode(page);
  expect(result.evalResult).toBe('EvalError');
  expect(result.functionResult).toBe('EvalError');
  expect(result.violations.length).toBeGreaterThanOrEqual(2);
});

test.describe('without the policy', () => {
  test.use({ bypassCSP: true });
  test('the same probe sees eval and new Function run (so the test above can fail)', async ({ page }) => {
    await page.goto('./');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const result = await tryStringCode(page);
    expect(result).toEqual({ evalResult: 'ran', functionResult: 'ran', violations: [] });
  });
});

for (const hash of ['#/clients/%E0%A4%A', '#/clients/%']) {
  test(`${hash} shows the 404 page, not a blank page`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(hash);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      /^(Error 404, Cannot Find Page|Client not found)$/,
    );
    await expect(page.getByRole('banner')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('a malformed client id after the app has started shows the 404 page too', async ({ page }) => {
  await page.goto('#/clients');
  await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
  await page.evaluate(() => {
    location.hash = '#/clients/%E0%A4%A';
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^(Error 404, Cannot Find Page|Client not found)$/);
});
