import type { IncomingMessage, ServerResponse } from 'node:http';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { goldPriceResponseSchema, marketStatusResponseSchema, priceHistoryResponseSchema } from '@gold/contracts/prices';
import { stepStart } from '../domain/prices/price-history';
import { currentPrice, marketMode, setPrice } from '../domain/prices/prices';
import { tickPrice } from '../realtime/price-feed';
import { buildMock, expectErrorEnvelope, type Mock } from '../test-utils';

const pickPrice = ({ buyPrice, sellPrice, lastUpdate }: { buyPrice: number; sellPrice: number; lastUpdate: string }) => ({
  buyPrice,
  sellPrice,
  lastUpdate,
});

const DAY = 86_400_000;

// Tehran is UTC+03:30 all year.
const SATURDAY_0930_TEHRAN = new Date('2026-11-21T06:00:00Z');
const SATURDAY_0759_TEHRAN = new Date('2026-11-21T04:29:00Z');
const SATURDAY_0800_TEHRAN = new Date('2026-11-21T04:30:00Z');
const WEDNESDAY_1700_TEHRAN = new Date('2026-11-18T13:30:00Z');
const THURSDAY_1259_TEHRAN = new Date('2026-11-19T09:29:00Z');
const THURSDAY_1330_TEHRAN = new Date('2026-11-19T10:00:00Z');
const FRIDAY_1000_TEHRAN = new Date('2026-11-20T06:30:00Z');

let mock: Mock;
beforeEach(() => {
  mock = buildMock();
});
afterEach(async () => {
  await mock.close();
});

describe('GET /gold-price', () => {
  it('answers the live price without a token', async () => {
    const res = await mock.http().get('/gold-price');
    expect(res.status).toBe(200);
    expect(goldPriceResponseSchema.parse(res.body)).toBeTruthy();
    expect(Object.keys(res.body.data).sort()).toEqual(['buyPrice', 'lastUpdate', 'previousClose', 'sellPrice']);
    const { buyPrice, sellPrice, lastUpdate } = res.body.data;
    const stored = currentPrice(mock.db);
    expect(buyPrice).toBe(stored.buyPrice);
    expect(sellPrice).toBe(stored.sellPrice);
    expect(sellPrice).toBeLessThan(buyPrice);
    expect(lastUpdate).toBe(stored.lastUpdate);
    // A realistic 18-karat price per gram in Toman.
    expect(buyPrice).toBeGreaterThan(1_000_000);
    expect(buyPrice).toBeLessThan(100_000_000);
  });

  it('carries the close of the last Tehran day before today, the last but one day of the year’s history', async () => {
    const { data } = (await mock.http().get('/gold-price')).body;
    const year = priceHistoryResponseSchema.parse((await mock.http().get('/gold-price/history?range=1y')).body).data.points;
    const yesterday = year.at(-2)!;
    expect(data.previousClose).toEqual({ buyPrice: yesterday.buy, sellPrice: yesterday.sell });
    expect(data.previousClose.buyPrice).not.toBe(data.buyPrice);
  });

  it('moves the previous close on at Tehran midnight, with no price written in between, on both paths', async () => {
    const before = currentPrice(mock.db);
    const today = (await mock.http().get('/gold-price')).body.data.previousClose;
    // Tehran's midnight after the seeded start, and a minute past it.
    const next = stepStart(mock.clock.now().getTime(), DAY) + DAY;
    mock.clock.set(new Date(next + 60_000));
    const expected = { buyPrice: before.buyPrice, sellPrice: before.sellPrice };
    expect(expected).not.toEqual(today);
    expect((await mock.http().get('/gold-price')).body.data.previousClose).toEqual(expected);
    expect((await request(mock.app).get('/gold-price')).body.data.previousClose).toEqual(expected);
  });

  it('leaves the previous close out when the history has no earlier day, and the answer still meets its contract', async () => {
    mock.db.write((tx) => tx.run("DELETE FROM price_candles WHERE resolution = '1d'"));
    const res = await mock.http().get('/gold-price');
    expect(goldPriceResponseSchema.parse(res.body)).toBeTruthy();
    expect(res.body.data).not.toHaveProperty('previousClose');
    expect(Object.keys(res.body.data).sort()).toEqual(['buyPrice', 'lastUpdate', 'sellPrice']);
  });

  it('follows the database', async () => {
    mock.db.write((tx) => setPrice(tx, { ...currentPrice(tx), buyPrice: 8_000_000, sellPrice: 7_900_000 }));
    const res = await mock.http().get('/gold-price');
    expect(res.body.data).toMatchObject({ buyPrice: 8_000_000, sellPrice: 7_900_000 });
  });
});

