import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/tx';
import { currentPrice, marketMode, setMarketMode, setPrice } from '../domain/prices/prices';
import { domainContext } from '../test-utils';
import { marketWatch, tickPrice } from './price-feed';

let open: Db | null = null;
afterEach(() => open?.close());

function context() {
  const { ctx, db, clock, realtime } = domainContext();
  open = db;
  return { ctx, db, clock, broadcast: realtime.broadcast };
}

describe('tickPrice', () => {
  it('moves the price, keeps it in the database and broadcasts it', () => {
    const { ctx, db, broadcast } = context();
    const before = currentPrice(db);
    for (let i = 0; i < 5; i++) tickPrice(ctx);
    const after = currentPrice(db);
    expect(after).not.toEqual(before);
    expect(broadcast).toHaveBeenCalledWith('price-update', expect.objectContaining({ local: after.buyPrice, sell: after.sellPrice }));
    expect(broadcast).toHaveBeenCalledWith('gold-price-update', expect.objectContaining({ buyPrice: after.buyPrice }));
  });

  it('leaves a held price alone and says nothing', () => {
    const { ctx, db, broadcast } = context();
    db.write((tx) => setPrice(tx, { ...currentPrice(db), held: true }));
    const held = currentPrice(db);
    tickPrice(ctx);
    expect(currentPrice(db)).toEqual(held);
    expect(broadcast).not.toHaveBeenCalled();
  });
});

// Tehran is UTC+03:30 all year; the manual clock starts on Saturday at 09:30 there.
const SATURDAY_1659_TEHRAN = new Date('2026-11-21T13:29:00Z');
const SATURDAY_1700_TEHRAN = new Date('2026-11-21T13:30:00Z');
const SUNDAY_0800_TEHRAN = new Date('2026-11-22T04:30:00Z');

describe('setMarketMode', () => {
  it('broadcasts the new state after the commit, and nothing when the transaction rolls back or the mode stays', () => {
    const { ctx, db, broadcast } = context();
    expect(() =>
      db.write((tx) => {
        setMarketMode(ctx, tx, 'closed');
        throw new Error('refused later in the same transaction');
      }),
    ).toThrow('refused later');
    expect(marketMode(db)).toBe('hours');
    db.write((tx) => setMarketMode(ctx, tx, 'hours'));
    expect(broadcast).not.toHaveBeenCalled();

    db.write((tx) => setMarketMode(ctx, tx, 'closed'));
    expect(broadcast.mock.calls).toEqual([
      ['market-status', { isOpen: false, currentStatus: 'closed', nextOpenTime: null, mode: 'closed' }],
    ]);
  });
});

describe('marketWatch', () => {
  it("broadcasts when working hours open or close the market in 'hours' mode, once per flip", () => {
    const { ctx, clock, broadcast } = context();
    clock.set(SATURDAY_1659_TEHRAN);
    const watch = marketWatch(ctx);
    watch();
    expect(broadcast).not.toHaveBeenCalled();

    clock.set(SATURDAY_1700_TEHRAN);
    watch();
    watch();
    expect(broadcast.mock.calls).toEqual([
      [
        'market-status',
        { isOpen: false, currentStatus: 'closed', nextOpenTime: SUNDAY_0800_TEHRAN.toISOString(), mode: 'hours' },
      ],
    ]);

    clock.set(SUNDAY_0800_TEHRAN);
    watch();
    expect(broadcast).toHaveBeenLastCalledWith('market-status', {
      isOpen: true,
      currentStatus: 'open',
      nextOpenTime: null,
      mode: 'hours',
    });
    expect(broadcast).toHaveBeenCalledTimes(2);
  });

  it('leaves a change of mode to whoever made it', () => {
    const { ctx, db, clock, broadcast } = context();
    const watch = marketWatch(ctx);
    db.write((tx) => setMarketMode(ctx, tx, 'closed'));
    broadcast.mockClear();
    watch();
    // Forced closed, the clock does not open it.
    clock.set(SUNDAY_0800_TEHRAN);
    watch();
    db.write((tx) => setMarketMode(ctx, tx, 'hours'));
    broadcast.mockClear();
    watch();
    expect(broadcast).not.toHaveBeenCalled();
  });
});
