import type { PriceHistory, PriceHistoryRange, PricePoint } from '@gold/contracts/prices';
import { seededRandom } from '../../clock';
import type { Reader } from '../../db/database';
import type { Tx } from '../../db/tx';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Tehran is UTC+3:30 all year (no daylight saving since 2022): hours and days start on Tehran's clock. */
const TEHRAN_OFFSET = 3.5 * HOUR;
const KEEP = { '1m': 2 * DAY, '1h': 40 * DAY } as const;
const ROUND = 1000;

type Resolution = '1m' | '1h' | '1d';
const LENGTH: Record<Resolution, number> = { '1m': MINUTE, '1h': HOUR, '1d': DAY };

/** The start of the step of `length` that holds `t`, on Tehran's clock. */
export const stepStart = (t: number, length: number) => Math.floor((t + TEHRAN_OFFSET) / length) * length - TEHRAN_OFFSET;

type Candle = { bucket: number; open: number; high: number; low: number; close: number; sell: number };

function upsert(tx: Tx, resolution: Resolution, c: Candle): void {
  tx.run(
    `INSERT INTO price_candles (resolution, bucket, buy_open, buy_high, buy_low, buy_close, sell_close) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (resolution, bucket) DO UPDATE SET
       buy_high = max(buy_high, excluded.buy_high), buy_low = min(buy_low, excluded.buy_low),
       buy_close = excluded.buy_close, sell_close = excluded.sell_close`,
    resolution,
    new Date(c.bucket).toISOString(),
    c.open,
    c.high,
    c.low,
    c.close,
    c.sell,
  );
}

/**
 * A price the market moved to at `at` joins its minute, hour and day; minutes and hours past their keeping are
 * dropped. Called wherever the price is written, so the live walk and the console's prices are both history.
 */
export function recordPrice(tx: Tx, price: { buyPrice: number; sellPrice: number }, at: string): void {
  const t = Date.parse(at);
  const buy = price.buyPrice;
  for (const resolution of ['1m', '1h', '1d'] as const) {
    upsert(tx, resolution, {
      bucket: stepStart(t, LENGTH[resolution]),
      open: buy,
      high: buy,
      low: buy,
      close: buy,
      sell: price.sellPrice,
    });
  }
  for (const resolution of ['1m', '1h'] as const) {
    tx.run(
      'DELETE FROM price_candles WHERE resolution = ? AND bucket < ?',
      resolution,
      new Date(t - KEEP[resolution]).toISOString(),
    );
  }
}

const round = (n: number) => Math.round(n / ROUND) * ROUND;

/** The candles of `finer` gathered into steps of `length`: first open, highest high, lowest low, last close. */
function rollUp(finer: Candle[], length: number): Candle[] {
  const steps = new Map<number, Candle>();
  for (const c of [...finer].sort((a, b) => a.bucket - b.bucket)) {
    const bucket = stepStart(c.bucket, length);
    const step = steps.get(bucket);
    if (!step) steps.set(bucket, { ...c, bucket });
    else Object.assign(step, { high: Math.max(step.high, c.high), low: Math.min(step.low, c.low), close: c.close, sell: c.sell });
  }
  return [...steps.values()];
}

/**
 * A year of history behind the seeded start, the same for the same seed: a walk backwards from the current price,
 * by the minute over the last day and by the hour before that, drifting down to about four fifths of today's price a
 * year ago, with the sell price the usual spread below. Hours and days are rolled up from what is finer.
 */
