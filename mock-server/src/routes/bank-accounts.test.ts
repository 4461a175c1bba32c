import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bankAccountListResponseSchema,
  bankAccountMutationResponseSchema,
  bankListResponseSchema,
} from '@gold/contracts/bank-accounts';
import { okMessageSchema } from '@gold/contracts/common';
import { errorMessage } from '@gold/contracts/errors';
import { ibanFromBban } from '@gold/contracts/rules/iban';
import { bankAccountsOf } from '../domain/bank-accounts/bank-accounts';
import { createFaker, makeCardNumber } from '../domain/shared/fake-data';
import { buildMock, expectErrorEnvelope, MOBILES, signIn, userIdOf, callAs, type Method, type Mock } from '../test-utils';

let mock: Mock;
beforeEach(() => {
  mock = buildMock();
});
afterEach(async () => {
  await mock.close();
});

const call = (method: Method, path: string, token?: string, body?: object) => callAs(mock, method, path, token, body);

const MELLAT_IBAN = ibanFromBban('0120000000001234567890');
/** Another valid Bank Mellat IBAN for each `n`. */
const mellatIban = (n: number) => ibanFromBban(`012${String(n).padStart(19, '0')}`);
const SAMAN_IBAN = ibanFromBban('0560000000009876543210');
const CARD = makeCardNumber(createFaker(3), '610433');
const input = (overrides: object = {}) => ({
  accountNumber: '123-456-789-0123',
  iban: MELLAT_IBAN,
  ownerName: 'نام دیگری',
  bankName: 'بانک ملت',
  bankCode: '012',
  cardNumber: `${CARD.slice(0, 4)}-${CARD.slice(4, 8)}-${CARD.slice(8, 12)}-${CARD.slice(12)}`,
  ...overrides,
});
/** Flips the last digit: the mod-97 or Luhn check then fails. */
const breakLast = (value: string) => value.slice(0, -1) + String((Number(value.at(-1)) + 1) % 10);

const accountsOf = (mobile: string) => bankAccountsOf(mock.db, userIdOf(mock, mobile));
const accountCount = () => mock.db.get<{ n: number }>('SELECT count(*) AS n FROM bank_accounts')!.n;

async function otherUser(): Promise<string> {
  const res = await mock
    .http()
    .post('/__mock/users')
    .send({ mobile: '+989121111111', name: 'کاربر دوم', password: 'Other@1234' });
  expect(res.status).toBe(201);
  return signIn(mock, '+989121111111', 'Other@1234');
}

describe('GET /bank-accounts/iranian-banks', () => {
  it('answers the catalogue with codes and Persian and English names only, without a token', async () => {
    const res = await call('get', '/bank-accounts/iranian-banks');
    expect(res.status).toBe(200);
    expect(bankListResponseSchema.parse(res.body)).toBeTruthy();
    expect(res.body.data.length).toBeGreaterThan(20);
    expect(res.body.data).toContainEqual({ code: '012', name: 'بانک ملت', englishName: 'Bank Mellat' });
    for (const bank of res.body.data) expect(Object.keys(bank).sort()).toEqual(['code', 'englishName', 'name']);
    expect(new Set(res.body.data.map((b: { code: string }) => b.code)).size).toBe(res.body.data.length);
  });
});

describe('GET /bank-accounts/me', () => {
  it("answers only the user's own accounts", async () => {
    const res = await call('get', '/bank-accounts/me', await signIn(mock, MOBILES.kyc2));
    expect(res.status).toBe(200);
    expect(bankAccountListResponseSchema.parse(res.body)).toBeTruthy();
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({
      id: accountsOf(MOBILES.kyc2)[0].id,
      status: 'verified',
      verifiedBy: 'admin',
      ownerName: 'سارا محمدی',
    });
    expect(res.body.data[0]).not.toHaveProperty('userId');

    expect((await call('get', '/bank-accounts/me', await signIn(mock, MOBILES.kyc1))).body.data).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const res = await call('get', '/bank-accounts/me');
    expect(res.status).toBe(401);
    expectErrorEnvelope(res.body, 'UNAUTHORIZED');
  });
});

