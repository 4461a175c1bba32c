import type { Request, RequestHandler } from 'express';
import { toAsciiDigits } from '@gold/contracts/rules/digits';
import type { Clock } from '../clock';
import { DomainError } from '../errors';

const MAX_KEYS = 50_000;

const tooMany = (retryS: number) => new DomainError('RATE_LIMITED').withHeaders({ 'Retry-After': String(retryS) });

/** What a window counts: one address and one mobile, one address whatever the mobile, or one signed-in customer. */
export type LimitKey = 'address-and-mobile' | 'address' | 'user';

export type RateLimiter = {
  middleware(name: string, limit: number, windowMs: number, key?: LimitKey): RequestHandler;
  reset(): void;
};

// Persian and Arabic-Indic digits count as the same mobile: the API accepts every spelling.
const mobileOf = (req: Request) =>
  typeof req.body?.mobile === 'string' ? toAsciiDigits(req.body.mobile).replace(/\D/g, '').slice(-10) : '';

/**
 * Fixed-window limits on the injected clock. Keyed by mobile as well as address by default, so one busy office
 * network does not lock out its neighbours; `address` counts every mobile from one address together.
 */
export function createRateLimiter(clock: Clock, maxKeys = MAX_KEYS): RateLimiter {
  const windows = new Map<string, { start: number; count: number; windowMs: number }>();
  return {
    reset: () => windows.clear(),
    middleware(name, limit, windowMs, key = 'address-and-mobile') {
      return (req, _res, next) => {
        const id =
          key === 'address' ? `${name}|${req.ip}` : key === 'user' ? `${name}|user:${req.userId ?? req.ip}` : `${name}|${req.ip}|${mobileOf(req)}`;
        const now = clock.now().getTime();
        const entry = windows.get(id);
        if (!entry || now - entry.start >= windowMs) {
          if (!entry && windows.size >= maxKeys) {
            // Make room from expired windows only, each by its own length; never forget a live count, or a flood
            // would reset it.
            for (const [k, w] of windows) if (now - w.start >= w.windowMs) windows.delete(k);
            if (windows.size >= maxKeys) throw tooMany(Math.ceil(windowMs / 1000));
          }
          windows.set(id, { start: now, count: 1, windowMs });
          return next();
        }
        entry.count += 1;
        if (entry.count > limit) throw tooMany(Math.ceil((entry.start + windowMs - now) / 1000));
        next();
      };
    },
  };
}
