import type { RequestHandler } from 'express';
import { toAsciiDigits } from '@gold/contracts/rules/digits';
import type { Clock } from '../clock';
import { DomainError } from '../domain/errors';

const MAX_KEYS = 50_000;

const tooMany = (retryS: number) =>
  new DomainError(429, 'RATE_LIMITED', 'تعداد درخواست‌ها بیش از حد مجاز است، لطفاً کمی بعد دوباره تلاش کنید', {
    'Retry-After': String(retryS),
  });

export type RateLimiter = { middleware(name: string, limit: number, windowMs: number): RequestHandler; reset(): void };

/**
 * Fixed-window limits per client address and mobile, on the injected clock. Keyed by mobile as well as
 * address so one busy office network does not lock out its neighbours.
 */
export function createRateLimiter(clock: Clock): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    reset: () => windows.clear(),
    middleware(name, limit, windowMs) {
      return (req, _res, next) => {
        // Persian and Arabic-Indic digits count as the same mobile: the API accepts every spelling.
        const mobile = typeof req.body?.mobile === 'string' ? toAsciiDigits(req.body.mobile).replace(/\D/g, '').slice(-10) : '';
        const key = `${name}|${req.ip}|${mobile}`;
        const now = clock.now().getTime();
        const entry = windows.get(key);
        if (!entry || now - entry.start >= windowMs) {
          if (!entry && windows.size >= MAX_KEYS) {
            // Make room from expired windows only; never forget a live count, or a flood would reset it.
            for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
            if (windows.size >= MAX_KEYS) throw tooMany(Math.ceil(windowMs / 1000));
          }
          windows.set(key, { start: now, count: 1 });
          return next();
        }
        entry.count += 1;
        if (entry.count > limit) throw tooMany(Math.ceil((entry.start + windowMs - now) / 1000));
        next();
      };
    },
  };
}
