#!/usr/bin/env node
// npm run bench: what a first visit to /auth costs, each screen's JavaScript and its on-demand chunks, Lighthouse mobile
// on /auth and the signed-in dashboard, the trade flow's INP at 4x CPU, the PDF statement of a year with 500 movements, the mock's REST throughput beside a bare
// node:http server, write latency at the seeded size and at 100,000 rows, reset time, SIGKILL durability, the
// realtime fan-out and what sandboxes cost the mock (memory, disk, CPU).
// BENCH_ONLY=wire,lighthouse,start,inp,pdf,trading,upload,rest,writes,realtime,durability,sandboxes picks parts.
// Everything runs on loopback, bounded in count and time. Results go to stdout; docs/benchmarks.md keeps them.
import { fork, spawn, spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, findChromium } from './browser.mjs';
import { freePort, runDurability, startServer } from './durability.mjs';
import { lighthouseMobile, pdfDownloadTime, signIn } from './bench-pages.mjs';
import { tradeFlowInp } from './bench-inp.mjs';
import { signedInStart } from './bench-start.mjs';
import { perSandbox, sandboxCosts } from './bench-sandboxes.mjs';
import { createReport, writeReport } from './bench-report.mjs';
import { apt, mayApt } from './debian.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'mock-server/package.json'));
const dist = join(root, 'web/dist');
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
const only = process.env.BENCH_ONLY?.split(',');
const wanted = (part) => !only || only.includes(part);
const PARTS = [
  'wire',
  'lighthouse',
  'start',
  'inp',
  'pdf',
  'trading',
  'upload',
  'rest',
  'writes',
  'realtime',
  'durability',
  'sandboxes',
];
const report = createReport();

// 1. /auth initial JS: the entry, its static imports, and the sign-in route chunk with its static imports.
if (spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'ignore' }).status !== 0) throw new Error('build failed');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const files = new Set();
const walk = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) walk(dep);
};
walk('index.html');
walk('src/features/auth/routes/sign-in.tsx');
const size = (file, ext = '') => {
  try {
    return readFileSync(join(dist, file + ext)).length;
  } catch {
    return readFileSync(join(dist, file)).length;
  }
};
const total = [...files].reduce(
  (acc, file) => ({
    raw: acc.raw + size(file),
    gzip: acc.gzip + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
    br: acc.br + size(file, '.br'),
  }),
  { raw: 0, gzip: 0, br: 0 },
);
console.log(
  `/auth initial JS: ${files.size} files, ${kb(total.raw)} raw, ${kb(total.gzip)} gzip, ${kb(total.br)} brotli (as served)`,
);
report.record(`/auth first-visit JavaScript (${files.size} files), gzip`, total.gzip / 1024, {
  budget: 'authJs',
  note: 'one build',
});
// Each screen's route: its chunk and what it adds to the signed-in shell (the entry and the protected layout).
const shell = new Set();
const walkInto = (set, key) => {
  const chunk = manifest[key];
  if (!chunk || set.has(chunk.file)) return;
  set.add(chunk.file);
  for (const dep of chunk.imports ?? []) walkInto(set, dep);
};
walkInto(shell, 'index.html');
walkInto(shell, 'src/app/protected-layout.tsx');
const gz = (list) => list.reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0);
const screens = {
  '/': 'src/app/dashboard/dashboard.tsx',
  // Composed in app/ (the trading tools with a price alert beside the prices): the screen's chunk starts there.
  '/trading': 'src/app/trading-page.tsx',
  ...Object.fromEntries(['wallets', 'tickets', 'reports'].map((f) => [`/${f}`, `src/features/${f}/routes/${f}.tsx`])),
};
for (const [path, entry] of Object.entries(screens)) {
  const route = new Set();
  walkInto(route, entry);
  const added = [...route].filter((f) => !shell.has(f));
  console.log(
    `${path} route JS beyond the signed-in shell: ${added.length} files, ${kb(gz(added))} gzip (the route chunk alone ${kb(gz([manifest[entry].file]))})`,
  );
}
// The chunks a screen loads only when it needs them, each with what it adds beyond its screen.
for (const [label, entry, screen] of [
  ['the price chart', 'src/app/dashboard/components/price-chart-card.tsx', screens['/']],
  ["the reports' monthly chart", 'src/features/reports/components/months-chart.tsx', screens['/reports']],
  ["the reports' date pickers", 'src/features/reports/components/custom-range.tsx', screens['/reports']],
  ['the PDF statement (the page side)', 'src/features/reports/pdf/download-statement-pdf.ts', screens['/reports']],
]) {
  if (!manifest[entry]) {
    console.log(`${label}: no chunk for ${entry}`);
    continue;
  }
  const before = new Set(shell);
  walkInto(before, screen);
  const lazy = new Set();
  walkInto(lazy, entry);
  const added = [...lazy].filter((f) => !before.has(f));
  console.log(`${label}, loaded on demand: ${added.length} files, ${kb(gz(added))} gzip beyond its screen`);
}
// The PDF statement's worker: react-pdf and its layout engine, fetched only on the PDF button.
for (const file of readdirSync(join(dist, 'assets')).filter((f) => /^render-statement\.worker-.*\.js$/.test(f))) {
  console.log(`the PDF statement's worker, loaded on demand: ${kb(gz([`assets/${file}`]))} gzip`);
}
const socketInInitial = [...files].some((f) => readFileSync(join(dist, f), 'utf8').includes('engine.io'));
console.log(`socket.io-client in the /auth initial JS: ${socketInInitial ? 'YES (regression)' : 'no'}`);

