import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_NAMESPACE } from '@gold/contracts/constants';
import type { ClientToServerEvents, ServerToClientEvents } from '@gold/contracts/events';
import type { Notification } from '@gold/contracts/notifications';
import type { MarketStatus } from '@gold/contracts/prices';
import type { WalletUpdateEvent } from '@gold/contracts/wallets';
import { previousClose } from '../domain/prices/price-history';
import { currentPrice } from '../domain/prices/prices';
import { buildMock, DEMO_PASSWORD, MOBILES, signIn, userIdOf, type Mock } from '../test-utils';
import { userRoom } from './socket';

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

let mock: Mock;
let port: number;
const clients: Client[] = [];

beforeEach(async () => {
  mock = buildMock();
  await new Promise<void>((resolve) => mock.server.listen(0, '127.0.0.1', resolve));
  port = (mock.server.address() as AddressInfo).port;
});

afterEach(async () => {
  for (const c of clients.splice(0)) c.disconnect();
  vi.useRealTimers();
  await mock.close();
});

const nsp = () => mock.realtime.io.of(SOCKET_NAMESPACE);
const realtime = () => mock.realtime.realtime;

function open(token?: string): Client {
  const client: Client = connectClient(`http://127.0.0.1:${port}${SOCKET_NAMESPACE}`, {
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  clients.push(client);
  return client;
}

/** Connects and resolves once the namespace accepted the socket. */
async function connect(token?: string): Promise<Client> {
  const client = open(token);
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('connect_error', reject);
  });
  return client;
}

/** Sends `join` and resolves once the server has handled it (its own handler runs first). */
async function join(client: Client, userId: string): Promise<void> {
  const serverSocket = nsp().sockets.get(client.id!);
  if (!serverSocket) throw new Error('socket not on the server');
  const handled = new Promise<void>((resolve) => serverSocket.once('join', () => resolve()));
  client.emit('join', userId);
  await handled;
}

const inRoom = (client: Client, userId: string) => nsp().adapter.rooms.get(userRoom(userId))?.has(client.id!) ?? false;

const note = (id: string): Notification => ({
  id,
  type: 'system',
  title: `عنوان ${id}`,
  message: `پیام ${id}`,
  data: null,
  read: false,
  createdAt: mock.clock.now().toISOString(),
  priority: 'low',
});

/** Resolves with the reason once the client is disconnected. */
const disconnected = (client: Client) => new Promise<string>((resolve) => client.once('disconnect', (reason) => resolve(reason)));

/** Collects `notification` events until one with `markerId` arrives. */
function collectUntil(client: Client, markerId: string): Promise<string[]> {
  const seen: string[] = [];
  return new Promise((resolve) => {
    const onNote = (n: Notification) => {
      seen.push(n.id);
      if (n.id === markerId) {
        client.off('notification', onNote);
        resolve(seen);
      }
    };
    client.on('notification', onNote);
  });
}

