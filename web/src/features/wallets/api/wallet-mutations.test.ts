import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../../../shared/config/runtime-config';
import { fail, ok } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { WALLETS_ERRORS } from '../messages';
import { createDepositRequest, createWithdrawRequest, failureText, RefusedError, uploadReceipt } from './wallet-mutations';

afterEach(() => setRuntimeConfig({ apiBaseUrl: '' }));

const receipt = () => new File([new Uint8Array(3000)], 'bank-receipt.pdf', { type: 'application/pdf' });

describe('uploadReceipt', () => {
  it('sends the file as multipart field `file`, reports the browser’s progress, and puts the answer on the API host', async () => {
    setRuntimeConfig({ apiBaseUrl: 'http://localhost:3000' });
    let sent: { name: string; size: number; type: string; contentType: string | null } | null = null;
    server.use(
      http.post(`${API}/wallets/me/upload-receipt`, async ({ request }) => {
        const file = (await request.formData()).get('file') as File;
        sent = { name: file.name, size: file.size, type: file.type, contentType: request.headers.get('content-type') };
        return HttpResponse.json(
          { success: true, data: { fileUrl: '/uploads/receipts/ab12.pdf', fileName: 'ab12.pdf' } },
          { status: 201 },
        );
      }),
    );
    const progress: number[] = [];
    expect(await uploadReceipt(receipt(), (p) => progress.push(p))).toEqual({
      fileName: 'ab12.pdf',
      fileUrl: 'http://localhost:3000/uploads/receipts/ab12.pdf',
      originalName: 'bank-receipt.pdf',
    });
    expect(sent).toEqual({
      name: 'bank-receipt.pdf',
      size: 3000,
      type: 'application/pdf',
      contentType: expect.stringMatching(/^multipart\/form-data; boundary=/),
    });
    expect(progress.at(-1)).toBe(100);
  });

  it('names the file from its address when the answer does not, and reads data.data', async () => {
    server.use(http.post(`${API}/wallets/me/upload-receipt`, () => ok({ data: { fileUrl: '/uploads/receipts/cd34.png' } })));
    expect(await uploadReceipt(receipt())).toEqual({
      fileName: 'cd34.png',
      fileUrl: `${window.location.origin}/uploads/receipts/cd34.png`,
      originalName: 'bank-receipt.pdf',
    });
  });

  it('a flat refusal is a failure', async () => {
    server.use(http.post(`${API}/wallets/me/upload-receipt`, () => HttpResponse.json({ success: false, error: 'رد شد' })));
    await expect(uploadReceipt(receipt())).rejects.toThrow(RefusedError);
  });
});

describe('createDepositRequest and createWithdrawRequest', () => {
  const body = { amount: 100_000, description: '', paymentInfo: { method: 'gateway' as const, gateway: 'mock' } };

  it('send the Idempotency-Key and read the status', async () => {
    let key: string | null = null;
    server.use(
      http.post(`${API}/wallets/me/:id/deposit-request`, ({ request }) => {
        key = request.headers.get('Idempotency-Key');
        return ok({ id: 'd-1', method: 'gateway', amount: 100000, status: 'approved', createdAt: '2025-01-04T08:30:00.000Z' });
      }),
    );
    expect(await createDepositRequest({ walletId: 'w 1', body, key: 'k-1' })).toEqual({ status: 'approved' });
    expect(key).toBe('k-1');
  });

  it('a deposit the server took with an answer the panel cannot read is still taken', async () => {
    server.use(http.post(`${API}/wallets/me/:id/deposit-request`, () => HttpResponse.json({ success: true })));
    expect(await createDepositRequest({ walletId: 'w-1', body, key: 'k' })).toEqual({ status: 'approved' });
    const receiptBody = {
      ...body,
      paymentInfo: { method: 'receipt' as const, receiptFile: 'a.png', receiptUrl: '/uploads/receipts/a.png' },
    };
    expect(await createDepositRequest({ walletId: 'w-1', body: receiptBody, key: 'k' })).toEqual({ status: 'pending' });
  });

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
