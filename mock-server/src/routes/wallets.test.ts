import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { transactionListResponseSchema, walletListResponseSchema, walletResponseSchema } from '@gold/contracts/wallets';
import { houseAccount, walletOf } from '../ledger/accounts';
import { hold, postHold, voidHold } from '../ledger/transfers';
import { buildMock, callAs, expectErrorEnvelope, MOBILES, signIn, userIdOf, type Mock } from '../test-utils';

let mock: Mock;
let token: string;
beforeEach(async () => {
  mock = buildMock();
  token = await signIn(mock, MOBILES.kyc2);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await mock.close();
});

const get = (path: string, as = token) => callAs(mock, 'get', path, as);
const credit = (mobile: string, currency: 'TOMAN' | 'GOLD_18K', amount: number) =>
  mock
    .http()
    .post(`/__mock/wallets/${encodeURIComponent(mobile)}/credit`)
    .send({ currency, amount });

describe('GET /wallets/me', () => {
  it("answers the customer's Toman and gold wallets from the ledger, gold in grams", async () => {
    const res = await get('/wallets/me');
    expect(res.status).toBe(200);
    const { data } = walletListResponseSchema.parse(res.body);
    expect(data.map((w) => [w.currency.code, w.balance, w.availableBalance, w.frozenAmount])).toEqual([
      ['TOMAN', 250_000_000, 250_000_000, 0],
      ['GOLD_18K', 12.5, 12.5, 0],
    ]);
    expect(data[0].currency).toMatchObject({ name: 'تومان', precision: 0, isChargeable: true, isWithdrawable: true });
    expect(data[1].currency).toMatchObject({ name: 'طلای ۱۸ عیار', unit: 'گرم', precision: 3 });
    expect(data.every((w) => w.status === true && w.creaditAmount === 0)).toBe(true);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('shows a hold as frozen and leaves the usable balance lower', async () => {
    const userId = userIdOf(mock, MOBILES.kyc2);
    mock.db.write((tx) =>
      hold(tx, {
        from: walletOf(tx, userId, 'TOMAN').id,
        to: houseAccount('inventory', 'TOMAN'),
        currency: 'TOMAN',
        amount: 40_000_000,
        type: 'buy',
        description: 'نگه‌داشت خرید',
        at: mock.clock.now().toISOString(),
      }),
    );
    const toman = walletListResponseSchema.parse((await get('/wallets/me')).body).data[0];
    expect([toman.balance, toman.availableBalance, toman.frozenAmount]).toEqual([250_000_000, 210_000_000, 40_000_000]);
  });

  it('refuses a visitor, a tampered token and a deactivated customer', async () => {
    expectErrorEnvelope((await get('/wallets/me', '')).body, 'UNAUTHORIZED');
    expect((await get('/wallets/me', `${token.slice(0, -3)}abc`)).status).toBe(401);
    await mock
      .http()
      .patch(`/__mock/users/${encodeURIComponent(MOBILES.kyc2)}`)
      .send({ isActive: false });
    const inactive = await get('/wallets/me');
    expect(inactive.status).toBe(403);
    expect(inactive.body.errorCode).toBe('ACCOUNT_INACTIVE');
  });
});

describe('GET /wallets/me/{id}', () => {
  it("answers the customer's own wallet, and 404 for another customer's or an unknown id", async () => {
    const own = walletOf(mock.db, userIdOf(mock, MOBILES.kyc2), 'GOLD_18K');
    const res = await get(`/wallets/me/${own.id}`);
    expect(res.status).toBe(200);
    expect(walletResponseSchema.parse(res.body).data).toMatchObject({ id: own.id, balance: 12.5, currencyId: 'GOLD_18K' });

    const others = walletOf(mock.db, userIdOf(mock, MOBILES.kyc1), 'TOMAN');
    for (const id of [others.id, 'no-such-wallet', houseAccount('inventory', 'TOMAN')]) {
      const refused = await get(`/wallets/me/${encodeURIComponent(id)}`);
      expect(refused.status, id).toBe(404);
      expectErrorEnvelope(refused.body, 'NOT_FOUND');
      expect(JSON.stringify(refused.body)).not.toContain('80000000');
    }
  });
});

/**
 * The transactions lists are read by a customer of their own, created through the control API with a Toman and a
 * gold balance: two opening deposits and no other history (the demo accounts hold seeded trades).
 */
const HOLDER = { mobile: '+989121230001', password: 'Holder@123', toman: 20_000_000, gold: 1.5 };

describe('GET /wallets/me/transactions', () => {
  let holder: string;
  beforeEach(async () => {
    const created = await mock
      .http()
      .post('/__mock/users')
      .send({
        mobile: HOLDER.mobile,
        name: 'دارنده کیف پول',
        password: HOLDER.password,
        balances: { toman: HOLDER.toman, gold: HOLDER.gold },
      });
    expect(created.status).toBe(201);
    holder = await signIn(mock, HOLDER.mobile, HOLDER.password);
  });
  const list = (path: string) => get(path, holder);

  it('pages the movements of both wallets newest first, ten by default, signed from the wallet side', async () => {
    for (let i = 1; i <= 11; i++) {
      mock.clock.advance(1000);
      expect((await credit(HOLDER.mobile, 'TOMAN', i * 1000)).status).toBe(200);
    }
    const first = transactionListResponseSchema.parse((await list('/wallets/me/transactions')).body).data;
    // Two opening balances and eleven credits.
    expect([first.page, first.totalPages, first.total, first.transactions.length]).toEqual([1, 2, 13, 10]);
    expect(first.transactions[0]).toMatchObject({ type: 'deposit', amount: 11_000, currency: 'TOMAN', status: 'completed' });
    expect(first.transactions.map((t) => t.amount)).toEqual([11_000, 10_000, 9000, 8000, 7000, 6000, 5000, 4000, 3000, 2000]);
    const second = transactionListResponseSchema.parse((await list('/wallets/me/transactions?page=2')).body).data;
    expect(second.transactions.map((t) => [t.type, t.currency, t.amount, t.status])).toEqual([
      ['deposit', 'TOMAN', 1000, 'completed'],
      ['deposit', 'GOLD_18K', HOLDER.gold, 'completed'],
      ['deposit', 'TOMAN', HOLDER.toman, 'completed'],
    ]);
    const ids = [...first.transactions, ...second.transactions].map((t) => t.id);
    expect(new Set(ids).size).toBe(13);
  });

  it('shows a hold as pending, then as completed for what was posted, or as released (not failed) when voided', async () => {
    const userId = userIdOf(mock, HOLDER.mobile);
    const at = mock.clock.now().toISOString();
    const tomanWallet = walletOf(mock.db, userId, 'TOMAN').id;
    const holdOf = (amount: number) =>
      mock.db.write((tx) =>
        hold(tx, {
          from: tomanWallet,
          to: houseAccount('inventory', 'TOMAN'),
          currency: 'TOMAN',
          amount,
          type: 'buy',
          description: 'خرید طلا',
          at,
        }),
      );
    const posted = holdOf(5_000_000);
    const voided = holdOf(3_000_000);
    const open = holdOf(1_000_000);
    const before = transactionListResponseSchema.parse((await list('/wallets/me/transactions')).body).data.transactions;
    expect(before.slice(0, 3).map((t) => [t.id, t.amount, t.status])).toEqual([
      [open, -1_000_000, 'pending'],
      [voided, -3_000_000, 'pending'],
      [posted, -5_000_000, 'pending'],
    ]);
    mock.db.write((tx) => postHold(tx, posted, at, 'خرید طلا', 4_500_000));
    mock.db.write((tx) => voidHold(tx, voided, at, 'لغو خرید'));
    const after = transactionListResponseSchema.parse((await list('/wallets/me/transactions')).body).data;
    // A settlement folds into its hold: still one row per movement, three holds and the two opening balances.
    expect(after.total).toBe(5);
    expect(after.transactions.slice(0, 3).map((t) => [t.id, t.amount, t.status])).toEqual([
      [open, -1_000_000, 'pending'],
      [voided, -3_000_000, 'released'],
      [posted, -4_500_000, 'completed'],
    ]);
  });

  it('pages a mixed history of both wallets exactly as a plain query orders it, every page of every size', async () => {
    const userId = userIdOf(mock, HOLDER.mobile);
    const at = mock.clock.now().toISOString();
    const toman = walletOf(mock.db, userId, 'TOMAN').id;
    const gold = walletOf(mock.db, userId, 'GOLD_18K').id;
    for (let i = 0; i < 12; i++) {
      await credit(HOLDER.mobile, i % 2 ? 'GOLD_18K' : 'TOMAN', i % 2 ? 0.5 : 1000);
      const holdId = mock.db.write((tx) =>
        hold(tx, {
          from: toman,
          to: houseAccount('inventory', 'TOMAN'),
          currency: 'TOMAN',
          amount: 100 + i,
          type: 'buy',
          description: 'خرید',
          at,
        }),
      );
      if (i % 3 === 0) mock.db.write((tx) => postHold(tx, holdId, at, 'خرید'));
      if (i % 3 === 1) mock.db.write((tx) => voidHold(tx, holdId, at, 'لغو'));
    }
    // What a plain scan of the transfers says, newest first, settlements folded into their holds.
    const expected = mock.db
      .all<{ id: string }>(
        `SELECT id FROM transfers WHERE phase IN ('posted', 'pending') AND (debit_account_id IN (?, ?) OR credit_account_id IN (?, ?))
         ORDER BY seq DESC`,
        toman,
        gold,
        toman,
        gold,
      )
      .map((r) => r.id);
    expect(expected).toHaveLength(2 + 12 + 12);
    for (const limit of [1, 7, 10, 26, 100]) {
      const seen: string[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / limit) + 1; page++) {
        const body = transactionListResponseSchema.parse(
          (await list(`/wallets/me/transactions?page=${page}&limit=${limit}`)).body,
        ).data;
        expect([body.total, body.totalPages]).toEqual([expected.length, Math.ceil(expected.length / limit)]);
        seen.push(...body.transactions.map((t) => t.id));
      }
      expect(seen, `limit ${limit}`).toEqual(expected);
    }
  });

  it("filters by wallet, and answers 404 for another customer's wallet", async () => {
    await credit(HOLDER.mobile, 'GOLD_18K', 0.25);
    const gold = walletOf(mock.db, userIdOf(mock, HOLDER.mobile), 'GOLD_18K');
    const res = await list(`/wallets/me/${gold.id}/transactions`);
    const page = transactionListResponseSchema.parse(res.body).data;
    expect(page.transactions.map((t) => [t.currency, t.amount, t.walletId])).toEqual([
      ['GOLD_18K', 0.25, gold.id],
      ['GOLD_18K', HOLDER.gold, gold.id],
    ]);
    const other = walletOf(mock.db, userIdOf(mock, MOBILES.kyc1), 'GOLD_18K');
    const refused = await list(`/wallets/me/${other.id}/transactions`);
    expect(refused.status).toBe(404);
    expectErrorEnvelope(refused.body, 'NOT_FOUND');
  });

  it('answers an empty page past the end, and 400 for a bad page or limit', async () => {
    const empty = transactionListResponseSchema.parse((await list('/wallets/me/transactions?page=9')).body).data;
    expect([empty.transactions, empty.total, empty.totalPages]).toEqual([[], 2, 1]);
    for (const query of ['page=0', 'page=abc', 'limit=0', 'limit=101', 'page=1.5']) {
      const res = await list(`/wallets/me/transactions?${query}`);
      expect(res.status, query).toBe(400);
      expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
    }
  });

  it('starts a new customer with two empty wallets and no transactions', async () => {
    await mock.http().post('/__mock/users').send({ mobile: '09121234567', name: 'کاربر تازه', password: 'Strong@123' });
    const fresh = await signIn(mock, '09121234567', 'Strong@123');
    const wallets = walletListResponseSchema.parse((await get('/wallets/me', fresh)).body).data;
    expect(wallets.map((w) => [w.currency.code, w.balance])).toEqual([
      ['TOMAN', 0],
      ['GOLD_18K', 0],
    ]);
    const list = transactionListResponseSchema.parse((await get('/wallets/me/transactions', fresh)).body).data;
    expect(list).toEqual({ transactions: [], page: 1, totalPages: 0, total: 0 });
  });
});

describe('wallet-update', () => {
  it("tells the owner's room each committed change, with the new balances", async () => {
    const toUser = vi.spyOn(mock.realtime.realtime, 'toUser');
    await credit(MOBILES.kyc2, 'GOLD_18K', 1.25);
    const userId = userIdOf(mock, MOBILES.kyc2);
    expect(toUser).toHaveBeenCalledWith(userId, 'wallet-update', {
      walletId: walletOf(mock.db, userId, 'GOLD_18K').id,
      balance: 13.75,
      availableBalance: 13.75,
      frozenAmount: 0,
      currency: 'GOLD_18K',
    });
    expect(toUser.mock.calls.filter(([, event]) => event === 'wallet-update')).toHaveLength(1);
  });

  it('says nothing for a credit that is refused', async () => {
    const toUser = vi.spyOn(mock.realtime.realtime, 'toUser');
    expect((await credit(MOBILES.kyc2, 'GOLD_18K', 1.2345)).status).toBe(400);
    expect(toUser).not.toHaveBeenCalled();
  });
});
