import { createHash } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import type { Clock } from '../clock';
import type { Reader } from '../db/database';
import type { Tx } from '../db/tx';
import { DomainError } from '../errors';
import { userIdOf } from './auth';

/** Keys are kept this long (Stripe keeps them 24 hours); a key older than that is free again. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
const MAX_KEY_LENGTH = 255;

type Claim = { scope: string; route: string; key: string; fingerprint: string };

declare module 'express-serve-static-core' {
  interface Locals {
    idempotency?: Claim;
  }
}

/**
 * The request's fingerprint: its path parameters and its JSON body, keys in any order. A body nested too deep to
 * walk is no JSON the API takes.
 */
function fingerprintOf(params: unknown, body: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.keys(value)
              .sort()
              .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
          )
        : value;
  try {
    return createHash('sha256')
      .update(JSON.stringify(canonical({ params, body: body ?? null })))
      .digest('hex');
  } catch (error) {
    if (error instanceof RangeError) throw new DomainError('INVALID_JSON');
    throw error;
  }
}

/** The header's key: a token, or an sf-string in quotes as the IETF draft writes it. */
function keyOf(header: string): string {
  const key = /^"(.*)"$/.exec(header.trim())?.[1] ?? header.trim();
  if (!key || key.length > MAX_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key)) throw new DomainError('INVALID_IDEMPOTENCY_KEY');
  return key;
}

/**
 * `Idempotency-Key` for a money-moving POST (IETF draft-ietf-httpapi-idempotency-key-header, as Stripe does it):
 * - the same key and request replay the first successful answer, with `Idempotent-Replayed: true`;
 * - the same key with another body, or on another resource of the route, is 422;
 * - the same key while its first request is still running is 409.
 * Keys belong to the signed-in customer (`user`: mount it after the auth check) or to the control API (`control`),
 * and to the route as it is declared, so no spelling of the path (case, a trailing slash, another form of a mobile)
 * makes a second movement. The answer is kept by `remember`, in the request's own transaction, so a committed
 * movement and its answer cannot come apart. Without the header the request runs as usual.
 */
export function idempotency(db: Reader, clock: Clock, owner: 'user' | 'control'): RequestHandler {
  const running = new Set<string>();
  return (req, res, next) => {
    const header = req.get('Idempotency-Key');
    if (header === undefined) return next();
    if (!req.route) throw new Error('idempotency() belongs on a route, not on a router');
    const claim: Claim = {
      scope: owner === 'user' ? `user:${userIdOf(req)}` : 'control',
      route: `${req.method} ${req.baseUrl.toLowerCase()}${String(req.route.path)}`,
      key: keyOf(header),
      fingerprint: fingerprintOf(req.params, req.body),
    };
    const since = new Date(clock.now().getTime() - IDEMPOTENCY_TTL_MS).toISOString();
    const stored = db.get<{ fingerprint: string; status: number; body: string }>(
      'SELECT fingerprint, status, body FROM idempotency_keys WHERE scope = ? AND route = ? AND key = ? AND created_at >= ?',
      claim.scope,
      claim.route,
      claim.key,
      since,
    );
    if (stored) {
      if (stored.fingerprint !== claim.fingerprint) throw new DomainError('IDEMPOTENCY_KEY_REUSED');
      res.status(stored.status).set('Idempotent-Replayed', 'true').type('application/json').send(stored.body);
      return;
    }
    const id = `${claim.scope}\n${claim.route}\n${claim.key}`;
    if (running.has(id)) throw new DomainError('IDEMPOTENCY_KEY_IN_USE');
    running.add(id);
    res.on('close', () => running.delete(id));
    res.locals.idempotency = claim;
    next();
  };
}

/** Keeps a successful answer for the request's key, if it has one, inside the transaction that made it. */
export function remember(tx: Tx, res: Response, clock: Clock, status: number, body: unknown): void {
  const claim = res.locals.idempotency;
  if (!claim) return;
  const now = clock.now().getTime();
  tx.run('DELETE FROM idempotency_keys WHERE created_at < ?', new Date(now - IDEMPOTENCY_TTL_MS).toISOString());
  // Taken meanwhile: the same key's other request committed first (this one waited on a password, say). Rolling
  // this one back keeps the single movement.
  if (tx.get('SELECT 1 AS taken FROM idempotency_keys WHERE scope = ? AND route = ? AND key = ?', claim.scope, claim.route, claim.key)) {
    throw new DomainError('IDEMPOTENCY_KEY_IN_USE');
  }
  tx.run(
    'INSERT INTO idempotency_keys (scope, route, key, fingerprint, status, body, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    claim.scope,
    claim.route,
    claim.key,
    claim.fingerprint,
    status,
    JSON.stringify(body),
    new Date(now).toISOString(),
  );
}
