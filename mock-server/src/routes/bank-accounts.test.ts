import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bankAccountListResponseSchema,
  bankAccountMutationResponseSchema,
  bankListResponseSchema,
} from '@gold/contracts/bank-accounts';
import { okMessageSchema } from '@gold/contracts/common';
import { ibanFromBban } from '@gold/contracts/rules/iban';
import { createFaker, makeCardNumber } from '../store/seed';
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

const accountsOf = (mobile: string) => mock.store.state.bankAccounts.filter((a) => a.userId === userIdOf(mock, mobile));

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
    for (let i = 0; i < 4; i++) expect((await call('post', '/bank-accounts', token, input())).status).toBe(201);
    expect(accountsOf(MOBILES.kyc2)).toHaveLength(5);
    const res = await call('post', '/bank-accounts', token, input());
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'BANK_ACCOUNT_LIMIT');
    expect(accountsOf(MOBILES.kyc2)).toHaveLength(5);

    // Deleting one makes room again.
    await call('delete', `/bank-accounts/${accountsOf(MOBILES.kyc2)[4].id}`, token);
    expect((await call('post', '/bank-accounts', token, input())).status).toBe(201);
  });

  it.each([
    ['an IBAN failing mod-97', { iban: breakLast(MELLAT_IBAN) }],
    ['an IBAN of 23 digits', { iban: MELLAT_IBAN.slice(0, -1) }],
    ['an IBAN without IR', { iban: MELLAT_IBAN.slice(2) }],
    ['a card failing Luhn', { cardNumber: breakLast(CARD) }],
    ['a 15-digit card', { cardNumber: CARD.slice(0, 15) }],
    ['a short account number', { accountNumber: '12345' }],
    ['no bank', { bankName: undefined, bankCode: undefined }],
    ['a bank code not in the catalogue', { bankCode: '999' }],
    ['a bank name not matching its code', { bankName: 'بانک سامان' }],
    ['an extra key', { status: 'verified' }],
  ])('refuses %s with 400', async (_label, overrides) => {
    const token = await signIn(mock, MOBILES.kyc1);
    const res = await call('post', '/bank-accounts', token, input(overrides));
    expect(res.status).toBe(400);
    expectErrorEnvelope(res.body, 'VALIDATION_ERROR');
    expect(accountsOf(MOBILES.kyc1)).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const res = await call('post', '/bank-accounts', undefined, input());
    expect(res.status).toBe(401);
    expect(mock.store.state.bankAccounts).toHaveLength(1);
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