describe('realtime /notifications', () => {
  it("delivers a user's events to that user after join", async () => {
    const userId = userIdOf(mock, MOBILES.kyc2);
    const client = await connect(await signIn(mock, MOBILES.kyc2));
    await join(client, userId);
    expect(inRoom(client, userId)).toBe(true);

    const received = new Promise<Notification>((resolve) => client.once('notification', resolve));
    realtime().toUser(userId, 'notification', note('n1'));
    expect(await received).toEqual(note('n1'));

    const update: WalletUpdateEvent = {
      walletId: 'w1',
      balance: 1000,
      availableBalance: 1000,
      frozenAmount: 0,
      currency: 'TOMAN',
      type: 'transaction',
    };
    const wallet = new Promise((resolve) => client.once('wallet-update', resolve));
    realtime().toUser(userId, 'wallet-update', update);
    expect(await wallet).toEqual(update);
  });

  it("does not put a socket in another user's room", async () => {
    const ownId = userIdOf(mock, MOBILES.kyc2);
    const otherId = userIdOf(mock, MOBILES.kyc1);
    const spy = await connect(await signIn(mock, MOBILES.kyc2));
    const victim = await connect(await signIn(mock, MOBILES.kyc1));
    await join(victim, otherId);

    await join(spy, otherId);
    await join(spy, ownId);
    expect(inRoom(spy, otherId)).toBe(false);
    expect(inRoom(spy, ownId)).toBe(true);

    const spySaw = collectUntil(spy, 'marker');
    const victimSaw = collectUntil(victim, 'secret');
    realtime().toUser(otherId, 'notification', note('secret'));
    realtime().toUser(ownId, 'notification', note('marker'));

    // The victim got its event, so it was sent; the spy only saw its own marker.
    expect(await victimSaw).toEqual(['secret']);
    expect(await spySaw).toEqual(['marker']);
  });

  it('lets a socket without a valid token listen to prices but join no room', async () => {
    const userId = userIdOf(mock, MOBILES.kyc2);
    const token = await signIn(mock, MOBILES.kyc2);
    const anonymous = await connect();
    const forged = await connect(`${token.slice(0, -4)}AAAA`);
    for (const client of [anonymous, forged]) {
      await join(client, userId);
      expect(inRoom(client, userId)).toBe(false);
    }

    const saw = [collectUntil(anonymous, 'everyone'), collectUntil(forged, 'everyone')];
    realtime().toUser(userId, 'notification', note('private'));
    realtime().broadcast('notification', note('everyone'));
    expect(await Promise.all(saw)).toEqual([['everyone'], ['everyone']]);
  });

  it('broadcasts price-update and gold-price-update when the control API sets the price', async () => {
    const client = await connect();
    const priceUpdate = new Promise<unknown>((resolve) => client.once('price-update', resolve));
    const goldPriceUpdate = new Promise<unknown>((resolve) => client.once('gold-price-update', resolve));

    const res = await mock.http().put('/__mock/price').send({ buyPrice: 9_000_000, sellPrice: 8_900_000 });
    expect(res.status).toBe(200);
    const at = mock.clock.now().toISOString();
    expect(await priceUpdate).toEqual({ local: 9_000_000, sell: 8_900_000, timestamp: at });
    expect(await goldPriceUpdate).toEqual({
      buyPrice: 9_000_000,
      sellPrice: 8_900_000,
      lastUpdate: at,
      previousClose: previousClose(mock.db, mock.clock.now()),
    });
  });

  it('broadcasts market-status after PUT /__mock/market changes the mode, and nothing for a refused or same-mode PUT', async () => {
    const client = await connect();
    // One listener for the whole test, so a push nobody waits for is still seen.
    const seen: MarketStatus[] = [];
    let waiting: { count: number; resolve: () => void } | null = null;
    client.on('market-status', (status) => {
      seen.push(status);
      if (waiting && seen.length >= waiting.count) waiting.resolve();
    });
    const seenReaches = (count: number) => new Promise<void>((resolve) => (waiting = { count, resolve }));
    const put = (body: object) => mock.http().put('/__mock/market').send(body);

    let arrived = seenReaches(1);
    expect((await put({ mode: 'closed' })).status).toBe(200);
    await arrived;
    expect(seen).toEqual([{ isOpen: false, currentStatus: 'closed', nextOpenTime: null, mode: 'closed' }]);

    arrived = seenReaches(2);
    expect((await put({ mode: 'open' })).status).toBe(200);
    await arrived;
    expect(seen[1]).toEqual({ isOpen: true, currentStatus: 'open', nextOpenTime: null, mode: 'open' });

    // Neither a refused body nor the mode it already has says anything: the next push is the next change.
    expect((await put({ mode: 'sometimes' })).status).toBe(400);
    expect((await put({})).status).toBe(400);
    expect((await put({ mode: 'open' })).status).toBe(200);
    arrived = seenReaches(3);
    expect((await put({ mode: 'hours' })).status).toBe(200);
    await arrived;
    // Saturday 09:30 in Tehran: working hours.
    expect(seen).toEqual([
      expect.objectContaining({ isOpen: false, mode: 'closed' }),
      expect.objectContaining({ isOpen: true, mode: 'open' }),
      { isOpen: true, currentStatus: 'open', nextOpenTime: null, mode: 'hours' },
    ]);
  });

  it('sends no market-status for a reset', async () => {
    expect((await mock.http().put('/__mock/market').send({ mode: 'closed' })).status).toBe(200);
    const client = await connect();
    const statuses: MarketStatus[] = [];
    client.on('market-status', (status) => statuses.push(status));
    // The reset's own price broadcast goes out after anything its transaction could have pushed, on the same connection.
    const priceUpdate = new Promise<unknown>((resolve) => client.once('price-update', resolve));
    expect((await mock.http().post('/__mock/reset').send({})).status).toBe(200);
    await priceUpdate;
    expect(statuses).toEqual([]);
  });

  it('broadcasts the seeded price again after a reset', async () => {
    await mock.http().put('/__mock/price').send({ buyPrice: 9_000_000, sellPrice: 8_900_000 });
    const client = await connect();
    const priceUpdate = new Promise<{ local: number }>((resolve) => client.once('price-update', resolve));
    expect((await mock.http().post('/__mock/reset').send({})).status).toBe(200);
    expect((await priceUpdate).local).toBe(currentPrice(mock.db).buyPrice);
    expect(currentPrice(mock.db).buyPrice).not.toBe(9_000_000);
  });

  it('drops every connection on POST /__mock/sockets/disconnect and refuses new ones for refuseMs', async () => {
    const first = await connect(await signIn(mock, MOBILES.kyc2));
    const second = await connect();
    const dropped = Promise.all(
      [first, second].map((c) => new Promise<string>((resolve) => c.once('disconnect', (reason) => resolve(reason)))),
    );

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T06:00:00Z'));
    const res = await mock.http().post('/__mock/sockets/disconnect').send({ refuseMs: 5000 });
    expect(res.status).toBe(200);
    const reasons = await dropped;
    // The server ended the sessions: the client would not reconnect on its own.
    expect(reasons).toEqual(['io server disconnect', 'io server disconnect']);
    expect(first.connected).toBe(false);
    expect(nsp().sockets.size).toBe(0);

    // Refused while the window lasts ...
    vi.setSystemTime(new Date('2026-11-21T06:00:04Z'));
    const refused = open();
    const error = await new Promise<Error>((resolve) => refused.once('connect_error', resolve));
    expect(error.message).toBe('realtime unavailable');

    // ... and accepted again after it.
    vi.setSystemTime(new Date('2026-11-21T06:00:05Z'));
    const again = await connect();
    expect(again.connected).toBe(true);
  });

  it('accepts a reconnection at once without refuseMs', async () => {
    const client = await connect();
    const dropped = new Promise<void>((resolve) => client.once('disconnect', () => resolve()));
    expect((await mock.http().post('/__mock/sockets/disconnect').send({})).status).toBe(200);
    await dropped;
    expect((await connect()).connected).toBe(true);
  });

  it('accepts connections again after a reset, even inside a refusal window', async () => {
    expect((await mock.http().post('/__mock/sockets/disconnect').send({ refuseMs: 600_000 })).status).toBe(200);
    const refused = open();
    expect((await new Promise<Error>((resolve) => refused.once('connect_error', resolve))).message).toBe('realtime unavailable');
    expect((await mock.http().post('/__mock/reset').send({})).status).toBe(200);
    expect((await connect()).connected).toBe(true);
  });
});

