import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Tokens } from '@gold/contracts/auth';
import type { Clock } from '../../clock';

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

type Verified = { userId: string; version: number; exp: number };

/** How many verified access tokens are remembered per secret; the oldest is forgotten first. */
export const VERIFIED_TOKENS_KEPT = 10_000;
const verified = new Map<string, Map<string, Verified>>();

/**
 * A token already verified is not verified again: its signature cannot change, only its age. Every use still checks
 * the expiry against the clock, and the caller still checks the session version against the user. Only valid access
 * tokens are kept, so a bad token costs a full check each time.
 */
function remembered(secret: string): Map<string, Verified> {
  let tokens = verified.get(secret);
  if (!tokens) {
    tokens = new Map();
    verified.set(secret, tokens);
  }
  return tokens;
}

/** The user id and session version of a valid access token; null for a missing, tampered, expired or refresh token. */
export function verifyAccessToken(secret: string, clock: Clock, token: string): { userId: string; version: number } | null {
  const now = Math.floor(clock.now().getTime() / 1000);
  const tokens = remembered(secret);
  const known = tokens.get(token);
  // jsonwebtoken's rule: a token is expired from the second of its `exp`.
  if (known) return now < known.exp ? { userId: known.userId, version: known.version } : null;
  try {
    const claims = jwt.verify(token, keyOf(secret), { algorithms: ['HS256'], clockTimestamp: now }) as jwt.JwtPayload &
      Partial<Claims>;
    if (claims.typ !== 'access' || typeof claims.sub !== 'string' || typeof claims.exp !== 'number') return null;
    const entry = { userId: claims.sub, version: typeof claims.ver === 'number' ? claims.ver : 0, exp: claims.exp };
    if (tokens.size >= VERIFIED_TOKENS_KEPT) tokens.delete(tokens.keys().next().value!);
    tokens.set(token, entry);
    return { userId: entry.userId, version: entry.version };
  } catch {
    return null;
  }
}
