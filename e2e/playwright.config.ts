import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
// @ts-expect-error plain .mjs shared with scripts/ensure-browser
import { CHROMIUM_ARGS, findChromium } from '../scripts/browser.mjs';
import { findNginx, NGINX_MISSING } from './panel-host';
import { pushServiceForMock } from './push-service';

const root = resolve(import.meta.dirname, '..');
// Three free ports, chosen once, all open at the same time so that they differ: the mock's, the panel's alone on
// nginx (the cross-origin project), and the stand-in push service's. Workers inherit them through the environment.
if (!process.env.E2E_PORT || !process.env.E2E_PANEL_PORT || !process.env.E2E_PUSH_PORT) {
  const [mockPort, panelPort, pushPort] = execFileSync(process.execPath, [
    '-e',
    "const n=require('net');const s=[0,1,2].map(()=>n.createServer());s[0].listen(0,'127.0.0.1',()=>s[1].listen(0,'127.0.0.1',()=>s[2].listen(0,'127.0.0.1',()=>{process.stdout.write(s.map(x=>x.address().port).join(' '));s.forEach(x=>x.close())})))",
  ])
    .toString()
    .split(' ');
  process.env.E2E_PORT ??= mockPort;
  process.env.E2E_PANEL_PORT ??= panelPort;
  process.env.E2E_PUSH_PORT ??= pushPort;
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
/** The built panel hosted alone on nginx (deploy/nginx.conf), whose API is the mock on `baseURL`, another origin. */
const panelPort = Number(process.env.E2E_PANEL_PORT);
const panelURL = `http://127.0.0.1:${panelPort}`;
/** The mock pushes to the tests' stand-in push service on this port (e2e/push-service.ts). */
const pushService = pushServiceForMock(Number(process.env.E2E_PUSH_PORT));
/**
 * Without nginx the cross-origin project cannot run: it is skipped with the reason (tests/cross-origin.spec.ts),
 * except in CI, where it fails. Every other project runs as before.
 */
const nginx = findNginx();
if (!nginx && !process.env.TEST_WORKER_INDEX) console.info(`cross-origin project: ${NGINX_MISSING}`);
const CROSS_ORIGIN = /cross-origin\.spec\.ts/;
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
      testIgnore: CROSS_ORIGIN,
      use: { ...desktop, launchOptions: { executablePath: shell, args: CHROMIUM_ARGS } },
      teardown: 'ledger',
    },
    {
      name: 'chromium-full',
      grep: NOTIFICATION_API,
      testIgnore: CROSS_ORIGIN,
      use: {
        ...desktop,
        ...(full ? {} : { channel: 'chromium' }),
        launchOptions: { executablePath: full, args: CHROMIUM_ARGS },
      },
      teardown: 'ledger',
    },
    // The panel as a team deploys it, on nginx, with the mock as its API on another origin.
    {
      name: 'cross-origin',
      testMatch: CROSS_ORIGIN,
      use: { ...desktop, baseURL: panelURL, launchOptions: { executablePath: shell, args: CHROMIUM_ARGS } },
      teardown: 'ledger',
    },
    // After every flow has moved its money: the ledger still balances and no customer is below zero.
    { name: 'ledger', testMatch: /ledger\.teardown\.ts/ },
  ],
  webServer: [
    {
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
        // The panel on nginx calls the API from its own origin.
        MOCK_CORS_ORIGINS: panelURL,
        ...pushService,
      },
    },
    // Only with nginx: without it the cross-origin project says why and does not run.
    ...(nginx
      ? [
          {
            command: `node --import tsx e2e/panel-host.ts ${panelPort} ${baseURL}`,
            cwd: root,
            url: `${panelURL}/config.json`,
            reuseExistingServer: false,
            timeout: 20_000,
            stdout: 'ignore' as const,
            stderr: 'pipe' as const,
            // nginx and the program that started it stop together, and its directory is removed.
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
          },
        ]
      : []),
  ],
});
