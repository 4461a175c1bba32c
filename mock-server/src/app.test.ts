import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildMock, expectErrorEnvelope, MOBILES, signIn, type Mock } from './test-utils';

let mock: Mock | null = null;
let dir: string | null = null;
afterEach(async () => {
  await mock?.close();
  mock = null;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = null;
});

/** A request on a real socket, with the body and the answer as raw bytes: nothing encodes or decodes them on the way. */
async function raw(
  m: Mock,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  if (!m.server.listening) await new Promise<void>((resolve) => m.server.listen(0, '127.0.0.1', resolve));
  const { port } = m.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Every endpoint of the provider API and the control API that reads a JSON body. */
const BODY_ENDPOINTS: [method: 'post' | 'patch' | 'put', path: string][] = [
  ['post', '/user-auth/login'],
  ['post', '/user-auth/register'],
  ['post', '/user-auth/verify-otp'],
  ['post', '/user-auth/request-otp'],
  ['post', '/user-auth/forgot-password'],
  ['post', '/user-auth/reset-password'],
  ['post', '/user-auth/change-password'],
  ['patch', '/user-auth/profile'],
  ['post', '/users/me/fcm-token'],
  ['post', '/user-auth/request-name-change'],
  ['post', '/user-auth/request-national-id-change'],
  ['post', '/user-auth/request-birthdate-change'],
  ['post', '/user-auth/request-phone-change'],
  ['post', '/user-auth/confirm-phone-change'],
  ['post', '/bank-accounts'],
  ['patch', '/bank-accounts/some-id'],
  ['post', '/__mock/users'],
  ['post', '/__mock/wallets/09120000001/credit'],
  ['put', '/__mock/price'],
  ['put', '/__mock/market'],
];

describe('bodies that are not what they claim', () => {
  it.each(BODY_ENDPOINTS)('%s %s answers 400 INVALID_JSON to a body that claims gzip but is not', async (method, path) => {
    mock = buildMock();
    const token = await signIn(mock, MOBILES.kyc2);
    const call = mock.http()[method](path);
    const res = await call
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send('{"mobile":"09120000001"}');
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'INVALID_JSON');
  });

  it('reads a body that really is gzip, and answers 400 to a truncated one and to an unknown encoding', async () => {
    mock = buildMock();
    const body = JSON.stringify({ mobile: MOBILES.kyc2, password: 'Gold@1234' });
    const login = async (encoding: string, payload: Buffer) => {
      const res = await raw(
        mock!,
        'POST',
        '/user-auth/login',
        { 'Content-Type': 'application/json', 'Content-Encoding': encoding },
        payload,
      );
      return { status: res.status, body: JSON.parse(res.body.toString()) as unknown };
    };
    const good = await login('gzip', gzipSync(body));
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect((await login('gzip', gzipSync(body).subarray(0, 12))).status).toBe(400);
    expect((await login('br', brotliCompressSync(body).subarray(0, 3))).status).toBe(400);
    const unknown = await login('zstd-ish', Buffer.from(body));
    expect(unknown.status).toBe(400);
    expectErrorEnvelope(unknown.body, 'INVALID_JSON');
  });

  it('answers 413 to a body above 64 KB', async () => {
    mock = buildMock();
    const res = await mock
      .http()
      .post('/user-auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ mobile: 'x'.repeat(70_000), password: 'x' }));
    expect(res.status).toBe(413);
    expectErrorEnvelope(res.body, 'PAYLOAD_TOO_LARGE');
  });
});

describe('Cache-Control on personal data', () => {
  it('is no-store on every API answer, errors and unknown paths included', async () => {
    mock = buildMock();
    const token = await signIn(mock, MOBILES.kyc2);
    const answers = await Promise.all([
      mock.http().get('/user-auth/profile').set('Authorization', `Bearer ${token}`),
      mock.http().get('/wallets/me').set('Authorization', `Bearer ${token}`),
      mock.http().get('/notifications/me'),
      mock.http().post('/user-auth/login').send({ mobile: MOBILES.kyc2, password: 'Wrong@1234' }),
      mock.http().get('/gold-price'),
      mock.http().get('/kyc/nothing-here'),
      mock.http().get('/__mock/otp/09120000001'),
      // Express matches paths whatever their case: so does no-store.
      mock.http().get('/WALLETS/me').set('Authorization', `Bearer ${token}`),
    ]);
    answers.forEach((res, i) => expect(res.headers['cache-control'], `answer ${i}`).toBe('no-store'));
  });
});

describe('codes in the log', () => {
  it('writes every code sent to the log, with its mobile and purpose, so a demo can go on without the control API', async () => {
    mock = buildMock();
    const info = vi.spyOn(mock.logger, 'info');
    const res = await mock.http().post('/user-auth/forgot-password').send({ mobile: MOBILES.kyc1 });
    expect(res.status).toBe(200);
    const otp = (await mock.http().get(`/__mock/otp/${encodeURIComponent(MOBILES.kyc1)}`)).body.otp;
    expect(info).toHaveBeenCalledWith('otp', expect.objectContaining({ mobile: MOBILES.kyc1, purpose: 'reset-password', otp }));
  });

  it('logs nothing for a code that was refused', async () => {
    mock = buildMock();
    await mock.http().post('/user-auth/forgot-password').send({ mobile: MOBILES.kyc1 });
    const info = vi.spyOn(mock.logger, 'info');
    expect((await mock.http().post('/user-auth/forgot-password').send({ mobile: MOBILES.kyc1 })).status).toBe(429);
    expect(info).not.toHaveBeenCalledWith('otp', expect.anything());
  });
});

describe('the built panel', () => {
  const JS = `console.log(${JSON.stringify('پنل طلا '.repeat(400))});`;
  const INDEX = `<!doctype html><html lang="fa" dir="rtl"><head><title>پنل طلا</title></head>${' '.repeat(2000)}</html>`;
  /** The runtime configuration the mock writes into index.html, read back as the panel reads it. */
  const configIn = (html: string) => {
    const match = /<script id="runtime-config" type="application\/json">(.*?)<\/script><\/head>/.exec(html);
    return match && JSON.parse(match[1]!);
  };

  /** A small build: a hashed asset with its compressed copies, index.html with its own, the favicon without. */
  function buildDist(under = '') {
    dir = mkdtempSync(join(tmpdir(), 'mock-dist-'));
    const dist = under ? join(dir, under) : dir;
    if (under) mkdirSync(dist);
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), INDEX);
    writeFileSync(join(dist, 'index.html.gz'), gzipSync(INDEX));
    writeFileSync(join(dist, 'assets', 'index-AbC123.js'), JS);
    writeFileSync(join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(JS));
    writeFileSync(join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync(JS));
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    return dist;
  }

  it('sends the brotli copy of a hashed asset to a browser that takes it, cached for a year', async () => {
    mock = buildMock({ webDist: buildDist() });
    // Chrome lists brotli after gzip; the smaller brotli copy is still the one sent.
    const res = await raw(mock, 'GET', '/assets/index-AbC123.js', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(String(res.headers.vary)).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.body).toString()).toBe(JS);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that takes neither', async () => {
    mock = buildMock({ webDist: buildDist() });
    const gz = await mock.http().get('/assets/index-AbC123.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(JS);
    const plain = await mock.http().get('/assets/index-AbC123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(JS);
  });

  it('keeps index.html, the history fallback and config.json revalidated, never immutable', async () => {
    mock = buildMock({ webDist: buildDist() });
    const deep = await mock.http().get('/settings?section=profile').set('Accept', 'text/html').set('Accept-Encoding', 'gzip');
    expect(deep.status).toBe(200);
    expect(deep.headers['cache-control']).toBe('no-cache');
    expect(deep.headers['content-encoding']).toBe('gzip');
    expect(deep.headers['content-type']).toMatch(/^text\/html/);
    expect(deep.text.replace(/<script id="runtime-config".*?<\/script>/, '')).toBe(INDEX);
    const config = await mock.http().get('/config.json');
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.body).toMatchObject({ apiBaseUrl: '', socketPath: '/socket.io', capabilities: { priceAlerts: true } });
    expect(configIn(deep.text)).toEqual(config.body);
    const favicon = await mock.http().get('/favicon.svg');
    expect([favicon.status, favicon.headers['cache-control'], favicon.headers['content-encoding']]).toEqual([
      200,
      'no-cache',
      undefined,
    ]);
  });

  it('writes the runtime configuration into index.html, the same in every encoding, and nothing can close its element', async () => {
    const support = { phone: '021-1234', email: 'a@b.ir', telegram: '</script><script>alert(1)</script>' };
    mock = buildMock({ webDist: buildDist(), support });
    const br = await raw(mock, 'GET', '/auth', { Accept: 'text/html', 'Accept-Encoding': 'br' });
    const gz = await mock.http().get('/auth').set('Accept', 'text/html').set('Accept-Encoding', 'gzip');
    const plain = await mock.http().get('/').set('Accept', 'text/html').set('Accept-Encoding', 'identity');
    expect([br.headers['content-encoding'], gz.headers['content-encoding'], plain.headers['content-encoding']]).toEqual([
      'br',
      'gzip',
      undefined,
    ]);
    const html = brotliDecompressSync(br.body).toString();
    expect(gz.text).toBe(html);
    expect(plain.text).toBe(html);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(configIn(html)).toEqual({
      apiBaseUrl: '',
      socketUrl: '',
      socketPath: '/socket.io',
      support,
      capabilities: { priceAlerts: true },
      push: { provider: 'webpush', vapidPublicKey: mock.webPush.publicKey },
      demo: true,
    });
  });

  it("serves a route's own page where the build made one, and index.html for any other path", async () => {
    const dist = buildDist();
    mkdirSync(join(dist, 'auth'));
    writeFileSync(join(dist, 'auth', 'index.html'), INDEX.replace('<title>', '<title>ورود '));
    mock = buildMock({ webDist: dist });
    for (const path of ['/auth', '/auth/', '/auth?next=%2Fwallets']) {
      const page = await mock.http().get(path).set('Accept', 'text/html');
      expect(page.text, path).toContain('<title>ورود پنل طلا</title>');
      expect(configIn(page.text), path).toMatchObject({ socketPath: '/socket.io' });
    }
    const other = await mock.http().get('/settings').set('Accept', 'text/html');
    expect(other.text).toContain('<title>پنل طلا</title>');
    expect(configIn(other.text)).toMatchObject({ socketPath: '/socket.io' });
  });

  it('serves a page asked for by its own address, X/index.html, as itself', async () => {
    const dist = buildDist();
    mkdirSync(join(dist, 'auth'));
    writeFileSync(join(dist, 'auth', 'index.html'), INDEX.replace('<title>', '<title>ورود '));
    mock = buildMock({ webDist: dist });
    const auth = await mock.http().get('/auth/index.html').set('Accept', 'text/html');
    expect(auth.status).toBe(200);
    expect(auth.headers['cache-control']).toBe('no-cache');
    expect(auth.text).toContain('<title>ورود پنل طلا</title>');
    expect(configIn(auth.text)).toMatchObject({ socketPath: '/socket.io' });
    const index = await mock.http().get('/index.html').set('Accept', 'text/html');
    expect(index.text.replace(/<script id="runtime-config".*?<\/script>/, '')).toBe(INDEX);
    // A page the build did not make is any other path: index.html.
    const missing = await mock.http().get('/settings/index.html').set('Accept', 'text/html');
    expect(missing.text).toContain('<title>پنل طلا</title>');
  });

  /** What Chrome sends with a navigation, and what the panel's API calls send (axios, fetch). */
  const NAVIGATION = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';
  const API_ACCEPTS = ['application/json, text/plain, */*', 'application/json', '*/*'];
  /** The routes whose first segment is also one of the API's (contracts' API_PATH_PREFIXES end in a slash). */
  const SHARED_ROUTES = ['/wallets', '/notifications'];
  function buildRoutes() {
    const dist = buildDist();
    for (const route of SHARED_ROUTES) {
      mkdirSync(join(dist, route));
      writeFileSync(join(dist, route, 'index.html'), INDEX.replace('<title>', `<title>${route} `));
    }
    return dist;
  }
  const pageOf = (res: { status: number; headers: Record<string, string>; text: string }) => ({
    status: res.status,
    type: res.headers['content-type'],
    cacheControl: res.headers['cache-control'],
    resourcePolicy: res.headers['cross-origin-resource-policy'],
    csp: res.headers['content-security-policy'],
    text: res.text,
  });

  it("answers a navigation to a route with a trailing slash as the route: its page, with the panel's headers", async () => {
    // With CORS origins the API's answers differ from the panel's (Cross-Origin-Resource-Policy), and with faults on
    // only the API fails: the slashed route must be the page on both counts.
    mock = buildMock({ webDist: buildRoutes(), corsOrigins: ['https://panel.example.ir'] });
    expect((await mock.http().put('/__mock/faults').send({ failRate: 1, failStatus: 503 })).status).toBe(200);
    for (const route of SHARED_ROUTES) {
      const plain = await mock.http().get(route).set('Accept', NAVIGATION);
      expect(plain.status, route).toBe(200);
      expect(plain.text, route).toContain(`<title>${route} پنل طلا</title>`);
      expect(plain.headers['cross-origin-resource-policy'], route).toBe('same-origin');
      for (const path of [`${route}/`, `${route}//`, `${route}/?tab=transactions`]) {
        const slashed = await mock.http().get(path).set('Accept', NAVIGATION);
        expect(pageOf(slashed), path).toEqual(pageOf(plain));
      }
    }
  });

  it("keeps the API's answer for a call to those paths, whatever it accepts", async () => {
    const withoutBuild = buildMock();
    const withBuild = buildMock({ webDist: buildRoutes() });
    try {
      for (const route of SHARED_ROUTES) {
        for (const accept of [...API_ACCEPTS, undefined]) {
          for (const path of [`${route}/`, `${route}/me/`]) {
            const call = (m: Mock) => (accept ? m.http().get(path).set('Accept', accept) : m.http().get(path));
            const [expected, actual] = [await call(withoutBuild), await call(withBuild)];
            expect([actual.status, actual.body], `${path} ${accept}`).toEqual([expected.status, expected.body]);
            expect(actual.headers['content-type'], `${path} ${accept}`).toMatch(/^application\/json/);
          }
        }
        // Only GET navigates: any other method is the API's.
        const post = await withBuild.http().post(`${route}/`).set('Accept', NAVIGATION).send({});
        expect(post.headers['content-type']).toMatch(/^application\/json/);
      }
    } finally {
      await withoutBuild.close();
      await withBuild.close();
    }
  });

  it('decides the caching by the address, not by where the build lies on disk', async () => {
    mock = buildMock({ webDist: buildDist('assets') });
    expect((await mock.http().get('/auth').set('Accept', 'text/html')).headers['cache-control']).toBe('no-cache');
    expect((await mock.http().get('/assets/index-AbC123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('serves nothing outside the build, and answers an unknown asset with 404', async () => {
    mock = buildMock({ webDist: buildDist() });
    expect((await mock.http().get('/assets/../../etc/passwd').set('Accept', 'application/json')).status).toBe(404);
    expect((await mock.http().get('/assets/missing.js').set('Accept', 'application/javascript')).status).toBe(404);
  });
});
