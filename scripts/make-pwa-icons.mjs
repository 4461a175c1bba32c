// Draws the installed panel's icons (web/public/pwa-*.png) from web/public/favicon.svg, once: run it again only when
// the favicon changes, and commit the PNGs. `any` is the favicon at size; `maskable` keeps the mark inside the
// central 80% safe zone (a circle of 40% radius) on the brand colour, so a launcher's mask never cuts it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './browser.mjs';

const root = resolve(import.meta.dirname, '..');
const svg = readFileSync(resolve(root, 'web/public/favicon.svg'), 'utf8');
const BRAND = '#b7791f';
const browser = await chromium.launch({ executablePath: findChromium()?.path ?? undefined, args: CHROMIUM_ARGS });
const page = await browser.newPage();
for (const size of [192, 512]) {
  for (const purpose of ['any', 'maskable']) {
    await page.setViewportSize({ width: size, height: size });
    // The maskable icon's mark fills 60% of the side: its corners stay within the safe zone's circle.
    const inner = purpose === 'maskable' ? Math.round(size * 0.6) : size;
    await page.setContent(
      `<html><body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${
        purpose === 'maskable' ? BRAND : 'transparent'
      }">${svg.replace('<svg ', `<svg width="${inner}" height="${inner}" `)}</body></html>`,
    );
    const name = purpose === 'maskable' ? `pwa-maskable-${size}x${size}.png` : `pwa-${size}x${size}.png`;
    await page.screenshot({ path: resolve(root, 'web/public', name), omitBackground: purpose === 'any' });
  }
}
await browser.close();
