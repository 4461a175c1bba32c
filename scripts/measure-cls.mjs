#!/usr/bin/env node
// Cumulative Layout Shift of the signed-in dashboard (`/`), or of the sign-in page as a first-time visitor
// (`--path=/auth`), on the production build served by the mock.
//
//   node scripts/measure-cls.mjs [baseUrl=http://localhost:4000] [--path=/] [--runs=3] [--wait=10000] [--no-throttle]
//                                [--widths=375,1280]
//
// For `/`, signs in through the API (the demo customer) and stores the session in localStorage before the app starts;
// `/auth` is loaded with nothing stored. Loads the page
// at a mobile size (412x823, DPR 1.75, Lighthouse's Moto G Power) and a desktop one (1280x800), or at `--widths` (a
// phone's emulation below 600 px, the desktop's from 600), with Lighthouse's mobile throttling (CPU 4x, slow 4G), and
// collects every `layout-shift` entry for `--wait` ms after load, with the elements that moved. CLS is the largest
// session window (gaps < 1 s, windows ≤ 5 s), as web-vitals and Lighthouse count it; the median of the runs is
// reported. Exits 1 when a size's CLS is 0.01 or more.
/* global window, document, location -- initScript and the evaluate callbacks run in the page */
import { chromium } from 'playwright';
import { signIn } from './bench-pages.mjs';
import { CHROMIUM_ARGS, findChromium } from './browser.mjs';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const arg = args.find((a) => a.startsWith(`--${name}=`));
  return arg ? Number(arg.split('=')[1]) : fallback;
};
const base = (args.find((a) => !a.startsWith('--')) ?? 'http://localhost:4000').replace(/\/$/, '');
const runs = flag('runs', 3);
const waitMs = flag('wait', 10_000);
const throttle = !args.includes('--no-throttle');
const path = args.find((a) => a.startsWith('--path='))?.slice('--path='.length) ?? '/';
const guest = path !== '/';
const THRESHOLD = 0.01;

const DEMO = { mobile: process.env.CLS_MOBILE ?? '09120000001', password: process.env.CLS_PASSWORD ?? 'Gold@1234' };
// Keys from @gold/contracts/constants STORAGE_KEYS.
const KEYS = { authToken: 'auth_token', refreshToken: 'refresh_token', userData: 'user_data' };

const MOBILE = { name: 'mobile', viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const DESKTOP = {
  name: 'desktop',
  viewport: { width: 1280, height: 800 },
  deviceScaleFactor: 1,
  isMobile: false,
  hasTouch: false,
};
/** Widths other than Lighthouse's: a phone's below 600 px (the panel's `sm` breakpoint), with the mobile emulation. */
const atWidth = (width) => {
  const like = width < 600 ? MOBILE : DESKTOP;
  return { ...like, viewport: { ...like.viewport, width } };
};
const widths = args.find((a) => a.startsWith('--widths='))?.slice('--widths='.length);
const SIZES = widths ? widths.split(',').map((w) => atWidth(Number(w))) : [MOBILE, DESKTOP];

// Lighthouse's mobile defaults as DevTools applies them ("applied" throttling): 4x CPU and slow 4G
// (150 ms RTT x 3.75, 1.6 Mbps x 0.9 down, 750 kbps x 0.9 up).
const NETWORK = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };

