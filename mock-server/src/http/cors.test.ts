import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { SOCKET_NAMESPACE } from '@gold/contracts/constants';
import { parseCorsOrigins } from '../config';
import { buildMock, MOBILES, signIn, type Mock } from '../test-utils';

const PANEL = 'https://panel.example.ir';
const OTHER = 'https://evil.example.com';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

let mock: Mock | null = null;
let dir: string | null = null;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await mock?.close();
  mock = null;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

const open = (corsOrigins: string[] = []) => (mock = buildMock({ corsOrigins }));
const accessControl = (headers: Record<string, string>) =>
  Object.keys(headers).filter((name) => name.startsWith('access-control-'));

/** The browser's preflight for the panel's sign-in: a JSON POST. */
const preflight = (m: Mock, origin: string, path = '/user-auth/login', headers = 'content-type') =>
  m
    .http()
    .options(path)
    .set('Origin', origin)
    .set('Access-Control-Request-Method', 'POST')
    .set('Access-Control-Request-Headers', headers);

describe('MOCK_CORS_ORIGINS', () => {
  it('reads a list of exact origins and refuses anything a browser would never send as one', () => {
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins('')).toEqual([]);
    expect(parseCorsOrigins(` ${PANEL} ,http://localhost:8080,,${PANEL}`)).toEqual([PANEL, 'http://localhost:8080']);
    for (const bad of [
      '*',
      'panel.example.ir',
      `${PANEL}/`,
      `${PANEL}/app`,
      'https://PANEL.example.ir',
      'ftp://x.ir',
      `${PANEL}:443`,
    ])
      expect(() => parseCorsOrigins(bad), bad).toThrow(/MOCK_CORS_ORIGINS/);
  });
});

