import { describe, expect, it, vi } from 'vitest';
import { manualClock, seededRandom } from '../clock';
import { testConfig } from '../config';
import { silentRealtime, type DomainContext } from '../domain/context';
import { seedState } from '../store/seed';
import { Store } from '../store/store';
import { tickPrice } from './price-feed';

function context() {
  const clock = manualClock();
  const onChange = vi.fn();
  const broadcast = vi.fn();
  const ctx: DomainContext = {
    store: new Store(seedState(1, clock.now()), onChange),
    clock,
    random: seededRandom(7),
    config: testConfig(),
    realtime: { ...silentRealtime, broadcast },
  };
  return { ctx, onChange, broadcast };
}

describe('tickPrice', () => {
  it('moves and broadcasts the price without writing the state file', () => {
    const { ctx, onChange, broadcast } = context();
    const before = ctx.store.state.price;
    for (let i = 0; i < 5; i++) tickPrice(ctx);
    expect(ctx.store.state.price).not.toEqual(before);
    expect(onChange).not.toHaveBeenCalled();
    expect(broadcast).toHaveBeenCalledWith('price-update', expect.objectContaining({ local: ctx.store.state.price.buyPrice }));
    expect(broadcast).toHaveBeenCalledWith('gold-price-update', expect.objectContaining({ buyPrice: ctx.store.state.price.buyPrice }));
  });

  it('leaves a held price alone and says nothing', () => {
    const { ctx, broadcast } = context();
    ctx.store.set('price', { ...ctx.store.state.price, held: true });
    const held = ctx.store.state.price;
    tickPrice(ctx);
    expect(ctx.store.state.price).toBe(held);
    expect(broadcast).not.toHaveBeenCalled();
  });
});
