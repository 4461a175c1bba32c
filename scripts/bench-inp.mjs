// INP of the trade flow (budget: under 100 ms at 4x CPU slowdown). Playwright drives /trading in Chromium, signed in,
// with the CPU throttled 4x through CDP: enter grams by keyboard, switch the side and back, ask for offers (Enter),
// and execute the best offer (a click). The page measures its own interactions the way the web-vitals library does:
// a PerformanceObserver on 'event' entries (durationThreshold 16), grouped by interactionId; INP is the worst
// interaction, or the 98th percentile once there are 50 or more.
//
// Exported for scripts/bench.mjs: tradeFlowInp({ base, chromePath, session, runs }). Standalone:
//   node scripts/bench-inp.mjs [base]        (default http://localhost:4124; the mock must be running)
/* global document -- the page-side callbacks of waitForFunction and evaluate run in the browser */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { signedInPage, signIn } from './bench-pages.mjs';
import { CHROMIUM_ARGS, findChromium } from './browser.mjs';

export const INP_BUDGET_MS = 100;
const CPU_SLOWDOWN = 4;
const DEMO = { mobile: '09120000001', password: 'Gold@1234' };
/** A held price, so the offers and the total do not depend on the walk. */
const PRICE = { buyPrice: 7_850_000, sellPrice: 7_780_000 };

/** Runs in the page before its own scripts: collects every interaction's worst event entry. */
function observeInteractions() {
  const worst = new Map();
  const describe = (el) => {
    if (!el || !(el instanceof globalThis.Element)) return '(detached)';
    const tag = el.tagName.toLowerCase();
    const role = el.getAttribute('role');
    const name =
      el.getAttribute('aria-label') ||
      (el.labels && el.labels[0] && el.labels[0].textContent) ||
      (el.textContent || '').trim().slice(0, 40);
    return `${tag}${role ? `[role=${role}]` : ''}${el.id ? `#${el.id}` : ''}${name ? ` "${name.trim()}"` : ''}`;
  };
  const record = (list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const seen = worst.get(entry.interactionId);
      if (seen && seen.duration >= entry.duration) continue;
      worst.set(entry.interactionId, {
        id: entry.interactionId,
        event: entry.name,
        target: describe(entry.target),
        duration: entry.duration,
        inputDelay: Math.round(entry.processingStart - entry.startTime),
        processing: Math.round(entry.processingEnd - entry.processingStart),
        presentation: Math.round(entry.startTime + entry.duration - entry.processingEnd),
        at: Math.round(entry.startTime),
      });
    }
  };
  const events = new PerformanceObserver(record);
  events.observe({ type: 'event', durationThreshold: 16, buffered: true });
  // The first input is reported here even below the threshold.
  new PerformanceObserver(record).observe({ type: 'first-input', buffered: true });
  globalThis.__interactions = () => {
    record({ getEntries: () => events.takeRecords() });
    return [...worst.values()];
  };
  // The long tasks meanwhile: where a slow interaction spent its time.
  globalThis.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      globalThis.__longTasks.push({ at: Math.round(e.startTime), duration: Math.round(e.duration) });
  }).observe({ type: 'longtask', buffered: true });
}

/** web-vitals' figure: the worst interaction, or with many, the one that leaves out one in 50 (p98). */
export function inpOf(durations) {
  if (durations.length === 0) return 0;
  const sorted = [...durations].sort((a, b) => b - a);
  return sorted[Math.min(sorted.length - 1, Math.floor(durations.length / 50))];
}

