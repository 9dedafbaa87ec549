// The step test where the browser keeps audio locked (decision 0028), in real Chromium with its own autoplay rule:
// audio starts only after a user gesture on the page (the app's other e2e tests allow sound without one). Opened
// directly, the phases start on arrival with their visual cues and a one-tap control turns the metronome on; reached
// through a press (here Start over), no control is needed.
import { expect, test, type Page } from '@playwright/test';
import { submitDemographics } from './support';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync', '--autoplay-policy=user-gesture-required'],
  },
});

const MAN_25 = { sex: 'MALE', age: '25' } as const;
const phase = (page: Page) => page.locator('.protocol-phase-text');

test('opened directly: the phases start on arrival with their visual cues, and one tap turns the sound on', async ({ page }) => {
  await page.clock.install();
  await submitDemographics(page, MAN_25);
  await page.goto('#/step-test/progress');
  await expect(phase(page)).toHaveText('Get ready in...');
  await page.reload(); // a fresh page load: no gesture on this page yet
  await expect(page.getByRole('heading', { name: 'Unfinished step test' })).toBeVisible();
  await page.getByRole('button', { name: 'Start over' }).click(); // a press: audio may start from here on
  await expect(phase(page)).toHaveText('Get ready in...');
  await expect(page.getByRole('button', { name: 'Turn sound on' })).toHaveCount(0);

  await page.evaluate(() => localStorage.removeItem('protocolSnapshot:stepTest'));
  await page.reload();
  await expect(phase(page)).toHaveText('Get ready in...');
  const soundOn = page.getByRole('button', { name: 'Turn sound on' });
  await expect(soundOn).toBeVisible();
  await expect(page.getByText('The metronome is silent: this browser plays sound only after a tap.')).toBeVisible();
  await page.clock.runFor(4_000);
  await expect(phase(page)).toHaveText('Step test in progress');
  await expect(page.getByLabel('Step cue')).toBeVisible();
  await soundOn.click();
  await expect(soundOn).toHaveCount(0);
  await expect(phase(page)).toHaveText('Step test in progress');
});
