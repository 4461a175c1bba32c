import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  controlGrowResponseSchema,
  controlLedgerResponseSchema,
  controlOtpResponseSchema,
  controlTicketMessageResponseSchema,
  controlTicketsResponseSchema,
  controlTicketUpdateResponseSchema,
  controlUserResponseSchema,
} from '@gold/contracts/control';
import { gramsToMg } from '@gold/contracts/money';
import { isValidCardNumber } from '@gold/contracts/rules/card';
import { isValidIban } from '@gold/contracts/rules/iban';
import { isValidNationalId } from '@gold/contracts/rules/national-id';
import { tradeTotal } from '@gold/contracts/rules/trading';
import { ticketNotificationDataSchema, ticketResponseSchema, type Ticket, type TicketStatus } from '@gold/contracts/tickets';
import { walletSchema } from '@gold/contracts/wallets';
import type { Row } from '../db/database';
import { bankAccountsOf } from '../domain/bank-accounts/bank-accounts';
import { latestOtp } from '../domain/auth/otp';
import { previousClose } from '../domain/prices/price-history';
import { BASE_BUY_PRICE, currentPrice, sellFor, seedOf } from '../domain/prices/prices';
import { SEED_ACCOUNTS, SEED_TRADES, SEED_WALLET_MOVES } from '../domain/seed/demo-data';
import { findUser, findUserByMobile } from '../domain/auth/users';
import { balanceOf, walletOf, walletsOf, type Currency } from '../ledger/accounts';
import { tickPrice } from '../realtime/price-feed';
import { buildMock, callAs, DEMO_PASSWORD, expectErrorEnvelope, MOBILES, signIn, userIdOf, type Mock } from '../test-utils';

const NEW_MOBILE = '+989121111111';
/** A 1×1 PNG: a receipt the upload accepts. */
const TINY_PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

