import type { Request, RequestHandler } from 'express';
import type { Clock } from '../clock';
import { DomainError } from '../domain/errors';
import { verifyAccessToken } from '../domain/tokens';
import { assertAccountUsable, sessionVersionOf } from '../domain/users';
import type { UserRecord } from '../store/state';

declare module 'express-serve-static-core' {
  interface Request {
    userId?: string;
  }
}

export const bearerToken = (header: string | undefined): string | null => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
};

const unauthorized = () => new DomainError(401, 'UNAUTHORIZED', 'نشست شما معتبر نیست، لطفاً دوباره وارد شوید');

/** The user a request's token belongs to, or null: the token must be valid and of the user's current session version. */
export function tokenUser(secret: string, clock: Clock, findUser: (id: string) => UserRecord | undefined, token: string | null) {
  const claims = token ? verifyAccessToken(secret, clock, token) : null;
  const user = claims ? findUser(claims.userId) : undefined;
  return user && sessionVersionOf(user) === claims?.version ? user : null;
}

/**
 * Requires a valid token (401 otherwise). With `allowInactive` false, an account an administrator
 * stopped answers 403 with its code: not 401, which would sign the customer out instead of showing
 * /restricted. Only the profile read allows inactive accounts, so the panel can learn their state.
 */
export function requireAuth(
  secret: string,
  clock: Clock,
  findUser: (id: string) => UserRecord | undefined,
  { allowInactive = false } = {},
): RequestHandler {
  return (req, _res, next) => {
    const user = tokenUser(secret, clock, findUser, bearerToken(req.headers.authorization));
    if (!user) throw unauthorized();
    if (!allowInactive) assertAccountUsable(user);
    req.userId = user.id;
    next();
  };
}

export const userIdOf = (req: Request): string => {
  if (!req.userId) throw unauthorized();
  return req.userId;
};