describe('POST /bank-accounts', () => {
  it("adds a pending account in the user's own name, whatever name was sent", async () => {
    const token = await signIn(mock, MOBILES.kyc1);
    const res = await call('post', '/bank-accounts', token, input());
    expect(res.status).toBe(201);
    expect(bankAccountMutationResponseSchema.parse(res.body)).toBeTruthy();
    expect(res.body.data.result).toMatchObject({
      bankName: 'بانک ملت',
      bankCode: '012',
      accountNumber: '1234567890123',
      iban: MELLAT_IBAN,
      cardNumber: CARD,
      ownerName: 'علی رضایی',
      status: 'pending',
      verifiedBy: null,
      verifiedAt: null,
      createdAt: mock.clock.now().toISOString(),
    });
    const list = await call('get', '/bank-accounts/me', token);
    expect(list.body.data).toEqual([res.body.data.result]);
    // Pending accounts do not count for KYC.
    expect((await call('get', '/kyc/me', token)).body.data).toMatchObject({ kycLevel: 1, bankVerified: false });
  });

  it('accepts the IBAN in lower case with spaces, no card, and the English bank name', async () => {
    const token = await signIn(mock, MOBILES.kyc1);
    const spaced = MELLAT_IBAN.toLowerCase().replace(/(.{4})/g, '$1 ');
    const res = await call(
      'post',
      '/bank-accounts',
      token,
      input({ iban: spaced, cardNumber: undefined, bankName: 'Bank Mellat' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.data.result).toMatchObject({ iban: MELLAT_IBAN, cardNumber: null, bankName: 'بانک ملت' });
  });

  it('refuses the sixth account with 400 BANK_ACCOUNT_LIMIT', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    for (let i = 1; i <= 4; i++)
      expect((await call('post', '/bank-accounts', token, input({ iban: mellatIban(i) }))).status).toBe(201);
    expect(accountsOf(MOBILES.kyc2)).toHaveLength(5);
    const res = await call('post', '/bank-accounts', token, input({ iban: mellatIban(5) }));
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'BANK_ACCOUNT_LIMIT');
    expect(accountsOf(MOBILES.kyc2)).toHaveLength(5);

    // Deleting one makes room again, and frees its IBAN.
    const deleted = accountsOf(MOBILES.kyc2)[4];
    expect(deleted.iban).toBe(mellatIban(4));
    expect((await call('delete', `/bank-accounts/${deleted.id}`, token)).status).toBe(200);
    expect((await call('post', '/bank-accounts', token, input({ iban: deleted.iban }))).status).toBe(201);
    expect(accountsOf(MOBILES.kyc2)).toHaveLength(5);
  });

  it.each([
    ['an IBAN failing mod-97', { iban: breakLast(MELLAT_IBAN) }, 'VALIDATION_ERROR'],
    ['an IBAN of 23 digits', { iban: MELLAT_IBAN.slice(0, -1) }, 'VALIDATION_ERROR'],
    ['an IBAN without IR', { iban: MELLAT_IBAN.slice(2) }, 'VALIDATION_ERROR'],
    ['a card failing Luhn', { cardNumber: breakLast(CARD) }, 'VALIDATION_ERROR'],
    ['a 15-digit card', { cardNumber: CARD.slice(0, 15) }, 'VALIDATION_ERROR'],
    ['a short account number', { accountNumber: '12345' }, 'VALIDATION_ERROR'],
    ['no bank', { bankName: undefined, bankCode: undefined }, 'VALIDATION_ERROR'],
    ['a bank code not in the catalogue', { bankCode: '999' }, 'UNKNOWN_BANK'],
    ['a bank name not matching its code', { bankName: 'بانک سامان' }, 'UNKNOWN_BANK'],
    ['an extra key', { status: 'verified' }, 'VALIDATION_ERROR'],
  ])('refuses %s with 400', async (_label, overrides, code) => {
    const token = await signIn(mock, MOBILES.kyc1);
    const res = await call('post', '/bank-accounts', token, input(overrides));
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, code);
    expect(accountsOf(MOBILES.kyc1)).toEqual([]);
  });

  it('refuses an IBAN of another bank with 400 IBAN_BANK_MISMATCH naming the chosen bank', async () => {
    const token = await signIn(mock, MOBILES.kyc1);
    // Bank Parsian's code (054) in the IBAN, Bank Melli (017) chosen.
    const parsian = ibanFromBban(`054${'1234567890123456789'}`);
    const res = await call(
      'post',
      '/bank-accounts',
      token,
      input({ iban: parsian, bankCode: '017', bankName: 'بانک ملی ایران', cardNumber: null }),
    );
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'IBAN_BANK_MISMATCH');
    expect(res.body.message).toContain('بانک ملی ایران');
    expect(res.body.message).toBe(errorMessage('IBAN_BANK_MISMATCH', { bank: 'بانک ملی ایران' }));
    expect(accountsOf(MOBILES.kyc1)).toEqual([]);
    // The same IBAN under its own bank is accepted.
    const own = await call(
      'post',
      '/bank-accounts',
      token,
      input({ iban: parsian, bankCode: '054', bankName: 'بانک پارسیان', cardNumber: null }),
    );
    expect(own.status).toBe(201);
  });

  it('refuses the same IBAN twice for one customer with 409 DUPLICATE_BANK_ACCOUNT', async () => {
    const token = await signIn(mock, MOBILES.kyc1);
    expect((await call('post', '/bank-accounts', token, input())).status).toBe(201);
    // Spelled in lower case with spaces, it is still the same IBAN.
    for (const iban of [MELLAT_IBAN, MELLAT_IBAN.toLowerCase().replace(/(.{4})/g, '$1 ')]) {
      const res = await call('post', '/bank-accounts', token, input({ iban }));
      expect(res.status, iban).toBe(409);
      expectErrorEnvelope(res.body, 'DUPLICATE_BANK_ACCOUNT');
    }
    expect(accountsOf(MOBILES.kyc1)).toHaveLength(1);
    // Another customer may hold the same IBAN.
    expect((await call('post', '/bank-accounts', await otherUser(), input())).status).toBe(201);
  });

  it('answers 401 without a token', async () => {
    const res = await call('post', '/bank-accounts', undefined, input());
    expect(res.status).toBe(401);
    expect(accountCount()).toBe(1);
  });
});

