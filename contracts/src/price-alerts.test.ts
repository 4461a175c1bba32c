import { describe, expect, it } from 'vitest';
import { PRICE_ALERT_TARGET_MAX } from './constants';
import {
  createPriceAlertRequestSchema,
  priceAlertListResponseSchema,
  priceAlertNotificationDataSchema,
  type PriceAlert,
} from './price-alerts';

const active: PriceAlert = {
  id: 'a-1',
  side: 'buy',
  direction: 'above',
  targetPrice: 8_000_000,
  status: 'active',
  createdAt: '2026-03-14T08:00:00.000Z',
  firedAt: null,
  firedPrice: null,
};

describe('the price-alert contracts', () => {
  it('take a buy or sell alert above or below a whole, positive target', () => {
    const ok = { side: 'sell', direction: 'below', targetPrice: 7_500_000 };
    expect(createPriceAlertRequestSchema.parse(ok)).toEqual(ok);
    expect(createPriceAlertRequestSchema.safeParse({ ...ok, targetPrice: PRICE_ALERT_TARGET_MAX }).success).toBe(true);
    for (const bad of [
      { ...ok, targetPrice: 0 },
      { ...ok, targetPrice: -1 },
      { ...ok, targetPrice: 7_500_000.5 },
      { ...ok, targetPrice: '7500000' },
      { ...ok, targetPrice: PRICE_ALERT_TARGET_MAX + 1 },
      { ...ok, side: 'hold' },
      { ...ok, direction: 'at' },
      { side: 'buy', targetPrice: 7_500_000 },
      { ...ok, note: 'extra' },
    ]) {
      expect(createPriceAlertRequestSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('list active and fired alerts, a fired one with when and at what price', () => {
    const fired: PriceAlert = {
      ...active,
      id: 'a-2',
      status: 'fired',
      firedAt: '2026-03-14T09:00:00.000Z',
      firedPrice: 8_001_000,
    };
    expect(priceAlertListResponseSchema.parse({ success: true, data: { alerts: [active, fired] } }).data.alerts).toHaveLength(2);
    expect(
      priceAlertListResponseSchema.safeParse({ success: true, data: { alerts: [{ ...active, status: 'done' }] } }).success,
    ).toBe(false);
  });

  it('name the alert, its condition and the price reached in the notification', () => {
    const data = { priceAlertId: 'a-1', side: 'buy', direction: 'above', targetPrice: 8_000_000, price: 8_001_000 };
    expect(priceAlertNotificationDataSchema.parse(data)).toEqual(data);
    expect(priceAlertNotificationDataSchema.safeParse({ ticketId: 't-1' }).success).toBe(false);
  });
});