/** Runs in the page before any of its scripts: stores the session and records layout shifts with their sources. */
function initScript({ session, keys }) {
  // Only the first document of this page: a later navigation keeps what the app stored itself.
  if (session && !sessionStorage.getItem('__cls_seeded')) {
    sessionStorage.setItem('__cls_seeded', '1');
    localStorage.setItem(keys.authToken, session.accessToken);
    localStorage.setItem(keys.refreshToken, session.refreshToken);
    localStorage.setItem(keys.userData, JSON.stringify(session.user));
  }
  const describe = (node) => {
    if (!node) return '(removed node)';
    const el = node.nodeType === 1 ? node : node.parentElement;
    if (!el) return node.nodeName;
    const parts = [];
    for (let e = el, depth = 0; e && e !== document.body && depth < 4; e = e.parentElement, depth++) {
      let part = e.tagName.toLowerCase();
      if (e.id) part += `#${e.id}`;
      const cls = [...e.classList].filter((c) => !c.startsWith('css-')).slice(0, 2);
      if (cls.length) part += `.${cls.join('.')}`;
      const label = e.getAttribute('aria-label') ?? e.getAttribute('aria-labelledby');
      if (label) part += `[${label}]`;
      parts.unshift(part);
    }
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${parts.join(' > ')}${text ? ` "${text}"` : ''}`;
  };
  const rect = (r) => (r ? { x: Math.round(r.x), y: Math.round(r.y), w: Math.round(r.width), h: Math.round(r.height) } : null);
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__shifts.push({
        value: entry.value,
        time: Math.round(entry.startTime),
        hadRecentInput: entry.hadRecentInput,
        sources: (entry.sources ?? []).map((s) => ({
          node: describe(s.node),
          from: rect(s.previousRect),
          to: rect(s.currentRect),
        })),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // When text first painted and when each web font face arrived: a shift just after a font is a font swap.
  window.__timeline = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__timeline.push({ what: entry.name, time: Math.round(entry.startTime) });
  }).observe({ type: 'paint', buffered: true });
  document.fonts?.addEventListener('loadingdone', (event) => {
    const faces = event.fontfaces.map((f) => `${f.family} ${f.weight}`).join(', ');
    window.__timeline.push({ what: `font ${faces}`, time: Math.round(performance.now()) });
  });
}

/** The largest session window: shifts less than 1 s apart, the window no longer than 5 s. */
function sessionWindowCls(shifts) {
  let max = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const s of shifts.filter((x) => !x.hadRecentInput)) {
    if (s.time - last < 1000 && s.time - first < 5000) current += s.value;
    else {
      current = s.value;
      first = s.time;
    }
    last = s.time;
    max = Math.max(max, current);
  }
  return max;
}

async function measure(browser, size, session) {
  const context = await browser.newContext({
    viewport: size.viewport,
    deviceScaleFactor: size.deviceScaleFactor,
    isMobile: size.isMobile,
    hasTouch: size.hasTouch,
    locale: 'fa-IR',
  });
  await context.addInitScript(initScript, { session, keys: KEYS });
  const page = await context.newPage();
  if (throttle) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
  }
  await page.goto(`${base}${path}`, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForTimeout(waitMs);
  const { shifts, timeline, ended } = await page.evaluate(() => ({
    shifts: window.__shifts,
    timeline: window.__timeline,
    ended: location.pathname,
  }));
  await context.close();
  if (ended.replace(/\/$/, '') !== path.replace(/\/$/, ''))
    throw new Error(`ended on ${ended}, not ${path}: was the session accepted?`);
  const counted = shifts.filter((s) => !s.hadRecentInput);
  return { cls: sessionWindowCls(shifts), total: counted.reduce((sum, s) => sum + s.value, 0), shifts: counted, timeline };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (n) => n.toFixed(4);

const found = findChromium();
const browser = await chromium.launch({
  executablePath: found?.path ?? undefined,
  args: CHROMIUM_ARGS,
});
let failed = false;
try {
  const session = guest ? null : await signIn(base, DEMO.mobile, DEMO.password);
  const who = guest ? 'a first-time visitor' : `signed in as ${DEMO.mobile}`;
  console.log(`CLS of ${base}${path} (${who}; ${throttle ? 'CPU 4x, slow 4G' : 'no throttling'}; ${runs} runs)`);
  for (const size of SIZES) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(browser, size, session));
    const cls = median(results.map((r) => r.cls));
    const ok = cls < THRESHOLD;
    failed ||= !ok;
    console.log(
      `${size.name} ${size.viewport.width}x${size.viewport.height}: CLS ${fmt(cls)} (median; runs ${results.map((r) => fmt(r.cls)).join(', ')}; ` +
        `sum of all shifts ${results.map((r) => fmt(r.total)).join(', ')}) ${ok ? 'ok' : `>= ${THRESHOLD}`}`,
    );
    results.forEach((r, i) => {
      console.log(`  run ${i + 1}: ${r.timeline.map((t) => `${t.what} @${t.time}`).join('; ')}`);
      for (const s of r.shifts) {
        console.log(`  run ${i + 1} @${s.time} ms shift ${fmt(s.value)}`);
        for (const src of s.sources) console.log(`    ${src.node}: ${JSON.stringify(src.from)} -> ${JSON.stringify(src.to)}`);
      }
    });
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
