import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, server } from '../../../test/msw-server';
import { WALLETS_ERRORS } from '../messages';
import { createWithdrawRequest } from './create-withdraw-request';
import { failureText, RefusedError } from './wallet-errors';

describe('createWithdrawRequest', () => {
  it('a flat refusal carries its words', async () => {
    server.use(
      http.post(`${API}/wallets/me/:id/withdraw-request`, () => HttpResponse.json({ success: false, message: 'فعلاً ممکن نیست' })),
    );
    const destinationInfo = { bankName: 'ملت', accountNumber: '1', accountHolder: 'الف', iban: 'IR1', bankCode: '012' };
    const error = await createWithdrawRequest({ walletId: 'w-1', body: { amount: 1, destinationInfo }, key: 'k' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(RefusedError);
    expect(failureText(error, WALLETS_ERRORS.withdraw)).toBe('فعلاً ممکن نیست');
  });
});
