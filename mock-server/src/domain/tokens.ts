import jwt from 'jsonwebtoken';
import type { Clock } from '../clock';

const ACCESS_TTL_S = 12 * 60 * 60;
const REFRESH_TTL_S = 30 * 24 * 60 * 60;

type Claims = { sub: string; typ: 'access' | 'refresh' };

export function issueTokens(secret: string, clock: Clock, userId: string) {
  const iat = Math.floor(clock.now().getTime() / 1000);
  const sign = (typ: Claims['typ'], ttl: number) =>
    jwt.sign({ typ, iat, exp: iat + ttl }, secret, { algorithm: 'HS256', subject: userId });
  return { accessToken: sign('access', ACCESS_TTL_S), refreshToken: sign('refresh', REFRESH_TTL_S) };
}

/** The user id of a valid access token, or null for a missing, tampered, expired or refresh token. */
export function verifyAccessToken(secret: string, clock: Clock, token: string): string | null {
  try {
    const claims = jwt.verify(token, secret, {
      algorithms: ['HS256'],
      clockTimestamp: Math.floor(clock.now().getTime() / 1000),
    }) as jwt.JwtPayload & Partial<Claims>;
    return claims.typ === 'access' && typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}
