import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/tx';
import { currentPrice, setPrice } from '../domain/prices';
import { domainContext } from '../test-utils';
import { tickPrice } from './price-feed';

let open: Db | null = null;
afterEach(() => open?.close());

function context() {
  const { ctx, db, realtime } = domainContext();
  open = db;
  return { ctx, db, broadcast: realtime.broadcast };
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
