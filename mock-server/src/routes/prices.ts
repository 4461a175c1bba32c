import type { IncomingMessage, ServerResponse } from 'node:http';
import { Router } from 'express';
import {
  goldPriceResponseSchema,
  marketStatusResponseSchema,
  priceHistoryQuerySchema,
  priceHistoryResponseSchema,
  type PriceHistory,
  type PriceHistoryRange,
} from '@gold/contracts/prices';
import type { DomainContext } from '../domain/shared/context';
import { goldPriceAnswer, marketMode, marketStatus } from '../domain/prices/prices';
import { logWhenSent } from '../http/logging';
import type { SecurityHeaders } from '../http/security-headers';
import { parseQuery, send } from '../http/validation';
import { historySince, priceHistory, tehranDayStart } from '../domain/prices/price-history';

/** Public: prices and market hours need no sign-in. */
export function priceRoutes(ctx: DomainContext): Router {
  const r = Router();
  r.get('/gold-price', (_req, res) => {
    send(res, goldPriceResponseSchema, { success: true, data: goldPriceAnswer(ctx.db, ctx.clock.now()) });
  });
  // Public and a few milliseconds to work out: kept per range until the data or the window's start moves, so a flood of
  // reads costs each reader no more than the rest of the API does.
  const histories = new Map<PriceHistoryRange, { version: number; since: number; data: PriceHistory }>();
  r.get('/gold-price/history', (req, res) => {
    const { range } = parseQuery(req, priceHistoryQuerySchema);
    const now = ctx.clock.now();
    const since = historySince(range, now);
    let kept = histories.get(range);
    if (kept?.version !== ctx.db.version || kept.since !== since) {
      kept = { version: ctx.db.version, since, data: priceHistory(ctx.db, range, now) };
      histories.set(range, kept);
    }
    send(res, priceHistoryResponseSchema, { success: true, data: kept.data });
  });
  r.get('/market-status', (_req, res) => {
    send(res, marketStatusResponseSchema, { success: true, data: marketStatus(marketMode(ctx.db), ctx.clock.now()) });
  });
  return r;
}

/**
 * `GET /gold-price` answered before Express: the panel's hottest read, and one whose answer is the same for everyone
 * until the next commit. Through Express it cost about ten times a bare node:http answer (the router and its
 * middleware chain, helmet, the body parser, a database read, res.json: docs/benchmarks.md › A mock that cannot be
 * gamed), so the answer is
 * worked out once per database version and Tehran day (read, checked against its contract when `validateResponses` is on, and
 * serialised) and sent with the headers Express would have sent: helmet's, `no-store` and the JSON type.
 * prices.test.ts proves the two answers are the same. Anything else (another method or path, a body, an injected
 * fault, a failure here) returns false and goes to Express, which answers as it always did.
 */
export function goldPriceFastPath(
  ctx: DomainContext,
  security: SecurityHeaders,
  {
    faultsActive,
    log,
    crossOrigin,
  }: {
    faultsActive: () => boolean;
    log: boolean;
    /** With MOCK_CORS_ORIGINS, the CORS headers of this request (http/cors.ts), written with the rest. */
    crossOrigin?: (req: IncomingMessage) => readonly string[];
  },
) {
  // The previous close moves at Tehran midnight without a write, so the day is part of the cache's key.
  let cached: { version: number; day: number; headers: string[]; body: Buffer } | null = null;
  const answer = () => {
    const now = ctx.clock.now();
    const day = tehranDayStart(now);
    if (cached?.version === ctx.db.version && cached.day === day) return cached;
    const version = ctx.db.version;
    const payload = { success: true as const, data: goldPriceAnswer(ctx.db, now) };
    if (ctx.config.validateResponses) goldPriceResponseSchema.parse(payload);
    const body = Buffer.from(JSON.stringify(payload));
    const headers = [
      ...security.set.flat(),
      'Cache-Control',
      'no-store',
      'Content-Type',
      'application/json; charset=utf-8',
      'Content-Length',
      String(body.length),
    ];
    cached = { version, day, headers, body };
    return cached;
  };
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET') return false;
    const url = req.url ?? '';
    const query = url.indexOf('?');
    if ((query === -1 ? url : url.slice(0, query)) !== '/gold-price') return false;
    // A GET with a body goes through Express's body parser, which may refuse it.
    if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined) return false;
    if (faultsActive()) return false;
    let sent: { headers: string[]; body: Buffer };
    try {
      sent = answer();
    } catch {
      return false;
    }
    if (log) logWhenSent(ctx.logger, req, res, () => '/gold-price');
    for (const name of security.removed) res.removeHeader(name);
    res.writeHead(200, crossOrigin ? sent.headers.concat(crossOrigin(req)) : sent.headers);
    res.end(sent.body);
    return true;
  };
}
