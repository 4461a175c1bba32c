// deploy/panel-config.sh: what it writes for the panel image, and what it refuses to write. The e2e project
// cross-origin runs it too, with nginx in front (e2e/panel-host.ts).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { securityHeaders } from '../mock-server/src/http/security-headers';

const script = resolve(import.meta.dirname, 'panel-config.sh');
let dir = '';
let runtime = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'panel-config-'));
  runtime = join(dir, 'runtime');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the script with only `env` (and PATH) set, its files going to `runtime`. */
function run(env) {
  const result = spawnSync('sh', [script], {
    env: { PATH: process.env.PATH, PANEL_RUNTIME_DIR: runtime, ...env },
    encoding: 'utf8',
    timeout: 10_000,
  });
  return { status: result.status, stderr: result.stderr };
}
const written = () => ({
  config: JSON.parse(readFileSync(join(runtime, 'config.json'), 'utf8')),
  csp: /^add_header Content-Security-Policy "([^"]*)" always;\n$/.exec(readFileSync(join(runtime, 'csp.conf'), 'utf8'))?.[1],
});
const directives = (policy) => Object.fromEntries(policy.split(';').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));
const mockPolicy = () => Object.fromEntries(securityHeaders().set)['Content-Security-Policy'];

const FIREBASE = {
  PANEL_FIREBASE_API_KEY: 'AIzaSyD-abc_123XYZ',
  PANEL_FIREBASE_PROJECT_ID: 'gold-panel',
  PANEL_FIREBASE_MESSAGING_SENDER_ID: '123456789012',
  PANEL_FIREBASE_APP_ID: '1:123456789012:web:abc123',
  PANEL_FIREBASE_VAPID_KEY: 'BKagOny0KF_2pCJQ3m-ZpL0M7Yp3RQ5H8tN4CkV9f2S1gXo',
};
const FIREBASE_REQUIRED = Object.keys(FIREBASE);
const FIREBASE_ORIGINS = ['https://firebaseinstallations.googleapis.com', 'https://fcmregistrations.googleapis.com'];