const dir = mkdtempSync(join(tmpdir(), 'mock-bench-'));
const children = [];
const waitFor = async (url) => {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up`);
};

const hasWrk = () => !spawnSync('wrk', ['--version']).error;
// The REST figures need a load generator faster than the server: Debian's wrk, installed as Chromium is for the tests.
if (wanted('rest') && !hasWrk() && mayApt()) {
  console.log("Installing Debian's wrk for the REST figures…");
  apt('wrk');
}
const WRK = hasWrk() ? 'wrk' : null;

/** One request on a connection of its own: a pooled one may be closed by the server's keep-alive timeout meanwhile. */
function call(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolveCall, reject) => {
    const req = httpRequest(url, { method, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolveCall(text ? JSON.parse(text) : null));
    });
    req.on('error', reject);
    req.end(body);
  });
}
const json = { 'content-type': 'application/json' };

/** Parses wrk's latency line, such as '99%   12.34ms', into milliseconds. */
const wrkMs = (out, pct) => {
  const m = new RegExp(`^\\s*${pct}%\\s+([\\d.]+)(us|ms|s)`, 'm').exec(out);
  return m ? Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]] : NaN;
};

/**
 * `inFlight` requests at a time to `url` for `seconds`. With wrk installed (Debian's `wrk`) the load comes from it, in
 * its own process, so the client does not cap what a fast server can do; else from fetch in this process.
 */
let wrkScripts = 0;
async function load(url, { inFlight, seconds, method = 'GET', headers = {}, body }) {
  if (WRK) {
    const script = join(dir, `request-${++wrkScripts}.lua`);
    writeFileSync(
      script,
      `wrk.method = ${JSON.stringify(method)}\n${body ? `wrk.body = ${JSON.stringify(body)}\n` : ''}${Object.entries(headers)
        .map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`)
        .join('\n')}\n`,
    );
    // Spawned, not run synchronously: the bench may measure something else meanwhile.
    const out = await new Promise((done, fail) => {
      const child = spawn(WRK, ['-t1', `-c${inFlight}`, `-d${seconds}s`, '--latency', '-s', script, url]);
      let text = '';
      child.stdout.setEncoding('utf8').on('data', (chunk) => (text += chunk));
      child.on('error', fail).on('close', () => done(text));
    });
    const errors =
      Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0) +
      Number(/Socket errors: .*timeout (\d+)/.exec(out)?.[1] ?? 0);
    return {
      rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)),
      p50: wrkMs(out, 50),
      p99: wrkMs(out, 99),
      errors,
    };
  }
  const deadline = Date.now() + seconds * 1000;
  const latencies = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (Date.now() < deadline) {
        const t = performance.now();
        const ok = await fetch(url, { method, headers, body }).then(
          (r) => r.arrayBuffer().then(() => r.ok),
          () => false,
        );
        latencies.push(performance.now() - t);
        if (!ok) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const q = (x) => latencies[Math.min(latencies.length - 1, Math.floor(x * latencies.length))];
  return { rps: Math.round(latencies.length / seconds), p50: q(0.5), p99: q(0.99), errors };
}
const fmt = (r) => `${r.rps} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, errors ${r.errors}`;

async function timed(fn, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], min: times[0], max: times.at(-1) };
}