export function seedPriceHistory(
  tx: Tx,
  seed: number,
  now: Date,
  current: { buyPrice: number; sellPrice: number },
  sellFor: (buy: number) => number,
) {
  const random = seededRandom(seed ^ 0x5eed_4157);
  const shock = (sigma: number) => (random.next() - 0.5) * 2 * sigma;
  const end = stepStart(now.getTime(), MINUTE);

  // Newest first, then reversed.
  const minutes: Candle[] = [];
  let buy = current.buyPrice;
  for (let t = end; t > end - DAY; t -= MINUTE) {
    const sell = t === end ? current.sellPrice : sellFor(buy);
    minutes.push({ bucket: t, open: buy, high: buy, low: buy, close: buy, sell });
    buy = round(buy * (1 - shock(0.00025)));
  }
  const hours: Candle[] = [];
  const yearDrift = Math.log(0.8) / (365 * 24);
  for (let t = stepStart(end - DAY, HOUR); t > end - 366 * DAY; t -= HOUR) {
    const close = buy;
    const open = round(close * (1 - yearDrift - shock(0.0018)));
    const wiggle = 1 + random.next() * 0.001;
    hours.push({
      bucket: t,
      open,
      high: round(Math.max(open, close) * wiggle),
      low: round(Math.min(open, close) / wiggle),
      close,
      sell: sellFor(close),
    });
    buy = open;
  }
  // The hour the minutes begin in is partly before them: its older part is in `hours`, first, so the two merge in order.
  const mergedHours = rollUp([...hours, ...rollUp(minutes, HOUR)], HOUR);
  for (const c of minutes.reverse()) upsert(tx, '1m', c);
  for (const c of mergedHours.filter((h) => h.bucket >= end - KEEP['1h'])) upsert(tx, '1h', c);
  for (const c of rollUp(mergedHours, DAY)) upsert(tx, '1d', c);
}

type Row = { bucket: string; buy_close: number; sell_close: number };

const RANGES: Record<
  PriceHistoryRange,
  { source: Resolution; span: number; step: number; resolution: PriceHistory['resolution'] }
> = {
  '1d': { source: '1m', span: DAY, step: 5 * MINUTE, resolution: '5m' },
  '1w': { source: '1h', span: 7 * DAY, step: HOUR, resolution: '1h' },
  '1m': { source: '1h', span: 30 * DAY, step: 2 * HOUR, resolution: '2h' },
  '1y': { source: '1d', span: 365 * DAY, step: DAY, resolution: '1d' },
};

/** GET /gold-price/history: the range's candles, each step's close, oldest first; the last point is the live price. */
/**
 * Where a range's window starts at `now`. The answer of `priceHistory` changes only with it and with the data: no
 * candle lies after now, so the window's end adds nothing new until a write does.
 */
export function historySince(range: PriceHistoryRange, now: Date): number {
  const { span, step } = RANGES[range];
  return stepStart(now.getTime() - span, step);
}

export function priceHistory(db: Reader, range: PriceHistoryRange, now: Date): PriceHistory {
  const { source, step, resolution } = RANGES[range];
  const since = historySince(range, now);
  const rows = db.all<Row>(
    'SELECT bucket, buy_close, sell_close FROM price_candles WHERE resolution = ? AND bucket >= ? AND bucket <= ? ORDER BY bucket',
    source,
    new Date(since).toISOString(),
    now.toISOString(),
  );
  const points = new Map<number, PricePoint>();
  for (const r of rows) {
    const at = stepStart(Date.parse(r.bucket), step);
    points.set(at, { at: new Date(at).toISOString(), buy: r.buy_close, sell: r.sell_close });
  }
  return { range, resolution, points: [...points.values()] };
}

/**
 * The close of the last Tehran day before the one `now` is in: the change a customer reads is against it. Null on a
 * history with no earlier day.
 */
export function previousClose(db: Reader, now: Date): { buyPrice: number; sellPrice: number } | null {
  const today = stepStart(now.getTime(), DAY);
  const row = db.get<{ buy_close: number; sell_close: number }>(
    "SELECT buy_close, sell_close FROM price_candles WHERE resolution = '1d' AND bucket < ? ORDER BY bucket DESC LIMIT 1",
    new Date(today).toISOString(),
  );
  return row ? { buyPrice: row.buy_close, sellPrice: row.sell_close } : null;
}

/** The start of the Tehran day `now` is in: what the previous close depends on besides the data. */
export const tehranDayStart = (now: Date) => stepStart(now.getTime(), DAY);
