#!/usr/bin/env node
// Before the e2e step: find a Chromium, or install one (Playwright's download, then Debian's package as root), and
// poppler-utils for the PDF checks when it can be had.
import { spawnSync } from 'node:child_process';
import { findChromium } from './browser.mjs';

const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', timeout: 10 * 60_000 }).status === 0;

let found = findChromium();
if (!found) {
  console.log('No Chromium found; trying `npx playwright install chromium`…');
  run('npx', ['playwright', 'install', 'chromium']);
  found = findChromium();
}
if (!found && process.platform === 'linux' && process.getuid?.() === 0 && run('sh', ['-c', 'command -v apt-get >/dev/null'])) {
  console.log("Installing Debian's chromium package…");
  run('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium']);
  found = findChromium();
}
if (!found) {
  console.error(
    [
      'No Chromium for the e2e tests.',
      'Install one of:',
      '  - Debian/Ubuntu:  sudo apt-get install -y chromium',
      '  - Playwright:     npx playwright install chromium',
      'or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium or Chrome executable.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`e2e browser: ${found.source}${found.path ? ` at ${found.path}` : ''}`);

// The PDF statement's check reads the file with poppler's pdftotext and keeps its first page through pdftoppm.
// Without them that check is skipped with its reason, so their absence never fails the suite.
const hasPoppler = () => spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).status === 0;
if (
  !hasPoppler() &&
  process.platform === 'linux' &&
  process.getuid?.() === 0 &&
  run('sh', ['-c', 'command -v apt-get >/dev/null'])
) {
  console.log("Installing Debian's poppler-utils for the PDF checks…");
  run('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils']);
}
console.log(
  hasPoppler() ? 'PDF tools: pdftotext and pdftoppm found' : 'PDF tools: none (the PDF statement check will be skipped)',
);