try {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  children.push((await startServer(join(dir, 'mock.db'), port, { MOCK_PRICE_INTERVAL_MS: '1000' })).child);

  // 2. Bytes a first visit to /auth transfers, read from the browser's own network log.
  if (wanted('wire')) {
    const browser = findChromium();
    if (!browser) console.log('first visit to /auth: skipped (no Chromium; see scripts/ensure-browser.mjs)');
    else {
      const { chromium } = require('@playwright/test');
      const instance = await chromium.launch({ executablePath: browser.path ?? undefined, args: CHROMIUM_ARGS });
      for (const [label, headers] of [
        ['as served (brotli)', {}],
        ['without compression', { 'Accept-Encoding': 'identity' }],
      ]) {
        const page = await (await instance.newContext({ extraHTTPHeaders: headers })).newPage();
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.enable');
        let bytes = 0;
        let requests = 0;
        cdp.on('Network.loadingFinished', (e) => {
          bytes += e.encodedDataLength;
          requests++;
        });
        await page.goto(`${base}/auth`, { waitUntil: 'networkidle' });
        console.log(`first visit to /auth, ${label}: ${kb(bytes)} over the wire in ${requests} requests`);
        await page.context().close();
      }
      await instance.close();
    }
  }

  // 2a. Lighthouse mobile on the signed-in dashboard, and the PDF statement of a year with 500 movements.
  if (wanted('lighthouse') || wanted('pdf')) {
    const browser = findChromium();
    if (!browser) console.log('lighthouse and the PDF: skipped (no Chromium)');
    if (browser && wanted('lighthouse')) {
      const session = await signIn(base, '09120000001');
      for (const [page, path, options, performanceBudget] of [
        ['/auth', '/auth', {}, 'lighthousePerformance'],
        ['the signed-in dashboard', '/', { session }, 'dashboardPerformance'],
      ]) {
        const lh = await lighthouseMobile({ base, path, chromePath: browser.path, freePort, ...options });
        console.log(
          `Lighthouse mobile, ${page} (median of 3): performance ${lh.performance}, accessibility ${lh.accessibility}, best practices ${lh.bestPractices}; LCP ${(lh.lcp / 1000).toFixed(1)} s, TBT ${lh.tbt.toFixed(0)} ms, CLS ${lh.cls.toFixed(3)}${lh.failing.length ? `; failing: ${lh.failing.join(', ')}` : ''}`,
        );
        if (!lh.finalUrl.endsWith(path)) console.log(`  (Lighthouse ended at ${lh.finalUrl}, not ${path})`);
        const detail = `LCP ${(lh.lcp / 1000).toFixed(1)} s, TBT ${lh.tbt.toFixed(0)} ms`;
        report.record(`Lighthouse mobile ${page}: performance`, lh.performance, {
          budget: performanceBudget,
          digits: 0,
          note: detail,
        });
        report.record(`Lighthouse mobile ${page}: accessibility`, lh.accessibility, {
          budget: 'lighthouseAccessibility',
          digits: 0,
        });
        report.record(`Lighthouse mobile ${page}: best practices`, lh.bestPractices, {
          budget: 'lighthouseBestPractices',
          digits: 0,
        });
        report.record(`Lighthouse mobile ${page}: CLS`, lh.cls, { budget: 'cls', digits: 3 });
        if (path === '/') {
          report.record(`Lighthouse mobile ${page}: LCP`, lh.lcp / 1000, { budget: 'dashboardLcp', digits: 1 });
          report.record(`Lighthouse mobile ${page}: TBT`, lh.tbt, { budget: 'dashboardTbt', digits: 0 });
        }
      }
    }
    if (browser && wanted('pdf')) {
      const pdf = await pdfDownloadTime({ base, chromePath: browser.path });
      const warm = pdf.times.slice(1).sort((a, b) => a - b);
      console.log(
        `PDF statement, this year with 500 movements: first ${(pdf.times[0] / 1000).toFixed(2)} s (loads the PDF worker and fonts), then median ${(warm[Math.floor(warm.length / 2)] / 1000).toFixed(2)} s; ${kb(pdf.bytes)}; the page's longest task meanwhile ${pdf.longestTask.toFixed(0)} ms`,
      );
    }
  }

  // 2a'. The signed-in start (scripts/bench-start.mjs): the dashboard's longest task at 1x and 4x CPU, and the rules
  // emotion inserts at runtime on its first render.
  if (wanted('start')) {
    const browser = findChromium();
    if (!browser) console.log('signed-in start: skipped (no Chromium)');
    else {
      const start = await signedInStart({ base, chromePath: browser.path, runs: 3 });
      report.record('Signed-in start: longest task at 1x CPU', start['1x'].longest, { budget: 'startLongestTask', digits: 0 });
      report.record('Signed-in start: longest task at 4x CPU', start['4x'].longest, { unit: 'ms', digits: 0 });
      report.record('Signed-in start: blocking time at 4x CPU', start['4x'].blocking, { unit: 'ms', digits: 0 });
      report.record('Signed-in start: rules emotion inserts at runtime', start['1x'].emotionRules, {
        budget: 'runtimeEmotionRules',
        digits: 0,
      });
    }
  }

  // 2b. The trade flow's Interaction to Next Paint at 4x CPU (scripts/bench-inp.mjs), median of 3 runs.
  if (wanted('inp')) {
    const browser = findChromium();
    if (!browser) console.log('trade flow INP: skipped (no Chromium)');
    else {
      const result = await tradeFlowInp({ base, chromePath: browser.path, runs: 3 });
      const slowest = result.slowest[0];
      const note = slowest ? `slowest: ${slowest.event} on ${slowest.target}, ${Math.round(slowest.duration)} ms` : '';
      report.record('Trade flow INP at 4x CPU', result.inp, { budget: 'tradeInp', digits: 0, note });
      console.log(`  runs: ${result.runs.join(', ')} ms`);
    }
  }

  // 2c. The trade flow in a browser: from the submit click to the dialog showing the dealers' offers, ten times.
  if (wanted('trading')) {
    const browser = findChromium();
    if (!browser) console.log('trade flow: skipped (no Chromium)');
    else {
      const { chromium } = require('@playwright/test');
      const instance = await chromium.launch({ executablePath: browser.path ?? undefined, args: CHROMIUM_ARGS });
      const send = (method, path, body) =>
        call(`${base}${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      await send('PUT', '/__mock/market', { mode: 'open' });
      await send('PUT', '/__mock/price', { buyPrice: 7_850_000, sellPrice: 7_780_000 });
      const login = (await send('POST', '/user-auth/login', { mobile: '09120000002', password: 'Gold@1234' })).data;
      const page = await (await instance.newContext({ locale: 'fa-IR', timezoneId: 'Asia/Tehran' })).newPage();
      await page.addInitScript((s) => {
        localStorage.setItem('auth_token', s.accessToken);
        localStorage.setItem('refresh_token', s.refreshToken);
        localStorage.setItem('user_data', JSON.stringify(s.user));
        // One who has answered the push invitation: its dialog would sit over what is measured.
        localStorage.setItem('push_invite_dismissed', '1');
      }, login);
      await page.goto(`${base}/trading`, { waitUntil: 'networkidle' });
      await page.getByRole('textbox', { name: /^مقدار \(گرم\)/ }).fill('0.1');
      const times = [];
      for (let i = 0; i < 10; i++) {
        const submit = page.getByRole('button', { name: 'ثبت درخواست خرید' });
        await submit.waitFor();
        const offers = page.getByRole('dialog').getByRole('radiogroup', { name: 'پیشنهاد فروشندگان' });
        const started = performance.now();
        await submit.click();
        await offers.waitFor();
        times.push(performance.now() - started);
        await page.getByRole('dialog').getByRole('button', { name: 'لغو معامله' }).click();
        await page.getByRole('dialog').waitFor({ state: 'hidden' });
      }
      times.sort((a, b) => a - b);
      console.log(
        `trade flow, submit to offers shown: median ${times[5].toFixed(0)} ms, min ${times[0].toFixed(0)} ms, max ${times[9].toFixed(0)} ms (10 runs)`,
      );
      await send('PUT', '/__mock/price', { mode: 'walk' });
      await send('PUT', '/__mock/market', { mode: 'hours' });
      await instance.close();
    }
  }

  // 2d. A 5 MB receipt: upload it, then register the deposit that names it, five times on loopback.
  if (wanted('upload')) {
    const { accessToken } = (
      await call(`${base}/user-auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: '09120000001', password: 'Gold@1234' }),
      })
    ).data;
    const headers = { authorization: `Bearer ${accessToken}` };
    const wallet = (await (await fetch(`${base}/wallets/me`, { headers })).json()).data.find((w) => w.currency.code === 'TOMAN');
    // A PNG signature and header, then 5 MB of filler: the type check reads the leading bytes.
    const png = Buffer.concat([
      Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001080600000000', 'hex'),
      Buffer.alloc(5 * 1024 * 1024, 7),
    ]);
    const run = await timed(async () => {
      const form = new FormData();
      form.append('file', new Blob([png], { type: 'image/png' }), 'receipt.png');
      const upload = await (await fetch(`${base}/wallets/me/upload-receipt`, { method: 'POST', headers, body: form })).json();
      const deposit = await fetch(`${base}/wallets/me/${wallet.id}/deposit-request`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          amount: 1_000_000,
          paymentInfo: { method: 'receipt', receiptFile: upload.data.fileName, receiptUrl: upload.data.fileUrl },
        }),
      });
      if (deposit.status !== 201) throw new Error(`deposit answered ${deposit.status}`);
    }, 5);
    console.log(
      `5 MB receipt, upload and register the deposit: median ${run.median.toFixed(0)} ms (min ${run.min.toFixed(0)}, max ${run.max.toFixed(0)}, 5 runs)`,
    );
  }

  // 3. REST: a bare node:http server beside the mock, the same load generator, 64 in flight, 5 s each.
  if (wanted('rest')) {
    const rawPort = await freePort();
    const raw = spawn(
      process.execPath,
      [
        '-e',
        `require('node:http').createServer((q,s)=>{s.setHeader('content-type','application/json');s.end('{"status":"ok"}')}).listen(${rawPort},'127.0.0.1')`,
      ],
      { stdio: 'ignore' },
    );
    children.push(raw);
    await waitFor(`http://127.0.0.1:${rawPort}/`);
    const login = await call(`${base}/user-auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ mobile: '09120000001', password: 'Gold@1234' }),
    });
    const auth = { authorization: `Bearer ${login.data.accessToken}` };
    console.log(`load generator: ${WRK ? 'wrk, one thread' : 'fetch in the bench process (install wrk for higher ceilings)'}`);
    // Three rounds (the profile, then the bare server and the price back to back), and the median of each figure and
    // of the per-round ratios: one busy spell of a shared machine must not decide it.
    const rounds = [];
    for (let i = 0; i < 3; i++) {
      const profile = await load(`${base}/user-auth/profile`, { inFlight: 64, seconds: 5, headers: auth });
      const bare = await load(`http://127.0.0.1:${rawPort}/`, { inFlight: 64, seconds: 5 });
      const price = await load(`${base}/gold-price`, { inFlight: 64, seconds: 5 });
      rounds.push({ bare, profile, price, priceRatio: price.rps / bare.rps, profileRatio: profile.rps / bare.rps });
    }
    const mid = (list) => [...list].sort((a, b) => a - b)[1];
    const medianRun = (key) => ({
      rps: mid(rounds.map((r) => r[key].rps)),
      p50: mid(rounds.map((r) => r[key].p50)),
      p99: mid(rounds.map((r) => r[key].p99)),
      errors: rounds.reduce((n, r) => n + r[key].errors, 0),
    });
    const priceRatio = mid(rounds.map((r) => r.priceRatio));
    console.log(`bare node:http, median of 3: ${fmt(medianRun('bare'))}`);
    const profileRatio = mid(rounds.map((r) => r.profileRatio));
    console.log(
      `GET /user-auth/profile, median of 3: ${fmt(medianRun('profile'))} (${profileRatio.toFixed(3)}x the bare server)`,
    );
    console.log(
      `GET /gold-price, median of 3: ${fmt(medianRun('price'))} (${priceRatio.toFixed(3)}x the bare server; rounds ${rounds.map((r) => r.priceRatio.toFixed(2)).join(', ')})`,
    );
    report.record('GET /gold-price ÷ a bare node:http server, requests/s', priceRatio, { budget: 'goldPriceRatio', digits: 2 });
    report.record('GET /user-auth/profile ÷ a bare node:http server, requests/s', profileRatio, {
      budget: 'profileRatio',
      digits: 2,
    });
    report.record('GET /user-auth/profile p99 at 64 in flight, ms', medianRun('profile').p99, { budget: 'profileP99' });
    // One customer floods trade requests, past their per-minute limit, while another client asks /healthz one request
    // at a time, as a load balancer's check would.
    const flood = load(`${base}/api/trade-requests`, {
      inFlight: 64,
      seconds: 5,
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'buy', symbol: 'GOLD_18K', amount: 0.1, price: 8_000_000 }),
    });
    const health = [];
    const until = Date.now() + 4500;
    await new Promise((r) => setTimeout(r, 300));
    while (Date.now() < until) {
      const t = performance.now();
      await call(`${base}/healthz`);
      health.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 10));
    }
    const flooded = await flood;
    health.sort((a, b) => a - b);
    const healthP99 = health[Math.min(health.length - 1, Math.floor(health.length * 0.99))];
    console.log(
      `GET /healthz while one customer floods POST /api/trade-requests (${flooded.rps} req/s, mostly 429): p50 ${health[health.length >> 1].toFixed(1)} ms, p99 ${healthP99.toFixed(1)} ms over ${health.length} checks`,
    );
    report.record('GET /healthz p99 while one customer floods, ms', healthP99, { budget: 'healthzUnderFlood', digits: 1 });
  }

  // 4. Writes at the seeded size and after growing the data to 100,000 rows; reset time at both.
  if (wanted('writes')) {
    const login = await call(`${base}/user-auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ mobile: '09120000001', password: 'Gold@1234' }),
    });
    const headers = { authorization: `Bearer ${login.data.accessToken}`, 'content-type': 'application/json' };
    const writes = async (label) => {
      const notes = await call(`${base}/notifications/me?limit=1`, { headers });
      const noteId = notes.data.notifications[0].id;
      // Three rounds each, and the median of their figures: one stall of a shared machine must not decide it.
      const rounds = async (url, options) => {
        const runs = [];
        for (let i = 0; i < 3; i++) runs.push(await load(url, { inFlight: 8, seconds: 3, ...options }));
        const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[1];
        return { rps: median('rps'), p50: median('p50'), p99: median('p99'), errors: runs.reduce((n, r) => n + r.errors, 0) };
      };
      const credit = await rounds(`${base}/__mock/wallets/09120000001/credit`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ currency: 'TOMAN', amount: 1000 }),
      });
      const read = await rounds(`${base}/notifications/me/${noteId}/read`, { method: 'PATCH', headers });
      const transactions = await load(`${base}/wallets/me/transactions`, { inFlight: 8, seconds: 3, headers });
      const list = await load(`${base}/notifications/me`, { inFlight: 8, seconds: 3, headers });
      console.log(`${label}: POST /__mock/wallets/:mobile/credit (a ledger transfer), median of 3 rounds: ${fmt(credit)}`);
      console.log(`${label}: PATCH /notifications/me/:id/read, median of 3 rounds: ${fmt(read)}`);
      console.log(`${label}: GET /wallets/me/transactions: ${fmt(transactions)}`);
      console.log(`${label}: GET /notifications/me: ${fmt(list)}`);
      return { credit, read };
    };
    const reset = () => call(`${base}/__mock/reset`, { method: 'POST', headers: json, body: '{}' });
    const resetSeeded = await timed(reset, 10);
    console.log(
      `POST /__mock/reset at the seeded size: median ${resetSeeded.median.toFixed(1)} ms (min ${resetSeeded.min.toFixed(1)}, max ${resetSeeded.max.toFixed(1)}, 10 runs)`,
    );
    await reset();
    const seeded = await writes('seeded');
    const grow = await timed(
      () =>
        call(`${base}/__mock/grow`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ mobile: '09120000001', notifications: 50_000, transfers: 50_000 }),
        }),
      1,
    );
    const ledger = await call(`${base}/__mock/ledger`);
    console.log(
      `grew by 50,000 notifications and 50,000 transfers in ${(grow.median / 1000).toFixed(1)} s; ledger: ${ledger.transfers} transfers, balanced ${ledger.balanced}`,
    );
    const grown = await writes('100,000 rows');
    report.record('Ledger credit p99, seeded', seeded.credit.p99, { unit: 'ms', note: 'median of 3 rounds' });
    report.record('Ledger credit p99 at 100,000 rows', grown.credit.p99, { unit: 'ms', note: 'median of 3 rounds' });
    console.log(
      `p99 at 100,000 rows / seeded: credit ${(grown.credit.p99 / seeded.credit.p99).toFixed(2)}x, read ${(grown.read.p99 / seeded.read.p99).toFixed(2)}x`,
    );
    const resetGrown = await timed(reset, 1);
    console.log(`POST /__mock/reset after growing to 100,000 rows: ${resetGrown.median.toFixed(0)} ms`);
  }

  // 5. Realtime fan-out at 1 Hz: the mock's price ticks beside a plain socket.io server broadcasting the same two events
  // of the same sizes (scripts/bench-plain-io.mjs), both measured by the same clients in two processes of their own
  // (scripts/bench-io-clients.mjs). A tick's delay is the arrival of its first event less the send time the server
  // stamped in it; the last event's is reported beside it. Median of 3 runs per figure; the mock's RSS while every
  // socket is connected.
  if (wanted('realtime')) {
    const plainPort = await freePort();
    const plain = spawn(process.execPath, [join(root, 'scripts/bench-plain-io.mjs'), String(plainPort)], { stdio: 'ignore' });
    children.push(plain);
    await waitFor(`http://127.0.0.1:${plainPort}/`);
    // A mock of its own, as a demo starts: the one the other parts used has grown to 100,000 rows and served browsers,
    // which the RSS budget is not about (docs/benchmarks.md › Realtime fan-out on socket.io's API).
    const realtimePort = await freePort();
    const realtimeMock = (await startServer(join(dir, 'realtime.db'), realtimePort, { MOCK_PRICE_INTERVAL_MS: '1000' })).child;
    children.push(realtimeMock);
    const mockPid = realtimeMock.pid;
    const rssMiB = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;
    const seconds = Number(process.env.BENCH_FANOUT_SECONDS ?? 5);
    const counts = (process.env.BENCH_CLIENTS ?? '2000,5000').split(',').map(Number);
    const runs = Number(process.env.BENCH_FANOUT_RUNS ?? 3);

    /** One run: `sockets` clients in two processes, `seconds` of ticks recorded, then the delays and the server's RSS. */
    async function fanOut(port, pid, sockets) {
      const processes = [Math.ceil(sockets / 2), Math.floor(sockets / 2)].map((count) => {
        const child = fork(join(root, 'scripts/bench-io-clients.mjs'), { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
        children.push(child);
        const next = (type) => new Promise((resolveNext) => child.once('message', (m) => m.type === type && resolveNext(m)));
        return { child, count, next };
      });
      const connected = await Promise.all(
        processes.map((p) => {
          const reply = p.next('connected');
          p.child.send({ type: 'connect', url: `ws://127.0.0.1:${port}`, count: p.count });
          return reply;
        }),
      );
      // A tick may be on its way while the last clients connect: recording starts on a clean second.
      await new Promise((r) => setTimeout(r, 1500));
      for (const p of processes) p.child.send({ type: 'record' });
      await new Promise((r) => setTimeout(r, seconds * 1000));
      const rss = rssMiB(pid);
      const reports = await Promise.all(
        processes.map((p) => {
          const reply = p.next('report');
          p.child.send({ type: 'report' });
          return reply;
        }),
      );
      await Promise.all(processes.map((p) => new Promise((r) => (p.child.exitCode === null ? p.child.once('exit', r) : r()))));
      const sorted = (key) => reports.flatMap((r) => r[key]).sort((a, b) => a - b);
      const delays = sorted('delays');
      const lastDelays = sorted('lastDelays');
      const perSocket = reports.flatMap((r) => r.perSocket);
      const q = (list, x) => list[Math.min(list.length - 1, Math.floor(x * list.length))];
      return {
        connected: connected.reduce((n, c) => n + c.connected, 0),
        p50: q(delays, 0.5),
        p99: q(delays, 0.99),
        lastP99: q(lastDelays, 0.99),
        deliveries: delays.length,
        // Every connected socket gets every tick: the fewest and most deliveries per socket in the window.
        fewest: Math.min(...perSocket),
        most: Math.max(...perSocket),
        rss,
      };
    }
    const median = (list, key) => list.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(list.length / 2)];
    const fanOutFigures = {};
    for (const sockets of counts) {
      const figures = { mock: [], plain: [] };
      for (let run = 0; run < runs; run++) {
        // Alternated, so a busy spell of a shared machine falls on both.
        figures.mock.push(await fanOut(realtimePort, mockPid, sockets));
        figures.plain.push(await fanOut(plainPort, plain.pid, sockets));
      }
      for (const [label, list] of Object.entries(figures)) {
        for (const r of list) {
          console.log(
            `  run: ${label} ${sockets} sockets: ${r.connected} connected, ${r.deliveries} ticks in ${seconds} s (${r.fewest}-${r.most} a socket), first event p50 ${r.p50} ms, p99 ${r.p99} ms, last event p99 ${r.lastP99} ms, RSS ${r.rss.toFixed(0)} MiB`,
          );
        }
      }
      const figuresOf = (list) => ({
        p50: median(list, 'p50'),
        p99: median(list, 'p99'),
        lastP99: median(list, 'lastP99'),
        rss: median(list, 'rss'),
      });
      const m = figuresOf(figures.mock);
      const p = figuresOf(figures.plain);
      fanOutFigures[sockets] = { mock: m, plain: p };
      console.log(
        `realtime fan-out, ${sockets} sockets at 1 Hz, median of ${runs}: mock p50 ${m.p50} ms, p99 ${m.p99} ms (last event ${m.lastP99} ms), RSS ${m.rss.toFixed(0)} MiB; ` +
          `plain socket.io p50 ${p.p50} ms, p99 ${p.p99} ms (last event ${p.lastP99} ms), RSS ${p.rss.toFixed(0)} MiB; mock p99 / plain p99 ${(m.p99 / p.p99).toFixed(2)}x`,
      );
    }
    const at2000 = fanOutFigures[2000];
    const at5000 = fanOutFigures[5000];
    if (at2000) {
      const note = `mock ${at2000.mock.p99} ms, plain ${at2000.plain.p99} ms; a tick's last event: mock ${at2000.mock.lastP99} ms, plain ${at2000.plain.lastP99} ms`;
      report.record('Realtime p99 at 2,000 sockets ÷ plain socket.io', at2000.mock.p99 / at2000.plain.p99, {
        budget: 'fanOutRatio2000',
        digits: 2,
        note,
      });
    }
    if (at5000) {
      report.record('Realtime p99 at 5,000 sockets', at5000.mock.p99, {
        budget: 'fanOutP99At5000',
        digits: 0,
        note: `a tick's last event ${at5000.mock.lastP99} ms`,
      });
      report.record("The mock's RSS at 5,000 sockets", at5000.mock.rss, { budget: 'fanOutRssAt5000', digits: 0 });
    }
  }
} finally {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
}

// 6. Durability: SIGKILL under concurrent writes, six rounds.
if (wanted('durability')) {
  const figures = await runDurability({ rounds: 6, clients: 16, minWrites: 150 });
  console.log(
    `durability: ${figures.rounds} SIGKILL rounds, ${figures.clients} concurrent clients, ${figures.acknowledged} acknowledged writes, ${figures.lost} lost`,
  );
  report.record('Acknowledged writes lost to SIGKILL', figures.lost, {
    budget: 'lostWrites',
    digits: 0,
    note: `${figures.rounds} rounds`,
  });
}

// 7. Sandboxes (scripts/bench-sandboxes.mjs), on a mock of their own: its memory and disk with 1, 10 and 50, creating
// one, the CPU of their timers running and paused, and the price broadcast with 10 of them watched.
if (wanted('sandboxes')) {
  const intervalMs = 1000;
  console.log(`sandboxes: MOCK_PRICE_INTERVAL_MS=${intervalMs}`);
  const f = await sandboxCosts({ intervalMs });
  const each = perSandbox(f);
  const mib = (bytes) => bytes / 2 ** 20;
  const rssAt = (n) => `${mib(f.at[n].memory.rss).toFixed(0)} MiB`;
  report.record(`Sandboxes: RSS per sandbox just created, ${each.fewer} to ${each.most}`, mib(each.rssCreatedEach), {
    unit: 'MiB',
    digits: 2,
    note: `${rssAt(each.fewer)} to ${rssAt(each.most)}`,
  });
  report.record(`Sandboxes: RSS per paused sandbox, ${each.most} of them`, mib(each.rssPausedEach), {
    unit: 'MiB',
    digits: 2,
    note: `${mib(f.paused.memory.rss).toFixed(0)} MiB with ${each.most} paused, ${mib(f.baseline.memory.rss).toFixed(0)} MiB with none`,
  });
  report.record(`Sandboxes: disk per sandbox as created, median of ${each.most}`, mib(f.createdBytes), {
    unit: 'MiB',
    digits: 2,
    note: `${mib(each.diskEachPaused).toFixed(2)} MiB once its timers ran ${Math.round(f.ranMs / 1000)} s`,
  });
  report.record(`Sandboxes: creating one, median of ${each.most}`, f.createMs.median, { unit: 'ms', digits: 0 });
  report.record('Sandboxes: CPU per sandbox with its timers running, no client', each.cpuRunningEach, {
    unit: 'ms/s',
    digits: 2,
    note: `${each.most} of them; prices every ${intervalMs} ms`,
  });
  // Noise below a hundredth either way reads as 0, not -0.
  report.record('Sandboxes: CPU per paused sandbox', Math.round(each.cpuPausedEach * 100) / 100 + 0, {
    unit: 'ms/s',
    digits: 2,
    note: `${f.paused.cpu.median.toFixed(2)} ms/s with ${each.most} paused, ${f.baseline.cpu.median.toFixed(2)} with none`,
  });
  report.record(`Sandboxes: CPU per sandbox with ${f.clientsPerWorld} clients`, each.cpuWatchedEach, {
    unit: 'ms/s',
    digits: 2,
    note: `${f.watched} of them; a tick's delay p99 ${f.sandboxesWatched.p99} ms, the default world alone ${f.defaultWatched.p99} ms`,
  });
}

// The figures into docs/benchmarks.md (parts not run keep their earlier rows), and a non-zero exit on a missed budget.
writeReport(join(root, 'docs/benchmarks.md'), report.rows, { parts: PARTS.filter(wanted) });
const missed = report.failed();
if (missed.length > 0) {
  console.log(`\n${missed.length} figure(s) outside their budget: ${missed.map((r) => r.label).join('; ')}`);
  process.exitCode = 1;
}
