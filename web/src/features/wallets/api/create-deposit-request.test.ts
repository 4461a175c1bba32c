import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { createDepositRequest } from './create-deposit-request';

describe('createDepositRequest', () => {
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
});
