#!/usr/bin/env node
// Kills the mock server with SIGKILL while clients write to it, restarts it on the same database, and checks that
// every write it acknowledged is there. `node scripts/durability.mjs [rounds] [clients]`; the mock-server tests run a
// short version, `npm run bench` a longer one.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildMock } from '../mock-server/build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'mock-server/package.json'));
const Libsql = require('libsql');
const MOBILE = '09120000002';

export const freePort = () =>
  new Promise((resolvePort) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolvePort(port));
    });
  });

let built;
/** Starts the mock server, as `npm start` runs it, on `port` with its database in `file`; resolves once it answers `/healthz`. */
export async function startServer(file, port, env = {}) {
  built ??= buildMock();
  const child = spawn(process.execPath, [await built], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      MOCK_DATA_FILE: file,
      MOCK_LOG: 'off',
      MOCK_PRICE_INTERVAL_MS: '0',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolveExit) => child.once('exit', resolveExit));
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`the mock server exited at start: ${stderr}`);
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, exited, stderr: () => stderr };
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`the mock server did not start: ${stderr}`);
}

/** One client: alternates notifications and keyed credits until told to stop; records what was acknowledged. */
async function client(base, id, acknowledged, state) {
  for (let i = 0; !state.stop; i++) {
    try {
      if (i % 2 === 0) {
        const res = await fetch(`${base}/__mock/notifications/${MOBILE}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ type: 'system', title: 'آزمون ماندگاری', message: `پیام ${id}-${i}` }),
        });
        state.answers[res.status] = (state.answers[res.status] ?? 0) + 1;
        if (res.status === 201) acknowledged.notifications.push((await res.json()).notification.id);
      } else {
        const key = `durability-${id}-${i}-${Math.random().toString(36).slice(2)}`;
        const res = await fetch(`${base}/__mock/wallets/${MOBILE}/credit`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({ currency: 'TOMAN', amount: 1000 }),
        });
        state.answers[res.status] = (state.answers[res.status] ?? 0) + 1;
        if (res.status === 200) {
          await res.arrayBuffer();
          acknowledged.credits.push(key);
        }
      }
    } catch (error) {
      // The server died mid-request: that write was never acknowledged.
      state.failures.push(String(error?.cause ?? error));
      return;
    }
  }
}

/**
 * `rounds` times: clients write concurrently, the server is killed with SIGKILL once `minWrites` are acknowledged,
 * then it starts again on the same file. Answers the figures; throws if an acknowledged write is missing or the
 * ledger does not balance.
 */
export async function runDurability({ rounds = 3, clients = 8, minWrites = 60 } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'mock-durability-'));
  const file = join(dir, 'mock.db');
  const figures = { rounds, clients, acknowledged: 0, lost: 0, notifications: 0, credits: 0 };
  let server = null;
  try {
    let port = await freePort();
    server = await startServer(file, port);
    for (let round = 0; round < rounds; round++) {
      const base = `http://127.0.0.1:${port}`;
      const acknowledged = { notifications: [], credits: [] };
      const state = { stop: false, answers: {}, failures: [] };
      let writing = clients;
      const writers = Array.from({ length: clients }, (_, id) =>
        client(base, `${round}-${id}`, acknowledged, state).finally(() => writing--),
      );
      while (acknowledged.notifications.length + acknowledged.credits.length < minWrites) {
        // Every client stopped, or none of their writes is acknowledged: say what the server did, rather than wait.
        const answered = Object.values(state.answers).reduce((n, count) => n + count, 0);
        if (writing === 0 || answered > 50 * minWrites) {
          state.stop = true;
          throw new Error(
            `round ${round}: ${acknowledged.notifications.length + acknowledged.credits.length} of ${minWrites} writes ` +
              `acknowledged; answers ${JSON.stringify(state.answers)}; client errors ${JSON.stringify(state.failures.slice(0, 3))}; ` +
              `the server ${server.child.exitCode === null ? 'runs' : `exited ${server.child.exitCode}`}: ${server.stderr().slice(-500)}`,
          );
        }
        await new Promise((r) => setTimeout(r, 5));
      }
      server.child.kill('SIGKILL');
      await server.exited;
      state.stop = true;
      await Promise.all(writers);

      port = await freePort();
      server = await startServer(file, port);
      const ledger = await fetch(`http://127.0.0.1:${port}/__mock/ledger`).then((r) => r.json());
      if (!ledger.balanced) throw new Error(`round ${round}: the ledger does not balance after the restart`);
      // Read the file beside the running server (WAL lets a reader in): every acknowledged row must be there.
      const db = new Libsql(file, { readonly: true });
      try {
        const hasNotification = db.prepare('SELECT 1 FROM notifications WHERE id = ?');
        const hasCredit = db.prepare('SELECT 1 FROM idempotency_keys WHERE key = ?');
        const missing = [
          ...acknowledged.notifications.filter((id) => !hasNotification.get(id)),
          ...acknowledged.credits.filter((key) => !hasCredit.get(key)),
        ];
        figures.acknowledged += acknowledged.notifications.length + acknowledged.credits.length;
        figures.notifications += acknowledged.notifications.length;
        figures.credits += acknowledged.credits.length;
        figures.lost += missing.length;
        if (missing.length > 0) throw new Error(`round ${round}: ${missing.length} acknowledged writes are missing`);
      } finally {
        db.close();
      }
    }
    return figures;
  } finally {
    server?.child.kill('SIGKILL');
    if (server) await server.exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [rounds = '6', clients = '16'] = process.argv.slice(2);
  const figures = await runDurability({ rounds: Number(rounds), clients: Number(clients), minWrites: 150 });
  console.log(
    `durability: ${figures.rounds} SIGKILL rounds, ${figures.clients} concurrent clients, ${figures.acknowledged} acknowledged writes ` +
      `(${figures.notifications} notifications, ${figures.credits} credits), ${figures.lost} lost; ledger balanced after each restart`,
  );
}
