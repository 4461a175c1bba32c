import type { DomainContext } from '../domain/context';
import { currentPrice, setPrice, toGoldPrice, walkStep } from '../domain/prices';

/** Broadcasts the current price as both events the web listens to. */
export function publishPrice(ctx: DomainContext): void {
  const price = currentPrice(ctx.db);
  ctx.db.sink.broadcast('price-update', { local: price.buyPrice, sell: price.sellPrice, timestamp: price.lastUpdate });
  ctx.db.sink.broadcast('gold-price-update', toGoldPrice(price));
}

/** One step of the walk, committed, then broadcast. A held price stays. */
export function tickPrice(ctx: DomainContext): void {
  const price = currentPrice(ctx.db);
  if (price.held) return;
  ctx.db.write((tx) => setPrice(tx, walkStep(price, ctx.random.next(), ctx.clock.now())));
  publishPrice(ctx);
}

export function startPriceFeed(ctx: DomainContext, intervalMs: number): () => void {
  if (intervalMs <= 0) return () => undefined;
  const timer = setInterval(() => tickPrice(ctx), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
