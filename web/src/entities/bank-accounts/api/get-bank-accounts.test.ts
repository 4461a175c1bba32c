import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, server } from '../../../test/msw-server';
import { fetchBankAccounts } from './get-bank-accounts';

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

describe('GET /bank-accounts/me', () => {
  it('reads the list through the client', async () => {
    server.use(http.get(`${API}/bank-accounts/me`, () => HttpResponse.json([ACCOUNT])));
    expect(await fetchBankAccounts()).toEqual([ACCOUNT]);
  });
});