async function control(base, path, body) {
  const res = await fetch(`${base}/__mock${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`PUT /__mock${path} answered ${res.status}: is ${base} the mock server?`);
}

/** Waits for `check` in the page, polled on a timer with a plain DOM read (no role queries), up to a minute. */
const until = (page, check, arg) => page.waitForFunction(check, arg, { polling: 100, timeout: 60_000 });

/**
 * Clicks the middle of `handle` with the mouse alone. Playwright's own `click` checks the target in the page as it
 * presses (a script on the page's thread, with listeners on the pointer events), which a customer's tap does not
 * have and which added to the interactions measured. The box is read first, while the page is idle. The button is
 * held 80 ms, as a finger or a mouse button is: the press and the click then paint in frames of their own.
 */
async function tap(page, handle) {
  const box = await handle.boundingBox();
  if (!box) throw new Error('the element to tap is not visible');
  await settle(page);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { delay: 80 });
}

/** Waits for two frames in the page, so the last interaction's paint is reported. */
const settle = (page) =>
  page.evaluate(
    () =>
      new Promise((done) => globalThis.requestAnimationFrame(() => globalThis.requestAnimationFrame(() => setTimeout(done, 50)))),
  );

/** One walk through the trade flow in a fresh context; answers its interactions and long tasks. */
async function oneRun(browser, base, session) {
  const { context, page } = await signedInPage(browser, session, { observe: observeInteractions, slowdown: CPU_SLOWDOWN });
  try {
    await page.goto(`${base}/trading`, { waitUntil: 'load' });
    // The form with its price and the balance, and the history: the page has loaded.
    await until(page, () => {
      const text = document.body.textContent ?? '';
      return (
        Boolean(document.querySelector('input[readonly]')?.value) &&
        text.includes('موجودی قابل استفاده') &&
        text.includes('تاریخچه معاملات')
      );
    });
    // Found once, while the page is idle: Playwright's role queries run on the page's thread and would add to the
    // interactions they overlap.
    const sides = page.getByRole('group', { name: 'نوع معامله' });
    const sell = await sides.getByRole('button', { name: 'فروش' }).elementHandle();
    const buy = await sides.getByRole('button', { name: 'خرید' }).elementHandle();
    const amount = await page.getByRole('textbox', { name: /^مقدار \(گرم\)/ }).elementHandle();
    await settle(page);

    // The side, by clicks: to sell and back.
    await tap(page, sell);
    await until(page, (el) => el.getAttribute('aria-pressed') === 'true', sell);
    await settle(page);
    await tap(page, buy);
    await until(page, (el) => el.getAttribute('aria-pressed') === 'true', buy);
    await settle(page);
    // The grams, by keyboard, a key at a time as a customer types.
    await tap(page, amount);
    await settle(page);
    await page.keyboard.type('0.1', { delay: 250 });
    await until(page, () => document.querySelector('button[type=submit]:not([disabled])'));
    await settle(page);
    // Ask for offers with Enter, as a keyboard user submits the form.
    await page.keyboard.press('Enter');
    const execute = await until(page, () =>
      document.querySelector('[role=dialog] input[type=radio]:checked')
        ? [...document.querySelectorAll('[role=dialog] button')].find(
            (b) => b.textContent.includes('اجرای معامله') && !b.disabled,
          )
        : null,
    );
    await settle(page);
    // Confirm the best offer.
    await tap(page, execute.asElement());
    await until(
      page,
      () => !document.querySelector('[role=dialog]') && document.body.textContent.includes('معامله با موفقیت انجام شد'),
    );
    await settle(page);

    return await page.evaluate(() => ({ interactions: globalThis.__interactions(), longTasks: globalThis.__longTasks }));
  } finally {
    await context.close();
  }
}

/**
 * INP of the trade flow on `base` (the mock server with the built panel), at 4x CPU slowdown, `runs` times in fresh
 * contexts. The market is opened and the price held meanwhile, then both given back to the clock and the walk.
 * `session` is a sign-in result ({ accessToken, refreshToken, user }); without one the demo customer signs in.
 * `chromePath` as findChromium() gives it (null: Playwright's own); left out, findChromium is asked.
 * Answers the median INP, each run's, the budget, and the slowest interactions of the median run with their targets.
 */
export async function tradeFlowInp({ base, chromePath, session, runs = 3 }) {
  const customer = session ?? (await signIn(base, DEMO.mobile, DEMO.password));
  await control(base, '/market', { mode: 'open' });
  await control(base, '/price', PRICE);
  // Without a path the Chromium findChromium finds (null there: Playwright's own).
  const executablePath = (chromePath === undefined ? findChromium()?.path : chromePath) ?? undefined;
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (let i = 0; i < runs; i++) {
      const { interactions, longTasks } = await oneRun(browser, base, customer);
      results.push({ inp: inpOf(interactions.map((x) => x.duration)), interactions, longTasks });
    }
  } finally {
    await browser.close();
    await control(base, '/price', { mode: 'walk' }).catch(() => undefined);
    await control(base, '/market', { mode: 'hours' }).catch(() => undefined);
  }
  const byInp = [...results].sort((a, b) => a.inp - b.inp);
  const median = byInp[Math.floor(byInp.length / 2)];
  return {
    inp: median.inp,
    runs: results.map((r) => r.inp),
    budget: INP_BUDGET_MS,
    withinBudget: median.inp < INP_BUDGET_MS,
    cpuSlowdown: CPU_SLOWDOWN,
    /** Interactions of 16 ms or more in the median run (the observer's threshold). */
    interactions: median.interactions.length,
    slowest: [...median.interactions].sort((a, b) => b.duration - a.duration).slice(0, 5),
    longTasks: median.longTasks.filter((t) => t.duration >= 50),
  };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(fileURLToPath(import.meta.url));
if (isMain) {
  const base = (process.argv[2] ?? 'http://localhost:4124').replace(/\/$/, '');
  const found = findChromium();
  if (!found) {
    console.error('no Chromium found: run `node scripts/ensure-browser.mjs` or set PLAYWRIGHT_CHROMIUM_PATH');
    process.exit(2);
  }
  const result = await tradeFlowInp({ base, chromePath: found.path });
  const ms = (n) => `${Math.round(n)} ms`;
  console.log(
    `trade flow INP at ${result.cpuSlowdown}x CPU: ${ms(result.inp)} (median of ${result.runs.map(ms).join(', ')}; budget < ${result.budget} ms)`,
  );
  console.log(`interactions of 16 ms or more in the median run: ${result.interactions}`);
  for (const x of result.slowest)
    console.log(
      `  ${ms(x.duration).padStart(7)}  ${x.event.padEnd(12)} ${x.target}  (input delay ${x.inputDelay}, processing ${x.processing}, presentation ${x.presentation})`,
    );
  if (result.longTasks.length)
    console.log(`long tasks: ${result.longTasks.map((t) => `${t.duration} ms at ${t.at}`).join(', ')}`);
  process.exitCode = result.withinBudget ? 0 : 1;
}
