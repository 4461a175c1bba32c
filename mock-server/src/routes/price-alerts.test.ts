import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRICE_ALERTS_MAX } from '@gold/contracts/constants';
import { errorMessage, type ErrorCode } from '@gold/contracts/errors';
import { notificationListResponseSchema } from '@gold/contracts/notifications';
import {
  priceAlertListResponseSchema,
  priceAlertNotificationDataSchema,
  priceAlertResponseSchema,
  type CreatePriceAlertRequest,
  type PriceAlert,
} from '@gold/contracts/price-alerts';
import { currentPrice } from '../domain/prices/prices';
import { buildMock, callAs, expectErrorEnvelope, MOBILES, signIn, type CallOptions, type Method, type Mock } from '../test-utils';

/** Saturday 2026-11-21, 09:30 in Tehran. */
const START = new Date('2026-11-21T09:30:00+03:30');

let mock: Mock;
let token: string;
/** The buy and sell prices at the start. */
let buy: number;
let sell: number;

beforeEach(async () => {
  mock = buildMock({}, START);
  token = await signIn(mock, MOBILES.kyc2);
  ({ buyPrice: buy, sellPrice: sell } = currentPrice(mock.db));
});
afterEach(() => mock.close());

const api = (method: Method, path: string, { as = token, body, key }: CallOptions = {}) =>
  callAs(mock, method, path, as, body, key);

function expectError(res: { status: number; body: unknown }, status: number, code: ErrorCode, message?: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expectErrorEnvelope(res.body, code);
  expect((res.body as { message: string }).message).toBe(message ?? (errorMessage as (code: ErrorCode) => string)(code));
}

