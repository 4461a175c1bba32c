import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from '@gold/contracts/notifications';
import type { CreatePriceAlertRequest, PriceAlert } from '@gold/contracts/price-alerts';
import type { Db } from '../../db/tx';
import { tickPrice } from '../../realtime/price-feed';
import { domainContext, MOBILES } from '../../test-utils';
import { findUserByMobile } from '../auth/users';
import { listNotifications } from '../notifications/notifications';
import { currentPrice, setPrice, type PriceState } from '../prices/prices';
import { createPriceAlert, deletePriceAlert, listPriceAlerts } from './price-alerts';

let open: Db[] = [];
afterEach(() => {
  for (const db of open) db.close();
  open = [];
});

function context() {
  const made = domainContext();
  open.push(made.db);
  const userId = findUserByMobile(made.db, MOBILES.kyc2)!.id;
  const set = (input: CreatePriceAlertRequest): PriceAlert =>
    made.db.write((tx) => createPriceAlert(tx, userId, input, currentPrice(tx), made.clock.now().toISOString()));
  /** The notifications pushed to the customer's room, in order. */
  const pushed = () =>
    made.realtime.toUser.mock.calls
      .filter(([id, event]) => id === userId && event === 'notification')
      .map(([, , n]) => n as Notification);
  return { ...made, userId, set, pushed };
}

/** The walk's buy prices, one a tick a second, from a context of its own: every context walks the same seeded way. */
function walk(ticks: number): number[] {
  const { ctx, db, clock } = context();
  return Array.from({ length: ticks }, () => {
    clock.advance(1000);
    tickPrice(ctx);
    return currentPrice(db).buyPrice;
  });
}

describe('a price tick', () => {
  const TICKS = 300;

  it('fires an alert on the first tick that reaches it, once, though the walk crosses it again', () => {
    const path = walk(TICKS);
    // A target the walk rises to, falls back below, and rises to again: the first rise is the tick that fires.
    const start = path[0]!;
    const target = [...new Set(path)]
      .filter((p) => p > start)
      .sort((a, b) => a - b)
      .find((p) => {
        const first = path.findIndex((q) => q >= p);
        const back = path.findIndex((q, i) => i > first && q < p);
        return back > 0 && path.some((q, i) => i > back && q >= p);
      });
    expect(target, 'the seeded walk crosses some price twice').toBeDefined();
    const firstTick = path.findIndex((p) => p >= target!);

    const { ctx, db, clock, set, pushed, userId } = context();
    clock.advance(1000);
    tickPrice(ctx);
    expect(currentPrice(db).buyPrice).toBe(start);
    const alert = set({ side: 'buy', direction: 'above', targetPrice: target! });
    // Never reached on this walk: it stays waiting.
    const untouched = set({ side: 'buy', direction: 'above', targetPrice: Math.max(...path) + 1000 });
    // The walk falls to this one later, but it is deleted first: it never fires.
    const lowest = Math.min(...path);
    expect(lowest).toBeLessThan(start);
    const deleted = set({ side: 'buy', direction: 'below', targetPrice: lowest });
    db.write((tx) => deletePriceAlert(tx, userId, deleted.id));

    const firedAt: string[] = [];
    for (let tick = 1; tick < TICKS; tick++) {
      clock.advance(1000);
      tickPrice(ctx);
      expect(currentPrice(db).buyPrice).toBe(path[tick]);
      if (pushed().length > firedAt.length) firedAt.push(`tick ${tick}`);
    }

    expect(firedAt).toEqual([`tick ${firstTick}`]);
    const [note] = pushed();
    expect(note!.data).toEqual({
      priceAlertId: alert.id,
      side: 'buy',
      direction: 'above',
      targetPrice: target,
      price: path[firstTick],
    });
    const alerts = listPriceAlerts(db, userId);
    expect(alerts.find((a) => a.id === alert.id)).toMatchObject({
      status: 'fired',
      firedPrice: path[firstTick],
      firedAt: new Date(clock.now().getTime() - (TICKS - 1 - firstTick) * 1000).toISOString(),
    });
    expect(alerts.find((a) => a.id === untouched.id)).toMatchObject({ status: 'active', firedAt: null });
    expect(alerts.find((a) => a.id === deleted.id)).toBeUndefined();
    // The notification is stored too, once.
    const stored = listNotifications(db, userId, { page: 1, limit: 100 }).notifications;
    expect(stored.filter((n) => n.data?.priceAlertId === alert.id)).toEqual([note]);
  });

  it('fires in the transaction that writes the price: a write that rolls back fires nothing and tells no one', () => {
    const { db, set, pushed, userId } = context();
    const now = currentPrice(db);
    const alert = set({ side: 'sell', direction: 'below', targetPrice: now.sellPrice - 5000 });
    const lower: PriceState = { ...now, buyPrice: now.buyPrice - 10_000, sellPrice: now.sellPrice - 10_000 };
    expect(() =>
      db.write((tx) => {
        setPrice(tx, lower);
        throw new Error('refused later in the same transaction');
      }),
    ).toThrow('refused later');
    expect(listPriceAlerts(db, userId)).toEqual([alert]);
    expect(pushed()).toEqual([]);

    db.write((tx) => setPrice(tx, lower));
    expect(listPriceAlerts(db, userId)).toEqual([expect.objectContaining({ id: alert.id, status: 'fired' })]);
    expect(pushed()).toHaveLength(1);
  });

  it('fires every alert a jump reaches, each once, and keeps the newest ten fired of a customer', () => {
    const { db, clock, set, pushed, userId } = context();
    const now = currentPrice(db);
    const rounds: PriceAlert[][] = [];
    for (let round = 0; round < 2; round++) {
      rounds.push(
        Array.from({ length: 7 }, (_, i) => set({ side: 'buy', direction: 'above', targetPrice: now.buyPrice + (i + 1) * 1000 })),
      );
      clock.advance(60_000);
      db.write((tx) => setPrice(tx, { ...now, buyPrice: now.buyPrice + 10_000, lastUpdate: clock.now().toISOString() }));
      expect(pushed()).toHaveLength(7 * (round + 1));
      clock.advance(60_000);
      db.write((tx) => setPrice(tx, { ...now, lastUpdate: clock.now().toISOString() }));
    }
    expect(new Set(pushed().map((n) => n.data?.priceAlertId))).toEqual(new Set(rounds.flat().map((a) => a.id)));
    // The seven of the second jump, and the last three of the first.
    const kept = listPriceAlerts(db, userId);
    expect(kept.map((a) => [a.id, a.status])).toEqual(
      [...rounds[1]!.toReversed(), ...rounds[0]!.slice(4).toReversed()].map((a) => [a.id, 'fired']),
    );
  });

  it('reads only the alerts its price reaches, through the index, however many wait', () => {
    const { db } = context();
    const plan = db.all<{ detail: string }>(
      "EXPLAIN QUERY PLAN SELECT * FROM price_alerts WHERE fired_at IS NULL AND side = 'buy' AND direction = 'above' AND target_price <= 8000000 ORDER BY seq",
    );
    expect(plan.map((row) => row.detail).join('\n')).toMatch(
      /SEARCH price_alerts USING INDEX price_alerts_waiting \(side=\? AND direction=\? AND target_price<\?\)/,
    );
  });
});
