import type { Request, RequestHandler } from 'express';
import type { Clock } from '../clock';
import { DomainError } from '../domain/errors';
import { verifyAccessToken } from '../domain/tokens';

declare module 'express-serve-static-core' {
  interface Request {
    userId?: string;
  }
}

export const bearerToken = (header: string | undefined): string | null => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
};

/** Requires a valid access token; the user must still exist. Anything else is 401. */
export function requireAuth(secret: string, clock: Clock, userExists: (id: string) => boolean): RequestHandler {
  return (req, _res, next) => {
    const token = bearerToken(req.headers.authorization);
    const userId = token ? verifyAccessToken(secret, clock, token) : null;
    if (!userId || !userExists(userId)) {
      throw new DomainError(401, 'UNAUTHORIZED', 'نشست شما معتبر نیست، لطفاً دوباره وارد شوید');
    }
    req.userId = userId;
    next();
  };
}

export const userIdOf = (req: Request): string => {
  if (!req.userId) throw new DomainError(401, 'UNAUTHORIZED', 'نشست شما معتبر نیست، لطفاً دوباره وارد شوید');
  return req.userId;
};
