import express from 'express';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { okEnvelope } from '@gold/contracts/common';
import { findUserByMobile } from '../domain/auth/users';
import { houseAccount, walletOf } from '../ledger/accounts';
import { transfer } from '../ledger/transfers';
import { silentLogger } from '../logger';
import { domainContext, MOBILES } from '../test-utils';
import { errorHandler } from './errors';
import { IDEMPOTENCY_TTL_MS, idempotency, remember } from './idempotency';
import { commit, parseBody } from './validation';

const paySchema = okEnvelope(z.object({ transferId: z.string(), amount: z.number() }));
const bodySchema = z.object({ amount: z.number().int().positive(), note: z.string().optional() });

let env: ReturnType<typeof domainContext>;
let releaseSlow: () => void;

/**
 * A small app with one money-moving POST per kind: `/pay` answers at once, `/slow` waits before it writes (as a
 * request that hashes a password does). The scope is the `x-user` header, standing in for the signed-in user.
 */
function buildApp() {
  const { ctx, db, clock } = env;
  const app = express();
  app.use(express.json());
  // Stands in for the auth check: the customer is the x-user header.
  const signedIn: express.RequestHandler = (req, _res, next) => {
    req.userId = req.get('x-user');
    next();
  };
  const keyed = idempotency(db, clock, 'user');
  const pay = (req: express.Request, res: express.Response) => {
    const { amount } = parseBody(req, bodySchema);
    const user = findUserByMobile(db, req.get('x-user') === 'b' ? MOBILES.kyc1 : MOBILES.kyc2)!;
    commit(
      ctx,
      res,
      paySchema,
      201,
    )((tx) => {
      const from = walletOf(tx, user.id, 'TOMAN').id;
      const transferId = transfer(tx, {
        from,
        to: houseAccount('inventory', 'TOMAN'),
        currency: 'TOMAN',
        amount,
        type: 'withdraw',
        description: 'پرداخت',
        at: clock.now().toISOString(),
      });
      return { success: true, data: { transferId, amount } };
    });
  };
  app.post('/pay', signedIn, keyed, pay);
  app.post('/pay-elsewhere', signedIn, keyed, pay);
  app.post('/pay/:account', signedIn, keyed, pay);
  app.post('/unguarded', keyed, pay);
  app.post('/slow', signedIn, keyed, async (req, res) => {
    await new Promise<void>((resolve) => {
      releaseSlow = resolve;
    });
    pay(req, res);
  });
  app.use(errorHandler(silentLogger));
  return app;
}

beforeEach(() => {
  env = domainContext();
});
afterEach(() => env.db.close());

const transfers = () => env.db.get<{ n: number }>("SELECT count(*) AS n FROM transfers WHERE description = 'پرداخت'")!.n;
const post = (app: express.Express, path: string, body: object, key?: string, user = 'a') => {
  const req = request(app).post(path).set('x-user', user);
  if (key !== undefined) req.set('Idempotency-Key', key);
  return req.send(body);
};

