import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { controlOtpResponseSchema, controlUserResponseSchema } from '@gold/contracts/control';
import { isValidCardNumber } from '@gold/contracts/rules/card';
import { isValidIban } from '@gold/contracts/rules/iban';
import { isValidNationalId } from '@gold/contracts/rules/national-id';
import { walletSchema } from '@gold/contracts/wallets';
import { tickPrice } from '../realtime/price-feed';
import { buildMock, DEMO_PASSWORD, expectErrorEnvelope, MOBILES, userIdOf, type Mock } from '../test-utils';

const NEW_MOBILE = '+989121111111';

let mock: Mock;
const tmpDirs: string[] = [];
afterEach(async () => {
  await mock.close();
  for (const dir of tmpDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const login = (mobile: string, password = DEMO_PASSWORD) => mock.http().post('/user-auth/login').send({ mobile, password });
const createUser = (body: object) => mock.http().post('/__mock/users').send(body);
const userRecord = (mobile: string) => mock.store.state.users.find((u) => u.mobile === mobile);

describe('control API', () => {
  describe('GET /__mock/otp/:mobile', () => {
    it('answers the newest code, for the URL-encoded +98 form and the 09 form', async () => {
      mock = buildMock();
      const sent = await mock.http().post('/user-auth/register').send({ mobile: NEW_MOBILE, name: 'کاربر', password: 'Strong@123' });
      expect(sent.status).toBe(201);
      const record = mock.store.state.otps.findLast((o) => o.mobile === NEW_MOBILE)!;

      const encoded = await mock.http().get(`/__mock/otp/${encodeURIComponent(NEW_MOBILE)}`);
      expect(encoded.status).toBe(200);
      expect(controlOtpResponseSchema.parse(encoded.body)).toBeTruthy();
      expect(encoded.body).toEqual({ mobile: NEW_MOBILE, otp: record.code, purpose: 'register', expiresAt: record.expiresAt });

      const local = await mock.http().get('/__mock/otp/09121111111');
      expect(local.status).toBe(200);
      expect(local.body).toEqual(encoded.body);
    });

    it('answers the newest code when several were sent', async () => {
      mock = buildMock();
      await mock.http().post('/user-auth/request-otp').send({ mobile: MOBILES.kyc2 });
      await mock.http().post('/user-auth/forgot-password').send({ mobile: MOBILES.kyc2 });
      const res = await mock.http().get('/__mock/otp/09120000001');
      expect(res.body.purpose).toBe('reset-password');
      expect(res.body.otp).toBe(mock.store.state.otps.findLast((o) => o.mobile === MOBILES.kyc2)!.code);
    });

    it('answers 404 when no code was sent to that mobile', async () => {
      mock = buildMock();
      for (const path of ['/__mock/otp/09120000001', `/__mock/otp/${encodeURIComponent('+989129999999')}`, '/__mock/otp/abc']) {
        const res = await mock.http().get(path);
        expect(res.status, path).toBe(404);
        expectErrorEnvelope(res.body, 'NOT_FOUND');
      }
    });
  });

  describe('POST /__mock/reset', () => {
    it('restores the seeded state', async () => {
      mock = buildMock();
      const seeded = structuredClone(mock.store.state);
      await mock.http().post('/user-auth/register').send({ mobile: NEW_MOBILE, name: 'کاربر', password: 'Strong@123' });
      await mock.http().put('/__mock/market').send({ mode: 'closed' });
      await mock.http().put('/__mock/price').send({ buyPrice: 9_000_000, sellPrice: 8_900_000 });
      expect(userRecord(NEW_MOBILE)).toBeDefined();

      const res = await mock.http().post('/__mock/reset').send({});
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(userRecord(NEW_MOBILE)).toBeUndefined();
      expect(mock.store.state).toEqual(seeded);
      expect((await login(NEW_MOBILE, 'Strong@123')).status).toBe(401);
      expect((await mock.http().get('/market-status')).body.data.mode).toBe('hours');
    });

    it('accepts an empty request and another seed', async () => {
      mock = buildMock();
      const firstIds = mock.store.state.users.map((u) => u.id);
      expect((await mock.http().post('/__mock/reset')).status).toBe(200);
      expect(mock.store.state.users.map((u) => u.id)).toEqual(firstIds);
      expect((await mock.http().post('/__mock/reset').send({ seed: 2 })).status).toBe(200);
      expect(mock.store.state.seed).toBe(2);
      expect(mock.store.state.users.map((u) => u.id)).not.toEqual(firstIds);
      expect(mock.store.state.users.map((u) => u.mobile)).toEqual(Object.values(MOBILES));
    });

    it('clears the rate limits and the faults', async () => {
      mock = buildMock();
      for (let i = 0; i < 11; i++) await login(MOBILES.kyc2, 'Wrong@1234');
      expect((await login(MOBILES.kyc2)).status).toBe(429);
      await mock.http().put('/__mock/faults').send({ failRate: 1, failStatus: 503 });
      expect((await mock.http().get('/gold-price')).status).toBe(503);

      expect((await mock.http().post('/__mock/reset').send({})).status).toBe(200);
      expect((await mock.http().get('/gold-price')).status).toBe(200);
      expect((await login(MOBILES.kyc2)).status).toBe(200);
    });

    it('refuses a bad body', async () => {
      mock = buildMock();
      const res = await mock.http().post('/__mock/reset').send({ seed: 'one' });
      expect(res.status).toBe(400);
      expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
    });
  });

  describe('POST /__mock/users', () => {
    it('creates an active, verified user with zero-balance wallets who can sign in', async () => {
      mock = buildMock();
      const res = await createUser({ mobile: '09121111111', name: 'کاربر آزمون', password: 'Test@1234' });
      expect(res.status).toBe(201);
      expect(controlUserResponseSchema.parse(res.body)).toBeTruthy();
      expect(res.body.user).toMatchObject({ mobile: NEW_MOBILE, name: 'کاربر آزمون', isActive: true, isVerified: true });
      expect(res.body.user).not.toHaveProperty('passwordHash');

      const id = userIdOf(mock, NEW_MOBILE);
      expect(res.body.user.id).toBe(id);
      const wallets = mock.store.state.wallets.filter((w) => w.userId === id);
      expect(wallets.map((w) => [w.code, w.balance]).sort()).toEqual([
        ['GOLD_18K', 0],
        ['TOMAN', 0],
      ]);
      expect(userRecord(NEW_MOBILE)).toMatchObject({ nationalIdVerified: false, birthdateVerified: false });

      const signIn = await login(NEW_MOBILE, 'Test@1234');
      expect(signIn.status).toBe(200);
      expect(signIn.body.data.user.id).toBe(id);
    });

    it('sets the balances', async () => {
      mock = buildMock();
      await createUser({ mobile: NEW_MOBILE, name: 'کاربر', password: 'Test@1234', balances: { toman: 5_000_000, gold: 1.25 } });
      const id = userIdOf(mock, NEW_MOBILE);
      const balance = (code: string) => mock.store.state.wallets.find((w) => w.userId === id && w.code === code)?.balance;
      expect(balance('TOMAN')).toBe(5_000_000);
      expect(balance('GOLD_18K')).toBe(1.25);
    });

    it('creates the verifications behind KYC level 1', async () => {
      mock = buildMock();
      expect((await createUser({ mobile: NEW_MOBILE, name: 'کاربر', password: 'Test@1234', kycLevel: 1 })).status).toBe(201);
      const user = userRecord(NEW_MOBILE)!;
      expect(user).toMatchObject({ nationalIdVerified: true, birthdateVerified: true });
      expect(isValidNationalId(user.nationalId!)).toBe(true);
      expect(user.birthdate).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
      expect(mock.store.state.bankAccounts.filter((a) => a.userId === user.id)).toEqual([]);
    });

    it('creates the verifications behind KYC level 2, including a verified bank account', async () => {
      mock = buildMock();
      expect((await createUser({ mobile: NEW_MOBILE, name: 'کاربر دو', password: 'Test@1234', kycLevel: 2 })).status).toBe(201);
      const user = userRecord(NEW_MOBILE)!;
      expect(user).toMatchObject({ nationalIdVerified: true, birthdateVerified: true });
      const accounts = mock.store.state.bankAccounts.filter((a) => a.userId === user.id);
      expect(accounts).toHaveLength(1);
      expect(accounts[0]).toMatchObject({ status: 'verified', ownerName: 'کاربر دو' });
      expect(isValidIban(accounts[0].iban)).toBe(true);
      expect(accounts[0].iban.slice(4, 7).replace(/^0/, '')).toBe(accounts[0].bankCode.replace(/^0/, ''));
      expect(isValidCardNumber(accounts[0].cardNumber!)).toBe(true);
    });

    it('creates inactive, unverified and restricted users that sign-in refuses', async () => {
      mock = buildMock();
      const cases = [
        ['+989121111111', { isActive: false }, 'ACCOUNT_INACTIVE'],
        ['+989121111112', { isVerified: false }, 'ACCOUNT_NOT_VERIFIED'],
        ['+989121111113', { restricted: true }, 'ACCOUNT_RESTRICTED'],
      ] as const;
      for (const [mobile, flags, code] of cases) {
        const res = await createUser({ mobile, name: 'کاربر', password: 'Test@1234', ...flags });
        expect(res.status).toBe(201);
        const refused = await login(mobile, 'Test@1234');
        expect(refused.status, code).toBe(403);
        expectErrorEnvelope(refused.body, code);
      }
    });

    it('refuses a fractional Toman balance', async () => {
      mock = buildMock();
      const res = await createUser({ mobile: '09121230000', name: 'کاربر', password: 'Test@1234', balances: { toman: 10.5 } });
      expect(res.status).toBe(400);
      expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
    });

    it('refuses a mobile that is already registered with 409', async () => {
      mock = buildMock();
      const before = mock.store.state.users.length;
      const res = await createUser({ mobile: '09120000001', name: 'کاربر', password: 'Test@1234' });
      expect(res.status).toBe(409);
      expectErrorEnvelope(res.body, 'MOBILE_ALREADY_REGISTERED');
      expect(mock.store.state.users).toHaveLength(before);
      expect(mock.store.state.wallets).toHaveLength(before * 2);
    });

    it.each([
      ['no name', { mobile: NEW_MOBILE, password: 'Test@1234' }],
      ['an extra key', { mobile: NEW_MOBILE, name: 'کاربر', password: 'Test@1234', admin: true }],
      ['an unknown KYC level', { mobile: NEW_MOBILE, name: 'کاربر', password: 'Test@1234', kycLevel: 3 }],
      ['a negative balance', { mobile: NEW_MOBILE, name: 'کاربر', password: 'Test@1234', balances: { toman: -1 } }],
      ['an invalid mobile', { mobile: 'abc', name: 'کاربر', password: 'Test@1234' }],
      ['a landline', { mobile: '02112345678', name: 'کاربر', password: 'Test@1234' }],
    ])('refuses %s with 400', async (_label, body) => {
      mock = buildMock();
      const before = mock.store.state.users.length;
      const res = await createUser(body);
      expect(res.status).toBe(400);
      expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
      expect(mock.store.state.users).toHaveLength(before);
    });
  });

  describe('PATCH /__mock/users/:mobile', () => {
    it('deactivates a user: sign-in then answers ACCOUNT_INACTIVE', async () => {
      mock = buildMock();
      const res = await mock.http().patch('/__mock/users/09120000001').send({ isActive: false });
      expect(res.status).toBe(200);
      expect(controlUserResponseSchema.parse(res.body)).toBeTruthy();
      expect(res.body.user).toMatchObject({ mobile: MOBILES.kyc2, isActive: false });
      const refused = await login(MOBILES.kyc2);
      expect(refused.status).toBe(403);
      expectErrorEnvelope(refused.body, 'ACCOUNT_INACTIVE');

      await mock.http().patch(`/__mock/users/${encodeURIComponent(MOBILES.kyc2)}`).send({ isActive: true });
      expect((await login(MOBILES.kyc2)).status).toBe(200);
    });

    it('sets the KYC level through its verifications', async () => {
      mock = buildMock();
      const id = userIdOf(mock, MOBILES.kyc0);
      await mock.http().patch('/__mock/users/09120000003').send({ kycLevel: 2 });
      expect(userRecord(MOBILES.kyc0)).toMatchObject({ nationalIdVerified: true, birthdateVerified: true });
      expect(mock.store.state.bankAccounts.filter((a) => a.userId === id && a.status === 'verified')).toHaveLength(1);

      await mock.http().patch('/__mock/users/09120000003').send({ kycLevel: 0 });
      expect(userRecord(MOBILES.kyc0)).toMatchObject({ nationalIdVerified: false, birthdateVerified: false });
      expect(mock.store.state.bankAccounts.filter((a) => a.userId === id && a.status === 'verified')).toHaveLength(0);
    });

    it('restricts and verifies', async () => {
      mock = buildMock();
      await mock.http().patch('/__mock/users/09120000004').send({ isVerified: true });
      expect((await login(MOBILES.unverified)).status).toBe(200);
      const res = await mock.http().patch('/__mock/users/09120000004').send({ restricted: true });
      expect(res.body.user.isActive).toBe(false);
      expectErrorEnvelope((await login(MOBILES.unverified)).body, 'ACCOUNT_RESTRICTED');
    });

    it('answers 404 for an unknown mobile and 400 for a bad body', async () => {
      mock = buildMock();
      const unknown = await mock.http().patch('/__mock/users/09129999999').send({ isActive: false });
      expect(unknown.status).toBe(404);
      expectErrorEnvelope(unknown.body, 'NOT_FOUND');
      const bad = await mock.http().patch('/__mock/users/09120000001').send({ isActive: 'no' });
      expect(bad.status).toBe(400);
      expectErrorEnvelope(bad.body, 'VALIDATION_ERROR');
      const extra = await mock.http().patch('/__mock/users/09120000001').send({ name: 'x' });
      expect(extra.status).toBe(400);
      expect(userRecord(MOBILES.kyc2)?.isActive).toBe(true);
    });
  });

  describe('POST /__mock/wallets/:mobile/credit', () => {
    it('credits Toman and gold', async () => {
      mock = buildMock();
      const id = userIdOf(mock, MOBILES.kyc2);
      const wallet = (code: string) => mock.store.state.wallets.find((w) => w.userId === id && w.code === code)!;
      const toman = wallet('TOMAN').balance;
      const gold = wallet('GOLD_18K').balance;

      const res = await mock.http().post('/__mock/wallets/09120000001/credit').send({ currency: 'TOMAN', amount: 1_500_000 });
      expect(res.status).toBe(200);
      expect(walletSchema.parse(res.body.wallet)).toBeTruthy();
      expect(res.body.wallet).toMatchObject({ id: wallet('TOMAN').id, currencyId: 'TOMAN', balance: toman + 1_500_000 });
      expect(wallet('TOMAN').balance).toBe(toman + 1_500_000);

      const goldRes = await mock.http().post(`/__mock/wallets/${encodeURIComponent(MOBILES.kyc2)}/credit`).send({ currency: 'GOLD_18K', amount: 0.1234 });
      expect(goldRes.status).toBe(200);
      expect(wallet('GOLD_18K').balance).toBe(Math.round((gold + 0.1234) * 1000) / 1000);
      // Other users keep their balances.
      const other = mock.store.state.wallets.find((w) => w.userId === userIdOf(mock, MOBILES.kyc1) && w.code === 'TOMAN');
      expect(other?.balance).toBe(80_000_000);
    });

    it('answers 404 for an unknown mobile and 400 for a bad body', async () => {
      mock = buildMock();
      const unknown = await mock.http().post('/__mock/wallets/09129999999/credit').send({ currency: 'TOMAN', amount: 1 });
      expect(unknown.status).toBe(404);
      expectErrorEnvelope(unknown.body, 'NOT_FOUND');
      for (const body of [{ currency: 'TOMAN', amount: -5 }, { currency: 'USD', amount: 5 }, { currency: 'TOMAN' }]) {
        const res = await mock.http().post('/__mock/wallets/09120000001/credit').send(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
      }
    });
  });

  describe('PUT /__mock/price', () => {
    it('holds the price until { mode: walk } resumes the walk', async () => {
      mock = buildMock();
      const res = await mock.http().put('/__mock/price').send({ buyPrice: 9_000_000, sellPrice: 8_900_000 });
      expect(res.status).toBe(200);
      const held = await mock.http().get('/gold-price');
      expect(held.body.data).toEqual({ buyPrice: 9_000_000, sellPrice: 8_900_000, lastUpdate: mock.clock.now().toISOString() });

      mock.clock.advance(5_000);
      for (let i = 0; i < 5; i++) tickPrice(mock.ctx);
      expect((await mock.http().get('/gold-price')).body.data).toMatchObject({ buyPrice: 9_000_000, sellPrice: 8_900_000 });

      expect((await mock.http().put('/__mock/price').send({ mode: 'walk' })).status).toBe(200);
      expect(mock.store.state.price.held).toBe(false);
      expect((await mock.http().get('/gold-price')).body.data.buyPrice).toBe(9_000_000);
      const seen = new Set<number>();
      for (let i = 0; i < 10; i++) {
        tickPrice(mock.ctx);
        seen.add((await mock.http().get('/gold-price')).body.data.buyPrice);
      }
      expect(seen.size).toBeGreaterThan(1);
      expect((await mock.http().get('/gold-price')).body.data.lastUpdate).toBe(mock.clock.now().toISOString());
    });

    it('refuses a bad price', async () => {
      mock = buildMock();
      const before = structuredClone(mock.store.state.price);
      for (const body of [{ buyPrice: -1, sellPrice: 1 }, { buyPrice: 9_000_000 }, { buyPrice: 8_000_000, sellPrice: 8_000_000 }, { buyPrice: 8_000_000, sellPrice: 8_100_000 }, { mode: 'run' }, {}]) {
        const res = await mock.http().put('/__mock/price').send(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
      }
      expect(mock.store.state.price).toEqual(before);
    });
  });

  describe('PUT /__mock/faults', () => {
    it('fails the provider API with the given status while /__mock still works, and {} clears', async () => {
      mock = buildMock();
      const set = await mock.http().put('/__mock/faults').send({ failRate: 1, failStatus: 503 });
      expect(set.status).toBe(200);

      const price = await mock.http().get('/gold-price');
      expect(price.status).toBe(503);
      expectErrorEnvelope(price.body, 'SERVICE_UNAVAILABLE');
      expect((await login(MOBILES.kyc2)).status).toBe(503);

      expect((await mock.http().put('/__mock/market').send({ mode: 'open' })).status).toBe(200);
      expect((await mock.http().get('/__mock/otp/09120000001')).status).toBe(404);
      expect((await mock.http().get('/healthz')).status).toBe(200);

      expect((await mock.http().put('/__mock/faults').send({})).status).toBe(200);
      expect((await mock.http().get('/gold-price')).status).toBe(200);
      expect((await login(MOBILES.kyc2)).status).toBe(200);
    });

    it('limits the failures to a path prefix and answers a 4xx status as such', async () => {
      mock = buildMock();
      await mock.http().put('/__mock/faults').send({ failRate: 1, failStatus: 400, pathPrefix: '/user-auth' });
      expect((await mock.http().get('/gold-price')).status).toBe(200);
      const res = await login(MOBILES.kyc2);
      expect(res.status).toBe(400);
      expectErrorEnvelope(res.body, 'INVALID_REQUEST_DATA');
    });

    it('never fails with failRate 0', async () => {
      mock = buildMock();
      await mock.http().put('/__mock/faults').send({ failRate: 0, failStatus: 503 });
      for (let i = 0; i < 5; i++) expect((await mock.http().get('/gold-price')).status).toBe(200);
    });

    it('refuses bad settings', async () => {
      mock = buildMock();
      for (const body of [{ failRate: 2 }, { failStatus: 200 }, { latencyMs: -1 }, { fail: true }]) {
        const res = await mock.http().put('/__mock/faults').send(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
      }
      expect((await mock.http().get('/gold-price')).status).toBe(200);
    });

    it('leaves the panel itself alone: only the provider API fails', async () => {
      const dist = mkdtempSync(join(tmpdir(), 'mock-web-'));
      tmpDirs.push(dist);
      mkdirSync(join(dist, 'assets'));
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>panel</title>');
      writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
      mock = buildMock({ webDist: dist });
      await mock.http().put('/__mock/faults').send({ failRate: 1, failStatus: 503 });

      const page = await mock.http().get('/settings').set('Accept', 'text/html');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<title>panel</title>');
      expect((await mock.http().get('/assets/app.js')).status).toBe(200);
      expect((await mock.http().get('/config.json')).status).toBe(200);
      expect((await mock.http().get('/gold-price').set('Accept', 'application/json')).status).toBe(503);
    });
  });

  describe('POST /__mock/sockets/disconnect', () => {
    it('answers 200 and refuses a bad body', async () => {
      mock = buildMock();
      expect((await mock.http().post('/__mock/sockets/disconnect').send({})).status).toBe(200);
      const bad = await mock.http().post('/__mock/sockets/disconnect').send({ refuseMs: -1 });
      expect(bad.status).toBe(400);
      expectErrorEnvelope(bad.body, 'VALIDATION_ERROR');
    });
  });

  describe('malformed paths', () => {
    it.each(['/__mock/otp/%E0%A4%A', '/__mock/otp/%', '/__mock/users/%E0%A4%A', '/__mock/wallets/%ZZ/credit'])(
      'answers 400, not 500, to the undecodable %s',
      async (path) => {
        mock = buildMock();
        for (const method of ['get', 'patch', 'post'] as const) {
          const res = await mock.http()[method](path).send({ isActive: false, currency: 'TOMAN', amount: 1 });
          expect(res.status, `${method} ${path}`).toBe(400);
          expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
        }
      },
    );
  });

  describe('with control off', () => {
    it('answers 404 under /__mock and changes nothing', async () => {
      mock = buildMock({ control: false });
      const before = structuredClone(mock.store.state);
      const requests = [
        mock.http().get('/__mock/otp/09120000001'),
        mock.http().post('/__mock/reset').send({}),
        mock.http().post('/__mock/users').send({ mobile: NEW_MOBILE, name: 'کاربر', password: 'Test@1234' }),
        mock.http().patch('/__mock/users/09120000005').send({ isActive: true }),
        mock.http().put('/__mock/price').send({ buyPrice: 1_000, sellPrice: 900 }),
        mock.http().put('/__mock/faults').send({ failRate: 1 }),
      ];
      for (const res of await Promise.all(requests)) {
        expect(res.status).toBe(404);
        expectErrorEnvelope(res.body, 'NOT_FOUND');
      }
      expect(mock.store.state).toEqual(before);
      expect((await mock.http().get('/gold-price')).status).toBe(200);
    });
  });
});
