import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { InvalidResponseError } from '../../../shared/api/normalize';
import { ok } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';
import { fetchDepositRequests, normalizeDepositRequestPage } from './get-deposit-requests';
import { fetchTransactions, normalizeTransactionPage } from './get-transactions';
import { fetchWithdrawRequests, normalizeWithdrawRequestPage } from './get-withdraw-requests';
import { walletKeys } from './get-wallets';
import { walletListKeys } from './wallet-pages';

const transaction = (overrides: Record<string, unknown> = {}) => ({
  id: 'tx-1',
  type: 'deposit',
  description: 'واریز با درگاه',
  createdAt: '2025-01-04T08:30:00.000Z',
  amount: 1_000_000,
  currency: 'TOMAN',
  status: 'completed',
  walletId: 'w-1',
  ...overrides,
});

describe('the list keys', () => {
  it('sit under the wallets’ root, so a wallet-update refreshes them', () => {
    for (const key of [walletListKeys.transactions(2), walletListKeys.depositRequests(1), walletListKeys.withdrawRequests(3)]) {
      expect(key.slice(0, walletKeys.all.length)).toEqual([...walletKeys.all]);
    }
    expect(walletListKeys.transactions(1)).not.toEqual(walletListKeys.transactions(2));
  });
});

describe('normalizeTransactionPage', () => {
  const page = { transactions: [transaction()], page: 2, totalPages: 3, total: 25 };

  it('reads data, data.data and a bare page alike', () => {
    for (const body of [{ success: true, data: page }, { data: { data: page } }, page]) {
      expect(normalizeTransactionPage(body, 2)).toEqual({
        items: [
          {
            id: 'tx-1',
            type: 'deposit',
            description: 'واریز با درگاه',
            createdAt: '2025-01-04T08:30:00.000Z',
            amount: 1_000_000,
            currency: 'TOMAN',
            status: 'completed',
            walletId: 'w-1',
          },
        ],
        page: 2,
        totalPages: 3,
        total: 25,
      });
    }
  });

  it('reads amounts and ids sent as strings, keeps an unknown type, and takes an unknown status as pending', () => {
    const odd = transaction({
      id: 7,
      amount: '-0.125',
      currency: 'GOLD_18K',
      type: 'fee',
      status: 'queued',
      walletId: undefined,
      description: null,
    });
    const { items } = normalizeTransactionPage({ data: { transactions: [odd] } }, 1);
    expect(items).toEqual([
      expect.objectContaining({ id: '7', amount: -0.125, type: 'fee', status: 'pending', walletId: null, description: '' }),
    ]);
  });

  it('leaves out an item it cannot read, and works out missing counts', () => {
    const result = normalizeTransactionPage(
      { data: { transactions: [transaction(), { id: 'x' }, transaction({ id: 'tx-2', amount: 'abc' })] } },
      3,
    );
    expect(result.items.map((t) => t.id)).toEqual(['tx-1']);
    expect(result).toMatchObject({ page: 3, total: 21, totalPages: 3 });
  });

  it('refuses an answer without the list', () => {
    expect(() => normalizeTransactionPage({ success: true, data: { requests: [] } }, 1)).toThrow(InvalidResponseError);
  });

  it('GET /wallets/me/transactions asks for the page, 10 a page', async () => {
    let url: URL | null = null;
    server.use(
      http.get(`${API}/wallets/me/transactions`, ({ request }) => {
        url = new URL(request.url);
        return ok({ transactions: [transaction()], page: 2, totalPages: 2, total: 11 });
      }),
    );
    expect(await fetchTransactions(2)).toMatchObject({ page: 2, totalPages: 2, total: 11 });
    expect(url!.searchParams.get('page')).toBe('2');
    expect(url!.searchParams.get('limit')).toBe('10');
  });
});

describe('normalizeDepositRequestPage', () => {
  const request = {
    id: 'd-1',
    method: 'receipt',
    amount: '500000',
    status: 'pending',
    createdAt: '2025-01-04T08:30:00.000Z',
    description: '',
    depositReferenceId: 'PARZ-12345678',
    receiptUrl: '/uploads/receipts/a.png',
  };

  it('reads a request, with empty texts as absent and an unknown method as null', () => {
    const { items } = normalizeDepositRequestPage(
      {
        data: {
          requests: [
            request,
            { ...request, id: 'd-2', method: 'card', status: 'approved', receiptUrl: null, depositReferenceId: undefined },
          ],
          page: 1,
          totalPages: 1,
          total: 2,
        },
      },
      1,
    );
    expect(items).toEqual([
      { ...request, amount: 500_000, description: null },
      expect.objectContaining({ id: 'd-2', method: null, status: 'approved', receiptUrl: null, depositReferenceId: null }),
    ]);
  });

  it('GET /wallets/me/deposit-requests', async () => {
    server.use(
      http.get(`${API}/wallets/me/deposit-requests`, () => ok({ requests: [request], page: 1, totalPages: 1, total: 1 })),
    );
    expect((await fetchDepositRequests(1)).items).toHaveLength(1);
  });
});

describe('normalizeWithdrawRequestPage', () => {
  const request = {
    id: 'wd-1',
    amount: 2_000_000,
    status: 'completed',
    createdAt: '2025-01-04T08:30:00.000Z',
    destinationInfo: {
      bankName: 'بانک ملت',
      accountNumber: '1234567890',
      accountHolder: 'سارا محمدی',
      iban: 'IR062960000000100324200001',
      bankCode: 12,
    },
    adminNote: 'پرداخت شد',
  };

  it('reads a request; a bank code sent as a number is text, and a missing destination is empty', () => {
    const { items } = normalizeWithdrawRequestPage(
      {
        data: {
          requests: [request, { ...request, id: 'wd-2', destinationInfo: null, adminNote: '' }],
          page: 1,
          totalPages: 1,
          total: 2,
        },
      },
      1,
    );
    expect(items[0]).toEqual({ ...request, destinationInfo: { ...request.destinationInfo, bankCode: '12' } });
    expect(items[1]).toMatchObject({ destinationInfo: { bankName: '', iban: '' }, adminNote: null });
  });

  it('GET /wallets/me/withdraw-requests', async () => {
    server.use(
      http.get(`${API}/wallets/me/withdraw-requests`, () =>
        HttpResponse.json({ success: true, data: { requests: [request], page: 1, totalPages: 1, total: 1 } }),
      ),
    );
    expect((await fetchWithdrawRequests(1)).items).toHaveLength(1);
  });
});
