import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, MOBILES } from '../../mock-server/src/test-utils';
import { startMock, startProxy, type RunningMock } from './test-support';

const root = resolve(import.meta.dirname, '../..');

/** `npm run conformance -- …` as CI runs it: a process of its own, through tsx. */
function cli(args: string[], env: NodeJS.ProcessEnv = {}) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/conformance.ts', ...args],
      { cwd: root, env: { ...process.env, CONFORMANCE_PASSWORD: '', ...env }, timeout: 60_000 },
      (error, stdout, stderr) => done({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr }),
    );
  });
}

const account = ['--mobile', MOBILES.kyc2, '--password', DEMO_PASSWORD];

/** The profile with a field of the wrong type: the stand-in's one mismatch. */
const brokenProfile = (call: { path: string }, answer: { status: number; body: unknown }) => {
  if (call.path !== '/user-auth/profile' || answer.status !== 200) return undefined;
  const body = answer.body as { data: object };
  return { status: 200, body: { ...body, data: { ...body.data, isActive: 'yes' } } };
};

let mock: RunningMock;
let proxy: Awaited<ReturnType<typeof startProxy>>;
type Run = Awaited<ReturnType<typeof cli>>;
let good: Run, broken: Run, missing: Run, unknown: Run;

// The processes run side by side: each spends most of its time starting Node and tsx.
beforeAll(async () => {
  mock = await startMock();
  proxy = await startProxy(mock.base);
  proxy.set(brokenProfile);
  [good, broken, missing, unknown] = await Promise.all([
    cli(['--base', mock.base, ...account, '--socket-wait', '10']),
    // The password from the environment, as CI would keep it out of the command line.
    cli(['--base', proxy.base, '--mobile', MOBILES.kyc2, '--no-socket', '--json'], { CONFORMANCE_PASSWORD: DEMO_PASSWORD }),
    cli(['--base', mock.base]),
    cli(['--base', mock.base, ...account, '--money']),
  ]);
});
afterAll(async () => {
  await proxy.close();
  await mock.close();
});

describe('npm run conformance', () => {
  it('exits 0 against the mock, socket included, printing the table and the summary', () => {
    expect(good.stderr).toBe('');
    expect(good.stdout).toMatch(/^operation\s+call\s+status\s+result$/m);
    expect(good.stdout).toMatch(/^socket\s+socket \/notifications gold-price-update\s+-\s+ok$/m);
    expect(good.stdout.trim().split('\n').at(-1)).toMatch(/^PASS .*: 33 checks, 32 ok, 0 mismatched, 1 skipped/);
    expect(good.code).toBe(0);
  });

  it('exits 1 against a broken stand-in, naming the field; --json says the same to a program', () => {
    const report = JSON.parse(broken.stdout);
    expect(report.passed).toBe(false);
    expect(report.summary).toMatchObject({ mismatch: 1, ok: 29, skipped: 1 });
    expect(report.checks.find((c: { result: string }) => c.result === 'mismatch')).toEqual({
      operation: 'getProfile',
      call: 'GET /user-auth/profile',
      status: '200',
      result: 'mismatch',
      problems: [{ path: 'data.isActive', message: 'expected boolean, received string' }],
    });
    expect(broken.code).toBe(1);
  });

  it('exits 2 with the usage on missing or wrong arguments', () => {
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^missing --mobile, --password\n\nChecks a running API against the contracts/);
    expect(missing.stderr).toMatch(/usage: npm run conformance -- --base URL --mobile M --password P/);
    expect(missing.stdout).toBe('');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/Unknown option '--money'/);
  });
});