describe('without CORS origins', () => {
  it('answers a preflight and a request from another origin as it always did: no Access-Control header', async () => {
    const m = open();
    const token = await signIn(m, MOBILES.kyc2);
    const answers = [
      await preflight(m, PANEL, '/user-auth/login', 'authorization,content-type'),
      await m.http().get('/user-auth/profile').set('Origin', PANEL).set('Authorization', `Bearer ${token}`),
      await m.http().get('/gold-price').set('Origin', PANEL),
    ];
    for (const res of answers) {
      expect(accessControl(res.headers)).toEqual([]);
      expect(res.headers.vary ?? '').not.toMatch(/origin/i);
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
    // Express's own answer to OPTIONS on a route, unchanged.
    expect(answers[0].status).toBe(200);
    expect(answers[0].headers.allow).toBe('POST');
  });
});

describe('with CORS origins', () => {
  it("answers the listed origin's preflight with the methods and the headers the panel sends", async () => {
    const m = open([PANEL, 'http://localhost:8080']);
    const res = await preflight(m, PANEL, '/api/trade-requests', 'authorization,content-type,idempotency-key');
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(PANEL);
    expect(res.headers['access-control-allow-methods'].split(',')).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PATCH', 'DELETE']),
    );
    expect(res.headers['access-control-allow-headers'].toLowerCase().split(',')).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'idempotency-key']),
    );
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['access-control-max-age']).toBe('600');
    expect(res.headers.vary).toMatch(/\bOrigin\b/);
  });

  it("answers the listed origin's requests with the allow header, on Express's paths and the price's own", async () => {
    const m = open([PANEL]);
    const token = await signIn(m, MOBILES.kyc2);
    const answers = {
      profile: await m.http().get('/user-auth/profile').set('Origin', PANEL).set('Authorization', `Bearer ${token}`),
      price: await m.http().get('/gold-price').set('Origin', PANEL),
      unauthorized: await m.http().get('/wallets/me').set('Origin', PANEL),
      invalid: await m.http().post('/user-auth/request-otp').set('Origin', PANEL).send({ mobile: 'not-a-mobile' }),
    };
    for (const [label, res] of Object.entries(answers)) {
      expect(res.headers['access-control-allow-origin'], label).toBe(PANEL);
      expect(res.headers['access-control-expose-headers'], label).toBe('Retry-After');
      expect(res.headers.vary, label).toMatch(/\bOrigin\b/);
    }
    expect(answers.profile.status).toBe(200);
    expect(answers.price.status).toBe(200);
    expect(answers.unauthorized.status).toBe(401);
  });

  it("puts the same headers on the price's own path as the cors package does through Express", async () => {
    const m = open([PANEL]);
    const corsHeaders = (headers: Record<string, string>) =>
      Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('access-control-') || name === 'vary'));
    for (const origin of [PANEL, OTHER]) {
      const fast = await m.http().get('/gold-price').set('Origin', origin);
      // A GET that says it has a body is left to Express (routes/prices.ts).
      const express = await m.http().get('/gold-price').set('Origin', origin).set('Content-Length', '0');
      expect(fast.status).toBe(200);
      expect(express.status).toBe(200);
      expect(corsHeaders(fast.headers), origin).toEqual(corsHeaders(express.headers));
      expect(fast.headers.vary).toBe('Origin');
    }
    expect((await m.http().get('/gold-price').set('Origin', PANEL)).headers['access-control-allow-origin']).toBe(PANEL);
  });

  it('gives another origin no allow header at all, preflight or request', async () => {
    const m = open([PANEL]);
    const pre = await preflight(m, OTHER, '/user-auth/login', 'authorization,content-type');
    expect(accessControl(pre.headers)).toEqual([]);
    expect(pre.status).toBe(200);
    expect(pre.headers.allow).toBe('POST');
    for (const res of [
      await m.http().get('/gold-price').set('Origin', OTHER),
      await m.http().get('/market-status').set('Origin', OTHER),
    ]) {
      expect(res.status).toBe(200);
      expect(accessControl(res.headers)).toEqual([]);
      // Still one copy per origin in a cache: the listed origin's answer differs.
      expect(res.headers.vary).toMatch(/\bOrigin\b/);
    }
    // A near miss is another origin.
    const near = await m.http().get('/gold-price').set('Origin', `${PANEL}:8443`);
    expect(accessControl(near.headers)).toEqual([]);
  });

  it('keeps the control API and the panel of its own origin out of CORS', async () => {
    dir = mkdtempSync(join(tmpdir(), 'mock-dist-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>پنل</title>');
    writeFileSync(join(dir, 'assets', 'index-AbC123.js'), 'console.log(1)');
    const m = (mock = buildMock({ corsOrigins: [PANEL], webDist: dir }));
    const pre = await m
      .http()
      .options('/__mock/users')
      .set('Origin', PANEL)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type');
    expect(accessControl(pre.headers)).toEqual([]);
    const answers = [
      await m.http().get('/__mock/console').set('Origin', PANEL),
      await m.http().get('/').set('Origin', PANEL).set('Accept', 'text/html'),
      await m.http().get('/assets/index-AbC123.js').set('Origin', PANEL),
      await m.http().get('/config.json').set('Origin', PANEL),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(accessControl(res.headers)).toEqual([]);
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
  });

  it("lets the panel's origin use what the API serves: the receipt file is cross-origin, still its owner's only", async () => {
    const m = open([PANEL]);
    const token = await signIn(m, MOBILES.kyc2);
    const uploaded = await m
      .http()
      .post('/wallets/me/upload-receipt')
      .set('Origin', PANEL)
      .set('Authorization', `Bearer ${token}`)
      .attach('file', PNG, 'receipt.png');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.headers['access-control-allow-origin']).toBe(PANEL);
    const fileUrl = uploaded.body.data.fileUrl as string;
    const file = await m.http().get(fileUrl).set('Origin', PANEL).set('Authorization', `Bearer ${token}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['access-control-allow-origin']).toBe(PANEL);
    expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // helmet's other headers are the same as on every other answer.
    const plain = await m.http().get('/healthz');
    for (const name of ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'strict-transport-security'])
      expect(file.headers[name], name).toBe(plain.headers[name]);
    // The token is what guards it, with or without CORS.
    expect((await m.http().get(fileUrl).set('Origin', PANEL)).status).toBe(401);
  });
});

describe('the socket with CORS origins', () => {
  const listen = async (m: Mock) => {
    await new Promise<void>((resolve) => m.server.listen(0, '127.0.0.1', resolve));
    return (m.server.address() as AddressInfo).port;
  };
  const handshake = (m: Mock, origin: string) =>
    request(m.server).get('/socket.io/?EIO=4&transport=polling').set('Origin', origin);

  it("answers the listed origin's polling handshake with its allow header, and another origin's without", async () => {
    const m = open([PANEL]);
    const allowed = await handshake(m, PANEL);
    expect(allowed.status).toBe(200);
    expect(allowed.headers['access-control-allow-origin']).toBe(PANEL);
    expect(allowed.text).toMatch(/"sid"/);
    const other = await handshake(m, OTHER);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const without = buildMock();
    try {
      const none = await handshake(without, PANEL);
      expect(none.status).toBe(200);
      expect(none.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await without.close();
    }
  });

  it('accepts a client of the listed origin over polling', async () => {
    const m = open([PANEL]);
    const port = await listen(m);
    const client: Socket = connectClient(`http://127.0.0.1:${port}${SOCKET_NAMESPACE}`, {
      transports: ['polling'],
      extraHeaders: { Origin: PANEL },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(client);
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve());
      client.once('connect_error', reject);
    });
    expect(m.realtime.connectionCount()).toBe(1);
  });
});
