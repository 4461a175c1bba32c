import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Tokens } from '@gold/contracts/auth';
import type { Clock } from '../clock';

const ACCESS_TTL_S = 12 * 60 * 60;
const REFRESH_TTL_S = 30 * 24 * 60 * 60;

type Claims = { sub: string; typ: 'access' | 'refresh'; ver: number };

const keys = new Map<string, KeyObject>();
/**
 * The secret as a KeyObject, made once: given a string, jsonwebtoken 9 first tries it as a PEM key on every
 * call, which cost about a millisecond a request.
 */
function keyOf(secret: string): KeyObject {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret, 'utf8'));
    keys.set(secret, key);
  }
  return key;
}

/** Tokens for a user at `version` (their session version; ending the sessions raises it). */
export function issueTokens(secret: string, clock: Clock, userId: string, version: number): Tokens {
  const iat = Math.floor(clock.now().getTime() / 1000);
  const sign = (typ: Claims['typ'], ttl: number) =>
    jwt.sign({ typ, ver: version, iat, exp: iat + ttl }, keyOf(secret), { algorithm: 'HS256', subject: userId });
  return { accessToken: sign('access', ACCESS_TTL_S), refreshToken: sign('refresh', REFRESH_TTL_S) };
}

/** The user id and session version of a valid access token; null for a missing, tampered, expired or refresh token. */
export function verifyAccessToken(secret: string, clock: Clock, token: string): { userId: string; version: number } | null {
  try {
    const claims = jwt.verify(token, keyOf(secret), {
      algorithms: ['HS256'],
      clockTimestamp: Math.floor(clock.now().getTime() / 1000),
    }) as jwt.JwtPayload & Partial<Claims>;
    if (claims.typ !== 'access' || typeof claims.sub !== 'string') return null;
    return { userId: claims.sub, version: typeof claims.ver === 'number' ? claims.ver : 0 };
  } catch {
    return null;
  }
}
