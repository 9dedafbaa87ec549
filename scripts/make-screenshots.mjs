// The web app manifest's screenshots (decision 0131), taken from the built app with headless Chromium: run by hand when
// the look changes, after `npx vite build`, as `PORT=4173 node scripts/make-screenshots.mjs` (it starts and stops
// `vite preview` on PORT itself). A phone (narrow) and a laptop (wide) view of the home page and of Fitness Categories.
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';

const port = Number(process.env.PORT ?? 4173);
const server = spawn(
  'node_modules/.bin/vite',
  ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  { stdio: 'ignore' },
);
const browser = await chromium
  .launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
  .catch((error) => {
    server.kill();
    throw error;
  });
try {
  await new Promise((resolve) => setTimeout(resolve, 1500));
  mkdirSync('public/screenshots', { recursive: true });
  const shots = [
    { name: 'home-narrow', hash: '#/', width: 390, height: 844 },
    { name: 'categories-wide', hash: '#/categories', width: 1280, height: 800 },
  ];
  for (const shot of shots) {
    const page = await browser.newPage({ viewport: { width: shot.width, height: shot.height }, locale: 'en-GB' });
    await page.goto(`http://127.0.0.1:${port}/${shot.hash}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.screenshot({ path: `public/screenshots/${shot.name}.png` });
    await page.close();
  }
  console.log('screenshots written');
} finally {
  await browser.close();
  server.kill();
}
