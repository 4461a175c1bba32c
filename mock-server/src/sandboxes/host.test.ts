import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connectClient, type Socket } from 'socket.io-client';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SOCKET_NAMESPACE } from '@gold/contracts/constants';
import { controlSandboxListResponseSchema, controlSandboxResponseSchema } from '@gold/contracts/control';
import { createApp, type MockApp } from '../app';
import { manualClock, seededRandom } from '../clock';
import { testConfig } from '../config';
import type { Db } from '../db/tx';
import { silentLogger } from '../logger';
import { DEMO_PASSWORD, expectErrorEnvelope, MOBILES, seededDb } from '../test-utils';
import { createHost, SANDBOX_COOKIE } from './host';
import { ACTIVE_MS, createSandboxes, demoWorlds, type Sandboxes } from './sandboxes';

let clock: ReturnType<typeof manualClock>;
let db: Db;
let main: MockApp;
let sandboxes: Sandboxes;
let host: ReturnType<typeof createHost>;
let dir: string;
const sockets: Socket[] = [];

function start({ max = 3, idleMin = 30, controlToken }: { max?: number; idleMin?: number; controlToken?: string } = {}) {
  clock = manualClock();
  db = seededDb(clock.now());
  const config = testConfig({ controlToken });
  main = createApp({ clock, random: seededRandom(1), db, config });
  dir = mkdtempSync(join(tmpdir(), 'gold-sandboxes-test-'));
  sandboxes = createSandboxes(
    { max, idleMs: idleMin * 60_000, dir },
    demoWorlds(main, { clock, config, logger: silentLogger }),
    clock,
    silentLogger,
  );
  host = createHost(main, sandboxes, { controlToken, logger: silentLogger });
}

beforeEach(() => start());

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await sandboxes.closeAll();
  await main.close();
  db.close();
  host.server.close();
  rmSync(dir, { recursive: true, force: true });
});

const http = () => request(host.server);
const inSandbox = (id: string) => `${SANDBOX_COOKIE}=${id}`;

async function newSandbox(cookie?: string) {
  const res = await http()
    .post('/__mock/sandboxes')
    .set(cookie ? { Cookie: cookie } : {});
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return controlSandboxResponseSchema.parse(res.body).sandbox;
}

async function signInAt(id: string | null, mobile: string = MOBILES.kyc2) {
  return http()
    .post('/user-auth/login')
    .set(id ? { Cookie: inSandbox(id) } : {})
    .send({ mobile, password: DEMO_PASSWORD });
}

