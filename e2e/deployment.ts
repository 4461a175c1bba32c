import { spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from '@playwright/test';

const root = resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise<number>((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/**
 * A deployment of its own, for a test that changes what is deployed: the mock as `npm start` runs it, on another port,
 * serving a copy of the build, so that a new version can be put in place while a browser has the old one installed,
 * and the suite's own mock and build stay as they are.
 */
export async function startDeployment() {
  const dist = mkdtempSync(join(tmpdir(), 'gold-e2e-deployment-'));
  cpSync(join(root, 'web', 'dist'), dist, { recursive: true });
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'mock-server', 'dist', 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      WEB_DIST: dist,
      MOCK_JWT_SECRET: 'e2e-deployment',
      MOCK_LOG: 'off',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the deployment's mock stopped: ${stderr}`);
        return fetch(`${baseURL}/healthz`).then(
          (res) => res.ok,
          () => false,
        );
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return {
    baseURL,
    /** Deploys the next version: the same build with a service worker that differs by `line`. */
    deployNextWorker(line: string) {
      appendFileSync(join(dist, 'sw.js'), `\n${line}\n`);
    },
    async close() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dist, { recursive: true, force: true });
    },
  };
}
