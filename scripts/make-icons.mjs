// Renders public/icon.svg to the PNG icons of the web app manifest with headless Chromium (run by hand when the icon
// changes): the plain icons and a maskable one (decision 0131), whose background fills the square and whose glyph sits
// inside the central safe circle (40 % of the size in radius), so a launcher's circle or squircle mask never cuts it.
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';

const svg = readFileSync('public/icon.svg', 'utf8');
const glyph = svg.match(/<path[^>]*\/>/)?.[0];
const background = svg.match(/<rect[^>]*fill="([^"]+)"/)?.[1];
if (!glyph || !background) throw new Error('public/icon.svg: expected one <rect fill> and one <path>');
// The glyph's box is x 8-57, y 24-48: scaled by 0.62 about its centre it stays within 18 px of the middle (< 25.6).
const maskable =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/>` +
  `<g transform="translate(32 32) scale(0.62) translate(-32.5 -36)">${glyph}</g></svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const render = async (source, size, path, transparent) => {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0">${source.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({ path, omitBackground: transparent });
  await page.close();
};
for (const size of [192, 512]) await render(svg, size, `public/icon-${size}.png`, true);
await render(maskable, 512, 'public/icon-maskable-512.png', false);
await browser.close();
console.log('icons written');
