import { PRICE_ALERTS_MAX } from '@gold/contracts/constants';
import { errorMessage } from '@gold/contracts/errors';
import type { CreatePriceAlertRequest, PriceAlert } from '@gold/contracts/price-alerts';
import { isReached } from '@gold/contracts/rules/price-alerts';
import { fail, ok } from '../fixtures';
import { created, del, get, post, serve, type Setup } from './plumbing';
import { PRICE } from './prices';

/** Buy at 8,000,000 Toman or more, set on 4 January 2025 (۱۵ دی ۱۴۰۳) at 12:00 in Tehran. */
export const aPriceAlert = (overrides: Partial<PriceAlert> = {}): PriceAlert => ({
  id: 'pa-1',
  side: 'buy',
  direction: 'above',
  targetPrice: 8_000_000,
  status: 'active',
  createdAt: '2025-01-04T08:30:00.000Z',
  firedAt: null,
  firedPrice: null,
  ...overrides,
});

/** The customer's alerts, and the price the server checks a new one against. */
export type PriceAlertStore = { alerts: PriceAlert[]; price: { buyPrice: number; sellPrice: number } };

/** The endpoints as the mock answers them: its order, its limit, its refusals (a price already reached, a repeat). */
function priceAlertRoutes(store: PriceAlertStore) {
  const order = () => [
    ...store.alerts.filter((a) => a.status === 'active').reverse(),
    ...store.alerts.filter((a) => a.status === 'fired').reverse(),
  ];
  return {
    list: get('/api/price-alerts', () => ok({ alerts: order() })),
    create: post(
      '/api/price-alerts',
      ({ body }) => {
        const input = body as CreatePriceAlertRequest;
        const waiting = store.alerts.filter((a) => a.status === 'active');
        if (waiting.some((a) => a.side === input.side && a.direction === input.direction && a.targetPrice === input.targetPrice))
          return fail(409, 'PRICE_ALERT_DUPLICATE', errorMessage('PRICE_ALERT_DUPLICATE'));
        if (waiting.length >= PRICE_ALERTS_MAX) return fail(400, 'PRICE_ALERT_LIMIT', errorMessage('PRICE_ALERT_LIMIT'));
        if (isReached(input, store.price))
          return fail(409, 'PRICE_ALERT_REACHED', errorMessage('PRICE_ALERT_REACHED', { side: input.side }));
        const alert = aPriceAlert({ ...input, id: `pa-new-${store.alerts.length + 1}`, createdAt: '2025-01-05T08:00:00.000Z' });
        store.alerts.push(alert);
        return created(alert);
      },
      ({ body, key }) => ({ body, key }),
    ),
    remove: del(
      '/api/price-alerts/:id',
      ({ params }) => {
        const index = store.alerts.findIndex((a) => a.id === params.id);
        if (index < 0) return fail(404, 'NOT_FOUND', 'هشدار قیمت یافت نشد');
        store.alerts.splice(index, 1);
        return ok(undefined);
      },
      ({ params }) => params.id,
    ),
  };
}

export function servePriceAlerts({ replies, ...seed }: Setup<PriceAlertStore, ReturnType<typeof priceAlertRoutes>> = {}) {
  const store: PriceAlertStore = { alerts: [...(seed.alerts ?? [])], price: seed.price ?? PRICE };
  return { store, calls: serve(priceAlertRoutes(store), replies) };
}

/** The alert fires, as the mock's tick does it; returns the `data` of the notification the test then emits. */
export function fire(store: PriceAlertStore, id: string, price: number) {
  const alert = store.alerts.find((a) => a.id === id)!;
  Object.assign(alert, { status: 'fired', firedAt: '2025-01-05T09:00:00.000Z', firedPrice: price });
  return { priceAlertId: id, side: alert.side, direction: alert.direction, targetPrice: alert.targetPrice, price };
}