describe('sandboxes', () => {
  it('are entered by their URL, which sets the cookie every later request and socket carries', async () => {
    const sandbox = await newSandbox();
    expect(sandbox.entryUrl).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:\\d+/__mock/sandbox/${sandbox.id}$`));
    const entry = await http().get(new URL(sandbox.entryUrl).pathname);
    expect(entry.status).toBe(303);
    expect(entry.headers.location).toBe('/');
    const setCookie = String(entry.headers['set-cookie']);
    expect(setCookie).toContain(`${SANDBOX_COOKIE}=${sandbox.id}; Path=/; HttpOnly; SameSite=Lax`);
    // A salesperson enters to steer it from the console.
    expect((await http().get(`${new URL(sandbox.entryUrl).pathname}?next=console`)).headers.location).toBe('/__mock/console');
    expect((await http().get(`${new URL(sandbox.entryUrl).pathname}?next=https://evil.example`)).headers.location).toBe('/');

    const list = controlSandboxListResponseSchema.parse(
      (await http().get('/__mock/sandboxes').set('Cookie', inSandbox(sandbox.id))).body,
    );
    expect(list.current).toBe(sandbox.id);
    expect(list.items.map((s) => s.id)).toEqual([sandbox.id]);
    expect(controlSandboxListResponseSchema.parse((await http().get('/__mock/sandboxes')).body).current).toBeNull();
  });

  it('keep their worlds apart: a customer, a market switch and a balance in one are not in another', async () => {
    const [a, b] = [await newSandbox(), await newSandbox()];
    const created = await http()
      .post('/__mock/users')
      .set('Cookie', inSandbox(a.id))
      .send({ mobile: '09121234567', name: 'مشتری الف', password: 'Gold@1234' });
    expect(created.status).toBe(201);
    expect(
      (
        await http()
          .post('/user-auth/login')
          .set('Cookie', inSandbox(a.id))
          .send({ mobile: '09121234567', password: 'Gold@1234' })
      ).status,
    ).toBe(200);
    for (const elsewhere of [{ Cookie: inSandbox(b.id) }, {}]) {
      const res = await http().post('/user-auth/login').set(elsewhere).send({ mobile: '09121234567', password: 'Gold@1234' });
      expect(res.status).toBe(401);
    }

    expect((await http().put('/__mock/market').set('Cookie', inSandbox(a.id)).send({ mode: 'closed' })).status).toBe(200);
    const open = (res: request.Response) => (res.body as { data: { isOpen: boolean } }).data.isOpen;
    expect(open(await http().get('/market-status').set('Cookie', inSandbox(a.id)))).toBe(false);
    await http().put('/__mock/market').send({ mode: 'open' });
    await http().put('/__mock/market').set('Cookie', inSandbox(b.id)).send({ mode: 'open' });
    expect(open(await http().get('/market-status'))).toBe(true);
    expect(open(await http().get('/market-status').set('Cookie', inSandbox(b.id)))).toBe(true);

    const credit = await http()
      .post(`/__mock/wallets/${encodeURIComponent(MOBILES.kyc2)}/credit`)
      .set('Cookie', inSandbox(b.id))
      .send({ currency: 'TOMAN', amount: 1_000_000 });
    expect(credit.status, JSON.stringify(credit.body)).toBe(200);
    const ledger = async (cookie: Record<string, string>) =>
      (await http().get('/__mock/ledger').set(cookie)).body as { currencies: { TOMAN: { credits: number } } };
    const nowhere: Record<string, string> = {};
    const credits = await Promise.all([nowhere, { Cookie: inSandbox(a.id) }, { Cookie: inSandbox(b.id) }].map(ledger));
    expect(credits[0]!.currencies.TOMAN.credits).toBe(credits[1]!.currencies.TOMAN.credits);
    expect(credits[2]!.currencies.TOMAN.credits).toBe(credits[0]!.currencies.TOMAN.credits + 1_000_000);
  });

  it('play a demo scenario in the sandbox it was started in, and nowhere else', async () => {
    const sandbox = await newSandbox();
    const played = await http().post('/__mock/scenarios/market-swing/play').set('Cookie', inSandbox(sandbox.id)).send({});
    expect(played.status, JSON.stringify(played.body)).toBe(200);
    const playback = async (cookie: Record<string, string>) =>
      ((await http().get('/__mock/scenarios').set(cookie)).body as { playback: { scenario: string } | null }).playback;
    expect((await playback({ Cookie: inSandbox(sandbox.id) }))?.scenario).toBe('market-swing');
    expect(await playback({})).toBeNull();
  });

  it('bind their tokens: a token from one sandbox is refused in another and in the default world', async () => {
    const [a, b] = [await newSandbox(), await newSandbox()];
    const token = ((await signInAt(a.id)).body as { data: { accessToken: string } }).data.accessToken;
    const me = (cookie: Record<string, string>) =>
      http().get('/user-auth/profile').set(cookie).set('Authorization', `Bearer ${token}`);
    expect((await me({ Cookie: inSandbox(a.id) })).status).toBe(200);
    for (const cookie of [{ Cookie: inSandbox(b.id) }, {} as Record<string, string>]) {
      const res = await me(cookie);
      expect(res.status).toBe(401);
      expectErrorEnvelope(res.body, 'UNAUTHORIZED');
    }
    const mainToken = ((await signInAt(null)).body as { data: { accessToken: string } }).data.accessToken;
    expect(
      (await http().get('/user-auth/profile').set('Cookie', inSandbox(a.id)).set('Authorization', `Bearer ${mainToken}`)).status,
    ).toBe(401);
  });

  it('route the socket by the cookie too: a sandbox’s socket hears its own price and takes its own tokens only', async () => {
    await new Promise<void>((resolve) => host.server.listen(0, '127.0.0.1', resolve));
    const port = (host.server.address() as AddressInfo).port;
    const sandbox = await newSandbox();
    const token = ((await signInAt(sandbox.id)).body as { data: { accessToken: string } }).data.accessToken;
    const connect = (cookie: string | null, auth: object) => {
      const socket = connectClient(`http://127.0.0.1:${port}${SOCKET_NAMESPACE}`, {
        auth,
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
        extraHeaders: cookie ? { Cookie: cookie } : {},
      });
      sockets.push(socket);
      return new Promise<Socket>((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    };
    await connect(inSandbox(sandbox.id), { token });
    await connect(null, {});
    const world = sandboxes.get(sandbox.id)!.world;
    expect(world.realtime.io.engine.clientsCount).toBe(1);
    expect(main.realtime.io.engine.clientsCount).toBe(1);
    // The token is the sandbox's: its listener joins its room there, and is no one in the default world.
    const [serverSocket] = (await world.realtime.io.of(SOCKET_NAMESPACE).fetchSockets()) as unknown as {
      data: { userId: string | null };
    }[];
    expect(serverSocket!.data.userId).not.toBeNull();
    await connect(null, { token });
    const listeners = (await main.realtime.io.of(SOCKET_NAMESPACE).fetchSockets()) as unknown as {
      data: { userId: string | null };
    }[];
    expect(listeners.map((s) => s.data.userId)).toEqual([null, null]);
    expect(controlSandboxListResponseSchema.parse((await http().get('/__mock/sandboxes')).body).items[0]!.connections).toBe(1);
  });

  it('refuse one past MOCK_SANDBOX_MAX with a Persian error, and make room when one is deleted', async () => {
    await sandboxes.closeAll();
    start({ max: 2 });
    const [a] = [await newSandbox(), await newSandbox()];
    const full = await http().post('/__mock/sandboxes');
    expect(full.status).toBe(409);
    expectErrorEnvelope(full.body, 'SANDBOX_LIMIT');
    expect(full.body.message).toBe(
      'ظرفیت محیط‌های نمایشی پر است (۲ محیط)؛ یکی را حذف کنید یا صبر کنید تا محیط‌های بی‌استفاده خودشان حذف شوند',
    );
    expect((await http().delete(`/__mock/sandboxes/${a!.id}`)).status).toBe(200);
    expect(existsSync(join(dir, a!.id))).toBe(false);
    await newSandbox();
  });

  it('reset one to the seeded start, and leave the others as they are', async () => {
    const [a, b] = [await newSandbox(), await newSandbox()];
    for (const s of [a, b]) {
      await http().put('/__mock/market').set('Cookie', inSandbox(s.id)).send({ mode: 'closed' });
    }
    expect((await http().post(`/__mock/sandboxes/${a.id}/reset`)).status).toBe(200);
    const mode = async (id: string) =>
      ((await http().get('/market-status').set('Cookie', inSandbox(id))).body as { data: { isOpen: boolean } }).data.isOpen;
    expect(await mode(b.id)).toBe(false);
    const seededMode = await mode(a.id);
    expect(seededMode).toBe(((await http().get('/market-status')).body as { data: { isOpen: boolean } }).data.isOpen);
  });

  it('answer an entry, a reset or a delete of one that is gone: 404, and the cookie is cleared', async () => {
    const sandbox = await newSandbox();
    await http().delete(`/__mock/sandboxes/${sandbox.id}`);
    const entry = await http().get(`/__mock/sandbox/${sandbox.id}`);
    expect(entry.status).toBe(404);
    expect(entry.text).toContain('این محیط نمایشی دیگر وجود ندارد');
    expect(String(entry.headers['set-cookie'])).toMatch(new RegExp(`${SANDBOX_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
    for (const res of [
      await http().post(`/__mock/sandboxes/${sandbox.id}/reset`),
      await http().delete(`/__mock/sandboxes/${sandbox.id}`),
      await http().get('/__mock/sandboxes/not-an-id/qr.svg'),
    ]) {
      expect(res.status).toBe(404);
      expectErrorEnvelope(res.body, 'NOT_FOUND');
    }
    // A request that still carries the cookie is the default world's.
    expect((await signInAt(sandbox.id)).status).toBe(200);
  });

  it('leave a browser’s sandbox by clearing its cookie', async () => {
    const res = await http().get('/__mock/sandbox-exit');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/__mock/console');
    expect(String(res.headers['set-cookie'])).toContain(`${SANDBOX_COOKIE}=;`);
  });

  it('draw the entry URL as a QR code', async () => {
    const sandbox = await newSandbox();
    const res = await http()
      .get(`/__mock/sandboxes/${sandbox.id}/qr.svg`)
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.on('data', (chunk: Buffer) => (text += chunk.toString()));
        r.on('end', () => done(null, text));
      });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body as string).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
  });

  it('run their timers only while used, and expire with their files once idle', async () => {
    const sandbox = await newSandbox();
    const world = sandboxes.get(sandbox.id)!.world;
    expect(world.running()).toBe(false);
    await http().get('/gold-price').set('Cookie', inSandbox(sandbox.id));
    expect(world.running()).toBe(true);
    clock.advance(ACTIVE_MS);
    await sandboxes.sweep();
    expect(world.running()).toBe(false);
    expect(existsSync(join(dir, sandbox.id, 'mock.db'))).toBe(true);
    await http().get('/gold-price').set('Cookie', inSandbox(sandbox.id));
    expect(world.running()).toBe(true);
    clock.advance(30 * 60_000);
    await sandboxes.sweep();
    expect(sandboxes.get(sandbox.id)).toBeUndefined();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('remove what an earlier run left, and nothing else in their directory', async () => {
    mkdirSync(join(dir, 'AAAAAAAAAAAAAAAAAAAAAA'));
    writeFileSync(join(dir, 'keep.txt'), 'x');
    createSandboxes(
      { max: 1, idleMs: 1, dir },
      demoWorlds(main, { clock, config: testConfig(), logger: silentLogger }),
      clock,
      silentLogger,
    );
    expect(readdirSync(dir)).toEqual(['keep.txt']);
  });

  it('need the console’s token to be listed, made, reset or deleted; entering needs only the URL', async () => {
    await sandboxes.closeAll();
    start({ controlToken: 'secret' });
    expect((await http().post('/__mock/sandboxes')).status).toBe(401);
    expect((await http().get('/__mock/sandboxes')).status).toBe(401);
    const sandbox = await newSandbox('mock_control=secret');
    expect((await http().get(`/__mock/sandboxes/${sandbox.id}/qr.svg`)).status).toBe(401);
    expect((await http().get(`/__mock/sandbox/${sandbox.id}`)).status).toBe(303);
    // Inside, the control API still needs the token.
    expect((await http().get('/__mock/otps').set('Cookie', inSandbox(sandbox.id))).status).toBe(401);
  });
});
