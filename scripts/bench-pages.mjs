// The page figures of `npm run bench`: Lighthouse mobile on a page, signed in or not, and how long the PDF statement
// takes to download. Lighthouse is installed here, on first use, into node_modules/.cache: `npm ci` stays light.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS } from './browser.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'mock-server/package.json'));
const LIGHTHOUSE = '12.8.2';
const cache = join(root, 'node_modules/.cache/bench-lighthouse');

/** Lighthouse's module, installed into the cache the first time (with the override toolchain.md names). */
export async function loadLighthouse() {
  const entry = join(cache, 'node_modules/lighthouse/core/index.js');
  if (!existsSync(entry)) {
    mkdirSync(cache, { recursive: true });
    writeFileSync(
      join(cache, 'package.json'),
      JSON.stringify({
        private: true,
        dependencies: { lighthouse: LIGHTHOUSE },
        overrides: { '@paulirish/trace_engine': { 'third-party-web': '^0.27.0', 'legacy-javascript': '0.0.1' } },
      }),
    );
    console.log(`installing lighthouse ${LIGHTHOUSE} into ${cache} (once)…`);
    const done = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: cache, stdio: 'inherit' });
    if (done.status !== 0) throw new Error('could not install lighthouse');
  }
  return (await import(pathToFileURL(entry).href)).default;
}

/** Signs in through the API as a demo customer: the session the panel keeps in localStorage. */
export async function signIn(base, mobile, password = 'Gold@1234') {
  const res = await fetch(`${base}/user-auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile, password }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return (await res.json()).data;
}

/**
 * Runs in the page (an init script or `evaluate`): stores the session `signIn` answered, as the panel keeps it, for a
 * customer who has answered the push invitation, whose dialog would sit over what is measured.
 */
export const seedSession = (s) => {
  localStorage.setItem('auth_token', s.accessToken);
  localStorage.setItem('refresh_token', s.refreshToken);
  localStorage.setItem('user_data', JSON.stringify(s.user));
  localStorage.setItem('push_invite_dismissed', '1');
};

/**
 * A fresh context for a page bench: a desktop in Tehran, signed in with `session`, `observe` run in the page before its
 * own scripts, and the CPU slowed `slowdown` times through CDP. Answers the context, for the caller to close, and
 * its page.
 */
export async function signedInPage(browser, session, { observe, slowdown }) {
  const context = await browser.newContext({
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    viewport: { width: 1280, height: 800 },
  });
  await context.addInitScript(seedSession, session);
  await context.addInitScript(observe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  return { context, page };
}

/**
 * Lighthouse's mobile run (its default: a mid-range phone, simulated slow 4G and 4x CPU) on `path`, `runs` times in a
 * fresh profile each; with `session`, signed in first (the storage is kept). Answers the median of each figure.
 */
export async function lighthouseMobile({ base, path, chromePath, session, runs = 3, freePort }) {
  const lighthouse = await loadLighthouse();
  const { chromium } = require('@playwright/test');
  const results = [];
  for (let i = 0; i < runs; i++) {
    const port = await freePort();
    const profile = mkdtempSync(join(tmpdir(), 'bench-lh-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: chromePath ?? undefined,
      args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    });
    try {
      if (session) {
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto(`${base}/healthz`);
        await page.evaluate(seedSession, session);
        await page.close();
      }
      const { lhr } = await lighthouse(
        `${base}${path}`,
        { port, output: 'json', logLevel: 'error', disableStorageReset: Boolean(session) },
        { extends: 'lighthouse:default', settings: { onlyCategories: ['performance', 'accessibility', 'best-practices'] } },
      );
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
        finalUrl: lhr.finalDisplayedUrl,
      });
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  }
  const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
  return {
    performance: median('performance'),
    accessibility: median('accessibility'),
    bestPractices: median('bestPractices'),
    lcp: median('lcp'),
    tbt: median('tbt'),
    cls: median('cls'),
    failing: [...new Set(results.flatMap((r) => r.failing))],
    finalUrl: results[0].finalUrl,
  };
}

/**
 * The PDF statement of a Jalali year with `movements` movements: a customer credited that many times through the
 * control API, then, in a browser, the time from the PDF button's click to the file. The first run loads the PDF
 * worker and the fonts; the rest find them cached. Answers every run's milliseconds, the file's size, and the page's
 * longest task meanwhile (how long it stopped answering).
 */
export async function pdfDownloadTime({ base, chromePath, movements = 500, runs = 3 }) {
  const { chromium } = require('@playwright/test');
  const post = (path, body) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const mobile = `0912${String(Date.now()).slice(-7)}`;
  const created = await post('/__mock/users', { mobile, name: 'سنجش صورت‌حساب', password: 'Gold@1234', kycLevel: 1 });
  if (!created.ok) throw new Error(`could not create the customer: ${created.status}`);
  for (let i = 0; i < movements; i++) {
    const res = await post(
      `/__mock/wallets/${mobile}/credit`,
      i % 2 ? { currency: 'GOLD_18K', amount: 0.01 } : { currency: 'TOMAN', amount: 1000 + i },
    );
    if (!res.ok) throw new Error(`credit ${i} failed: ${res.status}`);
  }
  const session = await signIn(base, mobile);
  const browser = await chromium.launch({ executablePath: chromePath ?? undefined, args: CHROMIUM_ARGS });
  const times = [];
  let bytes = 0;
  let longestTask;
  try {
    const context = await browser.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran', acceptDownloads: true });
    await context.addInitScript(seedSession, session);
    // The page's own long tasks: how long it stops answering while the PDF is made.
    await context.addInitScript(() => {
      globalThis.__longTasks = [];
      new PerformanceObserver((list) => globalThis.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({
        type: 'longtask',
      });
    });
    const page = await context.newPage();
    await page.goto(`${base}/reports?period=this-year`, { waitUntil: 'networkidle' });
    const button = page.getByRole('button', { name: /PDF/ });
    await page.evaluate(() => (globalThis.__longTasks.length = 0));
    for (let i = 0; i < runs; i++) {
      await button.waitFor();
      const started = performance.now();
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), button.click()]);
      const file = await download.path();
      times.push(performance.now() - started);
      bytes = statSync(file).size;
    }
    longestTask = Math.max(0, ...(await page.evaluate(() => globalThis.__longTasks)));
  } finally {
    await browser.close();
  }
  return { times, bytes, longestTask };
}
