// End-to-end tests in Debian's Chromium (its headless shell where installed, scripts/ensure-chromium.mjs) against the
// production build served by `vite preview`.
import { defineConfig, devices } from '@playwright/test';
import { e2eChromiumPath } from './scripts/ensure-chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  // en-GB: the app shows dates in the browser's locale (decision 0130); the specs assert en-GB dates unless they set one.
  // A trace is recorded only for a retried test: recording one for every test (to keep it on failure) made the suite
  // about a third slower. Rerun a failing test with `--trace on` to see its trace.
  use: { baseURL: `http://127.0.0.1:${port}/`, trace: 'on-first-retry', serviceWorkers: 'block', locale: 'en-GB' },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: e2eChromiumPath(),
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--autoplay-policy=no-user-gesture-required',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `node_modules/.bin/vite preview --host 127.0.0.1 --port ${port} --strictPort`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