describe('PATCH /bank-accounts/:id', () => {
  it('edits the account and sends it back to pending, which lowers the derived KYC level', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const [account] = accountsOf(MOBILES.kyc2);
    mock.clock.advance(60_000);
    const res = await call(
      'patch',
      `/bank-accounts/${account.id}`,
      token,
      input({ iban: SAMAN_IBAN, bankName: 'بانک سامان', bankCode: '056', cardNumber: null }),
    );
    expect(res.status).toBe(200);
    expect(bankAccountMutationResponseSchema.parse(res.body)).toBeTruthy();
    expect(res.body.data.result).toMatchObject({
      id: account.id,
      iban: SAMAN_IBAN,
      bankName: 'بانک سامان',
      cardNumber: null,
      ownerName: 'سارا محمدی',
      status: 'pending',
      verifiedBy: null,
      verifiedAt: null,
      createdAt: account.createdAt,
    });
    expect((await call('get', '/kyc/me', token)).body.data).toMatchObject({ kycLevel: 1, bankVerified: false });
    // It waits for approval from the edit.
    const [item] = (await mock.http().get('/__mock/approvals')).body.items;
    expect(item).toMatchObject({ kind: 'bank-account', id: account.id, createdAt: mock.clock.now().toISOString() });
  });

  it("answers 404 for another user's account and an unknown id, changing nothing", async () => {
    const other = await otherUser();
    const [account] = accountsOf(MOBILES.kyc2);
    const before = structuredClone(account);
    for (const id of [account.id, 'no-such-account']) {
      const res = await call('patch', `/bank-accounts/${id}`, other, input());
      expect(res.status, id).toBe(404);
      expectErrorEnvelope(res.body, 'NOT_FOUND');
    }
    expect(accountsOf(MOBILES.kyc2)).toEqual([before]);
  });

  it("refuses an edit to the IBAN of another of the customer's accounts with 409, and keeps the account", async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const [seeded] = accountsOf(MOBILES.kyc2);
    const added = await call('post', '/bank-accounts', token, input());
    expect(added.status).toBe(201);
    const res = await call(
      'patch',
      `/bank-accounts/${added.body.data.result.id}`,
      token,
      input({ iban: seeded.iban, bankCode: seeded.bankCode, bankName: seeded.bankName, cardNumber: null }),
    );
    expect(res.status).toBe(409);
    expectErrorEnvelope(res.body, 'DUPLICATE_BANK_ACCOUNT');
    expect(accountsOf(MOBILES.kyc2).map((a) => a.iban)).toEqual([seeded.iban, MELLAT_IBAN]);
    expect(accountsOf(MOBILES.kyc2)[0]).toEqual(seeded);
  });

  it('accepts an edit that keeps the account its own IBAN', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const [account] = accountsOf(MOBILES.kyc2);
    const res = await call(
      'patch',
      `/bank-accounts/${account.id}`,
      token,
      input({
        iban: account.iban,
        bankCode: account.bankCode,
        bankName: account.bankName,
        accountNumber: '9876543210',
        cardNumber: null,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.result).toMatchObject({
      id: account.id,
      iban: account.iban,
      accountNumber: '9876543210',
      status: 'pending',
    });
    expect(accountsOf(MOBILES.kyc2)).toHaveLength(1);
  });

  it('refuses bad input with 400 and a missing token with 401', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const [account] = accountsOf(MOBILES.kyc2);
    const bad = await call('patch', `/bank-accounts/${account.id}`, token, input({ iban: breakLast(MELLAT_IBAN) }));
    expect(bad.status).toBe(400);
    expectErrorEnvelope(bad.body, 'VALIDATION_ERROR');
    const anonymous = await call('patch', `/bank-accounts/${account.id}`, undefined, input());
    expect(anonymous.status).toBe(401);
    expect(accountsOf(MOBILES.kyc2)[0].status).toBe('verified');
  });
});

