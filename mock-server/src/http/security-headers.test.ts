import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { buildMock, MOBILES, signIn, type Mock } from '../test-utils';
import { HELMET_OPTIONS, securityHeaders } from './security-headers';

let mock: Mock | null = null;
let dir: string | null = null;
afterEach(async () => {
  await mock?.close();
  mock = null;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

/** What helmet itself, run per request as its documentation shows, puts on an answer: the reference. */
async function helmetReference(): Promise<Record<string, string>> {
  const plain = express();
  plain.use(helmet(HELMET_OPTIONS));
  plain.get('/', (_req, res) => {
    res.json({ ok: true });
  });
  const res = await request(plain).get('/');
  const names = securityHeaders().set.map(([name]) => name.toLowerCase());
  return Object.fromEntries(names.map((name) => [name, String(res.headers[name])]));
}

const pick = (headers: Record<string, unknown>, names: string[]) => Object.fromEntries(names.map((n) => [n, headers[n]]));

describe('the security headers, worked out once', () => {
  it('are the headers helmet sets, with the same Content-Security-Policy, and nothing helmet removes', async () => {
    const reference = await helmetReference();
    // helmet 8 sets these thirteen: a missing one would show here.
    expect(Object.keys(reference).sort()).toEqual(
      [
        'content-security-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
        'origin-agent-cluster',
        'referrer-policy',
        'strict-transport-security',
        'x-content-type-options',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-frame-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ].sort(),
    );
    expect(reference['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';img-src 'self' data: blob:;" +
        "object-src 'none';script-src 'self' 'wasm-unsafe-eval';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self' data:",
    );
    expect(securityHeaders().removed).toEqual(['X-Powered-By']);
  });

  it('are on every answer of the mock exactly as helmet sends them: API, errors, the price, the panel and its files', async () => {
    const reference = await helmetReference();
    const names = Object.keys(reference);
    dir = mkdtempSync(join(tmpdir(), 'mock-dist-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>پنل</title>');
    writeFileSync(join(dir, 'assets', 'index-AbC123.js'), 'console.log(1)');
    mock = buildMock({ webDist: dir });
    const token = await signIn(mock, MOBILES.kyc2);
    const answers = {
      healthz: await mock.http().get('/healthz'),
      price: await mock.http().get('/gold-price'),
      profile: await mock.http().get('/user-auth/profile').set('Authorization', `Bearer ${token}`),
      unauthorized: await mock.http().get('/wallets/me'),
      badJson: await mock.http().post('/user-auth/login').set('Content-Type', 'application/json').send('{'),
      notFound: await mock.http().get('/kyc/nothing-here'),
      control: await mock.http().get('/__mock/console'),
      index: await mock.http().get('/').set('Accept', 'text/html'),
      deepLink: await mock.http().get('/settings?section=profile').set('Accept', 'text/html'),
      asset: await mock.http().get('/assets/index-AbC123.js'),
      config: await mock.http().get('/config.json'),
    };
    for (const [label, res] of Object.entries(answers)) {
      expect(pick(res.headers, names), label).toEqual(reference);
      expect(res.headers, label).not.toHaveProperty('x-powered-by');
    }
    expect(answers.index.text).toContain('پنل');
  });

  it('refuses options it could not work out once, such as a nonce per request', () => {
    expect(() =>
      securityHeaders({
        contentSecurityPolicy: { directives: { 'script-src': ["'self'", (req) => String(req.headers.nonce)] } },
      }),
    ).toThrow(/computed once/);
  });
});
