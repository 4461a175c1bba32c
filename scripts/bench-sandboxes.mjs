// What sandboxes (mock-server/src/sandboxes) cost the mock, as `npm start` runs it: its memory and disk with 1, 10 and
// 50 of them, how long creating one takes, the CPU of the timers of sandboxes in use and of sandboxes paused, and the
// price broadcast's CPU and delivery delay with 10 sandboxes watched by clients beside the default world alone.
//
// One bundled mock (startServer in scripts/durability.mjs) in a process of its own, its sandboxes in a temporary
// directory. Its RSS comes from /proc/PID/status; its CPU time from /proc/PID/task/*/schedstat, every thread's time on
// a CPU in nanoseconds (/proc/PID/stat counts clock ticks, too coarse for windows of a few seconds). The mock reports
// no heap figure through any route, so memory is RSS only. CPU figures are the median of a few fixed windows.
//
// A sandbox's timers start at a request or a socket that carries its cookie, its entry included (`touch` in
// sandboxes.ts), and stop at the first sweep once nobody has used it for ACTIVE_MS and no socket is connected: the
// bench waits for that sweep once, so the paused figures are of sandboxes that were entered, some of them watched,
// and then left.
//
// Exported for scripts/bench.mjs: sandboxCosts(options). Standalone: node scripts/bench-sandboxes.mjs
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, startServer } from './durability.mjs';

const require = createRequire(new URL('../mock-server/package.json', import.meta.url));
const { io } = require('socket.io-client');

/** mock-server/src/sandboxes/sandboxes.ts: ACTIVE_MS and SWEEP_MS, which no variable sets. */
const ACTIVE_MS = 60_000;
const SWEEP_MS = 15_000;
const COOKIE = 'mock_sandbox';
const NAMESPACE = '/notifications';
/**
 * V8's memory reducer compacts the heap once a burst of allocations (the start's, the creations') is over, at a moment
 * of its own choosing, and the RSS falls by a good part with it. So like is compared with like: the baseline waits for
 * the start's compaction; sandboxes just created are compared with each other, each count read as the lowest RSS of a
 * rest; sandboxes paused, after the compaction that follows their creation, with the baseline.
 */
const REST_MS = 12_000;
/** The start's compaction: the RSS falls by at least this part of its highest reading. */
const COMPACTION = 0.1;
const COMPACTION_WAIT_MS = 60_000;
const lowest = (a, b) => (!a || b.rss < a.rss ? b : a);

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const MiB = 1024 * 1024;