describe('DELETE /bank-accounts/:id', () => {
  it('deletes the own account; a second delete is 404', async () => {
    const token = await signIn(mock, MOBILES.kyc2);
    const [account] = accountsOf(MOBILES.kyc2);
    const res = await call('delete', `/bank-accounts/${account.id}`, token);
    expect(res.status).toBe(200);
    expect(okMessageSchema.parse(res.body)).toBeTruthy();
    expect(accountsOf(MOBILES.kyc2)).toEqual([]);
    expect((await call('get', '/kyc/me', token)).body.data.kycLevel).toBe(1);
    const again = await call('delete', `/bank-accounts/${account.id}`, token);
    expect(again.status).toBe(404);
    expectErrorEnvelope(again.body, 'NOT_FOUND');
  });

  it("answers 404 for another user's account and 401 without a token", async () => {
    const other = await otherUser();
    const [account] = accountsOf(MOBILES.kyc2);
    const res = await call('delete', `/bank-accounts/${account.id}`, other);
    expect(res.status).toBe(404);
    expectErrorEnvelope(res.body, 'NOT_FOUND');
    expect((await call('delete', `/bank-accounts/${account.id}`)).status).toBe(401);
    expect(accountsOf(MOBILES.kyc2)).toHaveLength(1);
  });
});