describe('GET /gold-price, answered before Express', () => {
  /**
   * The server's handler, noting each answer it was given. Express makes every answer it handles its own, so that
   * `res.app` (documented) is the app; an answer the fast path wrote never went through Express.
   */
  function watched() {
    const answers: ServerResponse[] = [];
    const handle = (req: IncomingMessage, res: ServerResponse) => {
      answers.push(res);
      mock.handle(req, res);
    };
    const toExpress = () => answers.filter((res) => (res as ServerResponse & { app?: unknown }).app === mock.app).length;
    return { http: () => request(handle), toExpress, count: () => answers.length };
  }

  /** The same request through the server's handler (the fast path) and through Express alone. */
  async function both(path: string) {
    const server = watched();
    const fast = await server.http().get(path);
    const fastWentToExpress = server.toExpress() > 0;
    expect(server.count()).toBe(1);
    const slow = await request(mock.app).get(path);
    const strip = ({ date: _date, ...headers }: Record<string, string>) => headers;
    return { fast, slow, fastWentToExpress, fastHeaders: strip(fast.headers), slowHeaders: strip(slow.headers) };
  }

  it('is the answer Express gives, byte for byte and header for header, without going through Express', async () => {
    for (const path of ['/gold-price', '/gold-price?cache=1']) {
      const { fast, slow, fastWentToExpress, fastHeaders, slowHeaders } = await both(path);
      expect(fastWentToExpress, path).toBe(false);
      expect(fast.status).toBe(200);
      expect(fast.text).toBe(slow.text);
      expect(fastHeaders).toEqual(slowHeaders);
      expect(fastHeaders['cache-control']).toBe('no-store');
      expect(fastHeaders['content-type']).toBe('application/json; charset=utf-8');
    }
  });

  it('follows every commit: a walk step, a held price, a reset', async () => {
    const first = (await mock.http().get('/gold-price')).body.data;
    mock.clock.advance(1000);
    tickPrice(mock.ctx);
    const walked = (await mock.http().get('/gold-price')).body.data;
    expect(pickPrice(walked)).toEqual(pickPrice(currentPrice(mock.db)));
    expect(walked.lastUpdate).not.toBe(first.lastUpdate);
    expect((await mock.http().put('/__mock/price').send({ buyPrice: 9_000_000, sellPrice: 8_900_000 })).status).toBe(200);
    expect((await mock.http().get('/gold-price')).body.data).toMatchObject({ buyPrice: 9_000_000, sellPrice: 8_900_000 });
    expect((await mock.http().post('/__mock/reset').send({})).status).toBe(200);
    expect(pickPrice((await mock.http().get('/gold-price')).body.data)).toEqual(pickPrice(currentPrice(mock.db)));
  });

  it('leaves to Express what it does not answer the same way: other methods and spellings, a body, an injected fault', async () => {
    const server = watched();
    expect((await server.http().head('/gold-price')).status).toBe(200);
    expect((await server.http().get('/GOLD-PRICE')).status).toBe(200);
    expect((await server.http().get('/gold-price/')).status).toBe(200);
    expect((await server.http().get('/gold-price').set('Content-Type', 'application/json').send('{')).status).toBe(400);
    expect((await server.http().put('/__mock/faults').send({ failRate: 1, failStatus: 503 })).status).toBe(200);
    expect((await server.http().get('/gold-price')).status).toBe(503);
    // HEAD, the two spellings, the bad body, PUT /__mock/faults and the faulted GET: six requests, all to Express.
    expect(server.toExpress()).toBe(6);
    expect((await server.http().put('/__mock/faults').send({})).status).toBe(200);
    expect((await server.http().get('/gold-price')).status).toBe(200);
    // The clearing PUT went to Express, the plain GET after it did not.
    expect([server.count(), server.toExpress()]).toEqual([8, 7]);
  });

  it('still checks the answer against its contract where validateResponses is on, and still logs each request', async () => {
    mock.db.write((tx) => tx.run("UPDATE market SET price_updated_at = 'yesterday' WHERE id = 1"));
    expect((await mock.http().get('/gold-price')).status).toBe(500);
    await mock.close();
    mock = buildMock({ validateResponses: false, log: true });
    const info = vi.spyOn(mock.logger, 'info').mockImplementation(() => undefined);
    mock.db.write((tx) => tx.run("UPDATE market SET price_updated_at = 'yesterday' WHERE id = 1"));
    // Outside development nothing checks it: the answer is what the database holds.
    expect((await mock.http().get('/gold-price')).body.data.lastUpdate).toBe('yesterday');
    expect(info).toHaveBeenCalledWith('request', expect.objectContaining({ method: 'GET', path: '/gold-price', status: 200 }));
  });
});

