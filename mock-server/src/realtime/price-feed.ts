import type { ControlPriceRequest } from '@gold/contracts/control';
import type { DomainContext } from '../domain/shared/context';
import { currentPrice, goldPriceAnswer, marketMode, marketStatus, setPrice, walkStep } from '../domain/prices/prices';

/** Broadcasts the current price as both events the web listens to. */
export function publishPrice(ctx: DomainContext): void {
  const price = currentPrice(ctx.db);
  ctx.db.sink.broadcast('price-update', { local: price.buyPrice, sell: price.sellPrice, timestamp: price.lastUpdate });
  ctx.db.sink.broadcast('gold-price-update', goldPriceAnswer(ctx.db, ctx.clock.now()));
}

/**
 * The control API's hand on the price: `{ buyPrice, sellPrice }` holds it there (the alerts it reaches fire), and
 * `{ mode: 'walk' }` lets the walk go on from where it is. Committed, then broadcast at once.
 */
export function steerPrice(ctx: DomainContext, request: ControlPriceRequest): void {
  const price = currentPrice(ctx.db);
  ctx.db.write((tx) =>
    setPrice(
      tx,
      'mode' in request
        ? { ...price, held: false }
        : { buyPrice: request.buyPrice, sellPrice: request.sellPrice, lastUpdate: ctx.clock.now().toISOString(), held: true },
    ),
  );
  publishPrice(ctx);
}

/** One step of the walk, committed, then broadcast. A held price stays. */
export function tickPrice(ctx: DomainContext): void {
  const price = currentPrice(ctx.db);
  if (price.held) return;
  ctx.db.write((tx) => setPrice(tx, walkStep(price, ctx.random.next(), ctx.clock.now())));
  publishPrice(ctx);
}

/**
 * In 'hours' mode the market opens and closes with the clock, not with a write: each call broadcasts `market-status`
 * if the state flipped since the last call. A change of mode is not its news (the control API pushed it, or a reset
 * started afresh), so it is only noted.
 */
export function marketWatch(ctx: DomainContext): () => void {
  let last = marketStatus(marketMode(ctx.db), ctx.clock.now());
  return () => {
    const status = marketStatus(marketMode(ctx.db), ctx.clock.now());
    const flipped = status.mode === 'hours' && last.mode === 'hours' && status.isOpen !== last.isOpen;
    last = status;
    if (flipped) ctx.db.sink.broadcast('market-status', status);
  };
}

/** The walk's timer; it also notices the working-hours boundary, so that shows within one interval. */
export function startPriceFeed(ctx: DomainContext, intervalMs: number): () => void {
  if (intervalMs <= 0) return () => undefined;
  const watchMarket = marketWatch(ctx);
  const timer = setInterval(() => {
    watchMarket();
    tickPrice(ctx);
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
