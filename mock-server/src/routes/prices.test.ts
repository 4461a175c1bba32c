import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { goldPriceResponseSchema, marketStatusResponseSchema } from '@gold/contracts/prices';
import { currentPrice, marketMode, setPrice } from '../domain/prices';
import { buildMock, expectErrorEnvelope, type Mock } from '../test-utils';

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
    expect(Object.keys(res.body.data).sort()).toEqual(['buyPrice', 'lastUpdate', 'sellPrice']);
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

  it('follows the database', async () => {
    mock.db.write((tx) => setPrice(tx, { ...currentPrice(tx), buyPrice: 8_000_000, sellPrice: 7_900_000 }));
    const res = await mock.http().get('/gold-price');
    expect(res.body.data).toMatchObject({ buyPrice: 8_000_000, sellPrice: 7_900_000 });
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