/** The process's resident memory, in bytes: all of it, and its anonymous (heaps, malloc) and file-backed parts. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: field('VmRSS'), anon: field('RssAnon'), file: field('RssFile') };
}

const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
/** The CPU time of every thread of the process so far, in nanoseconds. */
function cpuNs(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`).reduce(
      (sum, task) => sum + Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]),
      0,
    );
  } catch {
    // A kernel without schedstat: user and system ticks of the whole process.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / ticksPerSecond) * 1e9;
  }
}

/** Bytes of the files under `dir` (as `du -sb` counts them, without the directories): all, and the WAL files. */
function diskOf(dir) {
  const sum = { total: 0, wal: 0, files: 0 };
  const walk = (at) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else {
        const { size } = statSync(path);
        sum.total += size;
        sum.files++;
        if (entry.name.endsWith('-wal') || entry.name.endsWith('-shm')) sum.wal += size;
      }
    }
  };
  walk(dir);
  return sum;
}

/**
 * Options: `intervalMs` (MOCK_PRICE_INTERVAL_MS), `windows` CPU windows of `windowSeconds` each per state,
 * `clientsPerWorld` sockets on each watched world, `log` for the detailed lines. Answers the figures.
 */
export async function sandboxCosts({
  intervalMs = 1000,
  windows = 5,
  windowSeconds = 3,
  clientsPerWorld = 2,
  counts = [1, 10, 50],
  watched = 10,
  log = console.log,
} = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'mock-bench-sandboxes-'));
  const sandboxDir = join(dir, 'sandboxes');
  const most = Math.max(...counts);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(join(dir, 'mock.db'), port, {
    MOCK_PRICE_INTERVAL_MS: String(intervalMs),
    MOCK_SANDBOX_DIR: sandboxDir,
    MOCK_SANDBOX_MAX: String(most + 10),
  });
  const pid = server.child.pid;
  const sockets = [];
  const delivery = { recording: false, delays: [], perSocket: new Map() };

  /** Waits `ms`, reading the mock's memory twice a second; answers the reading with the lowest RSS. */
  const rest = async (ms) => {
    let memory = memoryOf(pid);
    for (const until = Date.now() + ms; Date.now() < until;) {
      await sleep(Math.min(500, until - Date.now()));
      memory = lowest(memory, memoryOf(pid));
    }
    return memory;
  };
  /**
   * Waits until the RSS is `COMPACTION` below `from`'s or the highest reading since (the heap compacted), at most
   * `COMPACTION_WAIT_MS`, then rests a little; answers the lowest reading and whether the fall was seen.
   */
  const compacted = async (from = memoryOf(pid)) => {
    const started = Date.now();
    let highest = from;
    while (Date.now() - started < COMPACTION_WAIT_MS) {
      const memory = memoryOf(pid);
      if (memory.rss > highest.rss) highest = memory;
      else if (memory.rss <= highest.rss * (1 - COMPACTION)) return { memory: lowest(memory, await rest(3000)), seen: true };
      await sleep(500);
    }
    return { memory: await rest(0), seen: false };
  };
  const unseen = (c) => (c.seen ? '' : ` (no fall of ${COMPACTION * 100} % seen in ${COMPACTION_WAIT_MS / 1000} s)`);
  /**
   * `windows` windows of `windowSeconds`: the CPU time the mock used per second of each, in ms; their median; and the
   * lowest memory meanwhile.
   */
  const cpu = async () => {
    const perSecond = [];
    let memory;
    for (let i = 0; i < windows; i++) {
      const t0 = performance.now();
      const c0 = cpuNs(pid);
      memory = lowest(memory, await rest(windowSeconds * 1000));
      perSecond.push((cpuNs(pid) - c0) / 1e6 / ((performance.now() - t0) / 1000));
    }
    return { median: median(perSecond), runs: perSecond, memory };
  };
  const showCpu = (c) => `${c.median.toFixed(2)} ms/s (windows ${c.runs.map((v) => v.toFixed(2)).join(', ')})`;
  const control = async (method, path) => {
    const res = await fetch(`${base}${path}`, { method });
    const body = await res.json();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(body)}`);
    return body;
  };
  const list = () => control('GET', '/__mock/sandboxes');
  /** The price ticks one world's clients receive; a tick's delay is its arrival less the time the walk stamped in it. */
  const watch = (cookie) =>
    Promise.all(
      Array.from(
        { length: clientsPerWorld },
        () =>
          new Promise((resolveSocket, reject) => {
            const socket = io(`${base}${NAMESPACE}`, {
              transports: ['websocket'],
              forceNew: true,
              reconnection: false,
              extraHeaders: cookie ? { cookie } : {},
            });
            socket.on('price-update', (price) => {
              if (!delivery.recording) return;
              delivery.delays.push(Date.now() - Date.parse(price.timestamp));
              delivery.perSocket.set(socket, (delivery.perSocket.get(socket) ?? 0) + 1);
            });
            socket.once('connect', () => resolveSocket(socket));
            socket.once('connect_error', reject);
            sockets.push(socket);
          }),
      ),
    );
  /** CPU windows while the connected clients record their deliveries. */
  const broadcast = async () => {
    delivery.delays = [];
    delivery.perSocket = new Map(sockets.filter((s) => s.connected).map((s) => [s, 0]));
    delivery.recording = true;
    const c = await cpu();
    delivery.recording = false;
    const delays = [...delivery.delays].sort((a, b) => a - b);
    const counts = [...delivery.perSocket.values()];
    return {
      cpu: c,
      p50: quantile(delays, 0.5),
      p99: quantile(delays, 0.99),
      deliveries: delays.length,
      sockets: counts.length,
      fewest: Math.min(...counts),
      most: Math.max(...counts),
    };
  };
  const showTicks = (b) =>
    `${b.deliveries} ticks delivered to ${b.sockets} sockets (${b.fewest}-${b.most} a socket), delay p50 ${b.p50} ms, p99 ${b.p99} ms`;

  try {
    const figures = { intervalMs, clientsPerWorld, watched, windowSeconds, windows };
    // The start's work (the seed, the first collections, the compaction after them) is over before the baseline.
    const settled = await compacted();
    const idle = await cpu();
    figures.baseline = { memory: lowest(settled.memory, idle.memory), disk: diskOf(sandboxDir), cpu: idle };
    log(
      `sandboxes: the default world alone (its timers, no client): RSS ${(figures.baseline.memory.rss / MiB).toFixed(1)} MiB${unseen(settled)}, ` +
        `CPU ${showCpu(figures.baseline.cpu)}`,
    );

    // 1. Created and entered one by one; at each count the files at once, the memory after a rest.
    const created = [];
    const createMs = [];
    const createdBytes = [];
    const enterMs = [];
    figures.at = {};
    while (created.length < most) {
      let t = performance.now();
      const { sandbox } = await control('POST', '/__mock/sandboxes');
      createMs.push(performance.now() - t);
      // Its files as created: its timers write to them from its entry on.
      createdBytes.push(diskOf(join(sandboxDir, sandbox.id)).total);
      t = performance.now();
      const entry = await fetch(sandbox.entryUrl, { redirect: 'manual' });
      enterMs.push(performance.now() - t);
      const cookie = entry.headers.get('set-cookie')?.split(';')[0];
      if (entry.status !== 303 || cookie !== `${COOKIE}=${sandbox.id}`)
        throw new Error(`entering answered ${entry.status}, ${cookie}`);
      created.push({ id: sandbox.id, cookie, enteredAt: Date.now() });
      if (counts.includes(created.length)) {
        const disk = diskOf(sandboxDir);
        const memory = await rest(REST_MS);
        figures.at[created.length] = { memory, disk };
        log(
          `  ${created.length} sandboxes: RSS ${(memory.rss / MiB).toFixed(1)} MiB (anonymous ${(memory.anon / MiB).toFixed(1)}, files ${(memory.file / MiB).toFixed(1)}), ` +
            `disk ${(disk.total / MiB).toFixed(2)} MiB in ${disk.files} files (WAL and shared-memory files ${(disk.wal / MiB).toFixed(2)} MiB)`,
        );
      }
    }
    figures.createMs = { median: median(createMs), min: Math.min(...createMs), max: Math.max(...createMs) };
    figures.createdBytes = median(createdBytes);
    figures.enterMs = { median: median(enterMs), min: Math.min(...enterMs), max: Math.max(...enterMs) };
    log(
      `  creating a sandbox (POST /__mock/sandboxes, seeded database and world): median ${figures.createMs.median.toFixed(0)} ms, ` +
        `${(figures.createdBytes / MiB).toFixed(2)} MiB of files ` +
        `(min ${figures.createMs.min.toFixed(0)}, max ${figures.createMs.max.toFixed(0)}, ${most} runs); entering it (timers start): median ${figures.enterMs.median.toFixed(1)} ms`,
    );

    // 2. The timers of sandboxes entered within ACTIVE_MS and no client: every one of them runs.
    const states = (await list()).items;
    if (states.filter((s) => s.active).length !== most) throw new Error(`not every sandbox runs: ${JSON.stringify(states)}`);
    figures.running = await cpu();
    log(`  ${most} sandboxes entered, timers running, no client: CPU ${showCpu(figures.running)}`);

    // 3. Clients on `watched` of them, then gone; every sandbox should pause at the first sweep past ACTIVE_MS.
    for (const { cookie } of created.slice(0, watched)) await watch(cookie);
    const withClients = (await list()).items.filter((s) => s.connections > 0);
    if (withClients.length !== watched || withClients.some((s) => s.connections !== clientsPerWorld))
      throw new Error(`the clients did not reach their sandboxes: ${JSON.stringify(withClients)}`);
    const lastUse = Date.now();
    for (const socket of sockets.splice(0)) socket.disconnect();
    const deadline = lastUse + ACTIVE_MS + SWEEP_MS + 20_000;
    let pausedAfter = NaN;
    while (Date.now() < deadline) {
      const items = (await list()).items;
      if (items.every((s) => !s.active && s.connections === 0)) {
        pausedAfter = Date.now() - lastUse;
        break;
      }
      await sleep(1000);
    }
    if (!Number.isFinite(pausedAfter))
      throw new Error(`the sandboxes were not paused ${(deadline - lastUse) / 1000} s after their last use`);
    figures.pausedAfterMs = pausedAfter;
    // How long their timers ran, on average, from their entry to the sweep that paused them.
    figures.ranMs = created.reduce((sum, c) => sum + (lastUse + pausedAfter - c.enteredAt), 0) / created.length;
    // Their memory once the heap has been compacted after the creations, as the baseline's was after the start.
    const settledPaused = await compacted(figures.at[most].memory);
    const paused = await cpu();
    figures.paused = { memory: lowest(settledPaused.memory, paused.memory), disk: diskOf(sandboxDir), cpu: paused };
    log(
      `  ${most} sandboxes paused (${watched} of them watched by ${clientsPerWorld} clients each, then left; all paused ${(pausedAfter / 1000).toFixed(0)} s after the last use): ` +
        `CPU ${showCpu(figures.paused.cpu)}, RSS ${(figures.paused.memory.rss / MiB).toFixed(1)} MiB${unseen(settledPaused)}, disk ${(figures.paused.disk.total / MiB).toFixed(2)} MiB`,
    );

    // 4. The broadcast: clients on the default world, then as many on each of `watched` sandboxes (their walks start
    // again); the other sandboxes stay paused.
    await watch(undefined);
    await sleep(1000);
    figures.defaultWatched = await broadcast();
    log(
      `  the default world with ${clientsPerWorld} clients: CPU ${showCpu(figures.defaultWatched.cpu)}; ${showTicks(figures.defaultWatched)}`,
    );
    for (const { cookie } of created.slice(0, watched)) await watch(cookie);
    await sleep(1000);
    const active = (await list()).items.filter((s) => s.active);
    if (active.length !== watched) throw new Error(`${active.length} sandboxes run, not ${watched}`);
    figures.sandboxesWatched = await broadcast();
    log(
      `  and ${watched} sandboxes with ${clientsPerWorld} clients each: CPU ${showCpu(figures.sandboxesWatched.cpu)}; ${showTicks(figures.sandboxesWatched)}`,
    );
    return figures;
  } finally {
    for (const socket of sockets) socket.disconnect();
    server.child.kill('SIGKILL');
    await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The per-sandbox figures derived from what sandboxCosts measured. */
export function perSandbox(f) {
  const [fewer, most] = Object.keys(f.at)
    .map(Number)
    .sort((a, b) => a - b)
    .slice(-2);
  const rss = (n) => f.at[n].memory.rss;
  return {
    most,
    fewer,
    /** Between the two largest counts, both just created. */
    rssCreatedEach: (rss(most) - rss(fewer)) / (most - fewer),
    /** Paused and compacted, against the compacted baseline. */
    rssPausedEach: (f.paused.memory.rss - f.baseline.memory.rss) / most,
    diskEachPaused: (f.paused.disk.total - f.baseline.disk.total) / most,
    cpuRunningEach: (f.running.median - f.baseline.cpu.median) / most,
    cpuPausedEach: (f.paused.cpu.median - f.baseline.cpu.median) / most,
    cpuWatchedEach: (f.sandboxesWatched.cpu.median - f.defaultWatched.cpu.median) / f.watched,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await sandboxCosts();
  const each = perSandbox(figures);
  console.log(JSON.stringify({ each, figures }, null, 2));
}
