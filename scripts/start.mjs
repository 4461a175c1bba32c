#!/usr/bin/env node
// npm start: build the web app if it is missing or older than its sources, then serve everything on PORT.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildMock } from '../mock-server/build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (
      entry.name === 'node_modules' ||
      entry.name === 'dist' ||
      entry.name.endsWith('.test.ts') ||
      entry.name.endsWith('.test.tsx')
    )
      continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sourcesChanged = () =>
  Math.max(
    newestMtime(join(root, 'web/src')),
    newestMtime(join(root, 'contracts/src')),
    statSync(join(root, 'web/index.html')).mtimeMs,
  ) > statSync(dist).mtimeMs;

if (!existsSync(dist) || sourcesChanged()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const env = { ...process.env, MOCK_DATA_FILE: process.env.MOCK_DATA_FILE ?? join(root, '.mock-data/mock.db') };
// The mock as one module (mock-server/build.mjs): built every time, which is quick, so it is never older than its sources.
const server = spawn(process.execPath, [await buildMock()], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
