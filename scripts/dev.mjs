#!/usr/bin/env node
// npm run dev: the mock server on MOCK_PORT (4001) and Vite with hot reload on PORT (4000), proxying to it.
import { spawn } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webPort = process.env.PORT ?? '4000';
const mockPort = process.env.MOCK_PORT ?? '4001';

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', join(root, 'mock-server/src/main.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: mockPort, MOCK_DATA_FILE: process.env.MOCK_DATA_FILE ?? join(root, '.mock-data/mock.db') },
  }),
  spawn('npx', ['vite', '--port', webPort, '--strictPort'], {
    cwd: join(root, 'web'),
    stdio: 'inherit',
    env: { ...process.env, MOCK_SERVER_URL: `http://127.0.0.1:${mockPort}` },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => {
  stop();
  process.exit(code ?? 0);
});
