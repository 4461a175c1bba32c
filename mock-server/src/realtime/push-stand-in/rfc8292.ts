import { verify } from 'node:crypto';

// The push service's side of RFC 8292 (VAPID), for the tests' stand-in: it checks the Authorization header of a push
// as a push service does, with Node's crypto only.

export type VapidClaims = { aud: string; exp: number; sub: string };

/** The longest a token may be valid: RFC 8292 section 2 says at most 24 hours ahead. */
const MAX_LIFETIME_S = 24 * 60 * 60;

const json = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292 section 3): the key is `expectedKey` (the one the
 * device subscribed with), the JWT is ES256 and signed by it, its `aud` is the push service's `origin`, its `exp` is
 * ahead of `now` by at most 24 hours, and `sub` is a mailto: or https: contact. Answers the claims, or throws why not.
 */
export function verifyVapid(header: string | undefined, expectedKey: string, origin: string, now: Date): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), ?k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a vapid Authorization header: ${header}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== expectedKey) throw new Error('k is not the key the device subscribed with');

  const [head, payload, signature] = token.split('.') as [string, string, string];
  const jose = json(head) as { typ?: string; alg?: string };
  if (jose.alg !== 'ES256') throw new Error(`the JWT is signed with ${jose.alg}, not ES256`);
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33).toString('base64url'),
  };
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key: jwk, format: 'jwk', dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the JWT signature does not verify with k');

  const claims = json(payload) as Partial<VapidClaims>;
  if (claims.aud !== origin) throw new Error(`aud is ${claims.aud}, not the push service's origin ${origin}`);
  const nowS = now.getTime() / 1000;
  if (typeof claims.exp !== 'number' || claims.exp <= nowS) throw new Error(`exp ${claims.exp} has passed`);
  if (claims.exp > nowS + MAX_LIFETIME_S) throw new Error(`exp ${claims.exp} is more than 24 hours ahead`);
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub} is no contact`);
  return claims as VapidClaims;
}
