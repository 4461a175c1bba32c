import type { Request, RequestHandler } from 'express';
import type { Clock } from '../clock';
import type { Reader } from '../db/database';
import { DomainError } from '../errors';
import { verifyAccessToken } from '../domain/tokens';
import { assertCanAct, findUser, type UserRecord } from '../domain/users';

declare module 'express-serve-static-core' {
  interface Request {
    userId?: string;
  }
}

export const bearerToken = (header: string | undefined): string | null => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
};

/** The user a token belongs to, or null: the token must be valid and of the user's current session version. */
export function tokenUser(secret: string, clock: Clock, db: Reader, token: string | null): UserRecord | null {
  const claims = token ? verifyAccessToken(secret, clock, token) : null;
  const user = claims ? findUser(db, claims.userId) : undefined;
  return user && user.sessionVersion === claims?.version ? user : null;
}

/**
 * Requires a valid token (401 otherwise) of an account that may act: one an administrator stopped, or one that is
 * not verified, answers 403 with its code, not 401, which would sign the customer out instead of showing
 * /restricted or the code screen. Only the profile read (`profileRead`) serves them, so the panel learns their state.
 */
export function requireAuth(secret: string, clock: Clock, db: Reader, { profileRead = false } = {}): RequestHandler {
  return (req, _res, next) => {
    const user = tokenUser(secret, clock, db, bearerToken(req.headers.authorization));
    if (!user) throw new DomainError('UNAUTHORIZED');
    if (!profileRead) assertCanAct(user);
    req.userId = user.id;
    next();
  };
}

export const userIdOf = (req: Request): string => {
  if (!req.userId) throw new DomainError('UNAUTHORIZED');
  return req.userId;
};
