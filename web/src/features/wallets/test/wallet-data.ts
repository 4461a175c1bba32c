import { http, HttpResponse } from 'msw';
import type { BankAccount } from '@gold/contracts/bank-accounts';
import type { Kyc } from '@gold/contracts/kyc';
import type { DepositRequest, Transaction, Wallet, WithdrawRequest } from '@gold/contracts/wallets';
import { ok } from '../../../test/fixtures';
import { API, server } from '../../../test/msw-server';

// ---------------------------------------------------------------------------------------------------------------
// The provider's data (spec 2 section 3), as the mock answers it

export const TOMAN = { name: 'تومان', unit: 'تومان', precision: 0, isChargeable: true, isWithdrawable: true, code: 'TOMAN' };
export const GOLD = {
  name: 'طلای ۱۸ عیار',
  unit: 'گرم',
  precision: 3,
  isChargeable: false,
  isWithdrawable: false,
  code: 'GOLD_18K',
};

export const aWallet = (currency: Wallet['currency'], overrides: Partial<Wallet> = {}): Wallet => ({
  id: `w-${currency.code}`,
  currencyId: `c-${currency.code}`,
  currency,
  status: true,
  balance: 0,
  availableBalance: 0,
  frozenAmount: 0,
  creaditAmount: 0,
  ...overrides,
});

/** 12.5 M Toman of which 2.5 M usable (10 M held), and 2.5 g of gold. */
export const WALLETS: Wallet[] = [
  aWallet(TOMAN, { balance: 12_500_000, availableBalance: 2_500_000, frozenAmount: 10_000_000 }),
  aWallet(GOLD, { balance: 2.5, availableBalance: 2.5 }),
];

export const aTransaction = (n: number, overrides: Partial<Transaction> = {}): Transaction => ({
  id: `tx-${n}`,
  type: 'deposit',
  description: `تراکنش شماره ${n}`,
  createdAt: '2025-01-04T08:30:00.000Z',
  amount: 1_000_000,
  currency: 'TOMAN',
  status: 'completed',
  walletId: 'w-TOMAN',
  ...overrides,
});

export const aDepositRequest = (n: number, overrides: Partial<DepositRequest> = {}): DepositRequest => ({
  id: `dr-${n}`,
  method: 'receipt',
  amount: 500_000,
  status: 'pending',
  createdAt: '2025-01-04T08:30:00.000Z',
  description: null,
  depositReferenceId: 'PARZ-12345678',
  receiptUrl: null,
  ...overrides,
});

export const aWithdrawRequest = (n: number, overrides: Partial<WithdrawRequest> = {}): WithdrawRequest => ({
  id: `wr-${n}`,
  amount: 1_500_000,
  status: 'pending',
  createdAt: '2025-01-04T08:30:00.000Z',
  destinationInfo: {
    bankName: 'بانک ملت',
    accountNumber: '1234567890123',
    accountHolder: 'سارا محمدی',
    iban: 'IR062960000000100324200001',
    bankCode: '012',
  },
  adminNote: null,
  ...overrides,
});

export const aKyc = (kycLevel: Kyc['kycLevel']): Kyc => ({
  kycLevel,
  nationalId: '0012345679',
  nationalIdVerified: kycLevel >= 1,
  birthdate: '1370-01-01',
  birthdateVerified: kycLevel >= 1,
  bankVerified: kycLevel >= 2,
});

export const anAccount = (overrides: Partial<BankAccount> = {}): BankAccount => ({
  id: 'ba-1',
  bankName: 'بانک ملت',
  bankCode: '012',
  accountNumber: '1234567890123',
  iban: 'IR062960000000100324200001',
  cardNumber: null,
  ownerName: 'سارا محمدی',
  status: 'verified',
  verifiedBy: 'admin',
  verifiedAt: '2025-01-02T10:00:00.000Z',
  ...overrides,
});