/** The origins written as string literals in the browser build of one of the Firebase SDK's packages. */
function sdkOrigins(pkg) {
  const require = createRequire(resolve(import.meta.dirname, '..', 'web', 'package.json'));
  const manifest = require.resolve(`${pkg}/package.json`);
  const { browser } = JSON.parse(readFileSync(manifest, 'utf8'));
  const source = readFileSync(join(dirname(manifest), browser), 'utf8');
  return [...source.matchAll(/['"`](https?:\/\/[^/'"`]+)/g)].map((match) => match[1]);
}

describe('deploy/panel-config.sh', () => {
  it('writes config.json for the API and a policy that lets the page reach it and its socket', () => {
    expect(run({ PANEL_API_URL: 'https://api.example.ir/v1/' }).status).toBe(0);
    const { config, csp } = written();
    expect(config).toEqual({
      apiBaseUrl: 'https://api.example.ir/v1',
      socketUrl: 'https://api.example.ir',
      socketPath: '/socket.io',
    });
    // The mock's policy, with the API's origin and its WebSocket origin added where the page reaches them.
    const expected = directives(mockPolicy());
    expected['img-src'].push('https://api.example.ir');
    expected['connect-src'].push('https://api.example.ir', 'wss://api.example.ir');
    expect(directives(csp)).toEqual(expected);
  });

  it('takes a socket on an origin of its own, its path and the support contacts, escaped for JSON', () => {
    const support = { phone: '۰۲۱-۹۱۰۰۱۲۳۴', email: 'a"b\\c@example.ir', telegram: '@پشتیبانی_طلا' };
    const status = run({
      PANEL_API_URL: 'http://127.0.0.1:4000',
      PANEL_SOCKET_URL: 'http://127.0.0.1:4001',
      PANEL_SOCKET_PATH: '/rt/socket.io',
      PANEL_SUPPORT_PHONE: support.phone,
      PANEL_SUPPORT_EMAIL: support.email,
      PANEL_SUPPORT_TELEGRAM: support.telegram,
    }).status;
    expect(status).toBe(0);
    const { config, csp } = written();
    expect(config).toEqual({
      apiBaseUrl: 'http://127.0.0.1:4000',
      socketUrl: 'http://127.0.0.1:4001',
      socketPath: '/rt/socket.io',
      support,
    });
    expect(directives(csp)['connect-src']).toEqual([
      "'self'",
      'data:',
      'http://127.0.0.1:4000',
      'http://127.0.0.1:4001',
      'ws://127.0.0.1:4001',
    ]);
  });

  it("with an empty API URL, points the panel at its own origin under the mock's very policy", () => {
    expect(run({ PANEL_API_URL: '' }).status).toBe(0);
    expect(written()).toEqual({ config: { apiBaseUrl: '', socketUrl: '', socketPath: '/socket.io' }, csp: mockPolicy() });
  });

  it('checks what nginx.conf receives: the listen address and the directories', () => {
    mkdirSync(join(dir, 'dist'));
    writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html>');
    const base = { PANEL_API_URL: 'https://api.example.ir' };
    expect(run({ ...base, PANEL_LISTEN: '8080', PANEL_ROOT: join(dir, 'dist') }).status).toBe(0);
    expect(run({ ...base, PANEL_LISTEN: '127.0.0.1:8080' }).status).toBe(0);
    for (const [name, value] of [
      ['PANEL_LISTEN', '8080; include /etc/passwd'],
      ['PANEL_LISTEN', 'localhost'],
      ['PANEL_ROOT', 'web/dist'],
      ['PANEL_ROOT', `${dir}/dist; root /`],
      ['PANEL_ROOT', join(dir, 'nothing-built')],
      ['PANEL_RUNTIME_DIR', '/tmp/a b'],
    ]) {
      const result = run({ ...base, [name]: value });
      expect(result.status, `${name}=${value}`).toBe(1);
      expect(result.stderr).toContain(name);
    }
  });

  it('with PANEL_PUSH_PROVIDER=firebase, writes push.firebase and lets the page reach the token APIs, nothing else', () => {
    const env = { PANEL_API_URL: 'https://api.example.ir', PANEL_PUSH_PROVIDER: 'firebase', ...FIREBASE };
    expect(run({ ...env, PANEL_FIREBASE_AUTH_DOMAIN: 'gold-panel.firebaseapp.com' }).status).toBe(0);
    const firebase = {
      apiKey: FIREBASE.PANEL_FIREBASE_API_KEY,
      authDomain: 'gold-panel.firebaseapp.com',
      projectId: FIREBASE.PANEL_FIREBASE_PROJECT_ID,
      messagingSenderId: FIREBASE.PANEL_FIREBASE_MESSAGING_SENDER_ID,
      appId: FIREBASE.PANEL_FIREBASE_APP_ID,
      vapidKey: FIREBASE.PANEL_FIREBASE_VAPID_KEY,
    };
    const { config, csp } = written();
    expect(config.push).toEqual({ provider: 'firebase', firebase });
    const expected = directives(mockPolicy());
    expected['img-src'].push('https://api.example.ir');
    expected['connect-src'].push('https://api.example.ir', 'wss://api.example.ir', ...FIREBASE_ORIGINS);
    expect(directives(csp)).toEqual(expected);

    // The auth domain is optional, and left out when not given.
    expect(run(env).status).toBe(0);
    const { authDomain: _authDomain, ...withoutAuthDomain } = firebase;
    expect(written().config.push).toEqual({ provider: 'firebase', firebase: withoutAuthDomain });
  });

  it('allows exactly the origins the Firebase SDK fetches from the page to get a token', () => {
    const origins = ['@firebase/app', '@firebase/installations', '@firebase/messaging'].flatMap(sdkOrigins);
    expect(new Set(origins)).toEqual(new Set(FIREBASE_ORIGINS));
  });

  it('with PANEL_PUSH_PROVIDER=browser, writes the provider alone and the policy allows no Firebase', () => {
    expect(run({ PANEL_API_URL: '', PANEL_PUSH_PROVIDER: 'browser', ...FIREBASE }).status).toBe(0);
    const { config, csp } = written();
    expect(config).toEqual({ apiBaseUrl: '', socketUrl: '', socketPath: '/socket.io', push: { provider: 'browser' } });
    expect(csp).toBe(mockPolicy());
  });

  it('writes capabilities.priceAlerts when PANEL_CAPABILITY_PRICE_ALERTS is true, and nothing when false', () => {
    expect(run({ PANEL_API_URL: '', PANEL_CAPABILITY_PRICE_ALERTS: 'true' }).status).toBe(0);
    expect(written()).toEqual({
      config: { apiBaseUrl: '', socketUrl: '', socketPath: '/socket.io', capabilities: { priceAlerts: true } },
      csp: mockPolicy(),
    });
    expect(run({ PANEL_API_URL: '', PANEL_CAPABILITY_PRICE_ALERTS: 'false' }).status).toBe(0);
    expect(written()).toEqual({ config: { apiBaseUrl: '', socketUrl: '', socketPath: '/socket.io' }, csp: mockPolicy() });
  });

  const withFirebase = { PANEL_API_URL: 'https://api.example.ir', PANEL_PUSH_PROVIDER: 'firebase', ...FIREBASE };
  const refused = [
    [{}, /PANEL_API_URL is required/],
    [{ PANEL_API_URL: 'https://api.example.ir" always; add_header X-Evil 1; #' }, /PANEL_API_URL may hold only/],
    [{ PANEL_API_URL: "https://api.example.ir 'unsafe-eval'" }, /PANEL_API_URL may hold only/],
    [{ PANEL_API_URL: 'https://api.example.ir;script-src *' }, /PANEL_API_URL may hold only/],
    [{ PANEL_API_URL: 'https://api.example.ir/$host' }, /PANEL_API_URL may hold only/],
    [{ PANEL_API_URL: 'https://api.example.ir\nadd_header X 1;' }, /PANEL_API_URL may hold only/],
    [{ PANEL_API_URL: 'https://user@api.example.ir' }, /PANEL_API_URL may hold only/],
    [{ PANEL_API_URL: 'https://api.example.ir?x=1' }, /PANEL_API_URL may hold only/],
    [{ PANEL_API_URL: 'javascript://api.example.ir' }, /PANEL_API_URL must be an http/],
    [{ PANEL_API_URL: 'api.example.ir' }, /PANEL_API_URL must be an http/],
    [{ PANEL_API_URL: 'https://api.example.ir', PANEL_SOCKET_URL: 'https://rt.example.ir/ns' }, /PANEL_SOCKET_URL must be/],
    [{ PANEL_API_URL: 'https://api.example.ir', PANEL_SOCKET_PATH: 'socket.io' }, /PANEL_SOCKET_PATH must start/],
    [
      { PANEL_API_URL: 'https://api.example.ir', PANEL_SOCKET_PATH: '/io","apiBaseUrl":"https://evil' },
      /PANEL_SOCKET_PATH may hold only/,
    ],
    [{ PANEL_API_URL: 'https://api.example.ir', PANEL_SUPPORT_PHONE: '021' }, /go together/],
    [
      {
        PANEL_API_URL: 'https://api.example.ir',
        PANEL_SUPPORT_PHONE: '021\n',
        PANEL_SUPPORT_EMAIL: 'a@b.ir',
        PANEL_SUPPORT_TELEGRAM: '@t',
      },
      /PANEL_SUPPORT_PHONE may not hold a control character/,
    ],
    [
      {
        PANEL_API_URL: 'https://api.example.ir',
        PANEL_SUPPORT_PHONE: '021',
        PANEL_SUPPORT_EMAIL: 'a@b.ir',
        PANEL_SUPPORT_TELEGRAM: '@t\u001b[2J',
      },
      /PANEL_SUPPORT_TELEGRAM may not hold a control character/,
    ],
    [{ PANEL_API_URL: '', PANEL_CAPABILITY_PRICE_ALERTS: 'yes' }, /PANEL_CAPABILITY_PRICE_ALERTS must be true or false/],
    [{ PANEL_API_URL: '', PANEL_PUSH_PROVIDER: 'webpush' }, /PANEL_PUSH_PROVIDER must be browser or firebase/],
    [
      { PANEL_API_URL: '', PANEL_FIREBASE_API_KEY: FIREBASE.PANEL_FIREBASE_API_KEY },
      /PANEL_FIREBASE_API_KEY is set but PANEL_PUSH_PROVIDER is not/,
    ],
    ...FIREBASE_REQUIRED.flatMap((name) => [
      [{ ...withFirebase, [name]: undefined }, new RegExp(`${name} is required with PANEL_PUSH_PROVIDER=firebase`)],
      [{ ...withFirebase, [name]: '' }, new RegExp(`${name} is required with PANEL_PUSH_PROVIDER=firebase`)],
    ]),
    ...[...FIREBASE_REQUIRED, 'PANEL_FIREBASE_AUTH_DOMAIN'].flatMap((name) =>
      ['a"b', 'a\\b', 'a b', 'a;b', 'a/b', 'a$b', 'a\nb', 'کلید'].map((value) => [
        { ...withFirebase, [name]: value },
        new RegExp(`${name} may hold only letters, digits and - _ : \\.`),
      ]),
    ),
  ];
  it.each(refused)('refuses %j, writing nothing', (env, message) => {
    const result = run(env);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
    expect(existsSync(join(runtime, 'config.json'))).toBe(false);
    expect(existsSync(join(runtime, 'csp.conf'))).toBe(false);
  });
});