describe('Idempotency-Key', () => {
  it('runs every request without a key', async () => {
    const app = buildApp();
    expect((await post(app, '/pay', { amount: 1000 })).status).toBe(201);
    expect((await post(app, '/pay', { amount: 1000 })).status).toBe(201);
    expect(transfers()).toBe(2);
  });

  it('replays the first answer to the same key and body, moving the money once', async () => {
    const app = buildApp();
    const first = await post(app, '/pay', { amount: 1000, note: 'x' }, 'key-1');
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same JSON with its keys in another order is the same request.
    const again = await post(app, '/pay', { note: 'x', amount: 1000 }, 'key-1');
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(transfers()).toBe(1);
  });

  it('answers 422 to the same key with another body, moving nothing', async () => {
    const app = buildApp();
    await post(app, '/pay', { amount: 1000 }, 'key-1');
    const other = await post(app, '/pay', { amount: 2000 }, 'key-1');
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ success: false, errorCode: 'IDEMPOTENCY_KEY_REUSED' });
    expect(other.body.message).toMatch(/[\u0600-\u06FF]/);
    expect(transfers()).toBe(1);
  });

  it('scopes keys by user and by route', async () => {
    const app = buildApp();
    await post(app, '/pay', { amount: 1000 }, 'shared');
    expect((await post(app, '/pay', { amount: 1000 }, 'shared', 'b')).headers['idempotent-replayed']).toBeUndefined();
    expect((await post(app, '/pay-elsewhere', { amount: 1000 }, 'shared')).headers['idempotent-replayed']).toBeUndefined();
    expect(transfers()).toBe(3);
  });

  it('gives every spelling of the same route one key space: case and a trailing slash do not move money again', async () => {
    const app = buildApp();
    await post(app, '/pay', { amount: 1000 }, 'spelled');
    for (const path of ['/PAY', '/pay/', '/Pay/']) {
      const again = await post(app, path, { amount: 1000 }, 'spelled');
      expect(again.status, path).toBe(201);
      expect(again.headers['idempotent-replayed'], path).toBe('true');
    }
    expect(transfers()).toBe(1);
  });

  it('answers 422 to the same key on another resource of the route', async () => {
    const app = buildApp();
    expect((await post(app, '/pay/first', { amount: 1000 }, 'resource')).status).toBe(201);
    const other = await post(app, '/pay/second', { amount: 1000 }, 'resource');
    expect(other.status).toBe(422);
    expect(other.body.errorCode).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(transfers()).toBe(1);
  });

  it('needs the customer: without the auth check before it, a key is refused rather than shared by everyone', async () => {
    const app = buildApp();
    const res = await request(app).post('/unguarded').set('Idempotency-Key', 'k').send({ amount: 1000 });
    expect(res.status).toBe(401);
    expect(transfers()).toBe(0);
  });

  it('answers 400 to a body nested too deep to fingerprint, instead of failing', async () => {
    const app = buildApp();
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const res = await request(app)
      .post('/pay')
      .set('x-user', 'a')
      .set('Idempotency-Key', 'deep')
      .set('Content-Type', 'application/json')
      .send(deep);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('INVALID_JSON');
  });

  it('keeps only successes: a refused request may be tried again with its key', async () => {
    const app = buildApp();
    const tooMuch = await post(app, '/pay', { amount: 300_000_000 }, 'key-1');
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.errorCode).toBe('INSUFFICIENT_BALANCE');
    expect(env.db.get<{ n: number }>('SELECT count(*) AS n FROM idempotency_keys')!.n).toBe(0);
    // The customer tops up, then retries with the same key: it runs this time.
    const user = findUserByMobile(env.db, MOBILES.kyc2)!;
    env.db.write((tx) =>
      transfer(tx, {
        from: houseAccount('opening', 'TOMAN'),
        to: walletOf(tx, user.id, 'TOMAN').id,
        currency: 'TOMAN',
        amount: 100_000_000,
        type: 'deposit',
        description: 'واریز',
        at: env.clock.now().toISOString(),
      }),
    );
    const retried = await post(app, '/pay', { amount: 300_000_000 }, 'key-1');
    expect(retried.status).toBe(201);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(transfers()).toBe(1);
  });

  it('gives twenty concurrent repeats one movement and one answer', async () => {
    const app = buildApp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(app, '/pay', { amount: 1000 }, 'burst')));
    expect(transfers()).toBe(1);
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.body.data.transferId)).size).toBe(1);
  });

  it('answers 409 to a repeat while the first request is still running', async () => {
    const app = buildApp();
    const first = post(app, '/slow', { amount: 1000 }, 'slow-key').then((r) => r);
    await expect.poll(() => typeof releaseSlow).toBe('function');
    const during = await post(app, '/slow', { amount: 1000 }, 'slow-key');
    expect(during.status).toBe(409);
    expect(during.body.errorCode).toBe('IDEMPOTENCY_KEY_IN_USE');
    releaseSlow();
    expect((await first).status).toBe(201);
    expect(transfers()).toBe(1);
  });

  it('forgets a key after 24 hours', async () => {
    const app = buildApp();
    await post(app, '/pay', { amount: 1000 }, 'daily');
    env.clock.advance(IDEMPOTENCY_TTL_MS - 1);
    expect((await post(app, '/pay', { amount: 1000 }, 'daily')).headers['idempotent-replayed']).toBe('true');
    env.clock.advance(2);
    expect((await post(app, '/pay', { amount: 1000 }, 'daily')).headers['idempotent-replayed']).toBeUndefined();
    expect(transfers()).toBe(2);
    // The expired key was pruned when the new one was kept.
    expect(env.db.all('SELECT key FROM idempotency_keys')).toEqual([{ key: 'daily' }]);
  });

  it('takes the key as a token or as a quoted string, and refuses a key that is empty, too long or not ASCII', async () => {
    const app = buildApp();
    await post(app, '/pay', { amount: 1000 }, 'abc-123');
    expect((await post(app, '/pay', { amount: 1000 }, '"abc-123"')).headers['idempotent-replayed']).toBe('true');
    for (const bad of ['', '""', 'x'.repeat(256), 'a b']) {
      const res = await post(app, '/pay', { amount: 1000 }, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.errorCode).toBe('INVALID_IDEMPOTENCY_KEY');
    }
    expect(transfers()).toBe(1);
  });
});

describe('remember', () => {
  it('refuses to keep a second answer for a key another request kept meanwhile, so the later writes roll back', () => {
    const res = {
      locals: { idempotency: { scope: 'user:u', route: 'POST /pay', key: 'k', fingerprint: 'f' } },
    } as unknown as express.Response;
    env.db.write((tx) => remember(tx, res, env.clock, 201, { first: true }));
    expect(() => env.db.write((tx) => remember(tx, res, env.clock, 201, { second: true }))).toThrow(
      expect.objectContaining({ code: 'IDEMPOTENCY_KEY_IN_USE', status: 409 }),
    );
    expect(env.db.all('SELECT body FROM idempotency_keys')).toEqual([{ body: '{"first":true}' }]);
  });
});