async function create(body: CreatePriceAlertRequest, opts: Omit<CallOptions, 'body'> = {}): Promise<PriceAlert> {
  const res = await api('post', '/api/price-alerts', { ...opts, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return priceAlertResponseSchema.parse(res.body).data;
}

async function list(as = token): Promise<PriceAlert[]> {
  const res = await api('get', '/api/price-alerts', { as });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return priceAlertListResponseSchema.parse(res.body).data.alerts;
}

/** Holds the price through the control API, as the demo console does. */
async function holdPrice(buyPrice: number, sellPrice = buyPrice - (buy - sell)) {
  const res = await mock.http().put('/__mock/price').send({ buyPrice, sellPrice });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function notifications(as = token) {
  const res = await api('get', '/notifications/me?limit=100', { as });
  return notificationListResponseSchema.parse(res.body).data.notifications;
}

describe('POST /api/price-alerts', () => {
  it('sets an alert the price has not reached: active, stored for the customer alone', async () => {
    const alert = await create({ side: 'buy', direction: 'above', targetPrice: buy + 50_000 });
    expect(alert).toEqual({
      id: expect.any(String),
      side: 'buy',
      direction: 'above',
      targetPrice: buy + 50_000,
      status: 'active',
      createdAt: START.toISOString(),
      firedAt: null,
      firedPrice: null,
    });
    expect(await list()).toEqual([alert]);
    const other = await signIn(mock, MOBILES.kyc1);
    expect(await list(other)).toEqual([]);
  });

  it.each([
    ['buy above', { side: 'buy', direction: 'above' }, () => buy],
    ['buy below', { side: 'buy', direction: 'below' }, () => buy + 1000],
    ['sell above', { side: 'sell', direction: 'above' }, () => sell - 1000],
    ['sell below', { side: 'sell', direction: 'below' }, () => sell],
  ] as const)('refuses %s a price already reached, naming the side', async (_name, condition, target) => {
    const res = await api('post', '/api/price-alerts', { body: { ...condition, targetPrice: target() } });
    expectError(res, 409, 'PRICE_ALERT_REACHED', errorMessage('PRICE_ALERT_REACHED', { side: condition.side }));
    expect((res.body as { message: string }).message).toContain(condition.side === 'buy' ? 'قیمت خرید' : 'قیمت فروش');
    expect(await list()).toEqual([]);
  });

  it.each([
    ['no body', undefined],
    ['an empty body', {}],
    ['a target of zero', { side: 'buy', direction: 'above', targetPrice: 0 }],
    ['a negative target', { side: 'buy', direction: 'below', targetPrice: -5 }],
    ['a fraction of a Toman', { side: 'buy', direction: 'above', targetPrice: 8_000_000.5 }],
    ['a target as text', { side: 'buy', direction: 'above', targetPrice: '8000000' }],
    ['an unknown side', { side: 'gold', direction: 'above', targetPrice: 8_000_000 }],
    ['an unknown direction', { side: 'buy', direction: 'equal', targetPrice: 8_000_000 }],
    ['no direction', { side: 'buy', targetPrice: 8_000_000 }],
    ['an extra field', { side: 'buy', direction: 'above', targetPrice: 9_000_000, userId: 'someone' }],
  ])('refuses %s with 400 and the field problems', async (_name, body) => {
    const res = await api('post', '/api/price-alerts', { body: body as object | undefined });
    expectError(res, 400, 'VALIDATION_ERROR');
    expect(await list()).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    const res = await mock
      .http()
      .post('/api/price-alerts')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'application/json')
      .send('{"side":');
    expectError(res, 400, 'INVALID_JSON');
  });

  it(`keeps at most ${PRICE_ALERTS_MAX} waiting, with the limit in Persian; a deleted one makes room`, async () => {
    const made: PriceAlert[] = [];
    for (let i = 1; i <= PRICE_ALERTS_MAX; i++)
      made.push(await create({ side: 'buy', direction: 'above', targetPrice: buy + i * 1000 }));
    const res = await api('post', '/api/price-alerts', { body: { side: 'sell', direction: 'below', targetPrice: sell - 1000 } });
    expectError(res, 400, 'PRICE_ALERT_LIMIT');
    expect((res.body as { message: string }).message).toBe(
      'حداکثر ۱۰ هشدار قیمت فعال می‌توانید داشته باشید؛ برای هشدار تازه، یکی از هشدارهای فعال را حذف کنید',
    );
    expect(await list()).toHaveLength(PRICE_ALERTS_MAX);

    expect((await api('delete', `/api/price-alerts/${made[0]!.id}`)).status).toBe(200);
    await create({ side: 'sell', direction: 'below', targetPrice: sell - 1000 });
  });

  it('counts only waiting alerts against the limit: fired ones stay listed and leave room', async () => {
    for (let i = 1; i <= PRICE_ALERTS_MAX; i++) await create({ side: 'buy', direction: 'above', targetPrice: buy + i * 1000 });
    await holdPrice(buy + 5000);
    const alerts = await list();
    expect(alerts.filter((a) => a.status === 'fired')).toHaveLength(5);
    await create({ side: 'buy', direction: 'below', targetPrice: buy });
    expect(await list()).toHaveLength(PRICE_ALERTS_MAX + 1);
  });

  it('refuses the same alert twice while it waits; a repeat with the same Idempotency-Key answers the first again', async () => {
    const body = { side: 'sell', direction: 'below', targetPrice: sell - 20_000 } as const;
    const first = await create(body, { key: 'alert-once' });
    const replay = await api('post', '/api/price-alerts', { body, key: 'alert-once' });
    expect([replay.status, replay.body.data]).toEqual([201, first]);
    expectError(await api('post', '/api/price-alerts', { body }), 409, 'PRICE_ALERT_DUPLICATE');
    expect(await list()).toEqual([first]);
    // The other side, or the other direction on another price, is another alert.
    await create({ ...body, side: 'buy', targetPrice: buy - 20_000 });
    expect(await list()).toHaveLength(2);
  });

  it('answers 401 without a token or with a tampered one', async () => {
    const body = { side: 'buy', direction: 'above', targetPrice: buy + 1000 };
    expectError(await api('post', '/api/price-alerts', { as: '', body }), 401, 'UNAUTHORIZED');
    expectError(await api('post', '/api/price-alerts', { as: `${token.slice(0, -3)}abc`, body }), 401, 'UNAUTHORIZED');
    expectError(await api('get', '/api/price-alerts', { as: '' }), 401, 'UNAUTHORIZED');
    expectError(await api('delete', '/api/price-alerts/x', { as: '' }), 401, 'UNAUTHORIZED');
    expect(await list()).toEqual([]);
  });
});

describe('GET /api/price-alerts', () => {
  it('lists the waiting alerts first, newest first, then the fired ones, newest first', async () => {
    const far = await create({ side: 'buy', direction: 'above', targetPrice: buy + 90_000 });
    mock.clock.advance(60_000);
    const near = await create({ side: 'buy', direction: 'above', targetPrice: buy + 10_000 });
    mock.clock.advance(60_000);
    const low = await create({ side: 'sell', direction: 'below', targetPrice: sell - 10_000 });
    mock.clock.advance(60_000);
    await holdPrice(buy + 10_000);
    mock.clock.advance(60_000);
    await holdPrice(buy - 20_000);
    const alerts = await list();
    expect(alerts.map((a) => [a.id, a.status])).toEqual([
      [far.id, 'active'],
      [low.id, 'fired'],
      [near.id, 'fired'],
    ]);
  });
});

describe('DELETE /api/price-alerts/{id}', () => {
  it('deletes the customer’s own alert once; a repeat, an unknown id or another customer’s is not found', async () => {
    const alert = await create({ side: 'buy', direction: 'below', targetPrice: buy - 10_000 });
    const other = await signIn(mock, MOBILES.kyc1);
    expectError(await api('delete', `/api/price-alerts/${alert.id}`, { as: other }), 404, 'NOT_FOUND', 'هشدار قیمت یافت نشد');
    expect(await list()).toEqual([alert]);

    const res = await api('delete', `/api/price-alerts/${alert.id}`);
    expect([res.status, res.body]).toEqual([200, { success: true, message: 'هشدار قیمت حذف شد' }]);
    expect(await list()).toEqual([]);
    expectError(await api('delete', `/api/price-alerts/${alert.id}`), 404, 'NOT_FOUND', 'هشدار قیمت یافت نشد');
    expectError(await api('delete', '/api/price-alerts/no-such-alert'), 404, 'NOT_FOUND', 'هشدار قیمت یافت نشد');
  });

  it('deletes a fired alert too, and the notification it sent stays', async () => {
    const alert = await create({ side: 'sell', direction: 'above', targetPrice: sell + 10_000 });
    await holdPrice(buy + 10_000, sell + 10_000);
    expect((await list())[0]).toMatchObject({ id: alert.id, status: 'fired' });
    expect((await api('delete', `/api/price-alerts/${alert.id}`)).status).toBe(200);
    expect(await list()).toEqual([]);
    expect((await notifications()).filter((n) => n.data?.priceAlertId === alert.id)).toHaveLength(1);
  });
});

describe('the control API’s price', () => {
  it('fires a reached alert once, with a Persian notification naming the side, the price and the target', async () => {
    const alert = await create({ side: 'buy', direction: 'above', targetPrice: 8_000_000 });
    const before = (await notifications()).length;
    await holdPrice(8_012_000, 7_940_000);

    const [fired] = await list();
    expect(fired).toMatchObject({ id: alert.id, status: 'fired', firedAt: START.toISOString(), firedPrice: 8_012_000 });
    const all = await notifications();
    expect(all).toHaveLength(before + 1);
    const [note] = all;
    expect(note).toMatchObject({
      type: 'system',
      priority: 'high',
      read: false,
      title: 'قیمت خرید به هشدار شما رسید',
      message:
        'قیمت خرید هر گرم طلای ۱۸ عیار به ۸٬۰۱۲٬۰۰۰ تومان رسید؛ خواسته بودید وقتی به ۸٬۰۰۰٬۰۰۰ تومان یا بیشتر رسید خبرتان کنیم.',
    });
    expect(priceAlertNotificationDataSchema.parse(note!.data)).toEqual({
      priceAlertId: alert.id,
      side: 'buy',
      direction: 'above',
      targetPrice: 8_000_000,
      price: 8_012_000,
    });

    // Held there again, away and back: it has fired, and fires no more.
    await holdPrice(8_012_000, 7_940_000);
    await holdPrice(7_800_000, 7_730_000);
    await holdPrice(8_100_000, 8_030_000);
    expect(await notifications()).toHaveLength(before + 1);
  });

  it('says "or less" for an alert on a fall, on the sell side', async () => {
    await create({ side: 'sell', direction: 'below', targetPrice: 7_500_000 });
    await holdPrice(7_560_000, 7_490_000);
    const [note] = await notifications();
    expect(note).toMatchObject({
      title: 'قیمت فروش به هشدار شما رسید',
      message:
        'قیمت فروش هر گرم طلای ۱۸ عیار به ۷٬۴۹۰٬۰۰۰ تومان رسید؛ خواسته بودید وقتی به ۷٬۵۰۰٬۰۰۰ تومان یا کمتر رسید خبرتان کنیم.',
    });
  });
});
