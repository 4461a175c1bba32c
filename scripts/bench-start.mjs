// The signed-in start: the dashboard opened by a signed-in customer, in Chromium, at 1x and at 4x CPU (CDP's
// throttling). The page reports its own long tasks (a PerformanceObserver from before its scripts), the time its
// first card with the portfolio's value paints, and the rules emotion inserted at runtime (the CSSOM of its
// `<style data-emotion>` sheets: in production emotion inserts with insertRule, so the tags' text is empty).
//
// Exported for scripts/bench.mjs: signedInStart({ base, chromePath, session, runs }). Standalone:
//   node scripts/bench-start.mjs [base]     (default http://127.0.0.1:4124; the mock must be running)
/* global document -- the page-side callbacks run in the browser */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { signedInPage, signIn } from './bench-pages.mjs';
import { CHROMIUM_ARGS, findChromium } from './browser.mjs';

/** Runs in the page before its own scripts. */
function observeStart() {
  globalThis.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) globalThis.__longTasks.push({ at: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function oneRun(browser, base, session, slowdown) {
  const { context, page } = await signedInPage(browser, session, { observe: observeStart, slowdown });
  try {
    await page.goto(`${base}/`, { waitUntil: 'load' });
    // The portfolio's value and the price chart's frame are on screen: the dashboard has started.
    await page.waitForFunction(
      () => document.body.textContent?.includes('ارزش کل به قیمت فروش لحظه‌ای') && document.querySelector('svg'),
      null,
      {
        polling: 100,
        timeout: 60_000,
      },
    );
    // Two quiet seconds, so what the start queued has run.
    await page.waitForTimeout(2000);
    return await page.evaluate(() => {
      const tasks = globalThis.__longTasks;
      const rules = [...document.querySelectorAll('style[data-emotion]')].reduce(
        (n, style) => n + (style.sheet ? style.sheet.cssRules.length : 0),
        0,
      );
      return {
        longest: Math.round(Math.max(0, ...tasks.map((t) => t.duration))),
        blocking: Math.round(tasks.reduce((n, t) => n + Math.max(0, t.duration - 50), 0)),
        emotionRules: rules,
      };
    });
  } finally {
    await context.close();
  }
}

/** The signed-in start at 1x and 4x CPU, medians of `runs`: the longest task, the blocking time, emotion's runtime rules. */
export async function signedInStart({ base, chromePath, session, runs = 3 }) {
  const customer = session ?? (await signIn(base, '09120000001'));
  const executablePath = (chromePath === undefined ? findChromium()?.path : chromePath) ?? undefined;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const result = {};
  try {
    for (const slowdown of [1, 4]) {
      const all = [];
      for (let i = 0; i < runs; i++) all.push(await oneRun(browser, base, customer, slowdown));
      result[`${slowdown}x`] = {
        longest: median(all.map((r) => r.longest)),
        blocking: median(all.map((r) => r.blocking)),
        emotionRules: median(all.map((r) => r.emotionRules)),
        runs: all,
      };
    }
  } finally {
    await browser.close();
  }
  return result;
}

if (resolve(fileURLToPath(import.meta.url)) === resolve(process.argv[1] ?? '')) {
  const base = process.argv[2] ?? 'http://127.0.0.1:4124';
  const result = await signedInStart({ base });
  for (const [rate, r] of Object.entries(result)) {
    console.log(
      `signed-in start at ${rate} CPU (median of ${r.runs.length}): longest task ${r.longest} ms, blocking ${r.blocking} ms, emotion rules at runtime ${r.emotionRules}`,
    );
  }
}
