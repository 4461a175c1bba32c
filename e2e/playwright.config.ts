import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error plain .mjs shared with scripts/ensure-browser
import { CHROMIUM_ARGS, findChromium } from '../scripts/browser.mjs';

const root = resolve(import.meta.dirname, '..');
// One free port, chosen once: workers inherit it through the environment.
process.env.E2E_PORT ??= execFileSync(process.execPath, [
  '-e',
  "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
]).toString();
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
type Found = { path: string | null } | null;
/**
 * Chromium's headless shell runs the suite: a new context's page costs about half what it does in the full browser
 * (docs/benchmarks.md). The shell has no notifications, though (`Notification.permission` is 'denied' whatever is
 * granted), so the tests tagged @notification-api run in the full browser: Debian's, or Playwright's own in its new
 * headless mode (`channel: 'chromium'`).
 */
const shell = (findChromium({ headlessShell: true }) as Found)?.path ?? undefined;
const full = (findChromium() as Found)?.path ?? undefined;
const NOTIFICATION_API = /@notification-api/;
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: '../playwright-report', open: 'never' }],
    ['json', { outputFile: '../.reports/playwright.json' }],
  ],
  use: {
    baseURL,
    actionTimeout: 10_000,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    // A trace of a test that failed, recorded on its retry: recording every test for the few that fail made the suite
    // about a quarter slower.
    trace: process.env.CI ? 'on-first-retry' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      grepInvert: NOTIFICATION_API,
      use: { ...desktop, launchOptions: { executablePath: shell, args: CHROMIUM_ARGS } },
      teardown: 'ledger',
    },
    {
      name: 'chromium-full',
      grep: NOTIFICATION_API,
      use: {
        ...desktop,
        ...(full ? {} : { channel: 'chromium' }),
        launchOptions: { executablePath: full, args: CHROMIUM_ARGS },
      },
      teardown: 'ledger',
    },
    // After every flow has moved its money: the ledger still balances and no customer is below zero.
    { name: 'ledger', testMatch: /ledger\.teardown\.ts/ },
  ],
  webServer: {
    // The mock as `npm start` runs it: bundled by mock-server/build.mjs.
    command: `node mock-server/build.mjs && node mock-server/dist/main.js`,
    cwd: root,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      MOCK_JWT_SECRET: 'e2e-secret',
      MOCK_PRICE_INTERVAL_MS: '1000',
      // The support agent answers within a second or two, so a flow sees its reply arrive live.
      MOCK_AGENT_REPLY_MS: '1500',
      MOCK_LOG: 'off',
      NODE_ENV: 'test',
    },
  },
});
