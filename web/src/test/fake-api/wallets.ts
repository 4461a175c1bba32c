import { WALLET_LIST_PAGE_SIZE } from '@gold/contracts/constants';
import type {
  CreateDepositRequest,
  CreateWithdrawRequest,
  DepositRequest,
  Transaction,
  Wallet,
  WithdrawRequest,
} from '@gold/contracts/wallets';
import { ok } from '../fixtures';
import { created, get, paged, post, type Sent } from './plumbing';

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

/** A wallet named by its code, nothing held: `available` is both its balance and what can be spent. */
export const aTradeWallet = (code: 'TOMAN' | 'GOLD_18K', available: number): Wallet => ({
  id: `w-${code}`,
  currencyId: `c-${code}`,
  currency: { name: code, unit: code, precision: code === 'TOMAN' ? 0 : 3, isChargeable: true, isWithdrawable: true, code },
  status: true,
  balance: available,
  availableBalance: available,
  frozenAmount: 0,
  creaditAmount: 0,
});

/** 50,000,000 Toman and 5 g of gold, nothing held: room to buy and to sell. */
export const TRADE_WALLETS: Wallet[] = [aTradeWallet('TOMAN', 50_000_000), aTradeWallet('GOLD_18K', 5)];

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

/** The customer's wallets, their movements and their deposit and withdrawal requests, each list newest first. */
export type WalletStore = {
  wallets: Wallet[];
  transactions: Transaction[];
  depositRequests: DepositRequest[];
  withdrawRequests: WithdrawRequest[];
};

export const walletStore = ({
  wallets = WALLETS,
  transactions = [],
  depositRequests = [],
  withdrawRequests = [],
}: Partial<WalletStore> = {}): WalletStore => ({
  wallets,
  transactions,
  depositRequests: [...depositRequests],
  withdrawRequests: [...withdrawRequests],
});

/**
 * The name, type and size of a multipart request's `file` part. happy-dom's `formData()` parses a body a byte at a
 * time, far too slowly for the largest receipt; reading the part's headers and measuring what lies between them and
 * the next boundary is enough.
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

const toWallet = ({ params, body, key }: Sent) => ({ walletId: params.id, body, key });
const page = (key: 'transactions' | 'requests', items: unknown[], url: URL) => {
  const { items: shown, page, totalPages, total } = paged(items, url, WALLET_LIST_PAGE_SIZE);
  return ok({ [key]: shown, page, totalPages, total });
};

/**
 * The wallet endpoints as the mock answers them: the lists paged, a receipt taken, and a deposit or withdrawal request
 * stored (a gateway deposit approved at once, as the mock's gateway always pays). Balances do not move.
 */
export const walletRoutes = (store: WalletStore) => ({
  wallets: get('/wallets/me', () => ok(store.wallets)),
  transactions: get(
    '/wallets/me/transactions',
    ({ url }) => page('transactions', store.transactions, url),
    ({ url }) => url,
  ),
  depositRequests: get(
    '/wallets/me/deposit-requests',
    ({ url }) => page('requests', store.depositRequests, url),
    ({ url }) => url,
  ),
  withdrawRequests: get(
    '/wallets/me/withdraw-requests',
    ({ url }) => page('requests', store.withdrawRequests, url),
    ({ url }) => url,
  ),
  upload: post(
    '/wallets/me/upload-receipt',
    () => created({ fileUrl: '/uploads/receipts/9f2c1a.png', fileName: '9f2c1a.png' }),
    async ({ request }) => ({
      name: '',
      type: '',
      size: 0,
      ...(await filePart(request)),
      contentType: request.headers.get('content-type'),
    }),
  ),
  deposit: post(
    '/wallets/me/:id/deposit-request',
    ({ body }) => {
      const { amount, description = '', paymentInfo } = body as CreateDepositRequest;
      const request = aDepositRequest(store.depositRequests.length + 1, {
        method: paymentInfo.method,
        amount,
        description,
        status: paymentInfo.method === 'gateway' ? 'approved' : 'pending',
        receiptUrl: paymentInfo.method === 'receipt' ? paymentInfo.receiptUrl : null,
      });
      store.depositRequests.unshift(request);
      return created(request);
    },
    toWallet,
  ),
  withdraw: post(
    '/wallets/me/:id/withdraw-request',
    ({ body }) => {
      const { amount, destinationInfo } = body as CreateWithdrawRequest;
      const request = aWithdrawRequest(store.withdrawRequests.length + 1, { amount, destinationInfo });
      store.withdrawRequests.unshift(request);
      return created(request);
    },
    toWallet,
  ),
});
