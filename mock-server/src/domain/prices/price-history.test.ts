import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRICE_HISTORY_RANGES, priceHistoryResponseSchema, type PriceHistoryRange } from '@gold/contracts/prices';
import { freshlySeededDb, buildMock, expectErrorEnvelope, type Mock } from '../../test-utils';
import { tickPrice } from '../../realtime/price-feed';
import { priceHistory, recordPrice, stepStart } from './price-history';
import { currentPrice, setPrice } from './prices';

/** Monday 2026-11-23, 08:00 in Tehran. */
const START = new Date('2026-11-23T04:30:00Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const EXPECTED: Record<PriceHistoryRange, { resolution: string; step: number; span: number }> = {
  '1d': { resolution: '5m', step: 5 * MINUTE, span: DAY },
  '1w': { resolution: '1h', step: HOUR, span: 7 * DAY },
  '1m': { resolution: '2h', step: 2 * HOUR, span: 30 * DAY },
  '1y': { resolution: '1d', step: DAY, span: 365 * DAY },
};

let mock: Mock;
beforeEach(() => {
  mock = buildMock({}, START);
});
afterEach(async () => {
  await mock.close();
});

const history = async (range?: string) => {
  const res = await mock.http().get(`/gold-price/history${range ? `?range=${range}` : ''}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return priceHistoryResponseSchema.parse(res.body).data;
};

describe('GET /gold-price/history', () => {
  it.each(PRICE_HISTORY_RANGES)(
    '%s: a full seeded range at its resolution, oldest first, ending at the live price',
    async (range) => {
      const { resolution, step, span } = EXPECTED[range];
      const data = await history(range);
      expect(data.range).toBe(range);
      expect(data.resolution).toBe(resolution);
      const times = data.points.map((p) => Date.parse(p.at));
      // Every step of the range is there, once, in order, each on its step's start (Tehran's clock), and no more than 500.
      expect(data.points.length).toBeGreaterThanOrEqual(span / step);
      expect(data.points.length).toBeLessThanOrEqual(Math.min(500, span / step + 1));
      for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBe(step);
      for (const t of times) expect(stepStart(t, step)).toBe(t);
      expect(times[0]).toBeGreaterThanOrEqual(START.getTime() - span - step);
      expect(times.at(-1)).toBeLessThanOrEqual(START.getTime());
      const live = currentPrice(mock.db);
      expect(data.points.at(-1)).toMatchObject({ buy: live.buyPrice, sell: live.sellPrice });
      for (const p of data.points) {
        expect(p.sell).toBeLessThan(p.buy);
        expect(p.buy % 1000).toBe(0);
      }
    },
  );

  it('is a day by default, needs no token, and refuses another range', async () => {
    expect((await history()).range).toBe('1d');
    const res = await mock.http().get('/gold-price/history?range=2y');
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
  });

  it('days start at Tehran midnight, and a year drifts to about four fifths of today', async () => {
    const year = await history('1y');
    for (const p of year.points) expect(p.at).toMatch(/T20:30:00\.000Z$/);
    const first = year.points[0].buy;
    const last = year.points.at(-1)!.buy;
    expect(first / last).toBeGreaterThan(0.5);
    expect(first / last).toBeLessThan(1.2);
  });

  it('a tick moves the last point, and a new five minutes adds one', async () => {
    const before = await history('1d');
    mock.clock.advance(5 * MINUTE);
    tickPrice(mock.ctx);
    const after = await history('1d');
    const live = currentPrice(mock.db);
    expect(after.points.at(-1)).toMatchObject({
      at: new Date(stepStart(START.getTime() + 5 * MINUTE, 5 * MINUTE)).toISOString(),
    });
    expect(after.points.at(-1)).toMatchObject({ buy: live.buyPrice, sell: live.sellPrice });
    expect(after.points.at(-2)).toEqual(before.points.at(-1));
  });

  it('the window moves on with the clock alone, no price written: its oldest point leaves', async () => {
    const before = await history('1d');
    mock.clock.advance(5 * MINUTE);
    const after = await history('1d');
    expect(after.points[0]).toEqual(before.points[1]);
    expect(after.points).toHaveLength(before.points.length - 1);
  });

  it('a price the console holds is the last point of every range', async () => {
    const res = await mock.http().put('/__mock/price').send({ buyPrice: 8_100_000, sellPrice: 8_020_000 });
    expect(res.status).toBe(200);
    for (const range of PRICE_HISTORY_RANGES) {
      expect((await history(range)).points.at(-1)).toMatchObject({ buy: 8_100_000, sell: 8_020_000 });
    }
  });
});

describe('the candles', () => {
  it('the same seed and time give the same history; another seed another', () => {
    const read = (seed: number) => {
      const db = freshlySeededDb(START, seed);
      try {
        return db.all('SELECT * FROM price_candles ORDER BY resolution, bucket');
      } finally {
        db.close();
      }
    };
    const one = read(1);
    expect(read(1)).toEqual(one);
    expect(read(2)).not.toEqual(one);
  });

  it('hours and days hold their minutes: open first, highest high, lowest low, close last', () => {
    const db = mock.db;
    type C = { bucket: string; buy_open: number; buy_high: number; buy_low: number; buy_close: number };
    const hour = new Date(stepStart(START.getTime() - 3 * HOUR, HOUR)).toISOString();
    const next = new Date(Date.parse(hour) + HOUR).toISOString();
    const minutes = db.all<C>(
      "SELECT * FROM price_candles WHERE resolution = '1m' AND bucket >= ? AND bucket < ? ORDER BY bucket",
      hour,
      next,
    );
    expect(minutes).toHaveLength(60);
    const rolled = db.get<C>("SELECT * FROM price_candles WHERE resolution = '1h' AND bucket = ?", hour)!;
    expect(rolled).toMatchObject({
      buy_open: minutes[0].buy_open,
      buy_high: Math.max(...minutes.map((m) => m.buy_high)),
      buy_low: Math.min(...minutes.map((m) => m.buy_low)),
      buy_close: minutes.at(-1)!.buy_close,
    });
    const day = new Date(stepStart(START.getTime() - 10 * DAY, DAY)).toISOString();
    const hours = db.all<C>(
      "SELECT * FROM price_candles WHERE resolution = '1h' AND bucket >= ? AND bucket < ? ORDER BY bucket",
      day,
      new Date(Date.parse(day) + DAY).toISOString(),
    );
    expect(hours).toHaveLength(24);
    expect(db.get<C>("SELECT * FROM price_candles WHERE resolution = '1d' AND bucket = ?", day)).toMatchObject({
      buy_open: hours[0].buy_open,
      buy_high: Math.max(...hours.map((h) => h.buy_high)),
      buy_low: Math.min(...hours.map((h) => h.buy_low)),
      buy_close: hours.at(-1)!.buy_close,
    });
  });

  it('a tick widens its candles and closes them at the new price', () => {
    const at = new Date(START.getTime() + 30_000).toISOString();
    const price = currentPrice(mock.db);
    mock.db.write((tx) =>
      setPrice(tx, { ...price, buyPrice: price.buyPrice + 500_000, sellPrice: price.sellPrice + 495_000, lastUpdate: at }),
    );
    for (const resolution of ['1m', '1h', '1d']) {
      const candle = mock.db.get<{ buy_high: number; buy_close: number; sell_close: number }>(
        'SELECT * FROM price_candles WHERE resolution = ? ORDER BY bucket DESC LIMIT 1',
        resolution,
      )!;
      expect(candle).toMatchObject({
        buy_high: price.buyPrice + 500_000,
        buy_close: price.buyPrice + 500_000,
        sell_close: price.sellPrice + 495_000,
      });
    }
  });

  it('keeps minutes for two days and hours for forty; days stay', () => {
    const count = (resolution: string) =>
      mock.db.get<{ n: number }>('SELECT count(*) AS n FROM price_candles WHERE resolution = ?', resolution)!.n;
    const days = count('1d');
    const later = new Date(START.getTime() + 45 * DAY);
    mock.db.write((tx) => recordPrice(tx, { buyPrice: 7_900_000, sellPrice: 7_830_000 }, later.toISOString()));
    expect(count('1m')).toBe(1);
    expect(count('1h')).toBe(1);
    expect(count('1d')).toBe(days + 1);
    // A month at two-hour steps now has a gap where the server was off, and ends at the new price.
    const month = priceHistory(mock.db, '1m', later);
    expect(month.points.at(-1)).toMatchObject({ buy: 7_900_000, sell: 7_830_000 });
  });
});
