#!/usr/bin/env node
// npm run bench: the production bundle for /auth, the mock's REST throughput and its realtime fan-out.
// Everything runs on loopback, bounded in count and time. Results go to stdout; docs/benchmarks.md keeps them.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'mock-server/package.json'));
const dist = join(root, 'web/dist');

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
const sizes = [...files].map((file) => {
  const bytes = readFileSync(join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
});
const total = sizes.reduce((acc, s) => ({ raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip }), { raw: 0, gzip: 0 });
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`/auth initial JS: ${files.size} files, ${kb(total.raw)} raw, ${kb(total.gzip)} gzip`);
const socketInInitial = sizes.some((s) => readFileSync(join(dist, s.file), 'utf8').includes('engine.io'));
console.log(`socket.io-client in the /auth initial JS: ${socketInInitial ? 'YES (regression)' : 'no'}`);

// 2. Mock server on a free port.
const port = 4300 + Math.floor(Math.random() * 500);
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'mock-server/src/main.ts')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), MOCK_LOG: 'off', NODE_ENV: 'production', MOCK_PRICE_INTERVAL_MS: '1000' },
  stdio: 'ignore',
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; i < 100; i++) {
    if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 100));
  }

  // REST: GET /gold-price and an authenticated GET /user-auth/profile, 64 in flight, 5 s each.
  const login = await fetch(`${base}/user-auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: '09120000001', password: 'Gold@1234' }),
  }).then((r) => r.json());
  const token = login.data.accessToken;
  for (const [name, path, headers] of [
    ['GET /gold-price', '/gold-price', {}],
    ['GET /user-auth/profile', '/user-auth/profile', { authorization: `Bearer ${token}` }],
  ]) {
    const deadline = Date.now() + 5000;
    const latencies = [];
    let errors = 0;
    await Promise.all(
      Array.from({ length: 64 }, async () => {
        while (Date.now() < deadline) {
          const t = performance.now();
          const ok = await fetch(`${base}${path}`, { headers }).then((r) => r.arrayBuffer().then(() => r.ok), () => false);
          latencies.push(performance.now() - t);
          if (!ok) errors++;
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const p = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
    console.log(`${name}: ${Math.round(latencies.length / 5)} req/s, p50 ${p(0.5)} ms, p99 ${p(0.99)} ms, errors ${errors}`);
  }

  // Realtime: N clients on /notifications; the server broadcasts each 1 s tick; delivery delay from lastUpdate.
  const { io } = require('socket.io-client');
  const clients = Number(process.env.BENCH_CLIENTS ?? 500);
  const delays = [];
  const sockets = await Promise.all(
    Array.from(
      { length: clients },
      () =>
        new Promise((resolveSocket) => {
          const s = io(`${base}/notifications`, { transports: ['websocket'], reconnection: false });
          s.on('gold-price-update', (p) => delays.push(Date.now() - Date.parse(p.lastUpdate)));
          s.on('connect', () => resolveSocket(s));
          s.on('connect_error', () => resolveSocket(s));
        }),
    ),
  );
  delays.length = 0;
  await new Promise((r) => setTimeout(r, 6000));
  sockets.forEach((s) => s.close());
  delays.sort((a, b) => a - b);
  const q = (x) => delays[Math.min(delays.length - 1, Math.floor(x * delays.length))];
  console.log(`realtime fan-out: ${sockets.filter((s) => s.connected !== undefined).length} clients, ${delays.length} deliveries in 6 s, p50 ${q(0.5)} ms, p99 ${q(0.99)} ms`);
} finally {
  server.kill('SIGTERM');
}
