// Issue 23 item 6: a profile with a 3,000,000-character last name. No copy of it fits beside it in local storage
// (quota), so the message says no copy is kept and the original is left in place, not rewritten.
import { test, expect } from '@playwright/test';

test('6. a copy that cannot be kept: the message says so and the original stays in place', async ({ page }) => {
  await page.goto('#/');
  const lname = 'x'.repeat(3_000_000);
  await page.evaluate((name) => {
    localStorage.setItem('user', JSON.stringify({ fname: 'Ada', lname: name, age: 36, sex: 'FEMALE' }));
  }, lname);
  await page.reload();
  await page.goto('#/parq');
  const banner = page.getByTestId('unreadable-data');
  await expect(banner).toContainText('A copy of the original could not be kept');
  await expect(banner).not.toContainText('A copy of the original is kept');
  const stored = await page.evaluate(() => localStorage.getItem('user') ?? '');
  expect(stored.length).toBeGreaterThan(3_000_000);
  expect(JSON.parse(stored)).toMatchObject({ fname: 'Ada', lname });
});

test('6. a copy that can be kept: the message says it is kept, and it is', async ({ page }) => {
  await page.goto('#/');
  await page.evaluate(() => {
    localStorage.setItem('user', JSON.stringify({ fname: 'Ada', lname: 'y'.repeat(60), age: 36, sex: 'FEMALE' }));
  });
  await page.reload();
  await page.goto('#/parq');
  await expect(page.getByTestId('unreadable-data')).toContainText('A copy of the original is kept until you dismiss this message.');
  const kept = await page.evaluate(() => localStorage.getItem('unreadableStoredData') ?? '');
  expect(kept).toContain('y'.repeat(60));
});
