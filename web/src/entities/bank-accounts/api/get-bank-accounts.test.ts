import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { anAccount } from '../../../test/fake-api/kyc';
import { API, server } from '../../../test/msw-server';
import { fetchBankAccounts } from './get-bank-accounts';

const ACCOUNT = anAccount();

describe('GET /bank-accounts/me', () => {
  it('reads the list through the client', async () => {
    server.use(http.get(`${API}/bank-accounts/me`, () => HttpResponse.json([ACCOUNT])));
    expect(await fetchBankAccounts()).toEqual([ACCOUNT]);
  });
});