describe('GET /market-status', () => {
  const status = async (at?: Date) => {
    if (at) mock.clock.set(at);
    const res = await mock.http().get('/market-status');
    expect(res.status).toBe(200);
    expect(marketStatusResponseSchema.parse(res.body)).toBeTruthy();
    return res.body.data as { isOpen: boolean; currentStatus: string; nextOpenTime: string | null; mode: string };
  };

  it('is open inside Tehran working hours', async () => {
    for (const at of [SATURDAY_0930_TEHRAN, SATURDAY_0800_TEHRAN, THURSDAY_1259_TEHRAN]) {
      expect(await status(at), at.toISOString()).toEqual({
        isOpen: true,
        currentStatus: 'open',
        nextOpenTime: null,
        mode: 'hours',
      });
    }
  });

  it.each([
    ['before opening on Saturday', SATURDAY_0759_TEHRAN, '2026-11-21T04:30:00.000Z'],
    ['at 17:00 on Wednesday', WEDNESDAY_1700_TEHRAN, '2026-11-19T04:30:00.000Z'],
    ['after 13:00 on Thursday', THURSDAY_1330_TEHRAN, '2026-11-21T04:30:00.000Z'],
    ['on Friday', FRIDAY_1000_TEHRAN, '2026-11-21T04:30:00.000Z'],
  ])('is closed %s and names the next opening', async (_label, at, next) => {
    expect(await status(at)).toEqual({ isOpen: false, currentStatus: 'closed', nextOpenTime: next, mode: 'hours' });
  });

  it('follows PUT /__mock/market open and closed, then hours again', async () => {
    mock.clock.set(FRIDAY_1000_TEHRAN);
    expect((await mock.http().put('/__mock/market').send({ mode: 'open' })).status).toBe(200);
    expect(await status()).toEqual({ isOpen: true, currentStatus: 'open', nextOpenTime: null, mode: 'open' });

    mock.clock.set(SATURDAY_0930_TEHRAN);
    expect((await mock.http().put('/__mock/market').send({ mode: 'closed' })).status).toBe(200);
    expect(await status()).toEqual({ isOpen: false, currentStatus: 'closed', nextOpenTime: null, mode: 'closed' });

    expect((await mock.http().put('/__mock/market').send({ mode: 'hours' })).status).toBe(200);
    expect((await status()).isOpen).toBe(true);
  });

  it('refuses an unknown market mode', async () => {
    const res = await mock.http().put('/__mock/market').send({ mode: 'sometimes' });
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
    expect(marketMode(mock.db)).toBe('hours');
  });
});