describe('the price fan-out', () => {
  type Heard = [event: string, payload: unknown];
  /** Records every event a client hears, in order; `reaches(n)` resolves once it has heard `n`. */
  const listen = (client: Client) => {
    const heard: Heard[] = [];
    const waiting = new Set<{ count: number; resolve: () => void }>();
    client.onAny((event: string, payload: unknown) => {
      heard.push([event, payload]);
      for (const w of waiting) {
        if (heard.length >= w.count) {
          waiting.delete(w);
          w.resolve();
        }
      }
    });
    const reaches = (count: number) =>
      heard.length >= count ? Promise.resolve() : new Promise<void>((resolve) => waiting.add({ count, resolve }));
    return { heard, reaches };
  };
  const goldPrice = (buyPrice: number) => ({
    buyPrice,
    sellPrice: buyPrice - 100_000,
    lastUpdate: mock.clock.now().toISOString(),
  });

  it('delivers each tick once to every connected client, both events in order, over WebSocket and long polling alike', async () => {
    const polling = connectClient(`http://127.0.0.1:${port}${SOCKET_NAMESPACE}`, {
      transports: ['polling'],
      reconnection: false,
      forceNew: true,
    }) as Client;
    clients.push(polling);
    await new Promise<void>((resolve) => polling.once('connect', () => resolve()));
    const sockets = [...(await Promise.all([connect(), connect(), connect(), connect()])), polling];
    const listeners = sockets.map(listen);

    for (const buyPrice of [9_000_000, 9_100_000]) {
      mock.clock.advance(1000);
      expect(
        (
          await mock
            .http()
            .put('/__mock/price')
            .send({ buyPrice, sellPrice: buyPrice - 100_000 })
        ).status,
      ).toBe(200);
    }
    // A connection delivers in the order sent: once the end marker is heard, every tick sent before it has been too.
    const end = note('end');
    realtime().broadcast('notification', end);
    await Promise.all(listeners.map((l) => l.reaches(5)));
    const close = previousClose(mock.db, mock.clock.now());
    const expected = (buyPrice: number, at: string): Heard[] => [
      ['price-update', { local: buyPrice, sell: buyPrice - 100_000, timestamp: at }],
      ['gold-price-update', { buyPrice, sellPrice: buyPrice - 100_000, lastUpdate: at, previousClose: close }],
    ];
    const first = new Date(mock.clock.now().getTime() - 1000).toISOString();
    const second = mock.clock.now().toISOString();
    for (const { heard } of listeners) {
      expect(heard).toEqual([...expected(9_000_000, first), ...expected(9_100_000, second), ['notification', end]]);
    }
  });

  it('sends nothing more to a client that disconnected, and goes on for the others', async () => {
    const [stays, leaves] = await Promise.all([connect(), connect()]);
    const [stayed, left] = [listen(stays), listen(leaves)];
    const serverSide = nsp().sockets.get(leaves.id!)!;
    const goneOnServer = new Promise<void>((resolve) => serverSide.once('disconnect', () => resolve()));
    const gone = disconnected(leaves);
    leaves.disconnect();
    await Promise.all([gone, goneOnServer]);
    expect(nsp().sockets.size).toBe(1);

    const price = goldPrice(9_000_000);
    realtime().broadcast('gold-price-update', price);
    realtime().broadcast('notification', note('end'));
    await stayed.reaches(2);
    expect(stayed.heard).toEqual([
      ['gold-price-update', price],
      ['notification', note('end')],
    ]);
    expect(left.heard).toEqual([]);
  });

  it("keeps the order the domain asked for: a broadcast, then a user's event, then another broadcast", async () => {
    const userId = userIdOf(mock, MOBILES.kyc2);
    const client = await connect(await signIn(mock, MOBILES.kyc2));
    const { heard, reaches } = listen(client);
    realtime().broadcast('gold-price-update', goldPrice(9_000_000));
    realtime().toUser(userId, 'notification', note('n1'));
    realtime().broadcast('gold-price-update', goldPrice(9_100_000));
    await reaches(3);
    expect(
      heard.map(([event, payload]) => (event === 'notification' ? event : (payload as { buyPrice: number }).buyPrice)),
    ).toEqual([9_000_000, 'notification', 9_100_000]);
  });

  it("sends what was asked before a user's disconnect, then drops the socket", async () => {
    const userId = userIdOf(mock, MOBILES.kyc2);
    const client = await connect(await signIn(mock, MOBILES.kyc2));
    const { heard } = listen(client);
    const heardByDisconnect = new Promise<Heard[]>((resolve) =>
      client.once('disconnect', (reason) => resolve([...heard, ['disconnect', reason]])),
    );
    const price = goldPrice(9_000_000);
    realtime().broadcast('gold-price-update', price);
    realtime().toUser(userId, 'notification', note('n1'));
    realtime().disconnectUser(userId);
    expect(await heardByDisconnect).toEqual([
      ['gold-price-update', price],
      ['notification', note('n1')],
      ['disconnect', 'io server disconnect'],
    ]);
  });

  it('survives a payload that cannot be encoded: the error is logged, nothing is sent, and the next broadcast goes out', async () => {
    const client = await connect();
    const { heard, reaches } = listen(client);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => realtime().broadcast('gold-price-update', { buyPrice: 10n } as never)).not.toThrow();
    expect(error).toHaveBeenCalledWith('a broadcast failed', expect.any(TypeError));
    const price = goldPrice(9_000_000);
    realtime().broadcast('gold-price-update', price);
    await reaches(1);
    expect(heard).toEqual([['gold-price-update', price]]);
  });
});