/** A page of a list the way the API answers it: `data { <key>, page, totalPages, total }`, 10 a page. */
export function pageOf<T>(key: 'transactions' | 'requests', all: T[], page: number) {
  return ok({
    [key]: all.slice((page - 1) * 10, page * 10),
    page,
    totalPages: Math.max(1, Math.ceil(all.length / 10)),
    total: all.length,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The server

type Reply = (call: number, url: URL) => Response | Promise<Response>;
type Replies = Record<
  | 'wallets'
  | 'transactions'
  | 'depositRequests'
  | 'withdrawRequests'
  | 'kyc'
  | 'accounts'
  | 'upload'
  | 'deposit'
  | 'withdraw'
  | 'openTrade',
  Reply
>;

const DEFAULTS: Replies = {
  wallets: () => ok(WALLETS),
  transactions: (_n, url) => pageOf('transactions', [], Number(url.searchParams.get('page'))),
  depositRequests: (_n, url) => pageOf('requests', [], Number(url.searchParams.get('page'))),
  withdrawRequests: (_n, url) => pageOf('requests', [], Number(url.searchParams.get('page'))),
  kyc: () => ok(aKyc(2)),
  accounts: () => ok([anAccount()]),
  upload: () => ok({ fileUrl: '/uploads/receipts/9f2c1a.png', fileName: '9f2c1a.png' }),
  deposit: () => ok(aDepositRequest(1)),
  withdraw: () => ok(aWithdrawRequest(1)),
  openTrade: () => HttpResponse.json({ success: true, request: null }),
};

export type Sent = { walletId: string; body: unknown; key: string | null };

/**
 * The name, type and size of a multipart request's `file` part. happy-dom's `formData()` parses the body a byte at a
 * time: 1.7 s for the 10 MB receipt, against 0.1 s for reading the part's headers and measuring what lies between them
 * and the next boundary.
 */
async function filePart(request: Request): Promise<{ name: string; type: string; size: number } | null> {
  const boundary = /boundary=([^;]+)/.exec(request.headers.get('content-type') ?? '')?.[1];
  const body = Buffer.from(await request.arrayBuffer()).toString('latin1');
  // Each part: CRLF, its headers, a blank line, its bytes, CRLF; then the next delimiter.
  for (const part of boundary ? body.split(`--${boundary}`).slice(1, -1) : []) {
    const headersEnd = part.indexOf('\r\n\r\n');
    const headers = Buffer.from(part.slice(0, headersEnd), 'latin1').toString('utf8');
    if (!/; name="file"/.test(headers)) continue;
    return {
      name: /filename="([^"]*)"/.exec(headers)?.[1] ?? '',
      type: /^content-type:\s*(.+)$/im.exec(headers)?.[1].trim() ?? '',
      size: part.length - headersEnd - 4 - 2,
    };
  }
  return null;
}

/** Answers every call the screen makes, recording what was asked and sent. */
export function serveWallets(replies: Partial<Replies> = {}) {
  const reply = { ...DEFAULTS, ...replies };
  const calls = {
    wallets: 0,
    kyc: 0,
    accounts: 0,
    transactions: [] as URL[],
    depositRequests: [] as URL[],
    withdrawRequests: [] as URL[],
    upload: [] as Array<{ name: string; type: string; size: number; contentType: string | null }>,
    deposit: [] as Sent[],
    withdraw: [] as Sent[],
  };
  const list = (path: string, into: URL[], answer: Reply) =>
    http.get(`${API}${path}`, ({ request }) => {
      const url = new URL(request.url);
      into.push(url);
      return answer(into.length, url);
    });
  server.use(
    http.get(`${API}/wallets/me`, ({ request }) => reply.wallets(++calls.wallets, new URL(request.url))),
    list('/wallets/me/transactions', calls.transactions, reply.transactions),
    list('/wallets/me/deposit-requests', calls.depositRequests, reply.depositRequests),
    list('/wallets/me/withdraw-requests', calls.withdrawRequests, reply.withdrawRequests),
    http.get(`${API}/kyc/me`, ({ request }) => reply.kyc(++calls.kyc, new URL(request.url))),
    http.get(`${API}/api/trade-requests/open`, ({ request }) => reply.openTrade(1, new URL(request.url))),
    http.get(`${API}/bank-accounts/me`, ({ request }) => reply.accounts(++calls.accounts, new URL(request.url))),
    http.post(`${API}/wallets/me/upload-receipt`, async ({ request }) => {
      const file = await filePart(request);
      calls.upload.push({ name: '', type: '', size: 0, ...file, contentType: request.headers.get('content-type') });
      return reply.upload(calls.upload.length, new URL(request.url));
    }),
    http.post(`${API}/wallets/me/:id/deposit-request`, async ({ request, params }) => {
      calls.deposit.push({
        walletId: String(params.id),
        body: await request.json(),
        key: request.headers.get('Idempotency-Key'),
      });
      return reply.deposit(calls.deposit.length, new URL(request.url));
    }),
    http.post(`${API}/wallets/me/:id/withdraw-request`, async ({ request, params }) => {
      calls.withdraw.push({
        walletId: String(params.id),
        body: await request.json(),
        key: request.headers.get('Idempotency-Key'),
      });
      return reply.withdraw(calls.withdraw.length, new URL(request.url));
    }),
  );
  return calls;
}

/** An answer without the error envelope, as a proxy might give. */
export const htmlFailure = (status: number) =>
  new HttpResponse('<h1>Bad gateway</h1>', { status, headers: { 'Content-Type': 'text/html' } });
