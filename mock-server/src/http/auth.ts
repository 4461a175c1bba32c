import type { Request, RequestHandler } from 'express';
import type { Clock } from '../clock';
import type { Reader } from '../db/database';
import { DomainError } from '../errors';
import { verifyAccessToken } from '../domain/auth/tokens';
import { assertCanAct, findUser, type UserRecord } from '../domain/auth/users';

declare module 'express-serve-static-core' {
  interface Request {
    userId?: string;
    /** The account as read when the token was checked, so a handler that shows it need not read it again. */
    user?: UserRecord;
  }
}

export const bearerToken = (header: string | undefined): string | null => {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match ? match[1] : null;
};

/** The user a token belongs to, or null; answered from what the database holds now. */
export type TokenUsers = (token: string | null) => UserRecord | null;

/** Accounts read for tokens are kept until the next committed write, after which each is read again. */
const USERS_KEPT = 10_000;

/**
 * The user a token belongs to, or null: the token must be valid and of the user's current session version. The
 * account read for it serves every request until the database next changes (`db.version`), so a session ended, a
 * password changed or an account stopped counts from the very next request.
 */
export function tokenUsers(secret: string, clock: Clock, db: Reader & { readonly version: number }): TokenUsers {
  let readAt = -1;
  const users = new Map<string, UserRecord | undefined>();
  const userOfId = (id: string) => {
    if (readAt !== db.version || users.size >= USERS_KEPT) {
      users.clear();
      readAt = db.version;
    }
    if (!users.has(id)) users.set(id, findUser(db, id));
    return users.get(id);
  };
  return (token) => {
    const claims = token ? verifyAccessToken(secret, clock, token) : null;
    const user = claims ? userOfId(claims.userId) : undefined;
    return user && user.sessionVersion === claims?.version ? user : null;
  };
}

/**
 * Requires a valid token (401 otherwise) of an account that may act: one an administrator stopped, or one that is
 * not verified, answers 403 with its code, not 401, which would sign the customer out instead of showing
 * /restricted or the code screen. Only the profile read (`profileRead`) serves them, so the panel learns their state.
 */
export function requireAuth(userOfToken: TokenUsers, { profileRead = false } = {}): RequestHandler {
  return (req, _res, next) => {
    const user = userOfToken(bearerToken(req.headers.authorization));
    if (!user) throw new DomainError('UNAUTHORIZED');
    if (!profileRead) assertCanAct(user);
    req.userId = user.id;
    req.user = user;
    next();
  };
}

export const userIdOf = (req: Request): string => {
  if (!req.userId) throw new DomainError('UNAUTHORIZED');
  return req.userId;
};

export const userOf = (req: Request): UserRecord => {
  if (!req.user) throw new DomainError('UNAUTHORIZED');
  return req.user;
};
