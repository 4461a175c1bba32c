#!/usr/bin/env node
// Before the e2e step: find Chromium, or install it (as root on Debian, its headless shell and the full browser; else
// Playwright's download), and poppler-utils for the PDF checks when it can be had.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, HEADLESS_SHELL } from './browser.mjs';
import { apt, mayApt } from './debian.mjs';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', timeout: 10 * 60_000 }).status === 0;

// The suite runs in Chromium's headless shell, and its tests of the Notification API in the full browser
// (e2e/playwright.config.ts): as root on Debian, both packages; else Playwright's own download, which has both.
let found = findChromium({ headlessShell: true });
const chosen = found && (found.path === null || found.source === 'PLAYWRIGHT_CHROMIUM_PATH');
if (!chosen && mayApt()) {
  const missing = [
    [HEADLESS_SHELL, 'chromium-headless-shell'],
    ['/usr/bin/chromium', 'chromium'],
  ].filter(([path]) => !existsSync(path));
  if (missing.length > 0) {
    console.log(`Installing Debian's ${missing.map(([, pkg]) => pkg).join(' and ')}…`);
    apt(missing.map(([, pkg]) => pkg).join(' '));
  }
  found = findChromium({ headlessShell: true });
}
if (!found) {
  console.log('No Chromium found; trying `npx playwright install chromium`…');
  run('npx', ['playwright', 'install', 'chromium']);
  found = findChromium({ headlessShell: true });
}
if (!found) {
  console.error(
    [
      'No Chromium for the e2e tests.',
      'Install one of:',
      '  - Debian/Ubuntu:  sudo apt-get install -y chromium chromium-headless-shell',
      '  - Playwright:     npx playwright install chromium',
      'or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium or Chrome executable.',
    ].join('\n'),
  );
  process.exit(1);
}
const full = findChromium();
console.log(`e2e browser: ${found.source}${found.path ? ` at ${found.path}` : ''}`);
console.log(`e2e browser for @notification-api: ${full.source}${full.path ? ` at ${full.path}` : ''}`);

// The PDF statement's check reads the file with poppler's pdftotext and keeps its first page through pdftoppm.
// Without them that check is skipped with its reason, so their absence never fails the suite.
const hasPoppler = () => spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).status === 0;
if (!hasPoppler() && mayApt()) {
  console.log("Installing Debian's poppler-utils for the PDF checks…");
  apt('poppler-utils');
}
console.log(
  hasPoppler() ? 'PDF tools: pdftotext and pdftoppm found' : 'PDF tools: none (the PDF statement check will be skipped)',
);