let mock: Mock;
const tmpDirs: string[] = [];
afterEach(async () => {
  await mock.close();
  for (const dir of tmpDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const login = (mobile: string, password = DEMO_PASSWORD) => mock.http().post('/user-auth/login').send({ mobile, password });
const createUser = (body: object) => mock.http().post('/__mock/users').send(body);
const userRecord = (mobile: string) => findUserByMobile(mock.db, mobile);
const credit = (mobile: string, body: object) =>
  mock
    .http()
    .post(`/__mock/wallets/${encodeURIComponent(mobile)}/credit`)
    .send(body);
const ledger = async () => {
  const res = await mock.http().get('/__mock/ledger');
  expect(res.status).toBe(200);
  expect(controlLedgerResponseSchema.parse(res.body)).toBeTruthy();
  return res.body as { balanced: boolean; currencies: Record<Currency, { debits: number; credits: number }>; transfers: number };
};
const count = (sql: string, ...params: string[]) => mock.db.get<{ n: number }>(sql, ...params)!.n;
const userCount = () => count('SELECT count(*) AS n FROM users');
const transferCount = () => count('SELECT count(*) AS n FROM transfers');
const notificationCount = (mobile: string) =>
  count('SELECT count(*) AS n FROM notifications WHERE user_id = ?', userIdOf(mock, mobile));
/** A wallet's balance in minor units: Toman, or milligrams of gold. */
const balance = (mobile: string, currency: Currency) => balanceOf(walletOf(mock.db, userIdOf(mock, mobile), currency)).balance;

/**
 * What GET /__mock/ledger answers on the seed, from the seed's own data. Each account opens with its balances in
 * SEED_ACCOUNTS less what its executed trades brought, one transfer per non-zero balance. A seeded trade is priced
 * at its level of the base price, rounded to 1,000 Toman (a sell at the sell price for that), and moves its total in
 * Toman one way and its gold the other: three transfers (the hold, its posting, the other leg), while a cancelled one
 * is a hold and its release, two, that move nothing. The seeded deposits and withdrawals (SEED_WALLET_MOVES) come
 * out of the opening Toman too: an approved deposit is one transfer that moves its amount (from the gateway or bank
 * clearing), a rejected one none; a withdrawal is its hold and then the hold's posting (approved, moving its amount)
 * or its release (rejected, moving nothing), two.
 */
function seedLedger() {
  const moved = { TOMAN: 0, GOLD_18K: 0 };
  let transfers = 0;
  for (const account of SEED_ACCOUNTS) {
    const trades = SEED_TRADES[account.mobile] ?? [];
    const opening = { TOMAN: account.toman, GOLD_18K: gramsToMg(account.gold) };
    for (const t of trades) {
      if (t.cancelled) {
        transfers += 2;
        continue;
      }
      const buyPrice = Math.round((BASE_BUY_PRICE * t.level) / 1000) * 1000;
      const mg = gramsToMg(t.grams);
      const toman = tradeTotal(mg, t.type === 'buy' ? buyPrice : sellFor(buyPrice));
      const bought = t.type === 'buy' ? 1 : -1;
      opening.TOMAN += bought * toman;
      opening.GOLD_18K -= bought * mg;
      moved.TOMAN += toman;
      moved.GOLD_18K += mg;
      transfers += 3;
    }
    for (const m of SEED_WALLET_MOVES[account.mobile] ?? []) {
      if (m.kind === 'deposit') transfers += m.status === 'approved' ? 1 : 0;
      else transfers += 2;
      if (m.status !== 'approved') continue;
      opening.TOMAN -= m.kind === 'deposit' ? m.amount : -m.amount;
      moved.TOMAN += m.amount;
    }
    transfers += [opening.TOMAN, opening.GOLD_18K].filter((v) => v > 0).length;
    moved.TOMAN += opening.TOMAN;
    moved.GOLD_18K += opening.GOLD_18K;
  }
  return {
    balanced: true,
    currencies: {
      TOMAN: { debits: moved.TOMAN, credits: moved.TOMAN },
      GOLD_18K: { debits: moved.GOLD_18K, credits: moved.GOLD_18K },
    },
    negativeAccounts: [],
    mismatchedAccounts: [],
    transfers,
  };
}

/**
 * Tables whose ids (a receipt's: its name) only the server names, drawn afresh whenever the row is written again,
 * with the column that orders them: their sequence, or for receipts the order they were stored in.
 */
const VOLATILE: Record<string, { id: string; order: string }> = {
  notifications: { id: 'id', order: 'seq' },
  transfers: { id: 'id', order: 'seq' },
  trade_requests: { id: 'id', order: 'seq' },
  trade_offers: { id: 'id', order: 'seq' },
  deposit_requests: { id: 'id', order: 'seq' },
  withdraw_requests: { id: 'id', order: 'seq' },
  receipts: { id: 'name', order: 'rowid' },
  tickets: { id: 'id', order: 'seq' },
  ticket_messages: { id: 'id', order: 'seq' },
};

/**
 * The whole database: its schema and every table's rows (in a stable order). A volatile id reads as its row's table
 * and place, wherever it appears (a hold's settlement, a trade's transfers, offers and chosen offer, a deposit's
 * receipt and credit, a withdrawal's hold), so the links between rows are compared too.
 */
function snapshot() {
  const tables = mock.db.all<{ name: string }>(
    "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  );
  const labels = new Map<unknown, string>();
  for (const [table, columns] of Object.entries(VOLATILE)) {
    for (const { id, seq } of mock.db.all<{ id: string; seq: number }>(
      `SELECT "${columns.id}" AS id, ${columns.order} AS seq FROM "${table}"`,
    ))
      labels.set(id, `${table}#${seq}`);
  }
  // A volatile id inside a text too: a notification's `data` names its ticket.
  const label = (value: unknown) =>
    labels.get(value) ??
    (typeof value === 'string'
      ? value.replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/g, (id) => labels.get(id) ?? id)
      : value);
  const rows = (table: string) =>
    mock.db
      .all(`SELECT * FROM "${table}"`)
      .map((row) => Object.fromEntries(Object.entries(row).map(([column, value]) => [column, label(value)])) as Row)
      .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  return {
    version: mock.db.get('PRAGMA user_version'),
    schema: mock.db.all('SELECT type, name, tbl_name, sql FROM sqlite_schema ORDER BY type, name'),
    tables: Object.fromEntries(tables.map(({ name }) => [name, rows(name)])),
  };
}

describe('control API', () => {
  describe('GET /__mock/otp/:mobile', () => {
    it('answers the newest code, for the URL-encoded +98 form and the 09 form', async () => {
      mock = buildMock();
      const sent = await mock
        .http()
        .post('/user-auth/register')
        .send({ mobile: NEW_MOBILE, name: 'کاربر', password: 'Strong@123' });
      expect(sent.status).toBe(201);
      const record = latestOtp(mock.db, NEW_MOBILE)!;

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
      expect(res.body.otp).toBe(latestOtp(mock.db, MOBILES.kyc2)!.code);
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
      const seeded = snapshot();
      const seededUsers = mock.db.all('SELECT * FROM users ORDER BY rowid');
      const seededBalances = () =>
        SEED_ACCOUNTS.map((a) => [
          a.mobile,
          balance(a.mobile, 'TOMAN'),
          balance(a.mobile, 'GOLD_18K'),
          notificationCount(a.mobile),
        ]);
      const seededCounts = seededBalances();
      await mock.http().post('/user-auth/register').send({ mobile: NEW_MOBILE, name: 'کاربر', password: 'Strong@123' });
      await mock.http().put('/__mock/market').send({ mode: 'closed' });
      await mock.http().put('/__mock/price').send({ buyPrice: 9_000_000, sellPrice: 8_900_000 });
      expect((await credit(MOBILES.kyc2, { currency: 'TOMAN', amount: 1_000 })).status).toBe(200);
      expect((await credit(MOBILES.kyc1, { currency: 'GOLD_18K', amount: 0.25 })).status).toBe(200);
      expect((await mock.http().post('/__mock/grow').send({ mobile: MOBILES.kyc0, notifications: 3, transfers: 2 })).status).toBe(
        201,
      );
      expect((await mock.http().patch('/__mock/users/09120000003').send({ kycLevel: 2, restricted: true })).status).toBe(200);
      expect(
        (await mock.http().post('/__mock/notifications/09120000001').send({ type: 'system', title: 'ت', message: 'م' })).status,
      ).toBe(201);
      // A receipt and a receipt deposit that waits for a decision, beside the seeded ones.
      const token = (await login(MOBILES.kyc2)).body.data.accessToken as string;
      const upload = await mock
        .http()
        .post('/wallets/me/upload-receipt')
        .set('Authorization', `Bearer ${token}`)
        .attach('file', TINY_PNG, 'receipt.png');
      expect(upload.status).toBe(201);
      const deposit = await mock
        .http()
        .post(`/wallets/me/${walletOf(mock.db, userIdOf(mock, MOBILES.kyc2), 'TOMAN').id}/deposit-request`)
        .set('Authorization', `Bearer ${token}`)
        .send({
          amount: 1_000_000,
          paymentInfo: { method: 'receipt', receiptFile: 'receipt.png', receiptUrl: upload.body.data.fileUrl },
        });
      expect(deposit.status).toBe(201);
      const ticket = await mock
        .http()
        .post('/api/tickets')
        .set('Authorization', `Bearer ${token}`)
        .send({ title: 'تیکت پیش از بازنشانی', description: 'پس از بازنشانی نباید بماند' });
      expect(ticket.status).toBe(201);
      expect((await mock.http().patch(`/__mock/tickets/${ticket.body.data.id}`).send({ status: 'resolved' })).status).toBe(200);
      expect(userRecord(NEW_MOBILE)).toBeDefined();
      expect(seededBalances()).not.toEqual(seededCounts);
      expect(snapshot()).not.toEqual(seeded);

      const res = await mock.http().post('/__mock/reset').send({});
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(userRecord(NEW_MOBILE)).toBeUndefined();
      expect(mock.db.all('SELECT * FROM users ORDER BY rowid')).toEqual(seededUsers);
      expect(seededBalances()).toEqual(seededCounts);
      expect(snapshot()).toEqual(seeded);
      expect((await login(NEW_MOBILE, 'Strong@123')).status).toBe(401);
      expect((await mock.http().get('/market-status')).body.data.mode).toBe('hours');
      expect(await ledger()).toEqual(seedLedger());
      expect(mock.db.get('SELECT count(*) AS n FROM receipts WHERE name = ?', upload.body.data.fileName)).toEqual({ n: 0 });
      expect((await mock.http().get('/__mock/approvals')).body.items).toEqual([]);
    });

    it('pushes no notification or wallet update for the seeded data', async () => {
      mock = buildMock();
      const toUser = vi.spyOn(mock.realtime.realtime, 'toUser');
      // The spy sees what committed transactions push.
      expect((await credit(MOBILES.kyc2, { currency: 'TOMAN', amount: 1_000 })).status).toBe(200);
      expect(toUser).toHaveBeenCalledWith(
        userIdOf(mock, MOBILES.kyc2),
        'wallet-update',
        expect.objectContaining({ currency: 'TOMAN' }),
      );
      toUser.mockClear();

      expect((await mock.http().post('/__mock/reset').send({})).status).toBe(200);
      expect(notificationCount(MOBILES.kyc2)).toBe(5);
      expect(toUser).not.toHaveBeenCalled();
    });

    it('accepts an empty request and another seed', async () => {
      mock = buildMock();
      const users = () => mock.db.all<{ id: string; mobile: string }>('SELECT id, mobile FROM users ORDER BY rowid');
      const firstIds = users().map((u) => u.id);
      expect((await mock.http().post('/__mock/reset')).status).toBe(200);
      expect(users().map((u) => u.id)).toEqual(firstIds);
      expect((await mock.http().post('/__mock/reset').send({ seed: 2 })).status).toBe(200);
      expect(seedOf(mock.db)).toBe(2);
      expect(users().map((u) => u.id)).not.toEqual(firstIds);
      expect(users().map((u) => u.mobile)).toEqual(Object.values(MOBILES));
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
      const wallets = walletsOf(mock.db, id);
      expect(wallets.map((w) => [w.currency, balanceOf(w).balance]).sort()).toEqual([
        ['GOLD_18K', 0],
        ['TOMAN', 0],
      ]);
      expect(userRecord(NEW_MOBILE)).toMatchObject({ nationalIdVerified: false, birthdateVerified: false });

      const signIn = await login(NEW_MOBILE, 'Test@1234');
      expect(signIn.status).toBe(200);
      expect(signIn.body.data.user.id).toBe(id);
    });

    it('sets the balances through the ledger, from the house opening accounts', async () => {
      mock = buildMock();
      const res = await createUser({
        mobile: NEW_MOBILE,
        name: 'کاربر',
        password: 'Test@1234',
        balances: { toman: 5_000_000, gold: 1.25 },
      });
      expect(res.status).toBe(201);
      const id = userIdOf(mock, NEW_MOBILE);
      expect(balance(NEW_MOBILE, 'TOMAN')).toBe(5_000_000);
      // Milligrams.
      expect(balance(NEW_MOBILE, 'GOLD_18K')).toBe(1_250);
      expect(
        mock.db.all(
          `SELECT t.debit_account_id AS "from", t.currency, t.amount, t.phase FROM transfers AS t
           JOIN ledger_accounts AS a ON a.id = t.credit_account_id WHERE a.user_id = ? ORDER BY t.seq`,
          id,
        ),
      ).toEqual([
        { from: 'house:opening:TOMAN', currency: 'TOMAN', amount: 5_000_000, phase: 'posted' },
        { from: 'house:opening:GOLD_18K', currency: 'GOLD_18K', amount: 1_250, phase: 'posted' },
      ]);
      expect((await ledger()).balanced).toBe(true);
    });

    it('creates the verifications behind KYC level 1', async () => {
      mock = buildMock();
      expect((await createUser({ mobile: NEW_MOBILE, name: 'کاربر', password: 'Test@1234', kycLevel: 1 })).status).toBe(201);
      const user = userRecord(NEW_MOBILE)!;
      expect(user).toMatchObject({ nationalIdVerified: true, birthdateVerified: true });
      expect(isValidNationalId(user.nationalId!)).toBe(true);
      expect(user.birthdate).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);
      expect(bankAccountsOf(mock.db, user.id)).toEqual([]);
    });

    it('creates the verifications behind KYC level 2, including a verified bank account', async () => {
      mock = buildMock();
      expect((await createUser({ mobile: NEW_MOBILE, name: 'کاربر دو', password: 'Test@1234', kycLevel: 2 })).status).toBe(201);
      const user = userRecord(NEW_MOBILE)!;
      expect(user).toMatchObject({ nationalIdVerified: true, birthdateVerified: true });
      const accounts = bankAccountsOf(mock.db, user.id);
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

    it.each([
      ['a fractional Toman balance', { toman: 10.5 }],
      ['a gold balance with four decimals', { gold: 1.2345 }],
    ])('refuses %s', async (_label, balances) => {
      mock = buildMock();
      const res = await createUser({ mobile: '09121230000', name: 'کاربر', password: 'Test@1234', balances });
      expect(res.status).toBe(400);
      expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
      expect(userRecord('+989121230000')).toBeUndefined();
    });

    it('refuses a mobile that is already registered with 409', async () => {
      mock = buildMock();
      const before = userCount();
      const res = await createUser({ mobile: '09120000001', name: 'کاربر', password: 'Test@1234' });
      expect(res.status).toBe(409);
      expectErrorEnvelope(res.body, 'MOBILE_ALREADY_REGISTERED');
      expect(userCount()).toBe(before);
      expect(count("SELECT count(*) AS n FROM ledger_accounts WHERE kind = 'customer'")).toBe(before * 2);
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
      const before = userCount();
      const res = await createUser(body);
      expect(res.status).toBe(400);
      expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
      expect(userCount()).toBe(before);
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

      await mock
        .http()
        .patch(`/__mock/users/${encodeURIComponent(MOBILES.kyc2)}`)
        .send({ isActive: true });
      expect((await login(MOBILES.kyc2)).status).toBe(200);
    });

    it('sets the KYC level through its verifications', async () => {
      mock = buildMock();
      const id = userIdOf(mock, MOBILES.kyc0);
      const verified = () => bankAccountsOf(mock.db, id).filter((a) => a.status === 'verified');
      await mock.http().patch('/__mock/users/09120000003').send({ kycLevel: 2 });
      expect(userRecord(MOBILES.kyc0)).toMatchObject({ nationalIdVerified: true, birthdateVerified: true });
      expect(verified()).toHaveLength(1);

      await mock.http().patch('/__mock/users/09120000003').send({ kycLevel: 0 });
      expect(userRecord(MOBILES.kyc0)).toMatchObject({ nationalIdVerified: false, birthdateVerified: false });
      expect(verified()).toHaveLength(0);
    });

    it('restricts and verifies', async () => {
      mock = buildMock();
      await mock.http().patch('/__mock/users/09120000004').send({ isVerified: true });
      expect((await login(MOBILES.unverified)).status).toBe(200);
      const res = await mock.http().patch('/__mock/users/09120000004').send({ restricted: true });
      expect(res.body.user.isActive).toBe(false);
      expectErrorEnvelope((await login(MOBILES.unverified)).body, 'ACCOUNT_RESTRICTED');
    });

    it("drops the user's live sockets after the commit when the account may no longer listen", async () => {
      mock = buildMock();
      // What the database says about the user when the sockets are dropped.
      const seen: { userId: string; mayListen: boolean }[] = [];
      vi.spyOn(mock.realtime.realtime, 'disconnectUser').mockImplementation((userId) => {
        const user = findUser(mock.db, userId)!;
        seen.push({ userId, mayListen: user.isActive && !user.restricted && user.isVerified });
      });
      const patch = (mobile: string, body: object) =>
        mock
          .http()
          .patch(`/__mock/users/${encodeURIComponent(mobile)}`)
          .send(body);

      for (const body of [{ kycLevel: 2 }, { isActive: true }, { restricted: false }, { isVerified: true }]) {
        expect((await patch(MOBILES.kyc2, body)).status).toBe(200);
      }
      expect(seen).toEqual([]);

      expect((await patch(MOBILES.kyc2, { isActive: false })).status).toBe(200);
      expect((await patch(MOBILES.kyc1, { restricted: true })).status).toBe(200);
      expect((await patch(MOBILES.kyc0, { isVerified: false })).status).toBe(200);
      expect(seen).toEqual([
        { userId: userIdOf(mock, MOBILES.kyc2), mayListen: false },
        { userId: userIdOf(mock, MOBILES.kyc1), mayListen: false },
        { userId: userIdOf(mock, MOBILES.kyc0), mayListen: false },
      ]);
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
    it('credits Toman and gold, each as a transfer from the house opening account', async () => {
      mock = buildMock();
      const id = userIdOf(mock, MOBILES.kyc2);
      const wallet = (code: Currency) => walletOf(mock.db, id, code);
      const toman = balanceOf(wallet('TOMAN')).balance;
      const gold = balanceOf(wallet('GOLD_18K')).balance;
      expect(gold).toBe(12_500);

      const res = await mock.http().post('/__mock/wallets/09120000001/credit').send({ currency: 'TOMAN', amount: 1_500_000 });
      expect(res.status).toBe(200);
      expect(walletSchema.parse(res.body.wallet)).toBeTruthy();
      expect(res.body.wallet).toMatchObject({ id: wallet('TOMAN').id, currencyId: 'TOMAN', balance: toman + 1_500_000 });
      expect(balanceOf(wallet('TOMAN')).balance).toBe(toman + 1_500_000);

      const goldRes = await credit(MOBILES.kyc2, { currency: 'GOLD_18K', amount: 0.123 });
      expect(goldRes.status).toBe(200);
      // The answer is in grams, the ledger in milligrams.
      expect(goldRes.body.wallet).toMatchObject({
        id: wallet('GOLD_18K').id,
        currencyId: 'GOLD_18K',
        balance: 12.623,
        availableBalance: 12.623,
      });
      expect(balanceOf(wallet('GOLD_18K')).balance).toBe(gold + 123);
      expect(
        mock.db.all(
          'SELECT debit_account_id AS "from", currency, amount FROM transfers WHERE credit_account_id IN (?, ?) ORDER BY seq DESC LIMIT 2',
          wallet('TOMAN').id,
          wallet('GOLD_18K').id,
        ),
      ).toEqual([
        { from: 'house:opening:GOLD_18K', currency: 'GOLD_18K', amount: 123 },
        { from: 'house:opening:TOMAN', currency: 'TOMAN', amount: 1_500_000 },
      ]);
      // Other users keep their balances.
      expect(balance(MOBILES.kyc1, 'TOMAN')).toBe(80_000_000);
    });

    it('answers 404 for an unknown mobile and 400 for a bad body, moving nothing', async () => {
      mock = buildMock();
      const transfers = transferCount();
      const unknown = await mock.http().post('/__mock/wallets/09129999999/credit').send({ currency: 'TOMAN', amount: 1 });
      expect(unknown.status).toBe(404);
      expectErrorEnvelope(unknown.body, 'NOT_FOUND');
      for (const body of [
        { currency: 'TOMAN', amount: -5 },
        { currency: 'TOMAN', amount: 0 },
        { currency: 'TOMAN', amount: 10.5 },
        { currency: 'GOLD_18K', amount: 0.1234 },
        { currency: 'USD', amount: 5 },
        { currency: 'TOMAN' },
      ]) {
        const res = await mock.http().post('/__mock/wallets/09120000001/credit').send(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
      }
      expect(transferCount()).toBe(transfers);
      expect(balance(MOBILES.kyc2, 'GOLD_18K')).toBe(12_500);
    });

    it('honours an Idempotency-Key: the same request replays its answer, another body is 422', async () => {
      mock = buildMock();
      const withKey = (key: string, body: object) =>
        mock.http().post('/__mock/wallets/09120000001/credit').set('Idempotency-Key', key).send(body);
      const toman = balance(MOBILES.kyc2, 'TOMAN');
      const transfers = transferCount();

      const first = await withKey('credit-1', { currency: 'TOMAN', amount: 1_000 });
      expect(first.status).toBe(200);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      expect(first.body.wallet.balance).toBe(toman + 1_000);

      // The same key and body, its keys in another order: the first answer again, and no second transfer.
      const replay = await withKey('credit-1', { amount: 1_000, currency: 'TOMAN' });
      expect(replay.status).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.body).toEqual(first.body);
      expect(balance(MOBILES.kyc2, 'TOMAN')).toBe(toman + 1_000);
      expect(transferCount()).toBe(transfers + 1);

      const reused = await withKey('credit-1', { currency: 'TOMAN', amount: 2_000 });
      expect(reused.status).toBe(422);
      expectErrorEnvelope(reused.body, 'IDEMPOTENCY_KEY_REUSED');
      expect(balance(MOBILES.kyc2, 'TOMAN')).toBe(toman + 1_000);
      expect(transferCount()).toBe(transfers + 1);

      // Another spelling of the path or of the mobile is never a second credit: a replay, or 422.
      const shouted = await mock
        .http()
        .post('/__mock/WALLETS/09120000001/credit/')
        .set('Idempotency-Key', 'credit-1')
        .send({ currency: 'TOMAN', amount: 1_000 });
      expect(shouted.headers['idempotent-replayed']).toBe('true');
      const otherForm = await mock
        .http()
        .post(`/__mock/wallets/${encodeURIComponent('+989120000001')}/credit`)
        .set('Idempotency-Key', 'credit-1')
        .send({ currency: 'TOMAN', amount: 1_000 });
      expect(otherForm.status).toBe(422);
      expect(transferCount()).toBe(transfers + 1);

      // Another key is another credit.
      const second = await withKey('credit-2', { currency: 'TOMAN', amount: 1_000 });
      expect(second.status).toBe(200);
      expect(second.body.wallet.balance).toBe(toman + 2_000);
      expect(transferCount()).toBe(transfers + 2);
      expect((await ledger()).balanced).toBe(true);
    });
  });

  describe('GET /__mock/ledger', () => {
    it('is balanced on the seed: the opening balances, the seeded trades, deposits and withdrawals, in minor units', async () => {
      mock = buildMock();
      expect(await ledger()).toEqual(seedLedger());
    });

    it('stays balanced after credits and counts them', async () => {
      mock = buildMock();
      expect((await credit(MOBILES.kyc2, { currency: 'TOMAN', amount: 1_500_000 })).status).toBe(200);
      expect((await credit(MOBILES.kyc0, { currency: 'GOLD_18K', amount: 2.005 })).status).toBe(200);
      const seed = seedLedger();
      expect(await ledger()).toEqual({
        ...seed,
        currencies: {
          TOMAN: { debits: seed.currencies.TOMAN.debits + 1_500_000, credits: seed.currencies.TOMAN.credits + 1_500_000 },
          GOLD_18K: { debits: seed.currencies.GOLD_18K.debits + 2_005, credits: seed.currencies.GOLD_18K.credits + 2_005 },
        },
        transfers: seed.transfers + 2,
      });
    });

    it('reports an account whose kept balance differs from its transfers', async () => {
      mock = buildMock();
      const walletId = walletOf(mock.db, userIdOf(mock, MOBILES.kyc2), 'TOMAN').id;
      mock.db.write((tx) => tx.run('UPDATE ledger_accounts SET credits_posted = credits_posted + 1 WHERE id = ?', walletId));
      expect(await ledger()).toMatchObject({ balanced: false, mismatchedAccounts: [walletId] });
    });
  });

  describe('POST /__mock/grow', () => {
    it('adds notifications and transfers to one customer, past 500 notifications, and the ledger stays balanced', async () => {
      mock = buildMock();
      const notifications = count('SELECT count(*) AS n FROM notifications');
      const transfers = transferCount();
      const toman = balance(MOBILES.kyc0, 'TOMAN');
      const res = await mock.http().post('/__mock/grow').send({ mobile: '09120000003', notifications: 600, transfers: 25 });
      expect(res.status).toBe(201);
      expect(controlGrowResponseSchema.parse(res.body)).toBeTruthy();
      expect(res.body).toEqual({ notifications: 600, transfers: 25 });

      expect(notificationCount(MOBILES.kyc0)).toBe(600);
      expect(count('SELECT count(*) AS n FROM notifications')).toBe(notifications + 600);
      expect(transferCount()).toBe(transfers + 25);
      expect(balance(MOBILES.kyc0, 'TOMAN')).toBe(toman + 25 * 1_000);
      const after = await ledger();
      expect(after).toMatchObject({ balanced: true, transfers: transfers + 25 });
      expect(after.currencies.TOMAN.debits).toBe(seedLedger().currencies.TOMAN.debits + 25_000);
      // The customer sees them all.
      const token = (await login(MOBILES.kyc0)).body.data.accessToken;
      const page = await mock.http().get('/notifications/me?limit=10').set('Authorization', `Bearer ${token}`);
      expect(page.body.data.pagination.total).toBe(600);
    });

    it('answers 404 for an unknown mobile and 400 for a bad body, adding nothing', async () => {
      mock = buildMock();
      const rows = () => [count('SELECT count(*) AS n FROM notifications'), transferCount()];
      const before = rows();
      const unknown = await mock.http().post('/__mock/grow').send({ mobile: '09129999999', notifications: 1 });
      expect(unknown.status).toBe(404);
      expectErrorEnvelope(unknown.body, 'NOT_FOUND');
      for (const body of [
        { notifications: 1 },
        { mobile: MOBILES.kyc0, notifications: -1 },
        { mobile: MOBILES.kyc0, transfers: 1.5 },
        { mobile: MOBILES.kyc0, extra: 1 },
      ]) {
        const res = await mock.http().post('/__mock/grow').send(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
      }
      expect(rows()).toEqual(before);
    });
  });

  describe('PUT /__mock/price', () => {
    it('holds the price until { mode: walk } resumes the walk', async () => {
      mock = buildMock();
      const res = await mock.http().put('/__mock/price').send({ buyPrice: 9_000_000, sellPrice: 8_900_000 });
      expect(res.status).toBe(200);
      const held = await mock.http().get('/gold-price');
      expect(held.body.data).toEqual({
        buyPrice: 9_000_000,
        sellPrice: 8_900_000,
        lastUpdate: mock.clock.now().toISOString(),
        previousClose: previousClose(mock.db, mock.clock.now()),
      });

      mock.clock.advance(5_000);
      for (let i = 0; i < 5; i++) tickPrice(mock.ctx);
      expect((await mock.http().get('/gold-price')).body.data).toMatchObject({ buyPrice: 9_000_000, sellPrice: 8_900_000 });

      expect((await mock.http().put('/__mock/price').send({ mode: 'walk' })).status).toBe(200);
      expect(currentPrice(mock.db).held).toBe(false);
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
      const before = currentPrice(mock.db);
      for (const body of [
        { buyPrice: -1, sellPrice: 1 },
        { buyPrice: 9_000_000 },
        { buyPrice: 8_000_000, sellPrice: 8_000_000 },
        { buyPrice: 8_000_000, sellPrice: 8_100_000 },
        { mode: 'run' },
        {},
      ]) {
        const res = await mock.http().put('/__mock/price').send(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
      }
      expect(currentPrice(mock.db)).toEqual(before);
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
          expectErrorEnvelope(res.body, 'INVALID_URL');
        }
      },
    );
  });

  describe('with control off', () => {
    it('answers 404 under /__mock and changes nothing', async () => {
      mock = buildMock({ control: false });
      const before = snapshot();
      const requests = [
        mock.http().get('/__mock/otp/09120000001'),
        mock.http().post('/__mock/reset').send({}),
        mock.http().post('/__mock/users').send({ mobile: NEW_MOBILE, name: 'کاربر', password: 'Test@1234' }),
        mock.http().patch('/__mock/users/09120000005').send({ isActive: true }),
        mock.http().put('/__mock/price').send({ buyPrice: 1_000, sellPrice: 900 }),
        mock.http().put('/__mock/faults').send({ failRate: 1 }),
        mock.http().post('/__mock/wallets/09120000001/credit').send({ currency: 'TOMAN', amount: 1 }),
        mock.http().post('/__mock/grow').send({ mobile: MOBILES.kyc0, notifications: 1 }),
        mock.http().get('/__mock/ledger'),
      ];
      for (const res of await Promise.all(requests)) {
        expect(res.status).toBe(404);
        expectErrorEnvelope(res.body, 'ROUTE_NOT_FOUND');
      }
      expect(snapshot()).toEqual(before);
      expect((await mock.http().get('/gold-price')).status).toBe(200);
    });
  });
});

describe('control API: tickets', () => {
  const REPLY_MS = 5000;
  const iso = (ms = 0) => new Date(mock.clock.now().getTime() + ms).toISOString();
  const tickets = async () => {
    const res = await mock.http().get('/__mock/tickets');
    expect(res.status).toBe(200);
    return controlTicketsResponseSchema.parse(res.body).items;
  };
  const reply = (id: string, body: object) => mock.http().post(`/__mock/tickets/${id}/messages`).send(body);
  const setStatus = (id: string, body: object) => mock.http().patch(`/__mock/tickets/${id}`).send(body);
  /** The first account's seeded ticket in `status`, as its owner reads it. */
  const seededTicket = async (token: string, status: TicketStatus): Promise<Ticket> => {
    const listed = await callAs(mock, 'get', `/api/tickets?status=${status}`, token);
    const [ticket] = listed.body.data.tickets as Ticket[];
    return ticketResponseSchema.parse((await callAs(mock, 'get', `/api/tickets/${ticket!.id}`, token)).body).data;
  };
  const openTicket = async (token: string) => {
    const res = await callAs(mock, 'post', '/api/tickets', token, {
      title: 'سؤال',
      description: 'شرح سؤال',
      category: 'billing',
    });
    expect(res.status).toBe(201);
    return ticketResponseSchema.parse(res.body).data;
  };
  const ticketState = () => ({
    tickets: mock.db.all('SELECT * FROM tickets ORDER BY seq'),
    messages: mock.db.all('SELECT * FROM ticket_messages ORDER BY seq'),
    notifications: count('SELECT count(*) AS n FROM notifications'),
  });
  /** The newest `ticket` notification of the first account, with its data read. */
  const lastNotice = () => {
    const row = mock.db.get<{ priority: string; title: string; message: string; data: string }>(
      "SELECT priority, title, message, data FROM notifications WHERE user_id = ? AND type = 'ticket' ORDER BY seq DESC LIMIT 1",
      userIdOf(mock, MOBILES.kyc2),
    )!;
    return { ...row, data: ticketNotificationDataSchema.parse(JSON.parse(row.data)) };
  };

  describe('GET /__mock/tickets', () => {
    it('lists every ticket not closed, the longest waiting first, with the customer, the last message and when the agent answers', async () => {
      mock = buildMock({ agentReplyMs: REPLY_MS });
      const seeded = await tickets();
      expect(seeded.map((t) => [t.mobile, t.status])).toEqual([
        [MOBILES.kyc1, 'resolved'],
        [MOBILES.kyc2, 'resolved'],
        [MOBILES.kyc2, 'in_progress'],
        [MOBILES.kyc1, 'open'],
        [MOBILES.kyc2, 'open'],
      ]);
      const updated = seeded.map((t) => Date.parse(t.updatedAt));
      expect(updated).toEqual([...updated].sort((a, b) => a - b));
      expect(seeded[2]).toMatchObject({
        name: 'سارا محمدی',
        title: 'سؤال درباره کارمزد معامله',
        category: 'trading',
        priority: 'medium',
        lastMessage: { type: 'admin', content: expect.stringMatching(/^سلام سارا عزیز،/) },
        agentReplyAt: null,
      });
      expect(seeded[3]).toMatchObject({ name: 'علی رضایی', priority: 'urgent', lastMessage: null, agentReplyAt: null });

      const token = await signIn(mock, MOBILES.kyc2);
      const created = await openTicket(token);
      mock.clock.advance(1000);
      await callAs(mock, 'post', `/api/tickets/${created.id}/messages`, token, { content: 'پیام دوم' });
      const listed = (await tickets()).at(-1)!;
      expect(listed).toMatchObject({
        id: created.id,
        ticketNumber: created.ticketNumber,
        mobile: MOBILES.kyc2,
        status: 'open',
        updatedAt: iso(),
        lastMessage: { type: 'user', content: 'پیام دوم', createdAt: iso() },
        agentReplyAt: iso(REPLY_MS - 1000),
      });

      expect((await callAs(mock, 'patch', `/api/tickets/${created.id}`, token, { status: 'closed' })).status).toBe(200);
      expect((await tickets()).map((t) => t.id)).toEqual(seeded.map((t) => t.id));
      // New activity sends a ticket to the back of the queue.
      expect((await reply(seeded[0]!.id, { content: 'در صف بررسی', type: 'system' })).status).toBe(201);
      expect((await tickets()).map((t) => t.id)).toEqual([...seeded.slice(1), seeded[0]!].map((t) => t.id));
    });
  });

  describe('POST /__mock/tickets/:id/messages', () => {
    it('answers as the agent by default: an open ticket goes in progress and is told medium, a later answer low', async () => {
      mock = buildMock({ agentReplyMs: REPLY_MS });
      const token = await signIn(mock, MOBILES.kyc2);
      const ticket = await openTicket(token);
      const toUser = vi.spyOn(mock.realtime.realtime, 'toUser');
      mock.clock.advance(1000);

      const res = await reply(ticket.id, { content: '  سلام، بررسی می‌کنیم.  ' });
      expect(res.status).toBe(201);
      const { message } = controlTicketMessageResponseSchema.parse(res.body);
      expect(message).toEqual({ id: expect.any(String), type: 'admin', content: 'سلام، بررسی می‌کنیم.', createdAt: iso() });
      const seen = ticketResponseSchema.parse((await callAs(mock, 'get', `/api/tickets/${ticket.id}`, token)).body).data;
      expect(seen).toMatchObject({ status: 'in_progress', updatedAt: iso(), messages: [message] });
      expect(mock.db.get('SELECT agent_reply_at FROM tickets WHERE id = ?', ticket.id)).toEqual({ agent_reply_at: null });
      expect(lastNotice()).toMatchObject({
        priority: 'medium',
        message: message.content,
        data: { ticketId: ticket.id, ticketNumber: ticket.ticketNumber, status: 'in_progress', messageId: message.id },
      });
      expect(toUser.mock.calls.map(([user, event]) => [user, event])).toEqual([[userIdOf(mock, MOBILES.kyc2), 'notification']]);

      const second = await reply(ticket.id, { content: 'پاسخ دوم', type: 'admin' });
      expect(second.status).toBe(201);
      expect(lastNotice()).toMatchObject({ priority: 'low', data: { status: 'in_progress', messageId: second.body.message.id } });
      toUser.mockRestore();
    });

    it('writes a system note that changes no status and leaves the agent’s answer owed', async () => {
      mock = buildMock({ agentReplyMs: REPLY_MS });
      const token = await signIn(mock, MOBILES.kyc2);
      const ticket = await openTicket(token);
      const res = await reply(ticket.id, { content: 'به واحد مالی ارجاع شد.', type: 'system' });
      expect(res.status).toBe(201);
      expect(res.body.message).toMatchObject({ type: 'system', content: 'به واحد مالی ارجاع شد.' });
      expect(mock.db.get('SELECT status, agent_reply_at FROM tickets WHERE id = ?', ticket.id)).toEqual({
        status: 'open',
        agent_reply_at: iso(REPLY_MS),
      });
      expect(lastNotice()).toMatchObject({ priority: 'low', data: { ticketId: ticket.id, status: 'open' } });
      const resolved = await seededTicket(token, 'resolved');
      expect((await reply(resolved.id, { content: 'یادداشت', type: 'system' })).status).toBe(201);
      expect((await seededTicket(token, 'resolved')).id).toBe(resolved.id);
    });

    it('refuses bad input with 400, an unknown ticket with 404 and a closed one with 409, writing nothing', async () => {
      mock = buildMock();
      const token = await signIn(mock, MOBILES.kyc2);
      const open = await seededTicket(token, 'open');
      const closed = await seededTicket(token, 'closed');
      const before = ticketState();
      for (const body of [
        {},
        { content: '' },
        { content: ' \n\t ' },
        { content: 'x'.repeat(2001) },
        { content: 42 },
        { content: 'سلام', type: 'user' },
        { content: 'سلام', type: 'agent' },
        { content: 'سلام', status: 'resolved' },
      ]) {
        const res = await reply(open.id, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
      }
      // A NUL is left out, as the database cannot keep it: nothing else is an empty message, never a 500.
      const nul = await reply(open.id, { content: '\u0000' });
      expect(nul.status).toBe(400);
      expectErrorEnvelope(nul.body, 'TICKET_MESSAGE_EMPTY');
      const unknown = await reply('00000000-0000-4000-8000-000000000000', { content: 'سلام' });
      expect(unknown.status).toBe(404);
      expectErrorEnvelope(unknown.body, 'NOT_FOUND');
      expect(unknown.body.message).toBe('تیکت یافت نشد');
      for (const type of ['admin', 'system']) {
        const res = await reply(closed.id, { content: 'سلام', type });
        expect(res.status, type).toBe(409);
        expectErrorEnvelope(res.body, 'TICKET_CLOSED');
      }
      expect(ticketState()).toEqual(before);
    });

    it('writes one message for a repeated Idempotency-Key', async () => {
      mock = buildMock();
      const token = await signIn(mock, MOBILES.kyc2);
      const ticket = await seededTicket(token, 'in_progress');
      const send = (content: string) =>
        mock.http().post(`/__mock/tickets/${ticket.id}/messages`).set('Idempotency-Key', 'console-1').send({ content });
      const first = await send('پاسخ');
      const again = await send('پاسخ');
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body).toEqual(first.body);
      expect(count('SELECT count(*) AS n FROM ticket_messages WHERE ticket_id = ?', ticket.id)).toBe(ticket.messages!.length + 1);
      expect((await send('پاسخ دیگر')).status).toBe(422);
    });
  });

  describe('PATCH /__mock/tickets/:id', () => {
    it('sets any status with a system note and tells the customer, medium when it opens again; the same status changes nothing', async () => {
      mock = buildMock();
      const token = await signIn(mock, MOBILES.kyc2);
      const ticket = await seededTicket(token, 'closed');
      const steps: [TicketStatus, string, string][] = [
        ['open', 'باز', 'medium'],
        ['in_progress', 'در حال بررسی', 'low'],
        ['resolved', 'حل‌شده', 'low'],
        ['closed', 'بسته‌شده', 'low'],
      ];
      let messages = ticket.messages!.length;
      for (const [status, text, priority] of steps) {
        mock.clock.advance(1000);
        const res = await setStatus(ticket.id, { status });
        expect(res.status, status).toBe(200);
        const changed = controlTicketUpdateResponseSchema.parse(res.body).ticket;
        const note = `وضعیت تیکت به «${text}» تغییر کرد.`;
        expect(changed).toMatchObject({ id: ticket.id, status, updatedAt: iso(), messageCount: ++messages });
        expect(changed.messages!.at(-1)).toMatchObject({ type: 'system', content: note, createdAt: iso() });
        expect(lastNotice()).toEqual({
          priority,
          title: expect.stringContaining(ticket.ticketNumber),
          message: `${ticket.title}: ${note}`,
          data: { ticketId: ticket.id, ticketNumber: ticket.ticketNumber, status, messageId: changed.messages!.at(-1)!.id },
        });
        const seen = await callAs(mock, 'get', `/api/tickets/${ticket.id}`, token);
        expect(seen.body.data).toEqual(changed);

        const before = ticketState();
        mock.clock.advance(1000);
        const same = await setStatus(ticket.id, { status });
        expect(same.status).toBe(200);
        expect(same.body.ticket).toEqual(changed);
        expect(ticketState()).toEqual(before);
      }
    });

    it('refuses a bad status with 400 and an unknown ticket with 404, writing nothing', async () => {
      mock = buildMock();
      const token = await signIn(mock, MOBILES.kyc2);
      const ticket = await seededTicket(token, 'open');
      const before = ticketState();
      for (const body of [{}, { status: 'pending' }, { status: 'CLOSED' }, { status: 1 }, { status: 'closed', note: 'x' }]) {
        const res = await setStatus(ticket.id, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
      }
      const unknown = await setStatus('00000000-0000-4000-8000-000000000000', { status: 'closed' });
      expect(unknown.status).toBe(404);
      expectErrorEnvelope(unknown.body, 'NOT_FOUND');
      expect(ticketState()).toEqual(before);
    });
  });

  it('answers 404 to the ticket calls with control off', async () => {
    mock = buildMock({ control: false });
    const id = mock.db.get<{ id: string }>('SELECT id FROM tickets LIMIT 1')!.id;
    const before = ticketState();
    for (const res of [
      await mock.http().get('/__mock/tickets'),
      await reply(id, { content: 'سلام' }),
      await setStatus(id, { status: 'closed' }),
    ]) {
      expect(res.status).toBe(404);
      expectErrorEnvelope(res.body, 'ROUTE_NOT_FOUND');
    }
    expect(ticketState()).toEqual(before);
  });
});
