import type { DomainContext } from '../domain/context';
import { toGoldPrice, walkStep } from '../domain/prices';

/** Broadcasts the current price as both events the web listens to. */
export function publishPrice(ctx: DomainContext): void {
  const price = ctx.store.state.price;
  ctx.realtime.broadcast('price-update', { local: price.buyPrice, sell: price.sellPrice, timestamp: price.lastUpdate });
  ctx.realtime.broadcast('gold-price-update', toGoldPrice(price));
}

/** One step of the walk, broadcast. A held price stays. The moving price is not worth a write to disk. */
export function tickPrice(ctx: DomainContext): void {
  const price = ctx.store.state.price;
  if (price.held) return;
  ctx.store.set('price', walkStep(price, ctx.random.next(), ctx.clock.now()), { persist: false });
  publishPrice(ctx);
}

export function startPriceFeed(ctx: DomainContext, intervalMs: number): () => void {
  if (intervalMs <= 0) return () => undefined;
  const timer = setInterval(() => tickPrice(ctx), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