describe('realtime sessions', () => {
  /** Pushes a notification to the user through the control API, then broadcasts `markerId` to everyone. */
  async function notifyThenMark(mobile: string, markerId: string): Promise<string> {
    const res = await mock
      .http()
      .post(`/__mock/notifications/${encodeURIComponent(mobile)}`)
      .send({ type: 'system', title: 'اطلاعیه', message: 'متن' });
    expect(res.status).toBe(201);
    realtime().broadcast('notification', note(markerId));
    return res.body.notification.id as string;
  }

  it('drops a socket opened before a password change, and the old token then gets no room', async () => {
    const userId = userIdOf(mock, MOBILES.kyc2);
    const oldToken = await signIn(mock, MOBILES.kyc2);
    const before = await connect(oldToken);
    const beforeId = before.id!;
    expect(inRoom(before, userId)).toBe(true);
    const bystander = await connect(await signIn(mock, MOBILES.kyc1));

    const dropped = disconnected(before);
    const res = await mock
      .http()
      .post('/user-auth/change-password')
      .set('Authorization', `Bearer ${oldToken}`)
      .send({ currentPassword: DEMO_PASSWORD, newPassword: 'Newer@5678' });
    expect(res.status).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    expect(before.connected).toBe(false);
    expect(nsp().sockets.has(beforeId)).toBe(false);
    expect(nsp().sockets.has(bystander.id!)).toBe(true);

    // Reconnecting with the old token: connected, for prices, but in no room, even after asking to join.
    const stale = await connect(oldToken);
    await join(stale, userId);
    expect(inRoom(stale, userId)).toBe(false);
    // The new session's token gets the room, so the refusal is the old token's.
    const fresh = await connect(res.body.data.accessToken);
    expect(inRoom(fresh, userId)).toBe(true);

    const staleSaw = collectUntil(stale, 'marker');
    const freshSaw = collectUntil(fresh, 'marker');
    const id = await notifyThenMark(MOBILES.kyc2, 'marker');
    expect(await freshSaw).toEqual([id, 'marker']);
    expect(await staleSaw).toEqual(['marker']);
  });

  it.each([
    ['deactivated', { isActive: false }, { isActive: true }],
    ['restricted', { restricted: true }, { restricted: false }],
    ['unverified', { isVerified: false }, { isVerified: true }],
  ] as const)('gives a %s customer a socket without a user room', async (_label, change, undo) => {
    const mobile = MOBILES.kyc1;
    const userId = userIdOf(mock, mobile);
    const token = await signIn(mock, mobile);
    expect(
      (
        await mock
          .http()
          .patch(`/__mock/users/${encodeURIComponent(mobile)}`)
          .send(change)
      ).status,
    ).toBe(200);

    const client = await connect(token);
    await join(client, userId);
    expect(inRoom(client, userId)).toBe(false);
    const saw = collectUntil(client, 'marker');
    await notifyThenMark(mobile, 'marker');
    expect(await saw).toEqual(['marker']);

    // The same token gets its room once the account may listen again.
    expect(
      (
        await mock
          .http()
          .patch(`/__mock/users/${encodeURIComponent(mobile)}`)
          .send(undo)
      ).status,
    ).toBe(200);
    expect(inRoom(await connect(token), userId)).toBe(true);
  });

  it('drops the live socket of a customer who is then restricted, and only that one', async () => {
    const userId = userIdOf(mock, MOBILES.kyc1);
    const client = await connect(await signIn(mock, MOBILES.kyc1));
    const clientId = client.id!;
    expect(inRoom(client, userId)).toBe(true);
    const other = await connect(await signIn(mock, MOBILES.kyc2));
    const anonymous = await connect();

    const dropped = disconnected(client);
    expect((await mock.http().patch('/__mock/users/09120000002').send({ restricted: true })).status).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    expect(nsp().sockets.has(clientId)).toBe(false);
    expect(nsp().adapter.rooms.get(userRoom(userId))).toBeUndefined();
    expect([other.connected, anonymous.connected]).toEqual([true, true]);
    expect(nsp().sockets.size).toBe(2);
  });
});
