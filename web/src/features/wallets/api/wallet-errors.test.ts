import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fail } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { WALLETS_ERRORS } from '../messages';
import { createWithdrawRequest } from './create-withdraw-request';
import { failureText } from './wallet-errors';

describe('failureText', () => {
  const errorFor = async (reply: () => Response) => {
    server.use(http.post(`${API}/wallets/me/w/withdraw-request`, reply));
    return createWithdrawRequest({
      walletId: 'w',
      body: { amount: 1, destinationInfo: { bankName: '', accountNumber: '', accountHolder: '', iban: '', bankCode: '' } },
      key: 'k',
    }).catch((e: unknown) => e);
  };

  it('prefers the server’s words, at any status', async () => {
    expect(
      failureText(await errorFor(() => fail(400, 'INSUFFICIENT_BALANCE', 'موجودی کافی نیست')), WALLETS_ERRORS.withdraw),
    ).toBe('موجودی کافی نیست');
    expect(failureText(await errorFor(() => fail(500, 'INTERNAL_ERROR', 'خطای داخلی')), WALLETS_ERRORS.withdraw)).toBe(
      'خطای داخلی',
    );
  });

  it('falls back to the screen’s text without them', async () => {
    expect(failureText(await errorFor(() => new HttpResponse('oops', { status: 502 })), WALLETS_ERRORS.withdraw)).toBe(
      'خطا در ایجاد درخواست برداشت',
    );
    expect(failureText(await errorFor(() => HttpResponse.json({}, { status: 400 })), WALLETS_ERRORS.deposit)).toBe(
      'خطا در ثبت درخواست واریز',
    );
    expect(failureText(new Error('boom'), WALLETS_ERRORS.deposit)).toBe('خطا در ثبت درخواست واریز');
  });
});
