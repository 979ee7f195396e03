// Draws the app's icons for the web app manifest (public/manifest.webmanifest) from
// public/favicon.svg, in Chromium: 192 and 512 pixels as the favicon is (rounded, transparent
// corners), and a maskable 512 whose dark ground fills the square and whose mark keeps inside
// the central circle a launcher may cut out (the inner 80 %). The PNGs are committed; run this
// again after changing the favicon:
//   node web/scripts/make-icons.mjs
import { mkdir, readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const publicDir = new URL('../public/', import.meta.url);
const favicon = await readFile(new URL('favicon.svg', publicDir), 'utf8');
const ground = /<rect[^>]*fill="([^"]+)"/.exec(favicon)?.[1] ?? '#1f2328';
const mark = /<path[^>]*\/>/.exec(favicon)?.[0];
if (!mark) throw new Error('favicon.svg has no <path> to draw');

// The mark's box is about x 7-26, y 6-26 of 32: centred and shrunk to sit well inside the circle.
const maskable =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
  `<rect width="32" height="32" fill="${ground}"/>` +
  `<g transform="translate(16 16) scale(0.62) translate(-16.5 -16)">${mark}</g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
];

await mkdir(new URL('icons/', publicDir), { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    await page.screenshot({
      path: new URL(`icons/${file}`, publicDir).pathname,
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    console.log(`public/icons/${file}`);
  }
} finally {
  await browser.close();
}
