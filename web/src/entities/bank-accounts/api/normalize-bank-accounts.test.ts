import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../../shared/api/normalize';
import { normalizeBankAccounts, normalizeBanks, normalizeCreatedAccount } from './normalize-bank-accounts';

const ACCOUNT = {
  id: 'ba-1',
  bankName: 'بانک ملت',
  bankCode: '012',
  accountNumber: '1234567890',
  iban: 'IR120120000000001234567890',
  cardNumber: '6104337912345678',
  ownerName: 'سارا محمدی',
  status: 'verified',
  verifiedBy: 'admin',
  verifiedAt: '2025-01-02T10:00:00.000Z',
};

describe('normalizeBankAccounts', () => {
  it.each([
    ['a bare array', [ACCOUNT]],
    ['a data array', { success: true, data: [ACCOUNT] }],
    ['a data.data array', { data: { data: [ACCOUNT] } }],
  ])('accepts %s', (_name, body) => {
    expect(normalizeBankAccounts(body)).toEqual([ACCOUNT]);
  });

  it('keeps only entries having an id and an account number', () => {
    const body = [
      ACCOUNT,
      { ...ACCOUNT, id: undefined },
      { ...ACCOUNT, id: '' },
      { ...ACCOUNT, id: 'ba-3', accountNumber: undefined },
      { ...ACCOUNT, id: 'ba-4', accountNumber: '' },
      null,
      'junk',
      { id: 7, accountNumber: 55501 },
    ];
    expect(normalizeBankAccounts(body).map((a) => [a.id, a.accountNumber])).toEqual([
      ['ba-1', '1234567890'],
      ['7', '55501'],
    ]);
  });

  it('fills what a provider leaves out with empty values', () => {
    const [account] = normalizeBankAccounts([{ id: 'x', accountNumber: '123456' }]);
    expect(account).toMatchObject({ bankName: '', iban: '', ownerName: '', status: '', cardNumber: null });
  });

  it('an empty list is an empty list', () => {
    expect(normalizeBankAccounts({ success: true, data: [] })).toEqual([]);
  });

  it.each([
    ['null', null],
    ['an object without an array', { success: true, data: { accounts: 'x' } }],
    ['a string', '<html>'],
  ])('throws InvalidResponseError for %s', (_name, body) => {
    expect(() => normalizeBankAccounts(body)).toThrow(InvalidResponseError);
  });
});

describe('normalizeCreatedAccount', () => {
  it.each([
    ['data.result', { success: true, data: { result: ACCOUNT } }],
    ['data.data.result', { data: { data: { result: ACCOUNT } } }],
    ['result', { result: ACCOUNT }],
    ['data', { data: ACCOUNT }],
    ['the bare account', ACCOUNT],
  ])('finds the account in %s', (_name, body) => {
    expect(normalizeCreatedAccount(body).id).toBe('ba-1');
  });

  it.each([
    ['no id', { success: true, data: { result: { ...ACCOUNT, id: undefined } } }],
    ['nothing', { success: true }],
    ['null', null],
  ])('refuses an answer with %s', (_name, body) => {
    expect(() => normalizeCreatedAccount(body)).toThrow(InvalidResponseError);
  });
});

describe('normalizeBanks', () => {
  it('accepts an array or a data array and drops entries without code or name', () => {
    const bank = { code: '012', name: 'بانک ملت', englishName: 'Mellat' };
    expect(normalizeBanks([bank, { code: '', name: 'x' }, { code: '1' }])).toEqual([bank]);
    expect(normalizeBanks({ success: true, data: [bank, { code: 17, name: 'بانک ملی' }] })).toEqual([
      bank,
      { code: '17', name: 'بانک ملی', englishName: '' },
    ]);
  });
});
