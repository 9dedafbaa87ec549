// The step test where the browser keeps audio locked (decision 0028), in real Chromium: audio starts only after a user
// gesture on the page (the app's other e2e tests allow sound without one). Opened
// directly, the phases start on arrival with their visual cues and a one-tap control turns the metronome on; reached
// through a press (here Start over), no control is needed.
import { expect, test, type Page } from '@playwright/test';
import { MAN_25, submitDemographics } from './support';

// Headless Chromium lets an AudioContext run without any gesture, whatever its --autoplay-policy (and reports
// navigator.userActivation as active from the start), so the browsers' rule is applied here on top of the real Web
// Audio: a context stays suspended until resume() is called once the page has had a press (a trusted pointerdown or
// keydown on this document, the sticky activation Chrome and Safari require).
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    let pressed = false;
    const press = (event: Event) => {
      if (event.isTrusted) pressed = true;
    };
    window.addEventListener('pointerdown', press, true);
    window.addEventListener('keydown', press, true);
    const Native = window.AudioContext;
    class GestureLockedAudioContext extends Native {
      private allowed = pressed;
      override get state(): AudioContextState {
        return this.allowed ? super.state : 'suspended';
      }
      override resume(): Promise<void> {
        if (!pressed && !this.allowed) return new Promise(() => {});
        this.allowed = true;
        return super.resume();
      }
    }
    window.AudioContext = GestureLockedAudioContext;
  });
});

const phase = (page: Page) => page.locator('.protocol-phase-text');

test('opened directly: the phases start on arrival with their visual cues, and one tap turns the sound on', async ({
  page,
  context,
}) => {
  await submitDemographics(page, MAN_25);
  await page.goto('#/step-test/progress');
  await expect(phase(page)).toHaveText('Get ready in...');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Unfinished step test' })).toBeVisible();
  await page.getByRole('button', { name: 'Start over' }).click(); // a press: audio may start from here on
  await page.getByRole('button', { name: 'Yes, start over' }).click();
  await expect(phase(page)).toHaveText('Get ready in...');
  await expect(page.getByRole('button', { name: 'Turn sound on' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();

  // A new tab opened straight at the timer: nothing was pressed on it, so the browser keeps its audio locked.
  const fresh = await context.newPage();
  await fresh.clock.install();
  await fresh.goto('#/step-test/progress');
  await expect(phase(fresh)).toHaveText('Get ready in...');
  const soundOn = fresh.getByRole('button', { name: 'Turn sound on' });
  await expect(soundOn).toBeVisible();
  await expect(fresh.getByText('The metronome is silent: this browser plays sound only after a tap.')).toBeVisible();
  await fresh.clock.runFor(4_000);
  await expect(phase(fresh)).toHaveText('Step test in progress');
  await expect(fresh.getByLabel('Step cue')).toBeVisible();
  await soundOn.click();
  await expect(soundOn).toHaveCount(0);
  await expect(phase(fresh)).toHaveText('Step test in progress');
});
